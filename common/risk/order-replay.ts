/**
 * RuleSet → Test → Replay an order (issue 36): the order's stored machine decision beside what the chosen set decides
 * now on the same application data. Read only: nothing is written.
 */
import type { DecisionExplanation } from './decision-explanation';
import type { MachineDecisionView } from './machine-decision';

export const RULE_SET_REPLAY_URL = 'ruleSet/replay';

export interface ReplayAnswer {
  orderId: number;
  orderNo: string;
  /** The machine step as stored (its explanation null for orders reviewed before explanations were kept). */
  stored: MachineDecisionView | null;
  replay: DecisionExplanation;
  /** Whether the replay decides as the stored step did: decision, refuse code, score, level and (when stored) amount cap. */
  same: boolean;
}

export function sameDecision(stored: MachineDecisionView | null, replay: DecisionExplanation): boolean {
  if (!stored) return false;
  const cap = stored.explanation?.cap && replay.cap ? stored.explanation.cap.capCents === replay.cap.capCents : true;
  return stored.decision === replay.decision && stored.refuseCode === replay.refuseCode && stored.score === replay.score.total
    && stored.modelLevel === replay.score.level && cap;
}
