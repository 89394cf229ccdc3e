import { DetailFields } from '../DetailFields';
import { OrderStatusTag } from '../OrderStatusTag';
import { SectionCard } from '../SectionCard';

export function BasicSection({ data }: { data: Record<string, unknown> }) {
  return (
    <SectionCard name="basic">
      <DetailFields data={data} columns="wide" fields={[
        { name: 'orderNo' }, { name: 'status', render: (v) => <OrderStatusTag status={v as number} /> },
        { name: 'loanType', format: { dict: 'LOAN_TYPE' } }, { name: 'productName' },
        { name: 'loanAmountCents', format: 'money' }, { name: 'practicalAmountCents', format: 'money' },
        { name: 'termDays' }, { name: 'installments' }, { name: 'dailyInterestBp', format: 'bp' },
        { name: 'applyAt', format: 'time' }, { name: 'auditAt', format: 'time' }, { name: 'modelLevel', format: { dict: 'MODEL_LEVEL' } },
        { name: 'riskScore' }, { name: 'whitelist', format: 'bool' }, { name: 'auditorName' }, { name: 'allocatedAt', format: 'time' },
        { name: 'callCount' }, { name: 'lastActionCode', format: { dict: 'AUDIT_ACTION_CODE' } }, { name: 'nextCallAt', format: 'time' },
        { name: 'reReviewCount' }, { name: 'refuseCode', format: { dict: 'REFUSE_CODE' } }, { name: 'denialReason' },
      ]} />
    </SectionCard>
  );
}
