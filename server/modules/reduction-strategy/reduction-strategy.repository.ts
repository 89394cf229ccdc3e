/** Reduction strategies: the CRUD source, the enabled ones a waiver is checked against, and the choices of the form. */
import { and, asc, eq } from 'drizzle-orm';
import type { StrategyLimits } from '../../../common/collection/reduction';
import type { CollectionSystem } from '../../../common/collection/statuses';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { collectionDeductions, collectionLevels, reductionStrategies } from '../../db/schema';

export const reductionStrategySource = crudSource(reductionStrategies);

export async function enabledStrategies(db: DbOrTx, system: CollectionSystem): Promise<StrategyLimits[]> {
  return db.select().from(reductionStrategies)
    .where(and(eq(reductionStrategies.system, system), eq(reductionStrategies.enabled, true)))
    .orderBy(asc(reductionStrategies.id));
}

export async function strategyById(db: DbOrTx, id: number): Promise<StrategyLimits | undefined> {
  const [row] = await db.select().from(reductionStrategies).where(eq(reductionStrategies.id, id));
  return row;
}

/** Every level name the level policies declare, of both systems. */
export async function levelNames(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ level: collectionLevels.level }).from(collectionLevels).orderBy(asc(collectionLevels.level));
  return rows.map((r) => r.level);
}

/** Whether any waiver was proposed under the strategy (its rows keep pointing at it). */
export async function strategyInUse(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: collectionDeductions.id }).from(collectionDeductions).where(eq(collectionDeductions.strategyId, id)).limit(1);
  return row !== undefined;
}
