/**
 * Machine review: run an application's facts through the merchant's enabled rule set, the list library and
 * the enabled risk model. Black-list hits and refusing rules refuse; otherwise the score sets a model level.
 */
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { MACHINE_REFUSE_CODES, ruleMatches, type RiskFacts, type RiskOperator } from '../../../common/risk/variables';
import type { DbOrTx } from '../../db/client';
import { riskListEntries, riskModelLevels, riskModels, riskRules, riskRuleSets } from '../../db/schema';

export interface ListSubjects {
  phone: string;
  idNumber: string;
  device: string | null;
}

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

async function listHits(db: DbOrTx, subjects: ListSubjects, now: Date) {
  const e = riskListEntries;
  const pairs = [eq(e.subjectType, 'phone'), eq(e.subjectType, 'idNumber'), eq(e.subjectType, 'device')];
  const values = [subjects.phone, subjects.idNumber, subjects.device];
  const conditions = pairs.flatMap((p, i) => (values[i] ? [and(p, eq(e.value, values[i] as string))] : []));
  return db.select({ listType: e.listType, subjectType: e.subjectType }).from(e)
    .where(and(eq(e.enabled, true), or(...conditions), or(isNull(e.expiresAt), gt(e.expiresAt, now))));
}

async function activeRules(db: DbOrTx, merchantId: number) {
  const [set] = await db.select({ id: riskRuleSets.id }).from(riskRuleSets)
    .where(and(eq(riskRuleSets.enabled, true), or(eq(riskRuleSets.merchantId, merchantId), isNull(riskRuleSets.merchantId))))
    .orderBy(sql`${riskRuleSets.merchantId} is null`).limit(1);
  if (!set) return { ruleSetId: null, rules: [] };
  const rules = await db.select().from(riskRules)
    .where(and(eq(riskRules.ruleSetId, set.id), eq(riskRules.enabled, true))).orderBy(asc(riskRules.sort), asc(riskRules.id));
  return { ruleSetId: set.id, rules };
}

async function activeModel(db: DbOrTx) {
  const [model] = await db.select().from(riskModels).where(eq(riskModels.enabled, true)).limit(1);
  if (!model) return null;
  const levels = await db.select().from(riskModelLevels).where(inArray(riskModelLevels.modelId, [model.id]));
  return { model, levels };
}

export async function machineReview(db: DbOrTx, merchantId: number, facts: RiskFacts, subjects: ListSubjects, now: Date): Promise<MachineDecision> {
  // One after another: inside a transaction the three share one connection.
  const lists = await listHits(db, subjects, now);
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
