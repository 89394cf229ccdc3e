/**
 * CustomerManage (issue 16): find a customer by phone in any typed form, ID, any part of the name or an order
 * number's start, and open the 360 — orders, bills with what is owed, repayments, coupons and contacts — within
 * the caller's merchants, masked for masked users, refused without the screen's code.
 */
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCode } from '../../common/routes';
import { customers, merchants, userMerchants } from '../../server/db/schema';
import { amountDue } from '../../server/modules/bill/bill.repository';
import { applyRepayment } from '../../server/modules/repay/apply-repayment';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { disbursedLoan } from './money-fixtures';

const SCREEN = 'CustomerServiceSystem/CustomerManage';
let t: TestApp;
let admin: string;
let customer: typeof customers.$inferSelect;
let loan: Awaited<ReturnType<typeof disbursedLoan>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  loan = await disbursedLoan(t);
  [customer] = await t.db.select().from(customers).where(eq(customers.id, loan.order.customerId));
  const [bill] = loan.bills;
  await t.db.transaction((tx) => applyRepayment(tx, {
    billId: bill.id, repayType: 'partial', amountCents: 500_00, paymentChannel: 'mpesa', paymentCode: `QKCM${loan.orderId}`,
    source: 'manual', repaidAt: t.clock.now(), actorUserId: null, now: t.clock.now(),
  }));
});
afterAll(async () => { await t?.close(); });

const list = (query: Record<string, string>, token = admin) => t.call('GET', 'customerManage/list', { token, query });
const ids = (res: { data: { records: { id: number }[] } }) => res.data.records.map((r) => r.id);

describe('finding a customer', () => {
  it('by a phone typed as 07…, 7…, +254… or 254…', async () => {
    const local = customer.phone.slice(3);
    for (const typed of [`0${local}`, local, `+${customer.phone}`, customer.phone]) {
      const res = await list({ phone: typed });
      expect(res.code, typed).toBe(200);
      expect(ids(res), typed).toEqual([customer.id]);
    }
  });

  it('by ID number, any part of the name, or the start of an order number', async () => {
    expect(ids(await list({ idNumber: customer.idNumber }))).toContain(customer.id);
    const middle = customer.fullName.split(' ').at(-1)!.slice(1);
    expect(ids(await list({ fullName: middle }))).toContain(customer.id);
    expect(ids(await list({ orderNo: loan.orderNo.slice(0, -2) }))).toContain(customer.id);
    expect(ids(await list({ orderNo: 'NO-SUCH-ORDER' }))).toEqual([]);
  });

  it('shows each customer\'s orders, open bills and what they owe', async () => {
    const [row] = (await list({ phone: customer.phone })).data.records;
    const [bill] = loan.bills;
    expect(row).toMatchObject({ customerNo: customer.customerNo, orderCount: 1, openBillCount: loan.bills.length });
    expect(row.amountDueCents).toBe(amountDue(bill) - 500_00 + loan.bills.slice(1).reduce((sum, b) => sum + amountDue(b), 0));
  });

  it('refuses a phone that is not a Kenyan number, in the caller\'s language', async () => {
    const res = await t.call('GET', 'customerManage/list', { token: admin, query: { phone: '12' }, language: 'zh' });
    expect(res.code).toBe(400);
    expect(res.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('the customer 360', () => {
  it('holds the profile, orders, bills with what is owed, and the repayment', async () => {
    const res = await t.call('GET', 'customerManage/detail', { token: admin, query: { customerId: String(customer.id) } });
    expect(res.code).toBe(200);
    const view = res.data;
    expect(view.profile).toMatchObject({ id: customer.id, fullName: customer.fullName, phone: customer.phone, idNumber: customer.idNumber });
    expect(view.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([loan.orderNo]);
    expect(view.bills).toHaveLength(loan.bills.length);
    expect(view.flows).toHaveLength(1);
    expect(view.flows[0]).toMatchObject({ amountCents: 500_00, status: 'valid', orderNo: loan.orderNo });
    const owed = view.bills.reduce((sum: number, b: { amountDueCents: number }) => sum + b.amountDueCents, 0);
    expect(view.amountDueCents).toBe(owed);
    // The disbursement's SMS to the customer, if the product sends one, is among the contacts; every contact has a time.
    for (const c of view.contacts) expect(c.at).toMatch(/Z$/);
  });

  it('masks the phone and ID number for a masked user', async () => {
    const role = await createRole(t.db, { codes: [viewCode(SCREEN)] });
    const user = await createUser(t.db, role.id);
    const token = await t.login(user.username);
    const [row] = (await list({ phone: customer.phone }, token)).data.records;
    expect(row.phone).not.toBe(customer.phone);
    expect(row.phone).toContain('*');
    const view = (await t.call('GET', 'customerManage/detail', { token, query: { customerId: String(customer.id) } })).data;
    expect(view.profile.phone).toContain('*');
    expect(view.profile.idNumber).not.toBe(customer.idNumber);
  });

  it('refuses callers without the screen\'s code, and customers outside the caller\'s merchants do not exist', async () => {
    const role = await createRole(t.db, { codes: [viewCode('UserSystem/UserManagement')] });
    const stranger = await t.login((await createUser(t.db, role.id)).username);
    expect((await list({}, stranger)).code).toBe(403);
    expect((await t.call('GET', 'customerManage/detail', { token: stranger, query: { customerId: String(customer.id) } })).code).toBe(403);
    expect((await t.call('GET', 'customerManage/detail', { token: admin, query: { customerId: '99999999' } })).code).toBe(404);

    const other = await createUser(t.db, (await createRole(t.db, { codes: [viewCode(SCREEN)] })).id);
    const [elsewhere] = await t.db.select({ id: merchants.id }).from(merchants).where(ne(merchants.id, customer.merchantId)).limit(1);
    await t.db.insert(userMerchants).values({ userId: other.id, merchantId: elsewhere.id });
    const token = await t.login(other.username);
    expect(ids(await list({ phone: customer.phone }, token))).toEqual([]);
    const hidden = await t.call('GET', 'customerManage/detail', { token, query: { customerId: String(customer.id) } });
    expect(hidden).toMatchObject({ code: 404, msg: 'The customer was not found.' });
  });
});
