import { Alert, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DecisionExplanation } from '../../../../../common/risk/decision-explanation';
import { formatEat } from '../../../../../common/time';
import { DictText } from '../DictText';
import { levelText } from './level-text';

/** The decision and why in one sentence, the refuse code by its dictionary name, the rule set and model with their versions. */
export function DecisionSummary({ explanation: e, at, compact = false }: { explanation: DecisionExplanation; at?: string; compact?: boolean }) {
  const { t } = useTranslation('machineDecision');
  const deciding = e.rules.find((r) => r.ruleId === e.decidingRuleId);
  const why = t(`decidedBy.${e.decidedBy}`, { name: deciding?.name ?? '', level: e.score.level ?? '—', score: e.score.total });
  const versioned = (ref: DecisionExplanation['ruleSet']) => (ref ? `${ref.name} · ${formatEat(ref.version)}` : '—');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type={e.decision === 'refuse' ? 'error' : 'success'} showIcon message={why} data-testid="decision-why" />
      {e.whitelist && <Alert type="info" showIcon message={t('whitelist')} />}
      {e.greylist && <Alert type="warning" showIcon message={t('greylist')} />}
      <Descriptions size="small" bordered column={compact ? 1 : { xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }} data-testid="decision-summary" items={[
        { key: 'decision', label: t('fields.decision'), children: <Tag color={e.decision === 'refuse' ? 'red' : 'green'}>{t(`decision.${e.decision}`)}</Tag> },
        { key: 'refuseCode', label: t('fields.refuseCode'), children: e.refuseCode ? <DictText dictKey="REFUSE_CODE" value={e.refuseCode} withCode /> : '—' },
        ...(at ? [{ key: 'at', label: t('fields.at'), children: formatEat(at) }] : []),
        { key: 'ruleSet', label: t('fields.ruleSet'), children: e.ruleSet ? versioned(e.ruleSet) : t('noRuleSet') },
        { key: 'model', label: t('fields.model'), children: versioned(e.score.model) },
        { key: 'score', label: t('fields.score'), children: `${e.score.total} · ${levelText(e, t)}` },
      ]} />
    </Space>
  );
}
