import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../../common/money';
import type { MoneyFlow } from '../../../../../common/orders/order-money';
import { formatEat } from '../../../../../common/time';
import { labelOf, whoOf } from './money-labels';

/** Every repayment flow of the order, newest first: cash, coupon and waiver, valid or rolled back. */
export function FlowsTable({ flows }: { flows: MoneyFlow[] }) {
  const { t } = useTranslation('orderDetail');
  const columns: ColumnsType<MoneyFlow> = [
    { key: 'flowNo', title: t('money.columns.flowNo'), dataIndex: 'flowNo' },
    { key: 'periodNo', title: t('money.columns.periodNo'), render: (_, f) => f.periodNo ?? '—' },
    { key: 'repayType', title: t('money.columns.repayType'), render: (_, f) => labelOf(t, 'repayTypes', f.repayType) },
    { key: 'source', title: t('money.columns.source'), render: (_, f) => labelOf(t, 'flowSources', f.source) },
    { key: 'channel', title: t('money.columns.channel'), render: (_, f) => labelOf(t, 'channels', f.paymentChannel) },
    { key: 'paymentCode', title: t('money.columns.paymentCode'), render: (_, f) => f.paymentCode ?? '—' },
    { key: 'amount', title: t('money.columns.amount'), align: 'right', render: (_, f) => formatKes(f.amountCents) },
    { key: 'coupon', title: t('money.columns.coupon'), align: 'right', render: (_, f) => formatKes(f.couponCents) },
    { key: 'waived', title: t('money.columns.waived'), align: 'right', render: (_, f) => formatKes(f.waivedCents) },
    { key: 'overflow', title: t('money.columns.overflow'), align: 'right', render: (_, f) => formatKes(f.overflowCents) },
    { key: 'repaidAt', title: t('money.columns.repaidAt'), render: (_, f) => formatEat(f.repaidAt) },
    { key: 'recordedBy', title: t('money.columns.recordedBy'), render: (_, f) => whoOf(t, f.recordedBy) },
    {
      key: 'status', title: t('money.columns.status'),
      render: (_, f) => <Tag color={f.status === 'valid' ? 'green' : 'red'}>{labelOf(t, 'flowStatuses', f.status)}</Tag>,
    },
    { key: 'remark', title: t('money.columns.remark'), render: (_, f) => f.remark ?? '—' },
  ];
  return (
    <Table<MoneyFlow> rowKey="id" size="small" dataSource={flows} columns={columns} pagination={false} scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('money.none') }} data-testid="money-flows" />
  );
}
