/** What the merchant configuration screens store and what the intake and the contact rules read of it. */
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { artificialBlacklist, contactBlacklist, customers, merchantDailyRegistrations, merchantLoanLimits, merchantTrafficRules, orders } from '../../db/schema';

export const trafficRuleSource = crudSource(merchantTrafficRules);
export const merchantLoanLimitSource = crudSource(merchantLoanLimits);
export const artificialBlacklistSource = crudSource(artificialBlacklist);
export const contactBlacklistSource = crudSource(contactBlacklist);

/** The merchant's traffic rule (unique per merchant), enabled or not. */
export async function trafficRuleOf(db: DbOrTx, merchantId: number) {
  const [row] = await db.select().from(merchantTrafficRules).where(eq(merchantTrafficRules.merchantId, merchantId)).limit(1);
  return row ?? null;
}

/** The merchant's enabled loan limit for one customer type (1 first loan, 2 repeat). */
export async function loanLimitOf(db: DbOrTx, merchantId: number, loanType: number) {
  const [row] = await db.select().from(merchantLoanLimits).where(and(
    eq(merchantLoanLimits.merchantId, merchantId), eq(merchantLoanLimits.loanType, String(loanType)), eq(merchantLoanLimits.enabled, true),
  )).limit(1);
  return row ?? null;
}

/** Loans the merchant has paid out to this phone before (the intake's "old customer" count); known: a customer already. */
export async function previousLoans(db: DbOrTx, merchantId: number, phone: string): Promise<{ known: boolean; loans: number }> {
  const [row] = await db.select({ id: customers.id, loans: count(orders.id) }).from(customers)
    .leftJoin(orders, and(eq(orders.customerId, customers.id), eq(orders.status, ORDER_STATUS.disbursed)))
    .where(and(eq(customers.merchantId, merchantId), eq(customers.phone, phone))).groupBy(customers.id);
  return { known: Boolean(row), loans: Number(row?.loans ?? 0) };
}

/**
 * Counts one more registration for the merchant's day unless it already has `limit`; answers whether it
 * was counted. The conditional upsert holds the day's row lock, so concurrent intakes cannot both pass.
 */
export async function countRegistration(db: DbOrTx, merchantId: number, day: string, limit: number): Promise<boolean> {
  const rows = await db.insert(merchantDailyRegistrations).values({ merchantId, day, registrations: 1 })
    .onConflictDoUpdate({
      target: [merchantDailyRegistrations.merchantId, merchantDailyRegistrations.day],
      set: { registrations: sql`${merchantDailyRegistrations.registrations} + 1` },
      setWhere: sql`${merchantDailyRegistrations.registrations} < ${limit}`,
    })
    .returning({ registrations: merchantDailyRegistrations.registrations });
  return rows.length > 0;
}

export interface BlacklistSubjects {
  phone: string;
  idNumber: string;
  device: string | null;
}

/** Enabled artificial black-list entries of this merchant or of all merchants matching the applicant. */
export async function artificialBlacklistHits(db: DbOrTx, merchantId: number, subjects: BlacklistSubjects) {
  const b = artificialBlacklist;
  const pairs: [string, string | null][] = [['phone', subjects.phone], ['idNumber', subjects.idNumber], ['device', subjects.device]];
  const conditions = pairs.flatMap(([type, value]) => (value ? [and(eq(b.subjectType, type), eq(b.value, value))] : []));
  return db.select({ id: b.id, subjectType: b.subjectType, value: b.value }).from(b)
    .where(and(eq(b.enabled, true), or(...conditions), or(isNull(b.merchantId), eq(b.merchantId, merchantId))));
}

export async function contactBlacklisted(db: DbOrTx, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: contactBlacklist.id }).from(contactBlacklist)
    .where(and(eq(contactBlacklist.phone, phone), eq(contactBlacklist.enabled, true))).limit(1);
  return Boolean(row);
}
