import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/table';
import { DetailFields } from '../DetailFields';
import { SectionCard } from '../SectionCard';
import { SensitiveText } from '../SensitiveText';

export function BankCardSection({ orderId, data }: { orderId: number; data: Record<string, unknown> | null }) {
  const { t } = useTranslation('orderDetail');
  return (
    <SectionCard name="bankCard">
      {data ? (
        <DetailFields data={data} fields={[
          { name: 'holderName' }, { name: 'paymentType', format: { dict: 'PAYMENT_TYPE' } }, { name: 'paymentSubtype' },
          { name: 'bankName' }, { name: 'branch' },
          { name: 'cardNumber', render: (v) => <SensitiveText entity="order" id={orderId} field="cardNumber" value={v} /> },
          { name: 'walletAccount', render: (v) => <SensitiveText entity="order" id={orderId} field="walletAccount" value={v} /> },
        ]} />
      ) : <EmptyState description={t('empty.bankCard')} />}
    </SectionCard>
  );
}
