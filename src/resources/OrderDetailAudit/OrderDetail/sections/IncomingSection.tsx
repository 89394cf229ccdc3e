import { DetailFields } from '../DetailFields';
import { SectionCard } from '../SectionCard';

export function IncomingSection({ data }: { data: Record<string, unknown> }) {
  return (
    <SectionCard name="incoming">
      <DetailFields data={data} fields={[
        { name: 'applyAt', format: 'time' }, { name: 'incomingChannel', format: { dict: 'INCOMING_CHANNEL' } },
        { name: 'promotionChannel', format: { dict: 'PROMOTION_CHANNEL' } }, { name: 'dataSource', format: { dict: 'DATA_SOURCE' } },
        { name: 'appVersion' }, { name: 'ip' }, { name: 'externalRef' },
      ]} />
    </SectionCard>
  );
}
