import { Alert, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MachineDecisionView } from '../../../../../common/risk/machine-decision';
import { formatKes } from '../../../../../common/money';
import { formatEat } from '../../../../../common/time';
import { EmptyState } from '../../../../components/table';
import { DictText } from '../DictText';
import { DecisionExplanationView } from './DecisionExplanationView';

/** The stored machine decision: its explanation, or for an order reviewed before explanations were kept, what it recorded. */
export function MachineDecisionPanel({ machine, compact = false }: { machine: MachineDecisionView | null; compact?: boolean }) {
  const { t } = useTranslation('machineDecision');
  if (!machine) return <EmptyState description={t('legacy.noStep')} />;
  if (machine.explanation) return <DecisionExplanationView explanation={machine.explanation} at={machine.at} compact={compact} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="decision-legacy">
      <Alert type="info" showIcon message={t('legacy.note')} />
      <Descriptions size="small" bordered column={compact ? 1 : { xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }} items={[
        { key: 'decision', label: t('fields.decision'), children: <Tag color={machine.decision === 'refuse' ? 'red' : 'green'}>{t(`decision.${machine.decision}`)}</Tag> },
        { key: 'refuseCode', label: t('fields.refuseCode'), children: machine.refuseCode ? <DictText dictKey="REFUSE_CODE" value={machine.refuseCode} withCode /> : '—' },
        { key: 'at', label: t('fields.at'), children: formatEat(machine.at) },
        { key: 'score', label: t('fields.score'), children: machine.score ?? '—' },
        { key: 'level', label: t('fields.level'), children: machine.modelLevel ?? '—' },
        { key: 'amountCap', label: t('fields.amountCap'), children: machine.amountCapCents === null ? '—' : formatKes(machine.amountCapCents) },
      ]} />
    </Space>
  );
}
