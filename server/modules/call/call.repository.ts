import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { callAccounts, callLogs, users } from '../../db/schema';

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
  }).from(callLogs).innerJoin(users, eq(users.id, callLogs.userId)).where(eq(callLogs.orderId, orderId))
    .orderBy(desc(callLogs.createdAt), desc(callLogs.id)).limit(page.size).offset((page.current - 1) * page.size);
  const [{ total }] = await db.select({ total: count() }).from(callLogs).where(eq(callLogs.orderId, orderId));
  return { records, total };
}
