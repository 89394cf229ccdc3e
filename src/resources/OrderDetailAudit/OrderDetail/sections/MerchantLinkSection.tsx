import { DetailFields } from '../DetailFields';
import { SectionCard } from '../SectionCard';

export function MerchantLinkSection({ data }: { data: Record<string, unknown> }) {
  return (
    <SectionCard name="merchantLink">
      <DetailFields data={data} fields={[
        { name: 'merchantNo' }, { name: 'merchantName' }, { name: 'orgNo' }, { name: 'orgName' }, { name: 'appName' },
        { name: 'incomingChannel', format: { dict: 'INCOMING_CHANNEL' } }, { name: 'promotionChannel', format: { dict: 'PROMOTION_CHANNEL' } },
        { name: 'dataSource', format: { dict: 'DATA_SOURCE' } },
      ]} />
    </SectionCard>
  );
}
