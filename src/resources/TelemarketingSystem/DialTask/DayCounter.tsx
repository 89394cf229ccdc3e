/** The telemarketer's day so far (EAT): numbers dialled, calls connected, willing customers, conversions. */
import { Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DialerDayCounter } from '../../../../common/telemarketing/dialer-queue';

const FIGURES = ['dialled', 'connected', 'willing', 'converted'] as const;

export function DayCounter({ counter }: { counter: DialerDayCounter | null }) {
  const { t } = useTranslation('telemarketingWork');
  return (
    <Card size="small" title={t('dialer.counter.title')} style={{ marginBottom: 12 }} data-testid="day-counter">
      <Flex gap={32} wrap>
        {FIGURES.map((f) => (
          <div key={f} data-testid={`counter-${f}`}><Statistic title={t(`dialer.counter.${f}`)} value={counter?.[f] ?? 0} loading={!counter} /></div>
        ))}
      </Flex>
    </Card>
  );
}
