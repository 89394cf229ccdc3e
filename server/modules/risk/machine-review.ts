/**
 * Machine review: run an application's facts through the merchant's enabled rule set (or, for a replay, a named
 * set), the list library and the enabled risk model. Black-list hits and refusing rules refuse; otherwise the score
 * sets a model level. The answer carries its explanation (common/risk/decision-explanation): every rule evaluated
 * with the fact it read, the score's parts and the list hits, masked — all but the amount cap, which the caller adds.
 */
import type { DecidedBy, DecisionExplanation, ListHitExplained, RuleEvaluation, ScorePart, VersionedRef } from '../../../common/risk/decision-explanation';
import { EXPLANATION_VERSION, scoreTotal } from '../../../common/risk/decision-explanation';
import { maskerOf, maskValue } from '../../../common/masking';
import { MACHINE_REFUSE_CODES, ruleMatches, type RiskFacts, type RiskOperator } from '../../../common/risk/variables';
import type { DbOrTx } from '../../db/client';
import { manualBlacklistHits } from '../merchant-config/blacklist-hits';
import { activeModel, activeRules, listHits, rulesOfSet, type ListSubjects } from './machine-review.repository';

export interface MachineDecision {
  decision: 'pass' | 'refuse';
  refuseCode: string | null;
  modelLevel: string | null;
  score: number;
  whitelist: boolean;
  greylist: boolean;
  ruleSetId: number | null;
  /** Everything but the amount cap (null until the caller prices the order). */
  explanation: DecisionExplanation;
}

export interface ReviewOptions {
  /** Run this set instead of the merchant's enabled one (RuleSet → Test replay). */
  ruleSetId?: number;
}

type Row = { id: number; name: string; updatedAt: Date };
const ref = (row: Row | null | undefined): VersionedRef | null => (row ? { id: row.id, name: row.name, version: row.updatedAt.toISOString() } : null);

/** A list key as stored in an explanation: masked as the field would be for a masked user (device ids too). */
const maskedKey = (subjectType: string, value: string) => (maskerOf(subjectType) ?? maskValue)(value);

export async function machineReview(db: DbOrTx, merchantId: number, facts: RiskFacts, subjects: ListSubjects, now: Date, options: ReviewOptions = {}): Promise<MachineDecision> {
  // One after another: inside a transaction the queries share one connection.
  const library = await listHits(db, subjects, now);
  const manual = await manualBlacklistHits(db, merchantId, subjects);
  const { set, rules } = options.ruleSetId === undefined ? await activeRules(db, merchantId) : await rulesOfSet(db, options.ruleSetId);
  const scoring = await activeModel(db);
  const lists: ListHitExplained[] = [
    ...library.map((l) => ({ listType: l.listType, subjectType: l.subjectType, source: 'riskList' as const, entryId: l.id, key: maskedKey(l.subjectType, l.value) })),
    ...manual.map((l) => ({ listType: l.listType, subjectType: l.subjectType, source: 'manualBlacklist' as const, entryId: l.id, key: maskedKey(l.subjectType, l.value) })),
  ];
  const whitelist = lists.some((l) => l.listType === 'white');
  const greylist = lists.some((l) => l.listType === 'grey');
  const model = ref(scoring?.model);
  const answer = (decision: 'pass' | 'refuse', refuseCode: string | null, decidedBy: DecidedBy, evaluated: RuleEvaluation[], parts: ScorePart[], level: { level: string; refuse: boolean } | null, decidingRuleId: number | null = null): MachineDecision => {
    const score = scoreTotal(parts);
    return {
      decision, refuseCode, modelLevel: level?.level ?? null, score, whitelist, greylist, ruleSetId: set?.id ?? null,
      explanation: {
        version: EXPLANATION_VERSION, decision, refuseCode, decidedBy, decidingRuleId, ruleSet: ref(set), rules: evaluated,
        score: { total: score, parts, model, level: level?.level ?? null, levelRefuses: level?.refuse ?? false },
        whitelist, greylist, lists, cap: null,
      },
    };
  };
  if (lists.some((l) => l.listType === 'black')) return answer('refuse', MACHINE_REFUSE_CODES.blacklist, 'blacklist', [], [], null);
  const evaluated: RuleEvaluation[] = rules.map((r) => {
    const value = facts[r.variable as keyof RiskFacts];
    return {
      ruleId: r.id, name: r.name, variable: r.variable, value: value ?? null, operator: r.operator as RiskOperator, threshold: r.threshold,
      action: r.action, refuseCode: r.refuseCode, scoreDelta: r.scoreDelta, hit: ruleMatches(value, r.operator as RiskOperator, r.threshold),
    };
  });
  const parts: ScorePart[] = [
    { source: 'base', ruleId: null, name: null, points: scoring?.model.baseScore ?? 0 },
    ...evaluated.filter((r) => r.hit && r.action === 'score').map((r) => ({ source: 'rule' as const, ruleId: r.ruleId, name: r.name, points: r.scoreDelta })),
  ];
  const refusal = whitelist ? undefined : evaluated.find((r) => r.hit && r.action === 'refuse');
  if (refusal) return answer('refuse', refusal.refuseCode ?? MACHINE_REFUSE_CODES.rule, 'rule', evaluated, parts, null, refusal.ruleId);
  const score = scoreTotal(parts);
  const level = scoring?.levels.find((l) => score >= l.minScore && score <= l.maxScore) ?? null;
  if (level?.refuse && !whitelist) return answer('refuse', MACHINE_REFUSE_CODES.modelLevel, 'modelLevel', evaluated, parts, level);
  return answer('pass', null, 'pass', evaluated, parts, level);
}
