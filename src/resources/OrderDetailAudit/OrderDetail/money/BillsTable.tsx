import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../../common/money';
import type { BillComponent } from '../../../../../common/money/components';
import type { MoneyBill } from '../../../../../common/orders/order-money';
import { labelOf } from './money-labels';

const STATUS_COLORS: Record<string, string> = { unpaid: 'default', partial: 'gold', settled: 'green', extended: 'blue' };
const FEES: readonly BillComponent[] = ['managementFee', 'serviceFee', 'extensionFee'];
const money = (cents: number) => formatKes(cents);

/** Days past the due day, or until it; nothing once settled. */
function DaysText({ days }: { days: number | null }) {
  const { t } = useTranslation('orderDetail');
  if (days === null) return <>—</>;
  if (days > 0) return <Typography.Text type="danger">{t('money.days.overdue', { count: days })}</Typography.Text>;
  return <>{days === 0 ? t('money.days.dueToday') : t('money.days.dueIn', { count: -days })}</>;
}

/** The order's instalments: what each was charged, component by component, how it was settled and what it owes. */
export function BillsTable({ bills }: { bills: MoneyBill[] }) {
  const { t } = useTranslation('orderDetail');
  const charged = (c: BillComponent) => ({
    key: c, title: t(`money.columns.${c}`), align: 'right' as const, render: (_: unknown, b: MoneyBill) => money(b.charged[c]),
  });
  const columns: ColumnsType<MoneyBill> = [
    { key: 'periodNo', title: t('money.columns.periodNo'), dataIndex: 'periodNo', fixed: 'left', width: 64 },
    { key: 'billNo', title: t('money.columns.billNo'), dataIndex: 'billNo' },
    { key: 'status', title: t('money.columns.status'), render: (_, b) => <Tag color={STATUS_COLORS[b.status]}>{labelOf(t, 'billStatuses', b.status)}</Tag> },
    { key: 'dueDay', title: t('money.columns.dueDay'), dataIndex: 'dueDay' },
    { key: 'days', title: t('money.columns.days'), render: (_, b) => <DaysText days={b.daysPastDue} /> },
    charged('principal'),
    charged('interest'),
    { key: 'fees', title: t('money.columns.fees'), children: FEES.map(charged) },
    charged('lateFee'),
    charged('liquidatedDamages'),
    { key: 'charged', title: t('money.columns.charged'), align: 'right', render: (_, b) => money(b.chargedCents) },
    { key: 'paid', title: t('money.columns.paid'), align: 'right', render: (_, b) => money(b.paidCents) },
    { key: 'waived', title: t('money.columns.waived'), align: 'right', render: (_, b) => money(b.waivedCents) },
    { key: 'coupon', title: t('money.columns.coupon'), align: 'right', render: (_, b) => money(b.couponCents) },
    { key: 'owed', title: t('money.columns.owed'), align: 'right', fixed: 'right', render: (_, b) => <strong data-testid={`bill-owed-${b.periodNo}`}>{money(b.owedCents)}</strong> },
  ];
  return (
    <Table<MoneyBill> rowKey="id" size="small" bordered dataSource={bills} columns={columns} pagination={false}
      scroll={{ x: 'max-content' }} data-testid="money-bills" />
  );
}
