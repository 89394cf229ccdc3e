/**
 * Demo merchant settings (issue 17, third slice): each demo merchant's app, paybill and withdrawal
 * conditions, maturity rules and traffic staff. Seeded after the demo book is lent, so the book's due dates
 * are those of the products; withdrawals seeded later (KES 1 and more, once per order) pass the conditions.
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { maturityRules, merchantSettings, merchants, products, trafficPersonnel, users } from '../schema';
import { DEMO_LOGINS } from './demo.data';

/** [merchantNo, app, paybill, withdrawal min KES, withdrawals a day, loan limit KES or null] */
const SETTINGS: [string, string, string, number, number, number | null][] = [
  ['1501', 'Jamii Pesa – Quick Loans', '522533', 1, 3, null],
  ['1502', 'Haraka Loans Kenya', '880100', 1, 2, 60_000],
  ['1503', 'Soko Credit', '247247', 1, -1, 40_000],
];

/** [merchantNo, all products or the first product, day counting, Sunday rule, enabled, remark] */
const MATURITY: [string, 'all' | 'first', string, string, boolean, string][] = [
  ['1501', 'all', 'afterLending', 'nextMonday', true, 'Branches are closed on Sundays: repayments fall due on Monday.'],
  ['1502', 'first', 'lendingDayCounts', 'none', true, 'Contract counts the lending day as day 1.'],
  ['1503', 'all', 'afterLending', 'previousSaturday', false, 'Trial for the Eldoret market; not yet approved.'],
];

const STAFF: [string, string[], string, string, boolean, string][] = [
  ['1501', ['1502'], 'channelManager', 'working', true, 'Google and TikTok campaigns.'],
  ['1502', [], 'businessDevelopment', 'working', true, 'Chama and SACCO partnerships in Kisumu.'],
  ['1503', ['1501'], 'operations', 'resting', false, 'On leave until the 1st.'],
  ['1501', [], 'channelManager', 'working', true, 'Loan supermarket listings.'],
  ['1502', ['1503'], 'businessDevelopment', 'left', false, 'Left; kept for the acquisition reports.'],
];

export async function seedDemoMerchantSettings(db: DbOrTx): Promise<void> {
  const ids = new Map((await db.select({ id: merchants.id, no: merchants.merchantNo }).from(merchants)).map((m) => [m.no, m.id]));
  const id = (no: string) => ids.get(no)!;
  for (const [no, appName, paybill] of SETTINGS) await db.update(merchants).set({ appName, paybill }).where(and(eq(merchants.id, id(no))));
  await db.insert(merchantSettings).values(SETTINGS.map(([no, , , minKes, daily, limitKes]) => ({
    merchantId: id(no), withdrawalMinCents: minKes * 100, withdrawalDailyLimit: daily, maxLoanAmountCents: limitKes === null ? null : limitKes * 100,
  })));
  const firstProducts = await db.select({ id: products.id, merchantId: products.merchantId }).from(products)
    .where(inArray(products.merchantId, [...ids.values()])).orderBy(asc(products.id));
  const firstOf = (merchantId: number) => firstProducts.find((p) => p.merchantId === merchantId)?.id ?? null;
  await db.insert(maturityRules).values(MATURITY.map(([no, scope, dayCounting, sundayRule, enabled, remark]) => ({
    merchantId: id(no), productId: scope === 'first' ? firstOf(id(no)) : null, dayCounting, sundayRule, enabled, remark,
  })));
  const staff = await db.select({ id: users.id }).from(users).where(and(eq(users.status, 'normal'), notInArray(users.username, DEMO_LOGINS)))
    .orderBy(asc(users.id)).limit(STAFF.length);
  await db.insert(trafficPersonnel).values(staff.map((u, i) => {
    const [no, related, staffType, workingStatus, sendMessages, remark] = STAFF[i];
    return { userId: u.id, merchantId: id(no), relatedMerchantIds: related.map(id), staffType, workingStatus, sendMessages, remark };
  }));
}
