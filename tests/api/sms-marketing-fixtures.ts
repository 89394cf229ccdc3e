/** Marketing SMS fixtures: a merchant of the test's own, customers with a settled (or open, or renewed) loan. */
import { asc } from 'drizzle-orm';
import { formatEatDate } from '../../common/time';
import { bills, contactBlacklist, customers, merchants, orders, products } from '../../server/db/schema';
import { DAY, type TestApp } from './harness';
import { tieToEveryMerchant } from './merchant-scope.rows';

let n = 0;
const next = () => { n += 1; return n; };

export async function ownMerchant(t: TestApp, name: string) {
  const no = String(9000 + next());
  const [m] = await t.db.insert(merchants).values({ merchantNo: no, merchantName: name, companyCode: '15', companyName: name, appName: `${name} App` }).returning();
  // The administrator reaches every merchant, this one too (merchant scope, issue 31.4).
  await tieToEveryMerchant(t.db);
  return m;
}

export interface Borrower {
  name: string;
  registeredDaysAgo?: number;
  /** A loan settled this many days ago. */
  settledDaysAgo?: number;
  /** A new loan applied for this many days ago (after the settled one). */
  renewedDaysAgo?: number;
  optedOut?: boolean;
}

async function loan(t: TestApp, merchantId: number, customer: typeof customers.$inferSelect, appliedAt: Date, settledAt: Date | null) {
  const [product] = await t.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
  const k = next();
  const [order] = await t.db.insert(orders).values({
    orderNo: `MKT${Date.now()}${k}`, merchantId, customerId: customer.id, productId: product.id, customerName: customer.fullName, idNumber: customer.idNumber,
    phone: customer.phone, status: 60, applyAt: appliedAt, applyDay: formatEatDate(appliedAt), loanAmountCents: 500_000, practicalAmountCents: 450_000,
    termDays: 14, installments: 1, dailyInterestBp: 10, loanType: 1,
  }).returning();
  await t.db.insert(bills).values({
    billNo: `MKB${Date.now()}${k}`, orderId: order.id, merchantId, customerId: customer.id, status: settledAt ? 'settled' : 'unpaid',
    startDay: formatEatDate(appliedAt), dueDay: formatEatDate(new Date(appliedAt.getTime() + 14 * DAY)), principalCents: 500_000, settledAt,
  });
  return order;
}

export async function borrower(t: TestApp, merchantId: number, b: Borrower) {
  const now = t.clock.now().getTime();
  const phone = `25479${String(next()).padStart(7, '0')}`;
  const [customer] = await t.db.insert(customers).values({
    customerNo: `MKC${phone}`, merchantId, fullName: b.name, idNumber: phone.slice(-8), phone, registeredAt: new Date(now - (b.registeredDaysAgo ?? 60) * DAY),
  }).returning();
  if (b.settledDaysAgo !== undefined) {
    await loan(t, merchantId, customer, new Date(now - (b.settledDaysAgo + 14) * DAY), new Date(now - b.settledDaysAgo * DAY));
  }
  if (b.renewedDaysAgo !== undefined) await loan(t, merchantId, customer, new Date(now - b.renewedDaysAgo * DAY), null);
  if (b.optedOut) await t.db.insert(contactBlacklist).values({ phone, reason: 'Asked not to be contacted' });
  return customer;
}
