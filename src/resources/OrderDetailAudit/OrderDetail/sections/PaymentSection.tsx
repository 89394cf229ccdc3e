import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailFields } from '../DetailFields';
import { SectionCard } from '../SectionCard';
import { SensitiveText } from '../SensitiveText';

/** How the loan is paid out; disbursement records come with the disbursement screens. */
export function PaymentSection({ orderId, data }: { orderId: number; data: Record<string, unknown> & { disbursed: boolean } }) {
  const { t } = useTranslation('orderDetail');
  return (
    <SectionCard name="payment">
      <Space direction="vertical" style={{ width: '100%' }}>
        {!data.disbursed && <Alert type="info" showIcon message={t('payment.notDisbursed')} data-testid="not-disbursed" />}
        <DetailFields data={data} fields={[
          { name: 'lendingChannel', format: { dict: 'LENDING_CHANNEL' } }, { name: 'paymentType', format: { dict: 'PAYMENT_TYPE' } },
          { name: 'bankName' },
          { name: 'cardNumber', render: (v) => <SensitiveText entity="order" id={orderId} field="cardNumber" value={v} /> },
          { name: 'walletAccount', render: (v) => <SensitiveText entity="order" id={orderId} field="walletAccount" value={v} /> },
          { name: 'practicalAmountCents', format: 'money' }, { name: 'lendingAt', format: 'time' },
        ]} />
      </Space>
    </SectionCard>
  );
}
