/** robot_tasks for the CRUD kit and the screens' reads: a scope's task, whether a task has calls, the pickers. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RobotScope } from '../../../common/robot/robot-task';
import { crudSource } from '../../core/crud/crud.repository';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx, Tx } from '../../db/client';
import { collectionLevels, merchants, robotCalls, robotTasks } from '../../db/schema';

export const robotTaskSource = crudSource(robotTasks);
export const inScope = (scope: RobotScope) => eq(robotTasks.scope, scope);

export async function taskHasCalls(db: DbOrTx, taskId: number) {
  const [call] = await db.select({ id: robotCalls.id }).from(robotCalls).where(eq(robotCalls.taskId, taskId)).limit(1);
  return Boolean(call);
}

export async function scopeTask(db: DbOrTx, scope: RobotScope, id: number) {
  const [task] = await db.select().from(robotTasks).where(and(eq(robotTasks.id, id), inScope(scope)));
  return task;
}

export const merchantOptions = (db: DbOrTx, scope: MerchantScope) => db.select({ value: merchants.id, label: merchants.merchantName }).from(merchants)
  .where(merchantScopeClause(merchants.id, scope)).orderBy(asc(merchants.id));

export async function levelOptions(db: DbOrTx, systems: ('v1' | 'v2')[]) {
  const rows = await db.selectDistinct({ level: collectionLevels.level }).from(collectionLevels)
    .where(inArray(collectionLevels.system, systems)).orderBy(asc(collectionLevels.level));
  return rows.map((r) => ({ value: r.level, label: r.level }));
}

/** Marks the task cancelled and skips its calls still queued; answers how many were skipped. */
export async function cancelTask(tx: Tx, taskId: number, now: Date) {
  await tx.update(robotTasks).set({ cancelledAt: now, updatedAt: now }).where(eq(robotTasks.id, taskId));
  const skipped = await tx.update(robotCalls).set({ status: 'skipped', outcome: sql`coalesce(${robotCalls.outcome}, 'cancelled')`, nextAttemptAt: null })
    .where(and(eq(robotCalls.taskId, taskId), eq(robotCalls.status, 'queued'))).returning({ id: robotCalls.id });
  return skipped.length;
}

/** The merchants' names of a page of rows (one read, not one per row). */
export async function merchantNamesOf(db: DbOrTx, rows: Record<string, unknown>[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.merchantId).filter((id) => id !== null && id !== undefined).map(Number))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: merchants.id, name: merchants.merchantName }).from(merchants).where(inArray(merchants.id, ids));
  return new Map(found.map((m) => [m.id, m.name]));
}
