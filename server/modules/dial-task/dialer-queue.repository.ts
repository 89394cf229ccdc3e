/**
 * The dialer queue over tm_dial_tasks: its tabs as SQL (rules: common/telemarketing/dialer-queue.ts DIALER_TABS) with
 * each tab's order and the sorts, the tabs' counts, the task "Call next" dials, a call's log and task, and the day
 * counter. Indexes: the timed tabs walk tm_dial_tasks_user_next_idx (user_id, next_call_at, entry_id) for one
 * telemarketer, tm_dial_tasks_merchant_next_idx within a manager's merchants: ascending, nulls last, as read here;
 * "new" has no next call, so it is read oldest assignment first along tm_dial_tasks_user_idx (scanned backward).
 * The day counter: call_logs_user_idx (user_id, created_at) with tm_touches_call_idx, and tm_follow_ups_user_idx.
 */
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DIALER_TABS, DUE_NOW_WINDOW_MS, type DialerTab } from '../../../common/telemarketing/dialer-queue';
import type { ListSortBy } from '../../core/list/define-list';
import type { DbOrTx, Tx } from '../../db/client';
import { callLogs, telemarketingBlacklist, telemarketingListEntries as e, tmDialTasks as t, tmFollowUps, tmTouches } from '../../db/schema';

/** The `queue` parameter of the task list: set by the service from the tab and its clock, never from the query. */
export const dialerQueueParam = z.object({ tab: z.enum(DIALER_TABS), now: z.date() }).optional();

const neverCalled = () => and(isNull(t.nextCallAt), isNull(t.lastCallAt), sql`${t.followCount} = 0`)!;

/** The tasks of one tab at `now`; `all` is every task. */
export function tabCondition(tab: DialerTab, now: Date): SQL | undefined {
  const hourAgo = new Date(now.getTime() - DUE_NOW_WINDOW_MS);
  switch (tab) {
    case 'dueNow': return and(gt(t.nextCallAt, hourAgo), lte(t.nextCallAt, now));
    case 'overdue': return lte(t.nextCallAt, hourAgo);
    case 'new': return neverCalled();
    case 'rest': return or(gt(t.nextCallAt, now), and(isNull(t.nextCallAt), or(isNotNull(t.lastCallAt), sql`${t.followCount} > 0`)));
    default: return undefined;
  }
}

const byNextCall = [asc(t.nextCallAt), asc(t.entryId)];
// tm_dial_tasks_user_idx is (user_id, assigned_at desc nulls last, entry_id desc nulls last): scanned backward it gives
// ascending nulls first, which the order must name for the planner to use it (the columns are never null).
const byAssignment = [sql`${t.assignedAt} asc nulls first`, sql`${t.entryId} asc nulls first`];
/** The list's own order, newest assignment first: tm_dial_tasks_user_idx / tm_dial_tasks_merchant_idx read forward. */
export const NEWEST_ASSIGNMENT_FIRST = [sql`${t.assignedAt} desc nulls last`, sql`${t.entryId} desc nulls last`];
/** Each tab's order: by next call, earliest first; new numbers by assignment, oldest first; all as the list always was. */
export const TAB_ORDERS: { readonly [K in DialerTab]?: readonly SQL[] } = {
  dueNow: byNextCall, overdue: byNextCall, rest: byNextCall, new: byAssignment,
};

/** The sortable columns, each along an index that holds it with the entry id (ties break the same way). */
export const DIALER_SORTS: { readonly nextCallAt: ListSortBy; readonly assignedAt: ListSortBy } = {
  nextCallAt: (direction) => (direction === 'asc' ? byNextCall : [desc(t.nextCallAt), desc(t.entryId)]),
  assignedAt: (direction) => (direction === 'asc' ? byAssignment : NEWEST_ASSIGNMENT_FIRST),
};

/** One count per tab, in one pass over the tasks the WHERE keeps. */
export const tabCountColumns = (now: Date) => Object.fromEntries(DIALER_TABS.map((tab) => {
  const condition = tabCondition(tab, now);
  return [tab, condition ? sql<number>`count(*) filter (where ${condition})::int` : sql<number>`count(*)::int`];
})) as Record<DialerTab, SQL<number>>;

/** Each tab's count for the tasks a list filter keeps (the filter bar's, the owner and the merchant scope). */
export async function tabCounts(db: DbOrTx, where: SQL | undefined, now: Date) {
  const [row] = await db.select(tabCountColumns(now)).from(t).innerJoin(e, eq(e.id, t.entryId)).where(where);
  return row as Record<DialerTab, number>;
}

/**
 * The first task of one telemarketer's tab in the tab's order that is not on the telemarketing blacklist and was not
 * dialled since `calledBefore`, locked (a second "Call next" at the same moment takes the one after it).
 */
export async function lockNextTask(tx: Tx, userId: number, tab: DialerTab, now: Date, calledBefore: Date): Promise<number | null> {
  const blacklisted = tx.select({ one: sql`1` }).from(telemarketingBlacklist)
    .where(and(eq(telemarketingBlacklist.phone, e.phone), eq(telemarketingBlacklist.enabled, true)));
  const [row] = await tx.select({ entryId: t.entryId }).from(t).innerJoin(e, eq(e.id, t.entryId))
    .where(and(eq(t.userId, userId), tabCondition(tab, now), or(isNull(t.lastCallAt), lt(t.lastCallAt, calledBefore)), notExists(blacklisted)))
    .orderBy(...(TAB_ORDERS[tab] ?? NEWEST_ASSIGNMENT_FIRST))
    .limit(1).for('update', { of: t, skipLocked: true });
  return row?.entryId ?? null;
}

/** A call log of one user, with the dial task it was placed on (null for a call that was not a dial task's). */
export async function callOfUser(db: DbOrTx, callLogId: number, userId: number) {
  const [row] = await db.select({ log: callLogs, entryId: tmTouches.entryId }).from(callLogs)
    .leftJoin(tmTouches, and(isNotNull(tmTouches.callLogId), eq(tmTouches.callLogId, callLogs.id)))
    .where(and(eq(callLogs.id, callLogId), eq(callLogs.userId, userId))).limit(1);
  return row ?? null;
}

/** The day's dial-task calls of one user: placed, and answered (the call's record says it connected). */
export async function dayCalls(db: DbOrTx, userId: number, from: Date, to: Date) {
  const dialTaskCall = db.select({ one: sql`1` }).from(tmTouches).where(and(isNotNull(tmTouches.callLogId), eq(tmTouches.callLogId, callLogs.id)));
  const [row] = await db.select({
    dialled: sql<number>`count(*)::int`,
    connected: sql<number>`count(*) filter (where ${callLogs.connectedAt} is not null)::int`,
  }).from(callLogs).where(and(eq(callLogs.userId, userId), gte(callLogs.createdAt, from), lt(callLogs.createdAt, to), sql`exists (${dialTaskCall})`));
  return row;
}

/** The day's follow-ups of one user: willing customers (a conversion is willing too), and conversions. */
export async function dayFollowUps(db: DbOrTx, userId: number, from: Date, to: Date) {
  const [row] = await db.select({
    willing: sql<number>`count(*) filter (where ${tmFollowUps.intent} = 'willing')::int`,
    converted: sql<number>`count(*) filter (where ${tmFollowUps.outcome} = 'converted')::int`,
  }).from(tmFollowUps).where(and(eq(tmFollowUps.userId, userId), gte(tmFollowUps.at, from), lt(tmFollowUps.at, to)));
  return row;
}

/** The condition that finds one task (its row as the list shows it). */
export const taskIs = (entryId: number) => eq(t.entryId, entryId);
