/** Rules of a set, in the order the machine review runs them. */
import { and, asc, eq } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { riskRules } from '../../db/schema';

export const riskRuleSource = crudSource(riskRules);

export async function enabledRulesOf(db: DbOrTx, ruleSetId: number) {
  return db.select().from(riskRules).where(and(eq(riskRules.ruleSetId, ruleSetId), eq(riskRules.enabled, true)))
    .orderBy(asc(riskRules.sort), asc(riskRules.id));
}
