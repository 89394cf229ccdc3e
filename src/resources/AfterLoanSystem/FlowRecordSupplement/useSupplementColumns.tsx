import { Tag, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplementedFlowRow } from '../../../../common/money/write-off-lists';
import { formatEat } from '../../../../common/time';
import { Kes } from '../../../components/money';

export function useSupplementColumns(): TableColumnType<SupplementedFlowRow>[] {
  const { t } = useTranslation('writeOff');
  const text = (v: string | null) => v ?? '—';
  return [
    { key: 'flowNo', title: t('fields.flowNo'), dataIndex: 'flowNo', fixed: 'left' },
    { key: 'orderNo', title: t('fields.orderNo'), dataIndex: 'orderNo' },
    { key: 'serialNo', title: t('fields.serialNo'), dataIndex: 'serialNo', render: text },
    { key: 'channel', title: t('fields.channel'), dataIndex: 'channel', render: (v: string | null) => (v ? t(`options.channel.${v}`, { defaultValue: v }) : '—') },
    { key: 'amountCents', title: t('fields.amountCents'), dataIndex: 'amountCents', align: 'right', render: (v: number) => <Kes cents={v} strong /> },
    { key: 'waivedCents', title: t('fields.waivedCents'), dataIndex: 'waivedCents', align: 'right', render: (v: number) => (v ? <Kes cents={v} /> : '—') },
    { key: 'overflowCents', title: t('fields.overflowCents'), dataIndex: 'overflowCents', align: 'right', render: (v: number) => (v ? <Kes cents={v} /> : '—') },
    { key: 'repaidAt', title: t('fields.repaidAt'), dataIndex: 'repaidAt', render: (v: string) => formatEat(v) },
    { key: 'isRecord', title: t('fields.isRecord'), dataIndex: 'isRecord', render: (v: boolean) => t(v ? 'common:crud.yes' : 'common:crud.no') },
    { key: 'accountId', title: t('fields.accountId'), dataIndex: 'accountId', render: text },
    {
      key: 'status', title: t('fields.flowStatus'), dataIndex: 'status',
      render: (v: string) => <Tag color={v === 'valid' ? 'green' : 'default'}>{t(`options.flowStatus.${v}`, { defaultValue: v })}</Tag>,
    },
    { key: 'createdByName', title: t('fields.createdByName'), dataIndex: 'createdByName', render: text },
    { key: 'createdAt', title: t('fields.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatEat(v) },
  ];
}
