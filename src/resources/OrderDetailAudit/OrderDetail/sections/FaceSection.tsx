import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/table';
import { DetailFields } from '../DetailFields';
import { SectionCard } from '../SectionCard';

export function FaceSection({ data }: { data: Record<string, unknown> | null }) {
  const { t } = useTranslation('orderDetail');
  return (
    <SectionCard name="face">
      {data ? (
        <DetailFields data={data} columns="wide" fields={[{ name: 'score' }, { name: 'livenessPassed', format: 'bool' }, { name: 'provider' }]} />
      ) : <EmptyState description={t('empty.captured')} />}
    </SectionCard>
  );
}
