import { Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { DictText } from './DictText';
import type { OrderDetail } from './order-detail.types';
import { OrderStatusTag } from './OrderStatusTag';
import { SensitiveText } from './SensitiveText';

/** What an auditor checks first: which order, its state, who, how much, which product and risk level. */
export function OrderSummary({ order }: { order: OrderDetail['order'] }) {
  const { t } = useTranslation('orderDetail');
  const items = [
    { key: 'customerName', label: t('fields.customerName'), children: order.customerName },
    { key: 'phone', label: t('fields.phone'), children: <SensitiveText entity="order" id={order.id} field="phone" value={order.phone} /> },
    { key: 'loanAmountCents', label: t('fields.loanAmountCents'), children: <strong>{formatKes(order.loanAmountCents)}</strong> },
    { key: 'productName', label: t('fields.productName'), children: order.productName ?? '—' },
    { key: 'modelLevel', label: t('fields.modelLevel'), children: <DictText dictKey="MODEL_LEVEL" value={order.modelLevel} /> },
    { key: 'merchantName', label: t('fields.merchantName'), children: order.merchantName ?? '—' },
  ];
  return (
    <Card size="small" data-testid="order-summary">
      <Space wrap size="middle" style={{ marginBottom: 8 }}>
        <ScreenTitle data-testid="order-no">{t('summary.orderNo', { orderNo: order.orderNo })}</ScreenTitle>
        <OrderStatusTag status={order.status} />
        <Tag><DictText dictKey="LOAN_TYPE" value={order.loanType} /></Tag>
        {order.whitelist && <Tag color="gold" data-testid="whitelist-tag">{t('summary.whitelist')}</Tag>}
      </Space>
      <Descriptions size="small" column={{ xs: 1, sm: 1, md: 3, lg: 3, xl: 3, xxl: 3 }} items={items} />
    </Card>
  );
}
