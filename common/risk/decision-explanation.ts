/**
 * What a machine review used and why (issue 36). The intake stores it in the machine step's detail
 * (order_steps.detail.explanation), RuleSet → Test answers it for a replayed order, and the order detail's decision
 * panel reads it. Compact: ids, numbers, codes and the names as they were at the time. Never a plain phone or ID
 * number: a list hit names its entry and a masked key.
 */
import type { RiskOperator } from './variables';

export const EXPLANATION_VERSION = 1;

/** What settled the decision: a black-list hit, the first refusing rule, a refusing model level, or nothing (pass). */
export type DecidedBy = 'blacklist' | 'rule' | 'modelLevel' | 'pass';

/** One enabled rule of the set, in the order it ran: the fact it read, its condition and whether it hit. */
export interface RuleEvaluation {
  ruleId: number;
  name: string;
  variable: string;
  value: number | string | null;
  operator: RiskOperator;
  threshold: string;
  action: 'refuse' | 'score';
  refuseCode: string | null;
  scoreDelta: number;
  hit: boolean;
}

/** A part of the score: the model's base score, or the points a scoring rule that hit added. The total is their sum. */
export interface ScorePart {
  source: 'base' | 'rule';
  ruleId: number | null;
  name: string | null;
  points: number;
}

export interface ListHitExplained {
  listType: 'black' | 'white' | 'grey';
  subjectType: 'phone' | 'idNumber' | 'device';
  /** The risk list library (ListManagement) or a merchant's artificial black list. */
  source: 'riskList' | 'manualBlacklist';
  entryId: number;
  /** The matched key, masked. */
  key: string;
}

/** The limits the amount cap is the smallest of: the level's (or product's) maximum plus running raises, the product's maximum, the merchant's limit. */
export type CapSource = 'level' | 'product' | 'merchant';

export interface RaiseLine {
  creditId: number;
  creditType: string;
  cents: number;
  expiresAt: string;
}

export interface AmountCapExplained {
  requestedCents: number;
  grantedCents: number;
  capCents: number;
  bound: CapSource;
  limits: { source: CapSource; cents: number }[];
  /** The model level whose pricing row set the base; null when the product's maximum was the base. */
  level: string | null;
  levelCents: number | null;
  raiseCents: number;
  raises: RaiseLine[];
}

export interface VersionedRef {
  id: number;
  name: string;
  /** The row's last change (ISO); a rule's change touches its set. */
  version: string;
}

export interface DecisionExplanation {
  version: typeof EXPLANATION_VERSION;
  decision: 'pass' | 'refuse';
  refuseCode: string | null;
  decidedBy: DecidedBy;
  decidingRuleId: number | null;
  ruleSet: VersionedRef | null;
  /** Every enabled rule evaluated; empty when a black-list hit refused before any rule ran. */
  rules: RuleEvaluation[];
  score: { total: number; parts: ScorePart[]; model: VersionedRef | null; level: string | null; levelRefuses: boolean };
  whitelist: boolean;
  greylist: boolean;
  lists: ListHitExplained[];
  cap: AmountCapExplained | null;
}

/** The cap and the limit that bound it; on a tie the first of level, product, merchant. */
export function capOf(limits: readonly { source: CapSource; cents: number }[]): { capCents: number; bound: CapSource } {
  const least = limits.reduce((min, l) => (l.cents < min.cents ? l : min));
  return { capCents: least.cents, bound: least.source };
}

export interface CapInput {
  requestedCents: number;
  productMaxCents: number;
  level: string | null;
  /** The level's pricing maximum; null when the product has no pricing row for the level (or there is no level). */
  levelCents: number | null;
  raises: RaiseLine[];
  merchantCents: number | null;
}

/**
 * The amount cap: the level's maximum (else the product's) lifted by the running raises, never above the product's
 * maximum nor the merchant's limit. The granted amount is the requested one held to the cap.
 */
export function amountCap(input: CapInput): AmountCapExplained {
  const raiseCents = input.raises.reduce((sum, r) => sum + r.cents, 0);
  const lifted = input.levelCents !== null || raiseCents > 0;
  const limits = [
    ...(lifted ? [{ source: 'level' as const, cents: (input.levelCents ?? input.productMaxCents) + raiseCents }] : []),
    { source: 'product' as const, cents: input.productMaxCents },
    ...(input.merchantCents === null ? [] : [{ source: 'merchant' as const, cents: input.merchantCents }]),
  ];
  const { capCents, bound } = capOf(limits);
  return {
    requestedCents: input.requestedCents, grantedCents: Math.min(input.requestedCents, capCents), capCents, bound, limits,
    level: input.levelCents === null ? null : input.level, levelCents: input.levelCents, raiseCents, raises: input.raises,
  };
}

export const scoreTotal = (parts: readonly ScorePart[]) => parts.reduce((sum, p) => sum + p.points, 0);

/** Whether a stored step detail carries an explanation this code can read (older orders do not). */
export function explanationOf(detail: unknown): DecisionExplanation | null {
  const value = detail && typeof detail === 'object' ? (detail as { explanation?: unknown }).explanation : undefined;
  return value && typeof value === 'object' && (value as { version?: unknown }).version === EXPLANATION_VERSION ? value as DecisionExplanation : null;
}
