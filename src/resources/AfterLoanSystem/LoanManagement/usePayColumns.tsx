import { Button, Space, Typography, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAY_COLUMNS } from '../../../../common/money/pay-columns';
import type { PayManageRow } from '../../../../common/money/pay-manage';
import { formatEat } from '../../../../common/time';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { OrderStatusTag, orderDetailPath } from '../../../components/orders';
import { LatestCodeCell } from './LatestCodeCell';
import { ReleaseStatusTag, useFailLabels } from './PayStatusTags';

const EMPTY = '—';

/** A value over a secondary line, so related facts share a column and the table stays narrow. */
function Stacked({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <Space direction="vertical" size={2}>
      {main}
      {sub && <Typography.Text type="secondary">{sub}</Typography.Text>}
    </Space>
  );
}

/**
 * The disbursement table's columns, declared in common/money/pay-columns.ts (the export's too), most telling
 * first (a 1280 px screen scrolls for the rest); `onShowCodes` opens a row's loan codes.
 */
export function usePayColumns(onShowCodes: (row: PayManageRow) => void): TableColumnType<PayManageRow>[] {
  const { t } = useTranslation('loan');
  const labels = useFailLabels();
  return useDeclaredColumns(PAY_COLUMNS, {
    orderNo: { fixed: 'left', width: 170,
      render: (_, row) => <Stacked main={<Link to={orderDetailPath(row.id)} data-testid="order-no">{row.orderNo}</Link>} sub={row.merchantName} /> },
    releaseStatus: { width: 170,
      render: (_, row) => (
        <Stacked main={<Space size={4} wrap><ReleaseStatusTag status={row.releaseStatus} /><OrderStatusTag status={row.status} /></Space>}
          sub={row.lendingChannel ? `${t('fields.lendingChannel')}: ${labels.channel(row.lendingChannel)}` : undefined} />
      ) },
    customer: { width: 160, render: (_, row) => <Stacked main={row.customerName} sub={<span data-testid="customer-phone">{row.phone}</span>} /> },
    loanAmountCents: { width: 120 },
    practicalAmountCents: { width: 125 },
    latestCode: { width: 240, render: (_, row) => <LatestCodeCell code={row.latestCode} /> },
    attempts: { align: 'center', width: 80,
      render: (_, row) => <Button type="link" size="small" onClick={() => onShowCodes(row)} data-testid="show-codes">{row.attempts}</Button> },
    times: { width: 170, render: (_, row) => <Stacked main={formatEat(row.auditAt) || EMPTY} sub={formatEat(row.lendingAt) || EMPTY} /> },
  });
}
