/** Rule sets: rule counts, the enabled set of a merchant, switching sets off. */
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { crudSource, type ParentLink } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { riskRules, riskRuleSets } from '../../db/schema';

/** A rule belongs to its rule set's merchant (merchant scope, issue 31.4). */
export const ruleSetParent: ParentLink = { parent: riskRuleSets, parentId: riskRuleSets.id, merchant: riskRuleSets.merchantId };

export const riskRuleSetSource = crudSource(riskRuleSets);

const sameMerchant = (merchantId: number | null) => sql`coalesce(${riskRuleSets.merchantId}, 0) = ${merchantId ?? 0}`;

export async function ruleCounts(db: DbOrTx, setIds: readonly number[]): Promise<Map<number, number>> {
  if (setIds.length === 0) return new Map();
  const rows = await db.select({ id: riskRules.ruleSetId, n: count() }).from(riskRules)
    .where(inArray(riskRules.ruleSetId, [...setIds])).groupBy(riskRules.ruleSetId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Enabled sets of the same merchant (or of all merchants when null), other than `exceptId`. */
export async function otherEnabledSets(db: DbOrTx, merchantId: number | null, exceptId: number) {
  return db.select().from(riskRuleSets)
    .where(and(eq(riskRuleSets.enabled, true), sameMerchant(merchantId), ne(riskRuleSets.id, exceptId)));
}

export async function switchOffSets(db: DbOrTx, ids: readonly number[], now: Date) {
  if (ids.length === 0) return [];
  return db.update(riskRuleSets).set({ enabled: false, updatedAt: now }).where(inArray(riskRuleSets.id, [...ids])).returning();
}

export async function ruleSetExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: riskRuleSets.id }).from(riskRuleSets).where(eq(riskRuleSets.id, id)).limit(1);
  return Boolean(row);
}

export async function touchRuleSet(db: DbOrTx, id: number, now: Date) {
  await db.update(riskRuleSets).set({ updatedAt: now }).where(eq(riskRuleSets.id, id));
}
