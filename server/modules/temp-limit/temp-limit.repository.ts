/** Temporary limit tasks and their rows. */
import { and, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';
import { nameMatches } from '../../db/list-search';
import { ORDER_STATUS } from '../../../common/orders/order-status';
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
      totalRows: task.totalRows, okRows: task.okRows, audienceMinSettled: task.audienceMinSettled, audienceLevels: task.audienceLevels, createdBy: task.createdBy, creatorName: creator.realName, createdAt: task.createdAt,
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

/** The task when it is inside the scope. */
export async function taskById(db: DbOrTx, id: number, scope: MerchantScope) {
  const [row] = await db.select().from(task).where(and(eq(task.id, id), taskScopeClause(scope))).limit(1);
  return row ?? null;
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

/**
 * The customers a task would raise (its ok rows, in list order), each with what the approver weighs: the latest
 * order's model level and product, the settled loans (disbursed, billed, every bill settled, at any merchant of
 * the customer's record), that product's amount cap at that level (the enabled pricing row, else the product's
 * maximum) and the customer's running raises at `at`. One query over the task's rows (indexed by task, customer).
 */
export async function audienceRows(db: DbOrTx, taskId: number, at: Date, limit: number | null) {
  const rows = await queryRows<{
    row_no: number; customer_id: number; full_name: string; phone: string; model_level: string | null; settled: string | number;
    level_cap: string | number | null; product_max: string | number | null; running: string | number | null;
  }>(db, sql`
    select r.row_no, c.id as customer_id, c.full_name, c.phone, last.model_level,
      (select count(*) from orders o where o.customer_id = c.id and o.status = ${ORDER_STATUS.disbursed}
        and exists (select 1 from bills b where b.order_id = o.id)
        and not exists (select 1 from bills b where b.order_id = o.id and b.settled_at is null)) as settled,
      (select rp.max_amount_cents from risk_pricing rp where rp.product_id = last.product_id and rp.model_level = last.model_level and rp.enabled) as level_cap,
      p.max_amount_cents as product_max,
      (select sum(cc.limit_cents) from customer_credits cc where cc.customer_id = c.id and cc.credit_type in ('couponRaise', 'temporaryRaise')
        and cc.status = '5' and cc.created_at <= ${at} and cc.expires_at > ${at}) as running
    from ${r} r
    inner join ${customers} c on c.id = r.customer_id
    left join lateral (select o.model_level, o.product_id from orders o where o.customer_id = c.id order by o.apply_at desc, o.id desc limit 1) last on true
    left join products p on p.id = last.product_id
    where r.task_id = ${taskId} and r.result = 'ok'
    order by r.row_no
    ${limit === null ? sql`` : sql`limit ${limit}`}`);
  const num = (v: string | number | null) => (v === null ? null : Number(v));
  return rows.map((x) => ({
    rowNo: Number(x.row_no), customerId: Number(x.customer_id), customerName: x.full_name, phone: x.phone, level: x.model_level,
    settledLoans: Number(x.settled), levelCapCents: num(x.level_cap), productMaxCents: num(x.product_max), runningRaiseCents: num(x.running) ?? 0,
  }));
}
