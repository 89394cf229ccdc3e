import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leaveApplications } from '../../db/schema';

export async function insertLeave(db: DbOrTx, values: typeof leaveApplications.$inferInsert) {
  const [row] = await db.insert(leaveApplications).values(values).returning();
  return row;
}

export async function listLeave(db: DbOrTx, userId: number, offset: number, limit: number) {
  const where = eq(leaveApplications.userId, userId);
  const [records, [{ total }]] = await Promise.all([
    db.select().from(leaveApplications).where(where).orderBy(desc(leaveApplications.startAt)).limit(limit).offset(offset),
    db.select({ total: count() }).from(leaveApplications).where(where),
  ]);
  return { records, total: Number(total) };
}

export const findLeave = async (db: DbOrTx, id: number, userId: number) =>
  (await db.select().from(leaveApplications).where(and(eq(leaveApplications.id, id), eq(leaveApplications.userId, userId))))[0] ?? null;

export async function updateLeave(db: DbOrTx, id: number, values: Partial<typeof leaveApplications.$inferInsert>) {
  const [row] = await db.update(leaveApplications).set({ ...values, updatedAt: new Date() }).where(eq(leaveApplications.id, id)).returning();
  return row;
}
