/** What machine review reads: the list library, the merchant's rule set and rules, the enabled risk model. */
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { riskListEntries, riskModelLevels, riskModels, riskRules, riskRuleSets } from '../../db/schema';

/** What an applicant is looked up by in the list library. */
export interface ListSubjects {
  phone: string;
  idNumber: string;
  device: string | null;
}

/** Enabled, unexpired list entries matching the applicant's phone, ID number or device. */
export async function listHits(db: DbOrTx, subjects: ListSubjects, now: Date) {
  const e = riskListEntries;
  const pairs = [eq(e.subjectType, 'phone'), eq(e.subjectType, 'idNumber'), eq(e.subjectType, 'device')];
  const values = [subjects.phone, subjects.idNumber, subjects.device];
  const conditions = pairs.flatMap((p, i) => (values[i] ? [and(p, eq(e.value, values[i] as string))] : []));
  return db.select({ id: e.id, listType: e.listType, subjectType: e.subjectType, value: e.value }).from(e)
    .where(and(eq(e.enabled, true), or(...conditions), or(isNull(e.expiresAt), gt(e.expiresAt, now))));
}

const setColumns = { id: riskRuleSets.id, name: riskRuleSets.name, updatedAt: riskRuleSets.updatedAt };

/** The enabled rules of a set, in the order they run. */
const enabledRules = (db: DbOrTx, ruleSetId: number) => db.select().from(riskRules)
  .where(and(eq(riskRules.ruleSetId, ruleSetId), eq(riskRules.enabled, true))).orderBy(asc(riskRules.sort), asc(riskRules.id));

/** The merchant's enabled rule set (else the enabled default one) and its enabled rules in order. */
export async function activeRules(db: DbOrTx, merchantId: number) {
  const [set] = await db.select(setColumns).from(riskRuleSets)
    .where(and(eq(riskRuleSets.enabled, true), or(eq(riskRuleSets.merchantId, merchantId), isNull(riskRuleSets.merchantId))))
    .orderBy(sql`${riskRuleSets.merchantId} is null`).limit(1);
  if (!set) return { set: null, rules: [] };
  return { set, rules: await enabledRules(db, set.id) };
}

/** A named set (enabled or not) and its enabled rules: what a replay runs. */
export async function rulesOfSet(db: DbOrTx, ruleSetId: number) {
  const [set] = await db.select(setColumns).from(riskRuleSets).where(eq(riskRuleSets.id, ruleSetId)).limit(1);
  if (!set) return { set: null, rules: [] };
  return { set, rules: await enabledRules(db, set.id) };
}

/** The enabled risk model and its levels. */
export async function activeModel(db: DbOrTx) {
  const [model] = await db.select().from(riskModels).where(eq(riskModels.enabled, true)).limit(1);
  if (!model) return null;
  const levels = await db.select().from(riskModelLevels).where(inArray(riskModelLevels.modelId, [model.id]));
  return { model, levels };
}
