/** The case a waiver, delayed-arrival request or bad-debt entry is about, with its bill and order, read once. */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bills, collectionCases, collectionSettings, merchants, orders } from '../../db/schema';
import { isNull } from 'drizzle-orm';

const caseColumns = {
  id: collectionCases.id, caseNo: collectionCases.caseNo, system: collectionCases.system, billId: collectionCases.billId,
  orderId: collectionCases.orderId, merchantId: collectionCases.merchantId, level: collectionCases.level, status: collectionCases.status,
  overdueDays: collectionCases.overdueDays, amountDueCents: collectionCases.amountDueCents, collectorUserId: collectionCases.collectorUserId,
  pausedUntil: collectionCases.pausedUntil, orderNo: orders.orderNo, customerName: orders.customerName, merchantName: merchants.merchantName,
};

export async function caseById(db: DbOrTx, caseId: number) {
  const [row] = await db.select({ ...caseColumns, bill: bills }).from(collectionCases)
    .innerJoin(bills, eq(bills.id, collectionCases.billId)).innerJoin(orders, eq(orders.id, collectionCases.orderId))
    .innerJoin(merchants, eq(merchants.id, collectionCases.merchantId)).where(eq(collectionCases.id, caseId));
  return row ?? null;
}
export type CaseOf = NonNullable<Awaited<ReturnType<typeof caseById>>>;

export async function casesByNos(db: DbOrTx, caseNos: readonly string[]) {
  if (caseNos.length === 0) return [];
  return db.select(caseColumns).from(collectionCases).innerJoin(orders, eq(orders.id, collectionCases.orderId))
    .innerJoin(merchants, eq(merchants.id, collectionCases.merchantId)).where(inArray(collectionCases.caseNo, [...caseNos]));
}

export async function casesByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.select(caseColumns).from(collectionCases).innerJoin(orders, eq(orders.id, collectionCases.orderId))
    .innerJoin(merchants, eq(merchants.id, collectionCases.merchantId)).where(inArray(collectionCases.id, [...ids]));
}

export async function lockCase(db: DbOrTx, caseId: number) {
  const [row] = await db.select().from(collectionCases).where(eq(collectionCases.id, caseId)).for('update');
  return row ?? null;
}

export async function setCasePause(db: DbOrTx, caseId: number, pausedUntil: Date, at: Date) {
  await db.update(collectionCases).set({ pausedUntil, updatedAt: at }).where(eq(collectionCases.id, caseId));
}

/** The merchant's delayed-arrival pause, else the default row's (merchant null); null when neither exists. */
export async function delayPauseDaysOf(db: DbOrTx, merchantId: number): Promise<number | null> {
  const [own] = await db.select({ days: collectionSettings.delayPauseDays }).from(collectionSettings).where(eq(collectionSettings.merchantId, merchantId));
  if (own) return own.days;
  const [fallback] = await db.select({ days: collectionSettings.delayPauseDays }).from(collectionSettings).where(isNull(collectionSettings.merchantId));
  return fallback?.days ?? null;
}
