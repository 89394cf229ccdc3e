/** Temporary limit tasks and their rows. */
import { and, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx, Tx } from '../../db/client';
import { nameMatches } from '../../db/list-search';
import { customers, tempLimitTaskRows as r, tempLimitTasks as task, users } from '../../db/schema';

const creator = alias(users, 'creator');
const reviewer = alias(users, 'reviewer');

/**
 * A task has no merchant of its own: it reaches the customers it matched. It is inside a limited scope when none
 * of them belongs to a merchant outside it, so a merchant-bound user neither sees nor decides a task that would
 * raise another merchant's customers.
 */
export function taskScopeClause(scope: MerchantScope): SQL | undefined {
  if (scope === null) return undefined;
  return sql`not exists (select 1 from ${r} inner join ${customers} on ${customers.id} = ${r.customerId}
    where ${r.taskId} = ${task.id} and not ${merchantScopeClause(customers.merchantId, scope)})`;
}

export async function taskPage(db: DbOrTx, f: { name?: string; status?: string }, scope: MerchantScope, limit: number, offset: number) {
  const where: SQL | undefined = and(f.name ? nameMatches(task.name, f.name) : undefined, f.status ? eq(task.status, f.status) : undefined, taskScopeClause(scope));
  const [rows, [{ total }]] = await Promise.all([
    db.select({
      id: task.id, name: task.name, amountCents: task.amountCents, expiresAt: task.expiresAt, remark: task.remark, fileName: task.fileName, status: task.status,
      totalRows: task.totalRows, okRows: task.okRows, createdBy: task.createdBy, creatorName: creator.realName, createdAt: task.createdAt,
      reviewerName: reviewer.realName, reviewedAt: task.reviewedAt,
    }).from(task).innerJoin(creator, eq(creator.id, task.createdBy)).leftJoin(reviewer, eq(reviewer.id, task.reviewedBy))
      .where(where).orderBy(desc(task.createdAt), desc(task.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(task).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Whether the task exists inside the scope. */
export async function taskInScope(db: DbOrTx, id: number, scope: MerchantScope): Promise<boolean> {
  const [row] = await db.select({ id: task.id }).from(task).where(and(eq(task.id, id), taskScopeClause(scope))).limit(1);
  return Boolean(row);
}

export async function rowPage(db: DbOrTx, taskId: number, limit: number, offset: number) {
  const [rows, [{ total }]] = await Promise.all([
    db.select({ id: r.id, rowNo: r.rowNo, phone: r.phone, customerName: customers.fullName, result: r.result, creditId: r.creditId })
      .from(r).leftJoin(customers, eq(customers.id, r.customerId)).where(eq(r.taskId, taskId)).orderBy(r.rowNo).limit(limit).offset(offset),
    db.select({ total: count() }).from(r).where(eq(r.taskId, taskId)),
  ]);
  return { rows, total: Number(total) };
}

/** The customers of the scope's merchants with these phones (another merchant's customer is not found). */
export async function customersByPhone(db: DbOrTx, scope: MerchantScope, phones: string[]) {
  if (!phones.length) return new Map<string, number>();
  const rows = await db.select({ id: customers.id, phone: customers.phone }).from(customers)
    .where(and(inArray(customers.phone, phones), merchantScopeClause(customers.merchantId, scope)));
  return new Map(rows.map((c) => [c.phone, c.id]));
}

/** The task, locked, when it is inside the scope. */
export async function lockTask(tx: Tx, id: number, scope: MerchantScope) {
  const [row] = await tx.select().from(task).where(and(eq(task.id, id), taskScopeClause(scope))).for('update');
  return row ?? null;
}

export const okRowsOf = (tx: Tx, taskId: number) =>
  tx.select({ id: r.id, customerId: r.customerId }).from(r).where(and(eq(r.taskId, taskId), eq(r.result, 'ok')));

export async function setCredits(tx: Tx, pairs: { rowId: number; creditId: number }[]) {
  if (!pairs.length) return;
  const values = sql.join(pairs.map((p) => sql`(${p.rowId}::int, ${p.creditId}::int)`), sql`, `);
  await tx.execute(sql`update ${r} set credit_id = v.credit_id from (values ${values}) as v(row_id, credit_id) where ${r.id} = v.row_id`);
}

/** Approved tasks past their expiry become ended (a rerun finds none). */
export const endTasks = (db: DbOrTx, now: Date) => db.update(task).set({ status: 'ended', endedAt: now, updatedAt: now })
  .where(and(eq(task.status, 'approved'), lte(task.expiresAt, now))).returning({ id: task.id, name: task.name });

export async function insertTask(tx: Tx, values: typeof task.$inferInsert) {
  const [row] = await tx.insert(task).values(values).returning();
  return row;
}

export async function insertRows(tx: Tx, values: (typeof r.$inferInsert)[]) {
  await tx.insert(r).values(values);
}

export async function decideTask(tx: Tx, id: number, values: Partial<typeof task.$inferInsert>) {
  const [row] = await tx.update(task).set(values).where(and(eq(task.id, id), eq(task.status, 'pending'))).returning();
  return row ?? null;
}
