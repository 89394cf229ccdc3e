import { Button, Space, Tag, Typography, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderListRow } from '../../../../common/orders/order-row';
import { ORDER_STATUS } from '../../../../common/orders/order-status';
import { formatEat } from '../../../../common/time';
import { dictUrl, orderDetailPath, useOrderColumns, useOrderOptions } from '../../../components/orders';
import { CallHistory } from './CallHistory';

/** What an auditor works by comes first (customer, language, next call, calls), so it shows without scrolling at 1280 px. */
const PENDING_COLUMNS = ['orderNo', 'customerName', 'customerLanguage', 'nextCallAt', 'callCount', 'loanAmountCents', 'productName',
  'modelLevel', 'allocatedAt'] as const;
const DECIDED_COLUMNS = [...PENDING_COLUMNS, 'status', 'auditAt'] as const;

export const orderAuditPath = (orderId: number) => `/AdminContent/OrderDetailAudit/OrderAudit?orderId=${orderId}`;

const twoLines = (first: ReactNode, second: ReactNode) => (
  <Space direction="vertical" size={0}>{first}<Typography.Text type="secondary">{second}</Typography.Text></Space>
);

/**
 * My queue's columns, narrowed to fit: customer with phone, product with loan type, calls with the last action
 * code (the count opens the call history), due calls highlighted, and the audit action.
 */
export function useMyAuditColumns(decided: boolean, now: number): TableColumnType<OrderListRow>[] {
  const { t } = useTranslation('myAudit');
  const loanType = useOrderOptions(dictUrl('LOAN_TYPE')).labelOf;
  const actionCode = useOrderOptions(dictUrl('AUDIT_ACTION_CODE')).labelOf;
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
  const columns = useOrderColumns(decided ? DECIDED_COLUMNS : PENDING_COLUMNS, {
    customerName: { title: t('columns.customer'), width: 200, render: (name: string, row) => twoLines(name, row.phone) },
    productName: { title: t('columns.product'), width: 170, render: (name: string, row) => twoLines(name, loanType(row.loanType) ?? row.loanType) },
    modelLevel: { width: 100 },
    callCount: {
      title: t('columns.calls'), width: 210, ellipsis: false,
      render: (count: number, row) => (
        <Space size={4}>
          <CallHistory orderId={row.id} count={count} />
          {row.lastActionCode && <Typography.Text type="secondary">{actionCode(row.lastActionCode) ?? row.lastActionCode}</Typography.Text>}
        </Space>
      ),
    },
    nextCallAt: { width: 210, ellipsis: false, render: nextCall },
  });
  const action: TableColumnType<OrderListRow> = {
    key: 'actions', title: t('common:crud.actions'), width: 90,
    render: (_, row) => (row.status === ORDER_STATUS.pendingReview
      ? <Link to={orderAuditPath(row.id)}><Button size="small" type="primary" data-testid="row-audit">{t('actions.audit')}</Button></Link>
      : <Link to={orderDetailPath(row.id)} data-testid="row-view">{t('actions.view')}</Link>),
  };
  return [...columns, action];
}
