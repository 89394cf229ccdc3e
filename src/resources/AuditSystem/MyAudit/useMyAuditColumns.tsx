import { Button, Space, Tag, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderListRow } from '../../../../common/orders/order-row';
import { ORDER_STATUS } from '../../../../common/orders/order-status';
import { formatEat } from '../../../../common/time';
import { orderDetailPath, useOrderColumns } from '../../../components/orders';
import { CallHistory } from './CallHistory';

const COLUMNS = ['orderNo', 'customerName', 'phone', 'customerLanguage', 'loanAmountCents', 'productName', 'loanType', 'modelLevel',
  'allocatedAt', 'callCount', 'lastActionCode', 'nextCallAt', 'status'] as const;

export const orderAuditPath = (orderId: number) => `/AdminContent/OrderDetailAudit/OrderAudit?orderId=${orderId}`;

/** My queue's columns: the call history behind the call count, due calls highlighted, and the audit action. */
export function useMyAuditColumns(now: number): TableColumnType<OrderListRow>[] {
  const { t } = useTranslation('myAudit');
  const nextCall = (value: string | null, row: OrderListRow) => {
    if (!value) return '—';
    const due = row.status === ORDER_STATUS.pendingReview && new Date(value).getTime() < now;
    return due ? (
      <Space size={4} data-testid="next-call-due">
        <Typography.Text type="danger" strong>{formatEat(value)}</Typography.Text>
        <Tag color="red">{t('due')}</Tag>
      </Space>
    ) : formatEat(value);
  };
  const columns = useOrderColumns(COLUMNS, {
    callCount: { width: 90, align: 'right', render: (count: number, row) => <CallHistory orderId={row.id} count={count} /> },
    nextCallAt: { width: 230, render: nextCall },
    customerName: { width: 170 },
  });
  const action: TableColumnType<OrderListRow> = {
    key: 'actions', title: t('common:crud.actions'), fixed: 'right', width: 100,
    render: (_, row) => (row.status === ORDER_STATUS.pendingReview
      ? <Link to={orderAuditPath(row.id)}><Button size="small" type="primary" data-testid="row-audit">{t('actions.audit')}</Button></Link>
      : <Link to={orderDetailPath(row.id)} data-testid="row-view">{t('actions.view')}</Link>),
  };
  return [...columns, action];
}
