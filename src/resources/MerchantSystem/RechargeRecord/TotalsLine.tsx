import { useCustom } from '@refinedev/core';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillingTotals } from '../../../../common/merchant/billing';
import { formatKes } from '../../../../common/money';

/** The totals of the list's filter (all its rows, not only the page): count and amounts. */
export function TotalsLine({ url, filter }: { url: string; filter: Record<string, unknown> }) {
  const { t } = useTranslation('merchantBilling');
  const { query } = useCustom<BillingTotals>({ url, method: 'get', config: { query: filter } });
  const totals = query.data?.data;
  if (!totals) return null;
  const parts = [t('totals.records', { count: totals.count }), t('totals.amount', { amount: formatKes(totals.amountCents) })];
  if (totals.confirmedCents !== undefined) parts.push(t('totals.confirmed', { amount: formatKes(totals.confirmedCents) }));
  if (totals.pendingCents !== undefined) parts.push(t('totals.pending', { amount: formatKes(totals.pendingCents) }));
  return (
    <Space wrap size={16} style={{ margin: '4px 0 12px' }} data-testid="billing-totals">
      {parts.map((p) => <Typography.Text key={p} strong>{p}</Typography.Text>)}
    </Space>
  );
}
