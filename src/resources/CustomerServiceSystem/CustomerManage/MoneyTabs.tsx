import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CUSTOMER_VIEW_LIMITS as LIMITS, type CustomerBillRow, type CustomerCouponRow, type CustomerFlowRow, type CustomerOrderRow, type CustomerRefundRow,
} from '../../../../common/customers/customer-manage';
import { formatKes } from '../../../../common/money';
import { formatEat } from '../../../../common/time';
import { OrderStatusTag, orderDetailPath } from '../../../components/orders';
import { SectionTable } from './SectionTable';

const money = (cents: number) => formatKes(cents);

export function OrdersTab({ rows }: { rows: CustomerOrderRow[] }) {
  const { t } = useTranslation('customerManage');
  return (
    <SectionTable<CustomerOrderRow> rowKey="id" rows={rows} limit={LIMITS.orders} testId="customer-orders" columns={[
      { key: 'orderNo', title: t('columns.orderNo'), render: (_, r) => <Link to={orderDetailPath(r.id)} aria-label={t('view.openOrder', { orderNo: r.orderNo })}>{r.orderNo}</Link> },
      { key: 'productName', title: t('columns.productName'), dataIndex: 'productName' },
      { key: 'status', title: t('columns.status'), render: (_, r) => <OrderStatusTag status={r.status} /> },
      { key: 'loanAmountCents', title: t('columns.loanAmountCents'), align: 'right', render: (_, r) => money(r.loanAmountCents) },
      { key: 'applyAt', title: t('columns.applyAt'), render: (_, r) => formatEat(r.applyAt) },
      { key: 'lendingAt', title: t('columns.lendingAt'), render: (_, r) => formatEat(r.lendingAt) || '—' },
    ]} />
  );
}

export function BillsTab({ rows }: { rows: CustomerBillRow[] }) {
  const { t } = useTranslation('customerManage');
  return (
    <SectionTable<CustomerBillRow> rowKey="id" rows={rows} limit={LIMITS.bills} testId="customer-bills" columns={[
      { key: 'billNo', title: t('columns.billNo'), dataIndex: 'billNo' },
      { key: 'orderNo', title: t('columns.orderNo'), dataIndex: 'orderNo' },
      { key: 'periodNo', title: t('columns.periodNo'), dataIndex: 'periodNo', align: 'right' },
      { key: 'status', title: t('columns.status'), render: (_, r) => <Tag>{t(`repay:billStatuses.${r.status}`)}</Tag> },
      { key: 'dueDay', title: t('columns.dueDay'), dataIndex: 'dueDay' },
      { key: 'overdueDays', title: t('columns.overdueDays'), dataIndex: 'overdueDays', align: 'right' },
      { key: 'billAmountCents', title: t('columns.billAmountCents'), align: 'right', render: (_, r) => money(r.billAmountCents) },
      { key: 'repaidCents', title: t('columns.repaidCents'), align: 'right', render: (_, r) => money(r.repaidCents) },
      { key: 'couponCents', title: t('columns.couponCents'), align: 'right', render: (_, r) => money(r.couponCents) },
      { key: 'waivedCents', title: t('columns.waivedCents'), align: 'right', render: (_, r) => money(r.waivedCents) },
      { key: 'amountDueCents', title: t('columns.amountDueCents'), align: 'right', render: (_, r) => <strong>{money(r.amountDueCents)}</strong> },
    ]} />
  );
}

export function FlowsTab({ rows }: { rows: CustomerFlowRow[] }) {
  const { t } = useTranslation('customerManage');
  return (
    <SectionTable<CustomerFlowRow> rowKey="id" rows={rows} limit={LIMITS.flows} testId="customer-flows" columns={[
      { key: 'flowNo', title: t('columns.flowNo'), dataIndex: 'flowNo' },
      { key: 'orderNo', title: t('columns.orderNo'), dataIndex: 'orderNo' },
      { key: 'repayType', title: t('columns.repayType'), render: (_, r) => t(`repay:repayTypes.${r.repayType}`, { defaultValue: r.repayType }) },
      { key: 'source', title: t('columns.source'), render: (_, r) => t(`repay:flowSources.${r.source}`, { defaultValue: r.source }) },
      { key: 'paymentChannel', title: t('columns.paymentChannel'), render: (_, r) => (r.paymentChannel ? t(`repay:channels.${r.paymentChannel}`, { defaultValue: r.paymentChannel }) : '—') },
      { key: 'status', title: t('columns.status'), render: (_, r) => <Tag color={r.status === 'valid' ? 'green' : 'default'}>{t(`repay:flowStatuses.${r.status}`)}</Tag> },
      { key: 'amountCents', title: t('columns.amountCents'), align: 'right', render: (_, r) => money(r.amountCents) },
      { key: 'couponCents', title: t('columns.couponCents'), align: 'right', render: (_, r) => money(r.couponCents) },
      { key: 'waivedCents', title: t('columns.waivedCents'), align: 'right', render: (_, r) => money(r.waivedCents) },
      { key: 'repaidAt', title: t('columns.repaidAt'), render: (_, r) => formatEat(r.repaidAt) },
    ]} />
  );
}

export function RefundsTab({ rows }: { rows: CustomerRefundRow[] }) {
  const { t } = useTranslation('customerManage');
  return (
    <SectionTable<CustomerRefundRow> rowKey="id" rows={rows} limit={LIMITS.refunds} testId="customer-refunds" columns={[
      { key: 'refundNo', title: t('columns.refundNo'), dataIndex: 'refundNo' },
      { key: 'orderNo', title: t('columns.orderNo'), dataIndex: 'orderNo' },
      { key: 'amountCents', title: t('columns.amountCents'), align: 'right', render: (_, r) => money(r.amountCents) },
      { key: 'auditStatus', title: t('columns.auditStatus'), render: (_, r) => t(`refund:options.auditStatus.${r.auditStatus}`, { defaultValue: r.auditStatus }) },
      { key: 'refundStatus', title: t('columns.refundStatus'), render: (_, r) => t(`refund:options.refundStatus.${r.refundStatus}`, { defaultValue: r.refundStatus }) },
      { key: 'createdAt', title: t('columns.createdAt'), render: (_, r) => formatEat(r.createdAt) },
    ]} />
  );
}

export function CouponsTab({ rows }: { rows: CustomerCouponRow[] }) {
  const { t } = useTranslation('customerManage');
  return (
    <SectionTable<CustomerCouponRow> rowKey="id" rows={rows} limit={LIMITS.coupons} testId="customer-coupons" columns={[
      { key: 'couponNo', title: t('columns.couponNo'), dataIndex: 'couponNo' },
      { key: 'couponType', title: t('columns.couponType'), render: (_, r) => t(`options.couponType.${r.couponType}`, { defaultValue: r.couponType }) },
      { key: 'amountCents', title: t('columns.amountCents'), align: 'right', render: (_, r) => money(r.amountCents) },
      { key: 'status', title: t('columns.status'), render: (_, r) => t(`options.couponStatus.${r.status}`, { defaultValue: r.status }) },
      { key: 'expiresAt', title: t('columns.expiresAt'), render: (_, r) => formatEat(r.expiresAt) || '—' },
      { key: 'createdAt', title: t('columns.createdAt'), render: (_, r) => formatEat(r.createdAt) },
    ]} />
  );
}
