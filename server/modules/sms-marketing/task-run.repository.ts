/**
 * Set-based writes of a marketing task's run: the audience in slices of customers (by primary key, each customer's
 * loans read through their customer indexes), one recipient per task and customer (the unique index), the claim of
 * pending recipients into the outbox, and the delivery results counted back on the tasks.
 */
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { LIST_LIBRARY_SEGMENT } from '../../../common/marketing/list-audience';
import type { MarketingSegment, MarketingTaskStatus } from '../../../common/marketing/sms-marketing';
import { queryRows, type DbOrTx, type Tx } from '../../db/client';
import { QUEUED_PROVIDER } from '../message-template/message-template.repository';
import { listEntryConditions } from '../telemarketing-list/list-audience.repository';
import { merchants, outboxMerchants, telemarketingListEntries as e, outboxMessages, smsMarketingRecipients as r, smsMarketingTasks as tasks, smsMarketingTemplates } from '../../db/schema';

const DAY_MS = 86_400_000;
const NOT_BORROWED = [ORDER_STATUS.machineRefused, ORDER_STATUS.approvalRejected, ORDER_STATUS.cancelled];

/** The customer (alias cu) has opted out: on the contact blacklist or the telemarketing blacklist. */
export const optedOut = sql`(exists (select 1 from contact_blacklist x where x.phone = cu.phone and x.enabled)
  or exists (select 1 from telemarketing_blacklist y where y.phone = cu.phone and y.enabled))`;

/** The customer's last settled bill (lateral, alias lb): its order and when it was settled. */
export const lastSettled = sql`(select b.order_id, b.settled_at from bills b where b.customer_id = cu.id and b.status = 'settled'
  order by b.settled_at desc nulls last limit 1)`;

/** Nothing owed, and no loan applied for (and not refused or cancelled) since the last settlement. */
export const notRenewed = sql`not exists (select 1 from bills ob where ob.customer_id = cu.id and ob.status <> 'settled')
  and not exists (select 1 from orders o where o.customer_id = cu.id and o.apply_at > lb.settled_at
    and o.status not in (${sql.join(NOT_BORROWED.map((s) => sql`${s}`), sql`, `)}))`;

function segmentWhere(segment: MarketingSegment, days: number, now: Date): { from: SQL; where: SQL } {
  const before = new Date(now.getTime() - days * DAY_MS);
  if (segment === 'neverApplied') {
    return { from: sql``, where: sql`cu.registered_at <= ${before} and not exists (select 1 from orders o where o.customer_id = cu.id)` };
  }
  return { from: sql`cross join lateral ${lastSettled} lb`, where: sql`lb.settled_at <= ${before} and ${notRenewed}` };
}

/** The number (of a list entry, alias e) has opted out: on the contact blacklist or the telemarketing blacklist. */
const entryOptedOut = sql`(exists (select 1 from contact_blacklist x where x.phone = ${e.phone} and x.enabled)
  or exists (select 1 from telemarketing_blacklist y where y.phone = ${e.phone} and y.enabled))`;

/**
 * A listLibrary task: the next slice of the merchant's list-library entries by id (index (merchant, id)), those the
 * filters take becoming recipients (one per task and entry, and per customer when the entry is one), opted-out
 * numbers as skipped. The name is the entry's, else its customer's.
 */
async function materialiseListSlice(tx: Tx, task: typeof tasks.$inferSelect, size: number) {
  const [slice] = await queryRows<{ last: number | null; scanned: string }>(tx, sql`select max(id) as last, count(*) as scanned from
    (select id from telemarketing_list_entries where merchant_id = ${task.merchantId} and id > ${task.audienceCursor} order by id limit ${size}) s`);
  const scanned = Number(slice.scanned);
  if (!scanned) return { added: 0, skipped: 0, cursor: task.audienceCursor, done: true };
  const last = Number(slice.last);
  const where = sql.join([sql`${e.merchantId} = ${task.merchantId}`, sql`${e.id} > ${task.audienceCursor}`, sql`${e.id} <= ${last}`, ...listEntryConditions(task)], sql` and `);
  const added = await queryRows<{ status: string }>(tx, sql`insert into sms_marketing_recipients (task_id, customer_id, entry_id, phone, customer_name, status, reason)
    select ${task.id}, ${e.customerId}, ${e.id}, ${e.phone}, coalesce(${e.customerName}, cu.full_name, ''),
      case when ${entryOptedOut} then 'skipped' else 'pending' end, case when ${entryOptedOut} then 'optOut' end
    from ${e} left join customers cu on cu.id = ${e.customerId}
    where ${where}
    on conflict do nothing returning status`);
  const skipped = added.filter((a) => a.status === 'skipped').length;
  return { added: added.length, skipped, cursor: last, done: scanned < size };
}

/**
 * Adds the recipients of the next slice of the merchant's customers (after the task's cursor): opted-out ones as
 * skipped. A second run of the same slice adds none (on conflict). Answers what was added and the new cursor.
 */
export async function materialiseSlice(tx: Tx, task: typeof tasks.$inferSelect, now: Date, size: number) {
  if (task.segment === LIST_LIBRARY_SEGMENT) return materialiseListSlice(tx, task, size);
  const [slice] = await queryRows<{ last: number | null; scanned: string }>(tx, sql`select max(id) as last, count(*) as scanned from
    (select id from customers where merchant_id = ${task.merchantId} and id > ${task.audienceCursor} order by id limit ${size}) s`);
  const scanned = Number(slice.scanned);
  if (!scanned) return { added: 0, skipped: 0, cursor: task.audienceCursor, done: true };
  const last = Number(slice.last);
  const { from, where } = segmentWhere(task.segment as MarketingSegment, task.segmentDays, now);
  const added = await queryRows<{ status: string }>(tx, sql`insert into sms_marketing_recipients (task_id, customer_id, phone, customer_name, status, reason)
    select ${task.id}, cu.id, cu.phone, cu.full_name,
      case when ${optedOut} then 'skipped' else 'pending' end, case when ${optedOut} then 'optOut' end
    from customers cu ${from}
    where cu.merchant_id = ${task.merchantId} and cu.id > ${task.audienceCursor} and cu.id <= ${last} and ${where}
    on conflict (task_id, customer_id) do nothing returning status`);
  const skipped = added.filter((a) => a.status === 'skipped').length;
  return { added: added.length, skipped, cursor: last, done: scanned < size };
}

/** Scheduled tasks whose time has come start running. */
export const startDueTasks = (db: DbOrTx, now: Date) => db.update(tasks).set({ status: 'running', startedAt: sql`coalesce(${tasks.startedAt}, ${now})` })
  .where(and(eq(tasks.status, 'scheduled'), lte(tasks.scheduledAt, now)));

export const runningTaskIds = async (db: DbOrTx, only?: number) => (await db.select({ id: tasks.id }).from(tasks)
  .where(and(eq(tasks.status, 'running'), only ? eq(tasks.id, only) : undefined)).orderBy(asc(tasks.id))).map((t) => t.id);

/** The running task, locked for this run (skip locked: another process working on it is left to finish). */
export async function lockRunningTask(tx: Tx, id: number) {
  const [task] = await tx.select().from(tasks).where(and(eq(tasks.id, id), eq(tasks.status, 'running'))).for('update', { skipLocked: true });
  return task ?? null;
}

export const addCounts = (tx: Tx, id: number, values: Partial<Record<'queuedCount' | 'submittedCount' | 'sentCount' | 'failedCount' | 'skippedCount', number>>, extra: Partial<typeof tasks.$inferInsert> = {}) => {
  const set: Record<string, unknown> = { ...extra };
  for (const [key, n] of Object.entries(values)) if (n) set[key] = sql`${tasks[key as keyof typeof values]} + ${n}`;
  return Object.keys(set).length ? tx.update(tasks).set(set).where(eq(tasks.id, id)) : undefined;
};

/** Up to `limit` pending recipients of the task, claimed (skip locked), with what their message is filled from. */
export async function claimPending(tx: Tx, taskId: number, limit: number) {
  return tx.select({ id: r.id, phone: r.phone, customerName: r.customerName }).from(r)
    .where(and(eq(r.taskId, taskId), eq(r.status, 'pending'))).orderBy(asc(r.id)).limit(limit).for('update', { skipLocked: true });
}

export async function markSubmitted(tx: Tx, pairs: { id: number; outboxId: number }[], now: Date) {
  if (!pairs.length) return;
  const ids = sql.join(pairs.map((p) => sql`${p.id}`), sql`, `);
  const outboxIds = sql.join(pairs.map((p) => sql`${p.outboxId}`), sql`, `);
  await tx.execute(sql`update sms_marketing_recipients t set status = 'submitted', outbox_id = v.outbox_id, sent_at = ${now}
    from unnest(array[${ids}]::bigint[], array[${outboxIds}]::bigint[]) as v(id, outbox_id) where t.id = v.id`);
}

export async function taskTemplateAndMerchant(db: DbOrTx, task: typeof tasks.$inferSelect) {
  const [row] = await db.select({ content: smsMarketingTemplates.content, merchantName: merchants.merchantName, appName: merchants.appName })
    .from(smsMarketingTemplates).innerJoin(merchants, eq(merchants.id, task.merchantId)).where(eq(smsMarketingTemplates.id, task.templateId));
  return row;
}

export const hasPending = async (db: DbOrTx, taskId: number) =>
  Boolean((await db.select({ id: r.id }).from(r).where(and(eq(r.taskId, taskId), eq(r.status, 'pending'))).limit(1))[0]);

/** Delivery results of submitted recipients (a batch, skip locked), copied from the outbox; answers them per task. */
export async function takeResults(tx: Tx, limit: number) {
  return queryRows<{ task_id: number; status: 'sent' | 'failed' }>(tx, sql`update sms_marketing_recipients t set status = o.status
    from outbox_messages o where t.id in (
      select s.id from sms_marketing_recipients s join outbox_messages so on so.id = s.outbox_id
      where s.status = 'submitted' and so.status in ('sent', 'failed') order by s.id limit ${limit} for update of s skip locked)
    and o.id = t.outbox_id returning t.task_id, t.status`);
}

/** Cancelling: recipients not yet submitted are skipped. */
export async function skipPending(tx: Tx, taskId: number) {
  const rows = await tx.update(r).set({ status: 'skipped', reason: 'cancelled' }).where(and(eq(r.taskId, taskId), eq(r.status, 'pending'))).returning({ id: r.id });
  return rows.length;
}

export const moveTask = (tx: Tx, id: number, from: readonly MarketingTaskStatus[], set: Partial<typeof tasks.$inferInsert>) =>
  tx.update(tasks).set({ ...set, updatedAt: new Date() }).where(and(eq(tasks.id, id), inArray(tasks.status, [...from]))).returning();

/** Marketing SMS into the outbox (queued for the one delivery), with the merchant they are sent for (routing). */
export async function insertMarketingOutbox(tx: Tx, kind: string, merchantId: number, messages: { phone: string; body: string }[]): Promise<number[]> {
  if (!messages.length) return [];
  const rows = await tx.insert(outboxMessages).values(messages.map((m) => ({
    channel: 'sms' as const, recipient: m.phone, body: m.body, kind, provider: QUEUED_PROVIDER, status: 'submitted' as const,
  }))).returning({ id: outboxMessages.id });
  const ids = rows.map((row) => row.id);
  await tx.insert(outboxMerchants).values(ids.map((outboxId) => ({ outboxId, merchantId })));
  return ids;
}
