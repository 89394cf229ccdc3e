import { Tag, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WriteOffRowView } from '../../../../common/money/write-off-lists';
import { formatEat } from '../../../../common/time';
import { Kes } from '../../../components/money';

export function useRowColumns(): TableColumnType<WriteOffRowView>[] {
  const { t } = useTranslation('writeOff');
  const text = (v: string | null) => v ?? '—';
  return [
    { key: 'rowNo', title: t('fields.rowNo'), dataIndex: 'rowNo', fixed: 'left', width: 64 },
    {
      key: 'result', title: t('fields.rowResult'), dataIndex: 'ok', width: 280,
      render: (ok: boolean, row) => (ok
        ? <Tag color="green" data-testid="row-ok">{t('options.rowResult.ok')}</Tag>
        : <Typography.Text type="danger" data-testid="row-error">{row.errorMessage}</Typography.Text>),
    },
    { key: 'orderNo', title: t('fields.orderNo'), dataIndex: 'orderNo', render: text },
    { key: 'serialNo', title: t('fields.serialNo'), dataIndex: 'serialNo', render: text },
    { key: 'channel', title: t('fields.channel'), dataIndex: 'channel', render: (v: string | null) => (v ? t(`options.channel.${v}`, { defaultValue: v }) : '—') },
    { key: 'amountCents', title: t('fields.amountCents'), dataIndex: 'amountCents', align: 'right', render: (v: number | null) => <Kes cents={v} /> },
    { key: 'repaidAt', title: t('fields.repaidAt'), dataIndex: 'repaidAt', render: (v: string | null) => formatEat(v) || '—' },
    { key: 'isRecord', title: t('fields.isRecord'), dataIndex: 'isRecord', render: (v: boolean) => t(v ? 'common:crud.yes' : 'common:crud.no') },
    { key: 'accountId', title: t('fields.accountId'), dataIndex: 'accountId', render: text },
    { key: 'flowNo', title: t('fields.flowNo'), dataIndex: 'flowNo', render: text },
    {
      key: 'autoWrittenOff', title: t('fields.autoWrittenOff'), dataIndex: 'autoWrittenOff',
      render: (v: boolean) => (v ? <Tag color="blue">{t('common:crud.yes')}</Tag> : '—'),
    },
  ];
}
