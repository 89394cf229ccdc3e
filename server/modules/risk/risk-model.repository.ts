/** Risk models and their levels: counts, the enabled model, overlapping score bands. */
import { and, count, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { riskModelLevels, riskModels } from '../../db/schema';

export const riskModelLevelSource = crudSource(riskModelLevels);
export const riskModelSource = crudSource(riskModels);

export async function levelCounts(db: DbOrTx, modelIds: readonly number[]): Promise<Map<number, number>> {
  if (modelIds.length === 0) return new Map();
  const rows = await db.select({ id: riskModelLevels.modelId, n: count() }).from(riskModelLevels)
    .where(inArray(riskModelLevels.modelId, [...modelIds])).groupBy(riskModelLevels.modelId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function otherEnabledModels(db: DbOrTx, exceptId: number) {
  return db.select().from(riskModels).where(and(eq(riskModels.enabled, true), ne(riskModels.id, exceptId)));
}

export async function switchOffModels(db: DbOrTx, ids: readonly number[], now: Date) {
  if (ids.length === 0) return [];
  return db.update(riskModels).set({ enabled: false, updatedAt: now }).where(inArray(riskModels.id, [...ids])).returning();
}

export async function modelExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: riskModels.id }).from(riskModels).where(eq(riskModels.id, id)).limit(1);
  return Boolean(row);
}

/** A level of the model, other than `exceptId`, whose band shares a score with [minScore, maxScore]. */
export async function overlappingLevel(db: DbOrTx, modelId: number, minScore: number, maxScore: number, exceptId: number | null) {
  const [row] = await db.select({ level: riskModelLevels.level }).from(riskModelLevels).where(and(
    eq(riskModelLevels.modelId, modelId), lte(riskModelLevels.minScore, maxScore), gte(riskModelLevels.maxScore, minScore),
    exceptId === null ? undefined : ne(riskModelLevels.id, exceptId))).limit(1);
  return row?.level ?? null;
}

export async function levelNameExists(db: DbOrTx, level: string): Promise<boolean> {
  const [row] = await db.select({ id: riskModelLevels.id }).from(riskModelLevels).where(eq(riskModelLevels.level, level)).limit(1);
  return Boolean(row);
}
