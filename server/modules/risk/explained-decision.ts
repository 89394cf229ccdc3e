/** A machine decision with its amount cap: the explanation the machine step keeps and a replay answers. */
import { amountCap, type AmountCapExplained, type CapInput, type DecisionExplanation } from '../../../common/risk/decision-explanation';
import type { MachineDecision } from './machine-review';

export type ExplainedDecision = DecisionExplanation & { cap: AmountCapExplained };

export function explainedDecision(decision: MachineDecision, cap: CapInput): ExplainedDecision {
  return { ...decision.explanation, cap: amountCap(cap) };
}

/**
 * The machine step's detail: the figures reports read (ruleSetId: the approval report's rule-set dimension) and the
 * whole explanation, so the order detail can say what was used and why.
 */
export function machineStepDetail(decision: MachineDecision, explanation: ExplainedDecision) {
  const { cap } = explanation;
  return {
    score: decision.score, modelLevel: decision.modelLevel, ruleSetId: decision.ruleSetId, greylist: decision.greylist,
    amountCapped: cap.grantedCents < cap.requestedCents, amountCapCents: cap.capCents, raiseCents: cap.raiseCents, explanation,
  };
}
