/** Coupons: the list (newest first, with the customer) and the status changes. */
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { COUPON_FILTERS } from '../../../common/coupons/coupon';
import { defineList, type ListQuery } from '../../core/list/define-list';
import type { DbOrTx, Tx } from '../../db/client';
import { coupons, customerCredits, customers, users } from '../../db/schema';

/** Coupons, newest first (coupons_created_idx), within their customer's merchant. */
export const couponList = defineList({
  from: coupons,
  joins: [{ table: customers, on: eq(customers.id, coupons.customerId) }],
  columns: {
    id: coupons.id, couponNo: coupons.couponNo, customerId: coupons.customerId, customerName: customers.fullName, phone: customers.phone,
    couponType: coupons.couponType, amountCents: coupons.amountCents, validDays: coupons.validDays, status: coupons.status,
    source: coupons.source, expiresAt: coupons.expiresAt, createdAt: coupons.createdAt,
  },
  filters: COUPON_FILTERS,
  match: { couponNo: coupons.couponNo, phone: customers.phone, couponType: coupons.couponType, status: coupons.status, days: coupons.createdAt },
  merchantScope: { column: customers.merchantId },
  order: [desc(coupons.createdAt), desc(coupons.id)],
});
export type CouponListQuery = ListQuery<typeof couponList>;

export async function lockCouponWithMerchant(tx: Tx, id: number) {
  const [row] = await tx.select({ coupon: coupons, merchantId: customers.merchantId }).from(coupons)
    .innerJoin(customers, eq(customers.id, coupons.customerId)).where(eq(coupons.id, id)).for('update', { of: coupons });
  return row ?? null;
}

/** Moves a coupon from one status to another; null when it was no longer in `from` (a concurrent change). */
export async function moveStatus(tx: Tx, id: number, from: string, to: string, at: Date) {
  const [row] = await tx.update(coupons).set({ status: to, updatedAt: at })
    .where(and(eq(coupons.id, id), eq(coupons.status, from))).returning();
  return row ?? null;
}

/** Usable or frozen coupons past their expiry become expired, a batch at a time (the conditional UPDATE makes a rerun a no-op). */
export async function expireBatch(db: DbOrTx, now: Date, limit: number) {
  return db.update(coupons).set({ status: 'expired', updatedAt: now })
    .where(inArray(coupons.id, sql`(select ${coupons.id} from ${coupons} where ${coupons.status} in ('waitingToBeUsed', 'frozen', 'pending') and ${coupons.expiresAt} <= ${now} order by ${coupons.id} limit ${limit} for update skip locked)`))
    .returning({ id: coupons.id, couponNo: coupons.couponNo, status: coupons.status });
}

export async function insertCoupon(db: DbOrTx, values: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(values).returning();
  return row;
}

export async function usernameOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username ?? null;
}

/** A waiting limit coupon becomes used; null when it was not one. */
export async function spendLimitCouponRow(db: DbOrTx, couponId: number, now: Date) {
  const [row] = await db.update(coupons).set({ status: 'used', updatedAt: now })
    .where(and(eq(coupons.id, couponId), eq(coupons.couponType, 'increase_loan_limit_coupon'), eq(coupons.status, 'waitingToBeUsed'))).returning();
  return row ?? null;
}

export async function insertCreditLines(db: DbOrTx, values: (typeof customerCredits.$inferInsert)[]) {
  return db.insert(customerCredits).values(values).returning({ id: customerCredits.id, customerId: customerCredits.customerId });
}

/** Granted raise lines past their expiry: expired, nothing remaining (the partial index customer_credits_raise_expiry_idx). */
export async function expireRaiseLines(db: DbOrTx, types: readonly string[], granted: string, expired: string, now: Date) {
  return db.update(customerCredits).set({ status: expired, remainingCents: 0, updatedAt: now })
    .where(and(inArray(customerCredits.creditType, [...types]), eq(customerCredits.status, granted), lte(customerCredits.expiresAt, now)))
    .returning({ id: customerCredits.id });
}

/** The customer's raise lines granted and running at `at` (created by then, expiring after it), oldest first. */
export async function runningRaiseLines(db: DbOrTx, customerId: number, types: readonly string[], granted: string, at: Date) {
  return db.select({ creditId: customerCredits.id, creditType: customerCredits.creditType, cents: customerCredits.limitCents, expiresAt: customerCredits.expiresAt })
    .from(customerCredits).where(and(
      eq(customerCredits.customerId, customerId), inArray(customerCredits.creditType, [...types]), eq(customerCredits.status, granted),
      lte(customerCredits.createdAt, at), gt(customerCredits.expiresAt, at),
    )).orderBy(customerCredits.createdAt, customerCredits.id);
}
