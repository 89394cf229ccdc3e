/**
 * The order detail's machine decision: the intake's machine step with its explanation, or, for an order reviewed
 * before explanations were kept, what its step and the order still say (score, level, cap), explanation null.
 */
import { explanationOf, type DecisionExplanation } from './decision-explanation';

export interface MachineDecisionView {
  decision: 'pass' | 'refuse';
  refuseCode: string | null;
  at: string;
  score: number | null;
  modelLevel: string | null;
  amountCapCents: number | null;
  explanation: DecisionExplanation | null;
}

interface Step { action: string; refuseCode: string | null; detail: unknown; at: Date | string }

export function machineDecisionOf(steps: readonly Step[], order: { riskScore: number | null; modelLevel: string | null }): MachineDecisionView | null {
  const step = steps.find((s) => s.action === 'machinePass' || s.action === 'machineRefuse');
  if (!step) return null;
  const detail = step.detail && typeof step.detail === 'object' ? step.detail as Record<string, unknown> : {};
  return {
    decision: step.action === 'machinePass' ? 'pass' : 'refuse', refuseCode: step.refuseCode,
    at: typeof step.at === 'string' ? step.at : step.at.toISOString(),
    score: typeof detail.score === 'number' ? detail.score : order.riskScore,
    modelLevel: typeof detail.modelLevel === 'string' ? detail.modelLevel : order.modelLevel,
    amountCapCents: typeof detail.amountCapCents === 'number' ? detail.amountCapCents : null,
    explanation: explanationOf(step.detail),
  };
}
