import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../../common/money';
import type { BillComponent } from '../../../../../common/money/components';
import type { MoneyRefund, MoneyRollback, MoneyWaiver, MoneyWithdrawal } from '../../../../../common/orders/order-money';
import { formatEat } from '../../../../../common/time';
import { labelOf, whoOf } from './money-labels';

const STATUS_COLORS: Record<string, string> = {
  approved: 'green', passed: 'green', success: 'green', rejected: 'red', failed: 'red', failure: 'red', pending: 'gold', inProgress: 'blue',
};
const statusTag = (t: TFunction, group: string, value: string) => <Tag color={STATUS_COLORS[value]}>{labelOf(t, group, value)}</Tag>;
const time = (at: string | null) => (at ? formatEat(at) : '—');

function EventTable<T extends { id: number }>({ name, rows, columns }: { name: string; rows: T[]; columns: ColumnsType<T> }) {
  const { t } = useTranslation('orderDetail');
  return (
    <Table<T> rowKey="id" size="small" dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('money.none') }} data-testid={`money-${name}`} />
  );
}

/** Waivers asked for on the order's bills: what, by whom, who decided and the flow the approval posted. */
export function WaiversTable({ rows }: { rows: MoneyWaiver[] }) {
  const { t } = useTranslation('orderDetail');
  const items = (w: MoneyWaiver) => Object.entries(w.components)
    .map(([c, cents]) => `${labelOf(t, 'components', c as BillComponent)} ${formatKes(cents ?? 0)}`).join(', ');
  return <EventTable name="waivers" rows={rows} columns={[
    { key: 'deductionNo', title: t('money.columns.deductionNo'), dataIndex: 'deductionNo' },
    { key: 'periodNo', title: t('money.columns.periodNo'), render: (_, w) => w.periodNo ?? '—' },
    { key: 'amount', title: t('money.columns.amount'), align: 'right', render: (_, w) => formatKes(w.totalCents) },
    { key: 'components', title: t('money.columns.components'), render: (_, w) => items(w) },
    { key: 'status', title: t('money.columns.status'), render: (_, w) => statusTag(t, 'waiverStatuses', w.status) },
    { key: 'requestedBy', title: t('money.columns.requestedBy'), render: (_, w) => whoOf(t, w.requestedBy) },
    { key: 'requestedAt', title: t('money.columns.requestedAt'), render: (_, w) => time(w.requestedAt) },
    { key: 'reviewedBy', title: t('money.columns.reviewedBy'), render: (_, w) => (w.reviewedAt ? whoOf(t, w.reviewedBy) : '—') },
    { key: 'reviewedAt', title: t('money.columns.reviewedAt'), render: (_, w) => time(w.reviewedAt) },
    { key: 'reason', title: t('money.columns.reason'), render: (_, w) => w.reason ?? '—' },
    { key: 'flowNo', title: t('money.columns.waiverFlow'), render: (_, w) => w.flowNo ?? '—' },
  ]} />;
}

/** Rollbacks of the order's flows: which flow, how, why, by whom and what it was re-applied as. */
export function RollbacksTable({ rows }: { rows: MoneyRollback[] }) {
  const { t } = useTranslation('orderDetail');
  return <EventTable name="rollbacks" rows={rows} columns={[
    { key: 'flowNo', title: t('money.columns.flowNo'), render: (_, r) => r.flowNo ?? '—' },
    { key: 'rollbackType', title: t('money.columns.rollbackType'), render: (_, r) => labelOf(t, 'rollbackTypes', r.rollbackType) },
    { key: 'amount', title: t('money.columns.amount'), align: 'right', render: (_, r) => formatKes(r.totalCents) },
    { key: 'reason', title: t('money.columns.reason'), render: (_, r) => r.reason ?? '—' },
    { key: 'by', title: t('money.columns.by'), render: (_, r) => whoOf(t, r.by) },
    { key: 'at', title: t('money.columns.at'), render: (_, r) => time(r.at) },
    { key: 'replacementFlowNo', title: t('money.columns.replacementFlowNo'), render: (_, r) => r.replacementFlowNo ?? '—' },
  ]} />;
}

/** Refunds of the order's overpaid money: to where, its audit and payout, who applied and who audited. */
export function RefundsTable({ rows }: { rows: MoneyRefund[] }) {
  const { t } = useTranslation('orderDetail');
  return <EventTable name="refunds" rows={rows} columns={[
    { key: 'refundNo', title: t('money.columns.refundNo'), dataIndex: 'refundNo' },
    { key: 'amount', title: t('money.columns.amount'), align: 'right', render: (_, r) => formatKes(r.amountCents) },
    { key: 'channel', title: t('money.columns.channel'), render: (_, r) => labelOf(t, 'channels', r.channel) },
    { key: 'accountNumber', title: t('money.columns.accountNumber'), dataIndex: 'accountNumber' },
    { key: 'verificationStatus', title: t('money.columns.verificationStatus'), render: (_, r) => statusTag(t, 'verificationStatuses', r.verificationStatus) },
    { key: 'auditStatus', title: t('money.columns.auditStatus'), render: (_, r) => statusTag(t, 'auditStatuses', r.auditStatus) },
    { key: 'refundStatus', title: t('money.columns.refundStatus'), render: (_, r) => statusTag(t, 'refundStatuses', r.refundStatus) },
    { key: 'appliedBy', title: t('money.columns.appliedBy'), render: (_, r) => whoOf(t, r.appliedBy) },
    { key: 'appliedAt', title: t('money.columns.appliedAt'), render: (_, r) => time(r.appliedAt) },
    { key: 'auditedBy', title: t('money.columns.auditedBy'), render: (_, r) => (r.auditedAt ? whoOf(t, r.auditedBy) : '—') },
    { key: 'auditedAt', title: t('money.columns.auditedAt'), render: (_, r) => time(r.auditedAt) },
    { key: 'failCause', title: t('money.columns.failCause'), render: (_, r) => r.failCause ?? '—' },
  ]} />;
}

/** Transfers of the order's overpaid money out of the customer's wallet, asked for by the customer in the app. */
export function WithdrawalsTable({ rows }: { rows: MoneyWithdrawal[] }) {
  const { t } = useTranslation('orderDetail');
  return <EventTable name="withdrawals" rows={rows} columns={[
    { key: 'withdrawalNo', title: t('money.columns.withdrawalNo'), dataIndex: 'withdrawalNo' },
    { key: 'amount', title: t('money.columns.amount'), align: 'right', render: (_, w) => formatKes(w.amountCents) },
    { key: 'channel', title: t('money.columns.channel'), render: (_, w) => labelOf(t, 'channels', w.channel) },
    { key: 'phone', title: t('money.columns.phone'), dataIndex: 'phone' },
    { key: 'status', title: t('money.columns.status'), render: (_, w) => statusTag(t, 'withdrawalStatuses', w.status) },
    { key: 'by', title: t('money.columns.by'), render: () => t('money.customer') },
    { key: 'at', title: t('money.columns.at'), render: (_, w) => time(w.at) },
    { key: 'failCause', title: t('money.columns.failCause'), render: (_, w) => w.failCause ?? '—' },
  ]} />;
}
