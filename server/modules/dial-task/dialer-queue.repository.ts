/**
 * The dialer queue's reads: the tabs' counts, the task "Call next" dials, a call's log and task, and the day counter.
 * Indexes: tm_dial_tasks_user_next_idx (the next task of one telemarketer's tab), call_logs_user_idx (user_id,
 * created_at) with tm_touches_call_idx (the day's dial-task calls), tm_follow_ups_user_idx (user_id, at).
 */
import { and, eq, gte, isNotNull, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DialerTab } from '../../../common/telemarketing/dialer-queue';
import type { DbOrTx, Tx } from '../../db/client';
import { callLogs, telemarketingBlacklist, telemarketingListEntries as e, tmDialTasks as t, tmFollowUps, tmTouches } from '../../db/schema';
import { TAB_ORDERS, tabCondition, tabCountColumns } from './dialer-queue.conditions';
import { dialTaskList } from './dial-task.repository';

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
    .orderBy(...(TAB_ORDERS[tab] ?? dialTaskList.orderBy(null)))
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
