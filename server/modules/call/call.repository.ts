import { and, asc, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { callAccounts, callLogs, collectionContacts, users } from '../../db/schema';

export async function findCallAccount(db: DbOrTx, userId: number) {
  const [row] = await db.select({ startAccount: callAccounts.startAccount, seat: callAccounts.seat }).from(callAccounts)
    .where(eq(callAccounts.userId, userId)).limit(1);
  return row ?? null;
}

export async function insertCallLog(db: DbOrTx, values: typeof callLogs.$inferInsert) {
  const [row] = await db.insert(callLogs).values(values).returning();
  return row;
}

/** The calls placed on one order, newest first. */
export async function pageOrderCallLogs(db: DbOrTx, orderId: number, page: { current: number; size: number }) {
  const records = await db.select({
    id: callLogs.id, phone: callLogs.phone, via: callLogs.via, provider: callLogs.provider, providerRef: callLogs.providerRef,
    status: callLogs.status, createdAt: callLogs.createdAt, userName: users.realName,
    outcome: callLogs.outcome, talkSeconds: callLogs.talkSeconds,
  }).from(callLogs).innerJoin(users, eq(users.id, callLogs.userId)).where(eq(callLogs.orderId, orderId))
    .orderBy(desc(callLogs.createdAt), desc(callLogs.id)).limit(page.size).offset((page.current - 1) * page.size);
  const [{ total }] = await db.select({ total: count() }).from(callLogs).where(eq(callLogs.orderId, orderId));
  return { records, total };
}

/** Call-centre calls still waiting for their record, placed before `before`, oldest first. */
export function pendingCallRecords(db: DbOrTx, before: Date, limit: number) {
  return db.select({ id: callLogs.id, phone: callLogs.phone, providerRef: callLogs.providerRef, createdAt: callLogs.createdAt })
    .from(callLogs)
    .where(and(isNull(callLogs.endedAt), eq(callLogs.via, 'callCentre'), lt(callLogs.createdAt, before)))
    .orderBy(asc(callLogs.createdAt)).limit(limit);
}

/** Writes how a call ended, once: a call that already has its record keeps it. Returns whether it was written. */
export async function endCallLog(db: DbOrTx, id: number, record: { outcome: string; connectedAt: Date | null; endedAt: Date; talkSeconds: number }) {
  const rows = await db.update(callLogs).set({ ...record, status: 'ended' })
    .where(and(eq(callLogs.id, id), isNull(callLogs.endedAt))).returning({ id: callLogs.id });
  return rows.length > 0;
}

/** A collector's call on a case (collection_contacts.call_log_id) takes the call's outcome once it has ended. */
export async function setCallContactsOutcome(db: DbOrTx, callLogId: number, outcome: string) {
  await db.update(collectionContacts).set({ result: outcome })
    .where(and(eq(collectionContacts.callLogId, callLogId), eq(collectionContacts.result, 'dialing')));
}
