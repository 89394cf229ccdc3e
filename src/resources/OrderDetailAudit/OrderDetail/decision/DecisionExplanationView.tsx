import { Space } from 'antd';
import type { DecisionExplanation } from '../../../../../common/risk/decision-explanation';
import { AmountCapView } from './AmountCapView';
import { DecisionSummary } from './DecisionSummary';
import { ListHits } from './ListHits';
import { RulesTable } from './RulesTable';
import { ScoreParts } from './ScoreParts';

/** A machine decision read as an analyst would: why, the rules, the score's parts, list hits and the amount cap; `compact` for half a dialog. */
export function DecisionExplanationView({ explanation, at, compact = false }: { explanation: DecisionExplanation; at?: string; compact?: boolean }) {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="decision-explanation">
      <DecisionSummary explanation={explanation} at={at} compact={compact} />
      <RulesTable explanation={explanation} />
      {explanation.decidedBy !== 'blacklist' && <ScoreParts explanation={explanation} />}
      <ListHits lists={explanation.lists} />
      {explanation.cap && <AmountCapView cap={explanation.cap} compact={compact} />}
    </Space>
  );
}
