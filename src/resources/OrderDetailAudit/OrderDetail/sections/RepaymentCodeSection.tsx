import { CopyText } from '../CopyText';
import { DetailFields } from '../DetailFields';
import { SectionCard } from '../SectionCard';

/** Where the customer repays: the merchant's M-Pesa paybill, with the order number as the account. */
export function RepaymentCodeSection({ data }: { data: { paybill: string | null; accountNo: string } }) {
  return (
    <SectionCard name="repaymentCode">
      <DetailFields data={data} columns="single" fields={[
        { name: 'paybill', render: (v) => <CopyText value={(v as string | null) ?? null} /> },
        { name: 'accountNo', render: (v) => <CopyText value={v as string} /> },
      ]} />
    </SectionCard>
  );
}
