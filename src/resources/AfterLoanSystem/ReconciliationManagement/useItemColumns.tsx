import { Tag, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReconciliationItemRow } from '../../../../common/money/reconciliation';
import { formatKes } from '../../../../common/money';
import { orderDetailPath } from '../../../components/orders';
import { OUTCOME_COLOURS } from './CountTag';

const kes = (cents: number | null) => (cents === null ? '—' : formatKes(cents));
const code = (value: string | null) => (value ? <Typography.Text copyable>{value}</Typography.Text> : '—');

export function useItemColumns(): TableColumnType<ReconciliationItemRow>[] {
  const { t } = useTranslation('reconciliation');
  return [
    { key: 'outcome', title: t('fields.outcome'), dataIndex: 'outcome', render: (v: ReconciliationItemRow['outcome']) => <Tag color={OUTCOME_COLOURS[v]}>{t(`options.outcome.${v}`)}</Tag> },
    { key: 'direction', title: t('fields.direction'), dataIndex: 'direction', render: (v: string) => t(`options.direction.${v}`) },
    { key: 'reference', title: t('fields.reference'), dataIndex: 'reference', render: code },
    { key: 'thirdPartyCode', title: t('fields.thirdPartyCode'), dataIndex: 'thirdPartyCode', render: code },
    { key: 'orderNo', title: t('fields.orderNo'), dataIndex: 'orderNo', render: (v: string | null, item) => (v && item.orderId ? <Link to={orderDetailPath(item.orderId)}>{v}</Link> : '—') },
    { key: 'oursCents', title: t('fields.oursCents'), dataIndex: 'oursCents', align: 'right', render: kes },
    { key: 'theirsCents', title: t('fields.theirsCents'), dataIndex: 'theirsCents', align: 'right', render: kes },
    {
      key: 'differenceCents', title: t('fields.differenceCents'), align: 'right',
      render: (_, item) => {
        const difference = (item.oursCents ?? 0) - (item.theirsCents ?? 0);
        return <Typography.Text type={difference === 0 ? undefined : 'danger'}>{formatKes(difference)}</Typography.Text>;
      },
    },
  ];
}
