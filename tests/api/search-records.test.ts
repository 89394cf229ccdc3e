/**
 * search/records (issue 35): the command palette finds orders, customers, cases and staff by their keys, only of
 * the kinds whose screens the caller may open, only within the caller's merchants, masked for masked users;
 * bad input answers an empty result or a translated 400, never a 5xx.
 */
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_OPENING_SCREENS, viewCode } from '../../common/routes';
import {
  BILL_SCREEN, CASE_LIST_SCREENS, CUSTOMER_SCREEN, FLOW_SCREEN, REFUND_SCREENS, STAFF_SCREEN, TRANSFER_SCREENS, WITHDRAWAL_SCREEN, type RecordResult,
} from '../../common/search/records';
import { bills, cashTransfers, collectionCases, customers, merchants, orders, refunds, repayFlows, userMerchants, users, walletWithdrawals } from '../../server/db/schema';
import { seedCollectionBook } from './collection-fixtures';
import { createRole, createUser } from './fixtures';
import { moneyPost } from './money-calls';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let order: typeof orders.$inferSelect;
let customer: typeof customers.$inferSelect;
let caseRow: typeof collectionCases.$inferSelect;
let staff: typeof users.$inferSelect;
let bill: typeof bills.$inferSelect;
let flow: typeof repayFlows.$inferSelect;

beforeAll(async () => {
  t = await startTestApp();
  const book = await seedCollectionBook(t, { overdueDays: [10] });
  // After the book: making it moves the clock past a session's life.
  admin = await t.login('admin');
  [order] = await t.db.select().from(orders).where(eq(orders.id, book.orderIds[0]));
  [customer] = await t.db.select().from(customers).where(eq(customers.id, order.customerId));
  [caseRow] = await t.db.select().from(collectionCases).where(eq(collectionCases.id, book.caseIds[0]));
  staff = await createUser(t.db, (await createRole(t.db)).id);
  // Staff of one merchant: a caller tied to merchants finds only staff within them, as the user list shows.
  await t.db.update(users).set({ jobNumber: 'JOB7731', realName: 'Wanjiru Otieno Search', merchantId: order.merchantId }).where(eq(users.id, staff.id));
  staff.realName = 'Wanjiru Otieno Search';
  [bill] = await t.db.select().from(bills).where(eq(bills.orderId, order.id));
  const eatNow = new Date(t.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const paid = await moneyPost(t, admin, 'rePayManage/repay', { billId: bill.id, repayType: 'generic', amount: 10, paymentChannel: 'mpesa', paymentCode: 'QSR7SEARCH', repaidAt: eatNow });
  expect(paid.code, paid.msg).toBe(200);
  [flow] = await t.db.select().from(repayFlows).where(eq(repayFlows.paymentCode, 'QSR7SEARCH'));
  [bill] = await t.db.select().from(bills).where(eq(bills.id, bill.id));
});
afterAll(async () => { await t?.close(); });

const search = (q: string, token = admin, language?: string) => t.call('GET', 'search/records', { token, query: { q }, language });
const found = async (q: string, token = admin): Promise<RecordResult[]> => {
  const res = await search(q, token);
  expect(res.code, q).toBe(200);
  return res.data.records;
};
const ofKind = (records: RecordResult[], kind: RecordResult['kind']) => records.filter((r) => r.kind === kind).map((r) => r.id);
const tokenWith = async (codes: string[], merchantId?: number) => {
  const user = await createUser(t.db, (await createRole(t.db, { codes })).id);
  if (merchantId) await t.db.insert(userMerchants).values({ userId: user.id, merchantId });
  return t.login(user.username);
};

describe('each kind by each of its keys', () => {
  it('finds an order by its full number and by its start, and opens its OrderDetail', async () => {
    for (const q of [order.orderNo, order.orderNo.slice(0, -3), order.orderNo.toLowerCase()]) {
      expect(ofKind(await found(q), 'order'), q).toContain(order.id);
    }
    const [hit] = (await found(order.orderNo)).filter((r) => r.kind === 'order');
    expect(hit).toMatchObject({ title: order.orderNo, status: String(order.status), amountCents: order.loanAmountCents, path: `/AdminContent/OrderDetailAudit/OrderDetail?orderId=${order.id}` });
    expect(hit.merchantName).toBeTruthy();
    expect((await found(order.orderNo.slice(0, 4))).filter((r) => r.kind === 'order').length).toBeLessThanOrEqual(5);
  });

  it('finds a customer by a phone typed as 07…, 7…, +254… or 254…, by ID number and by any part of the name', async () => {
    const local = customer.phone.slice(3);
    for (const q of [`0${local}`, local, `+${customer.phone}`, customer.phone, `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`]) {
      expect(ofKind(await found(q), 'customer'), q).toContain(customer.id);
    }
    const named = (await t.db.select({ id: customers.id }).from(customers).where(eq(customers.idNumber, customer.idNumber))).map((c) => c.id);
    expect(ofKind(await found(customer.idNumber), 'customer')).toEqual(expect.arrayContaining(named.slice(0, 5)));
    const part = customer.fullName.split(' ').at(-1)!.slice(1).toUpperCase();
    const byName = await found(part);
    expect(byName.filter((r) => r.kind === 'customer').length).toBeGreaterThan(0);
    for (const r of byName.filter((x) => x.kind === 'customer')) expect(r.title.toUpperCase()).toContain(part);
    const [hit] = (await found(customer.phone)).filter((r) => r.id === customer.id && r.kind === 'customer');
    expect(hit).toMatchObject({ title: customer.fullName, phone: customer.phone, path: `/AdminContent/CustomerServiceSystem/CustomerManage?customer=${customer.id}` });
  });

  it('finds a case by its number and opens its system\'s case list filtered to it', async () => {
    expect(caseRow, 'the demo data has a v1 case').toBeTruthy();
    for (const q of [caseRow.caseNo, caseRow.caseNo.slice(0, -2)]) expect(ofKind(await found(q), 'case'), q).toContain(caseRow.id);
    const [hit] = (await found(caseRow.caseNo)).filter((r) => r.kind === 'case');
    expect(hit.path).toBe(`/AdminContent/${CASE_LIST_SCREENS.v1}?filters[0][field]=caseNo&filters[0][operator]=eq&filters[0][value]=${caseRow.caseNo}`);
  });

  it('finds a bill by its number and a repayment flow by its number or its M-Pesa receipt, each opening its list filtered to it', async () => {
    for (const q of [bill.billNo, bill.billNo.slice(0, -2)]) expect(ofKind(await found(q), 'bill'), q).toContain(bill.id);
    const [billHit] = (await found(bill.billNo)).filter((r) => r.kind === 'bill');
    expect(billHit).toMatchObject({ title: bill.billNo, status: bill.status, path: `/AdminContent/${BILL_SCREEN}?filters[0][field]=billNo&filters[0][operator]=eq&filters[0][value]=${bill.billNo}` });
    for (const q of [flow.flowNo, 'QSR7SEARCH', 'qsr7search']) expect(ofKind(await found(q), 'flow'), q).toContain(flow.id);
    const [flowHit] = (await found('QSR7SEARCH')).filter((r) => r.kind === 'flow');
    expect(flowHit).toMatchObject({ title: `${flow.flowNo} · QSR7SEARCH`, amountCents: 1000, path: `/AdminContent/${FLOW_SCREEN}?filters[0][field]=flowNo&filters[0][operator]=eq&filters[0][value]=${flow.flowNo}` });
    const billsOnly = await tokenWith([viewCode(BILL_SCREEN)]);
    expect(new Set((await found('QSR7SEARCH', billsOnly)).map((r) => r.kind))).toEqual(new Set());
    const [elsewhere] = await t.db.select({ id: merchants.id }).from(merchants).where(ne(merchants.id, order.merchantId)).limit(1);
    const outsider = await tokenWith([viewCode(BILL_SCREEN), viewCode(FLOW_SCREEN)], elsewhere.id);
    expect(await found('QSR7SEARCH', outsider)).toEqual([]);
    expect(ofKind(await found(bill.billNo, outsider), 'bill')).toEqual([]);
  });

  it('finds a refund, a cash transfer and a wallet withdrawal by their whole number, each opening its list', async () => {
    const [adminUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const [refund] = await t.db.insert(refunds).values({
      refundNo: 'RFD20261204SRCH0001', orderId: order.id, merchantId: order.merchantId, phone: order.phone, amountCents: 5_000, channel: 'mpesa',
      receivingAccount: order.phone, applicantId: adminUser.id,
    }).returning();
    const [transfer] = await t.db.insert(cashTransfers).values({
      transferNo: 'TF20261204SRCH0001', merchantId: order.merchantId, fromChannel: 'mpesa', toAccountId: 1, amountCents: 100_000, reason: 'Float top-up', applicantId: adminUser.id,
    }).returning();
    const [withdrawal] = await t.db.insert(walletWithdrawals).values({
      withdrawalNo: 'WD20261204SRCH0001', orderId: order.id, customerId: order.customerId, merchantId: order.merchantId, phone: order.phone, amountCents: 2_500, channel: 'mpesa',
    }).returning();
    const [r] = (await found('rfd20261204srch0001')).filter((x) => x.kind === 'refund');
    expect(r).toMatchObject({ id: refund.id, amountCents: 5_000, path: `/AdminContent/${REFUND_SCREENS[0]}?filters[0][field]=orderNo&filters[0][operator]=eq&filters[0][value]=${order.orderNo}` });
    const [tr] = (await found(transfer.transferNo)).filter((x) => x.kind === 'transfer');
    expect(tr).toMatchObject({ id: transfer.id, path: `/AdminContent/${TRANSFER_SCREENS[0]}?filters[0][field]=transferNo&filters[0][operator]=eq&filters[0][value]=${transfer.transferNo}` });
    const [w] = (await found(withdrawal.withdrawalNo)).filter((x) => x.kind === 'withdrawal');
    expect(w).toMatchObject({ id: withdrawal.id, path: `/AdminContent/${WITHDRAWAL_SCREEN}?filters[0][field]=withdrawalNo&filters[0][operator]=eq&filters[0][value]=${withdrawal.withdrawalNo}` });
    // A start is not enough (these numbers are looked up whole), and the audit list opens a refund for its holders.
    expect(ofKind(await found('RFD20261204SRCH'), 'refund')).toEqual([]);
    const auditor = await tokenWith([viewCode(REFUND_SCREENS[1])]);
    expect((await found(refund.refundNo, auditor)).map((x) => x.path)).toEqual([`/AdminContent/${REFUND_SCREENS[1]}?filters[0][field]=orderNo&filters[0][operator]=eq&filters[0][value]=${order.orderNo}`]);
    const [elsewhere] = await t.db.select({ id: merchants.id }).from(merchants).where(ne(merchants.id, order.merchantId)).limit(1);
    const outsider = await tokenWith([viewCode(REFUND_SCREENS[0]), viewCode(TRANSFER_SCREENS[0]), viewCode(WITHDRAWAL_SCREEN)], elsewhere.id);
    for (const q of [refund.refundNo, transfer.transferNo, withdrawal.withdrawalNo]) expect(await found(q, outsider), q).toEqual([]);
  });

  it('finds staff by username\'s start, by name and by job number', async () => {
    for (const q of [staff.username.slice(0, 7), 'otieno sea', 'JOB7731']) expect(ofKind(await found(q), 'staff'), q).toContain(staff.id);
  });
});

describe('the same rules as everywhere', () => {
  it('a kind is searched only with the view code of the screen it opens in', async () => {
    const none = await tokenWith([viewCode('UserSystem/MultiLanguageConfiguration')]);
    expect(await found(order.orderNo, none)).toEqual([]);
    expect(await found(customer.phone, none)).toEqual([]);
    expect(await found(caseRow.caseNo, none)).toEqual([]);
    expect(await found(staff.username, none)).toEqual([]);
    const customersOnly = await tokenWith([viewCode(CUSTOMER_SCREEN)]);
    expect(new Set((await found(customer.phone, customersOnly)).map((r) => r.kind))).toEqual(new Set(['customer']));
    const ordersOnly = await tokenWith([viewCode(ORDER_OPENING_SCREENS[2])]);
    expect(new Set((await found(order.orderNo, ordersOnly)).map((r) => r.kind))).toEqual(new Set(['order']));
    const staffOnly = await tokenWith([viewCode(STAFF_SCREEN)]);
    expect(ofKind(await found(staff.username, staffOnly), 'staff')).toContain(staff.id);
  });

  it('a merchant-bound user finds no other merchant\'s order, customer or case', async () => {
    const [elsewhere] = await t.db.select({ id: merchants.id }).from(merchants).where(ne(merchants.id, order.merchantId)).limit(1);
    const codes = [viewCode(ORDER_OPENING_SCREENS[2]), viewCode(CUSTOMER_SCREEN), viewCode(CASE_LIST_SCREENS.v1)];
    const outsider = await tokenWith(codes, elsewhere.id);
    expect(ofKind(await found(order.orderNo, outsider), 'order')).toEqual([]);
    expect(ofKind(await found(customer.phone, outsider), 'customer')).not.toContain(customer.id);
    for (const r of await found(order.orderNo.slice(0, 2), outsider)) expect(r.merchantName).not.toBeNull();
    const insider = await tokenWith(codes, order.merchantId);
    expect(ofKind(await found(order.orderNo, insider), 'order')).toEqual([order.id]);
    const [otherCase] = await t.db.select().from(collectionCases).where(ne(collectionCases.merchantId, elsewhere.id)).limit(1);
    if (otherCase) expect(ofKind(await found(otherCase.caseNo, outsider), 'case')).toEqual([]);
  });

  it('a masked user gets masked phones and ID numbers, and no plain phone anywhere in the answer', async () => {
    // A role without the plain-view permission is masked.
    const masked = await tokenWith([viewCode(CUSTOMER_SCREEN), viewCode(STAFF_SCREEN), viewCode(ORDER_OPENING_SCREENS[2])]);
    for (const q of [customer.phone, `0${customer.phone.slice(3)}`, customer.idNumber, customer.fullName.slice(0, 5)]) {
      const res = await search(q, masked);
      expect(res.code).toBe(200);
      expect(JSON.stringify(res.data), q).not.toMatch(/254\d{9}/);
      expect(JSON.stringify(res.data), q).not.toContain(`"${customer.idNumber}"`);
    }
    const hits = (await found(customer.phone, masked)).filter((r) => r.kind === 'customer');
    expect(hits.map((r) => r.id)).toContain(customer.id);
    expect(hits[0].phone).toContain('*');
  });
});

describe('bad input', () => {
  it('answers an empty result for empty, blank, long and SQL-like input, never a 5xx', async () => {
    for (const q of ['', '   ', 'x'.repeat(500), "'; drop table orders; --", '%', '_', '\\', "o'brien", '%%%___', '😀']) {
      const res = await search(q);
      expect(res.code, JSON.stringify(q)).toBe(200);
      if (['', '   ', 'x'.repeat(500)].includes(q)) expect(res.data.records, JSON.stringify(q)).toEqual([]);
    }
    expect((await found('%')).length).toBe(0);
  });

  it('refuses more than 500 characters, and a NUL character, with a translated 400', async () => {
    for (const q of ['x'.repeat(501), 'a\u0000b', '\u0000']) {
      const res = await search(q, admin, 'zh');
      expect(res.code, JSON.stringify(q)).toBe(400);
      expect(res.msg, JSON.stringify(q)).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('needs a session', async () => {
    expect((await t.call('GET', 'search/records', { query: { q: order.orderNo } })).code).toBe(-10);
  });
});
