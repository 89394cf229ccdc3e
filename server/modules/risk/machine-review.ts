/**
 * Machine review: run an application's facts through the merchant's enabled rule set, the list library and
 * the enabled risk model. Black-list hits and refusing rules refuse; otherwise the score sets a model level.
 */
import { MACHINE_REFUSE_CODES, ruleMatches, type RiskFacts, type RiskOperator } from '../../../common/risk/variables';
import type { DbOrTx } from '../../db/client';
import { manualBlacklistHits } from '../merchant-config/blacklist-hits';
import { activeModel, activeRules, listHits, type ListSubjects } from './machine-review.repository';

export interface RuleHit {
  ruleId: number;
  name: string;
  action: 'refuse' | 'score';
  refuseCode: string | null;
  scoreDelta: number;
}

export interface MachineDecision {
  decision: 'pass' | 'refuse';
  refuseCode: string | null;
  modelLevel: string | null;
  score: number;
  whitelist: boolean;
  greylist: boolean;
  hits: RuleHit[];
  listHits: { listType: string; subjectType: string }[];
  ruleSetId: number | null;
}

export async function machineReview(db: DbOrTx, merchantId: number, facts: RiskFacts, subjects: ListSubjects, now: Date): Promise<MachineDecision> {
  // One after another: inside a transaction the three share one connection.
  const lists = [...await listHits(db, subjects, now), ...await manualBlacklistHits(db, merchantId, subjects)];
  const { ruleSetId, rules } = await activeRules(db, merchantId);
  const scoring = await activeModel(db);
  const whitelist = lists.some((l) => l.listType === 'white');
  const greylist = lists.some((l) => l.listType === 'grey');
  const base = { whitelist, greylist, listHits: lists, ruleSetId };
  if (lists.some((l) => l.listType === 'black')) {
    return { ...base, decision: 'refuse', refuseCode: MACHINE_REFUSE_CODES.blacklist, modelLevel: null, score: 0, hits: [] };
  }
  const hits: RuleHit[] = rules
    .filter((r) => ruleMatches(facts[r.variable as keyof RiskFacts], r.operator as RiskOperator, r.threshold))
    .map((r) => ({ ruleId: r.id, name: r.name, action: r.action, refuseCode: r.refuseCode, scoreDelta: r.scoreDelta }));
  const score = (scoring?.model.baseScore ?? 0) + hits.reduce((sum, h) => sum + (h.action === 'score' ? h.scoreDelta : 0), 0);
  const refusal = whitelist ? undefined : hits.find((h) => h.action === 'refuse');
  if (refusal) {
    return { ...base, decision: 'refuse', refuseCode: refusal.refuseCode ?? MACHINE_REFUSE_CODES.rule, modelLevel: null, score, hits };
  }
  const level = scoring?.levels.find((l) => score >= l.minScore && score <= l.maxScore) ?? null;
  if (level?.refuse && !whitelist) {
    return { ...base, decision: 'refuse', refuseCode: MACHINE_REFUSE_CODES.modelLevel, modelLevel: level.level, score, hits };
  }
  return { ...base, decision: 'pass', refuseCode: null, modelLevel: level?.level ?? null, score, hits };
}
