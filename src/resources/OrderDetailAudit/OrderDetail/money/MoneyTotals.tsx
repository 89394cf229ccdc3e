import { Space, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../../common/money';
import type { OrderMoney } from '../../../../../common/orders/order-money';

const FIGURES = ['chargedCents', 'paidCents', 'waivedCents', 'couponCents', 'owedCents', 'overpaidCents'] as const;
const LABELS: Record<(typeof FIGURES)[number], string> = {
  chargedCents: 'charged', paidCents: 'paid', waivedCents: 'waived', couponCents: 'coupon', owedCents: 'owed', overpaidCents: 'overpaid',
};

/** The order's figures and the sum they must satisfy: owed = charged − paid − waived − coupon. */
export function MoneyTotals({ totals }: { totals: OrderMoney['totals'] }) {
  const { t } = useTranslation('orderDetail');
  return (
    <Space direction="vertical" size="small" style={{ width: '100%' }} data-testid="money-totals">
      <Space size={[32, 8]} wrap>
        {FIGURES.map((f) => (
          <Statistic key={f} title={t(`money.totals.${LABELS[f]}`)} value={formatKes(totals[f])} data-testid={`money-${LABELS[f]}`}
            valueStyle={{ fontSize: 18, fontWeight: f === 'owedCents' ? 600 : undefined }} />
        ))}
      </Space>
      <Space size="small" wrap>
        <Typography.Text data-testid="money-formula">
          {t('money.totals.formula', {
            owed: formatKes(totals.owedCents), charged: formatKes(totals.chargedCents), paid: formatKes(totals.paidCents),
            waived: formatKes(totals.waivedCents), coupon: formatKes(totals.couponCents),
          })}
        </Typography.Text>
        <Tag color={totals.reconciles ? 'green' : 'red'} data-testid="money-reconciles">
          {t(totals.reconciles ? 'money.totals.reconciles' : 'money.totals.doesNotReconcile')}
        </Tag>
      </Space>
    </Space>
  );
}
