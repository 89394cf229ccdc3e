/** Dial tasks: the task list, the telemarketer tree, assignment and follow-up writes. */
import { and, asc, count, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DIAL_TASK_FILTERS } from '../../../common/telemarketing/dial';
import { dialerTabSchema } from '../../../common/telemarketing/dialer-queue';
import { defineList, type ListQuery } from '../../core/list/define-list';
import type { DbOrTx, Tx } from '../../db/client';
import {
  customers, departments, telemarketingListEntries as e, tmDialTasks as t, tmFollowUps, tmPersonnel, tmTouches, users,
} from '../../db/schema';
import { DIALER_SORTS, dialerQueueParam, NEWEST_ASSIGNMENT_FIRST, TAB_ORDERS, tabCondition } from './dialer-queue.repository';

const telemarketer = users;

/**
 * DialTask's list, newest assignment first (tm_dial_tasks_user_idx for one telemarketer, tm_dial_tasks_merchant_idx
 * within merchants). `ownerId` is set by the service, never by the query: a telemarketer without viewAll sees only
 * their own tasks (besides the telemarketer filter, so asking for another's finds none). `queue` (the dialer tab and
 * the server's clock, set by the service) keeps one tab's tasks, and `order` (the tab) its order by next call
 * (tm_dial_tasks_user_next_idx / tm_dial_tasks_merchant_next_idx: dialer-queue.repository.ts).
 */
export const dialTaskList = defineList({
  from: t,
  joins: [
    { table: e, on: eq(e.id, t.entryId) },
    { table: telemarketer, on: eq(telemarketer.id, t.userId) },
    { table: customers, on: eq(customers.id, e.customerId), type: 'left' },
  ],
  columns: {
    entryId: t.entryId, phone: e.phone, customerId: e.customerId, customerName: customers.fullName, merchantId: t.merchantId,
    userId: t.userId, telemarketerName: telemarketer.realName, assignedAt: t.assignedAt, followStatus: t.followStatus,
    intent: t.intent, nextCallAt: t.nextCallAt, lastCallAt: t.lastCallAt, followCount: t.followCount, remark: t.remark,
  },
  filters: DIAL_TASK_FILTERS,
  params: { ownerId: z.number().int().positive().optional(), queue: dialerQueueParam },
  match: {
    ownerId: t.userId, phone: e.phone, followStatus: t.followStatus, intent: t.intent, userId: t.userId,
    queue: { where: (q) => tabCondition(q.tab, q.now) },
  },
  merchantScope: { column: t.merchantId },
  order: NEWEST_ASSIGNMENT_FIRST,
  orderParam: { schema: dialerTabSchema, orders: TAB_ORDERS },
  sorts: DIALER_SORTS,
});
export type DialTaskListQuery = ListQuery<typeof dialTaskList>;

/** The task with its entry, locked for a follow-up or a call. */
export async function lockTask(tx: Tx, entryId: number) {
  const [row] = await tx.select({ task: t, phone: e.phone, customerId: e.customerId }).from(t).innerJoin(e, eq(e.id, t.entryId))
    .where(eq(t.entryId, entryId)).for('update', { of: t }).limit(1);
  return row ?? null;
}

export async function findTask(db: DbOrTx, entryId: number) {
  const [row] = await db.select({ task: t, phone: e.phone, customerId: e.customerId }).from(t).innerJoin(e, eq(e.id, t.entryId))
    .where(eq(t.entryId, entryId)).limit(1);
  return row ?? null;
}

export async function updateTask(tx: Tx, entryId: number, values: Partial<typeof t.$inferInsert>) {
  const [row] = await tx.update(t).set(values).where(eq(t.entryId, entryId)).returning();
  return row;
}

export async function insertFollowUp(tx: Tx, values: typeof tmFollowUps.$inferInsert) {
  const [row] = await tx.insert(tmFollowUps).values(values).returning();
  return row;
}

export async function insertTouch(tx: Tx, values: typeof tmTouches.$inferInsert) {
  await tx.insert(tmTouches).values(values);
}

/** A task's follow-ups, newest first (at most 50). */
export async function followUpsOf(db: DbOrTx, entryId: number) {
  return db.select({
    id: tmFollowUps.id, intent: tmFollowUps.intent, nextCallAt: tmFollowUps.nextCallAt, remark: tmFollowUps.remark, at: tmFollowUps.at,
    userName: users.realName,
  }).from(tmFollowUps).innerJoin(users, eq(users.id, tmFollowUps.userId)).where(eq(tmFollowUps.entryId, entryId))
    .orderBy(desc(tmFollowUps.at), desc(tmFollowUps.id)).limit(50);
}

/** Telemarketers (personnel) of the caller's merchants with their department and open tasks. */
export async function telemarketers(db: DbOrTx, merchantIds: readonly number[] | null) {
  const open = db.select({ userId: t.userId, open: count().as('open') }).from(t).where(eq(t.followStatus, 'notFollowed')).groupBy(t.userId).as('open');
  return db.select({
    userId: users.id, userNo: users.userNo, realName: users.realName, deptId: users.deptId, deptName: departments.name,
    workingStatus: tmPersonnel.workingStatus, openTasks: sql<number>`coalesce(${open.open}, 0)::int`,
  }).from(tmPersonnel).innerJoin(users, eq(users.id, tmPersonnel.userId)).leftJoin(departments, eq(departments.id, users.deptId))
    .leftJoin(open, eq(open.userId, users.id))
    .where(and(eq(users.status, 'normal'), merchantIds ? inArray(users.merchantId, merchantIds.length ? [...merchantIds] : [0]) : undefined))
    .orderBy(asc(departments.name), asc(users.realName)).limit(500);
}

export async function realNameOf(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db.select({ realName: users.realName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.realName ?? String(userId);
}

export async function personnelOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(tmPersonnel).where(eq(tmPersonnel.userId, userId)).limit(1);
  return row ?? null;
}

/** Entries of the given ids in the caller's merchants, locked for assignment. */
export async function lockEntries(tx: Tx, ids: number[], merchantIds: readonly number[] | null) {
  return tx.select({ id: e.id, merchantId: e.merchantId, assignedUserId: e.assignedUserId }).from(e)
    .where(and(inArray(e.id, ids), merchantIds ? inArray(e.merchantId, merchantIds.length ? [...merchantIds] : [0]) : undefined))
    .for('update');
}

/** The oldest active (not abandoned) entries of a merchant without a dial task, locked (skipping ones another assignment holds). */
export async function lockUnassignedEntries(tx: Tx, merchantId: number, limit: number) {
  return tx.select({ id: e.id, merchantId: e.merchantId, assignedUserId: e.assignedUserId }).from(e)
    .where(and(eq(e.merchantId, merchantId), eq(e.listState, 'active'), isNull(e.assignedUserId), notExists(tx.select({ one: sql`1` }).from(t).where(eq(t.entryId, e.id)))))
    .orderBy(asc(e.id)).limit(limit).for('update', { skipLocked: true });
}

export async function upsertTasks(tx: Tx, rows: (typeof t.$inferInsert)[]) {
  if (!rows.length) return;
  await tx.insert(t).values(rows).onConflictDoUpdate({
    target: t.entryId,
    set: { userId: sql`excluded.user_id`, assignedBy: sql`excluded.assigned_by`, assignedAt: sql`excluded.assigned_at`, followStatus: sql`'notFollowed'` },
  });
  await tx.update(e).set({ assignedUserId: rows[0].userId }).where(inArray(e.id, rows.map((r) => r.entryId)));
}

/** The intents of an entry's latest follow-ups, newest first. */
export async function latestIntents(tx: Tx, entryId: number, n: number): Promise<string[]> {
  const rows = await tx.select({ intent: tmFollowUps.intent }).from(tmFollowUps).where(eq(tmFollowUps.entryId, entryId))
    .orderBy(desc(tmFollowUps.at), desc(tmFollowUps.id)).limit(n);
  return rows.map((r) => r.intent);
}
