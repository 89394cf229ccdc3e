/**
 * MyLoan on the demo book (issue 37): the demo seeds its telemarketing work before the order book is paid out, so
 * the loan touches are seeded after the demo money (seedDemoTmLoanAttribution). The demo telemarketer then sees her
 * three attributed loans with amount and status; a loan credited to another telemarketer is not in hers; a holder
 * of viewAll (admin) sees both, each with the telemarketer's name.
 */
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, tmTouches, users } from '../../server/db/schema';
import { seedDemoMoney } from '../../server/db/seed/demo-money';
import { seedDemoOrders } from '../../server/db/seed/demo-orders';
import { seedDemoTmLoanAttribution } from '../../server/db/seed/telemarketing-work';
import { DAY, startTestApp, type TestApp } from './harness';

let t: TestApp;
let demo: { id: number; merchantId: number; realName: string };

type LoanRow = { orderNo: string; loanAmountCents: number; status: number; telemarketerName: string; merchantName: string };
const myLoans = async (token: string) => {
  const res = await t.call('GET', 'myLoan/list', { token, query: { current: 1, size: 50 } });
  expect(res.code, res.msg).toBe(200);
  return res.data as { records: LoanRow[]; total: number };
};

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoOrders(t.deps, 150);
  await seedDemoMoney(t.deps);
  const [u] = await t.db.select({ id: users.id, merchantId: users.merchantId, realName: users.realName }).from(users).where(eq(users.username, 'telemarketer'));
  demo = { id: u.id, merchantId: u.merchantId!, realName: u.realName };
}, 900_000);

afterAll(async () => t?.close());

describe('MyLoan on the demo book', () => {
  it('lists the three loans the demo credits to the telemarketer, with amount and status', async () => {
    const token = await t.login('telemarketer');
    expect((await myLoans(token)).total).toBe(0); // the work seed ran before any order was lent
    expect(await seedDemoTmLoanAttribution(t.db)).toBe(3);
    const { records, total } = await myLoans(token);
    expect(total).toBe(3);
    const lent = await t.db.select({ orderNo: orders.orderNo, loanAmountCents: orders.loanAmountCents, status: orders.status }).from(orders)
      .where(inArray(orders.orderNo, records.map((r) => r.orderNo)));
    expect(lent).toHaveLength(3);
    for (const r of records) {
      const o = lent.find((x) => x.orderNo === r.orderNo)!;
      expect(r).toMatchObject({ loanAmountCents: o.loanAmountCents, status: o.status, telemarketerName: demo.realName });
      expect(r.loanAmountCents).toBeGreaterThan(0);
    }
  });

  it('leaves out a loan credited to another telemarketer; admin sees both with their names', async () => {
    const [other] = await t.db.select({ id: users.id, realName: users.realName }).from(users)
      .where(and(eq(users.merchantId, demo.merchantId), notInArray(users.id, [demo.id]))).limit(1);
    const touched = t.db.select({ phone: tmTouches.phone }).from(tmTouches);
    const [loan] = await t.db.select({ orderNo: orders.orderNo, phone: orders.phone, applyAt: orders.applyAt }).from(orders)
      .where(and(eq(orders.merchantId, demo.merchantId), isNotNull(orders.lendingAt), notInArray(orders.phone, touched))).limit(1);
    await t.db.insert(tmTouches).values({ userId: other.id, merchantId: demo.merchantId, phone: loan.phone, channel: 'callCentre', at: new Date(loan.applyAt.getTime() - DAY) });

    const hers = await myLoans(await t.login('telemarketer'));
    expect(hers.total).toBe(3);
    expect(hers.records.map((r) => r.orderNo)).not.toContain(loan.orderNo);

    const all = await myLoans(await t.login('admin'));
    expect(all.records.find((r) => r.orderNo === loan.orderNo)).toMatchObject({ telemarketerName: other.realName });
    expect(all.records.filter((r) => r.telemarketerName === demo.realName)).toHaveLength(3);
  });
});
