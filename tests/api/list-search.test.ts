/**
 * Search and sort on the order and money lists (issue 10): names anywhere and in any case, order, bill and
 * flow numbers by their start, every way a phone is typed, the sortable columns both ways, and a column
 * that cannot be sorted answered 400 with its message. Expectations come from the rows in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SORTABLE } from '../../common/orders/order-query';
import { BILL_SORTABLE, FLOW_SORTABLE, LOAN_SORTABLE } from '../../common/money/repay-lists';
import { bills, orders, repayFlows } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { applyRepayment } from '../../server/modules/repay/apply-repayment';
import { disbursedLoan } from './money-fixtures';
import { apply } from './order-fixtures';

type OrderRow = typeof orders.$inferSelect;
type Query = Record<string, string | number>;
let t: TestApp;
let admin: string;
let kamau: OrderRow;
let loan: Awaited<ReturnType<typeof disbursedLoan>>;
let other: Awaited<ReturnType<typeof disbursedLoan>>;

/** A number nobody else in the book has: 254 7 then eight digits from the time. */
const uniquePhone = (n: number) => `2547${String(Date.now() % 100_000_000).padStart(8, '0').slice(0, 6)}${String(n).padStart(2, '0')}`;
const phone = uniquePhone(1);
const loanPhone = uniquePhone(2);

const get = (url: string, query: Query, language = 'en') => t.call('GET', url, { token: admin, query, language });
const ids = (res: { data: { records: { id: number }[] } }) => res.data.records.map((r) => r.id);
const orderIds = (res: { data: { records: { orderId: number }[] } }) => res.data.records.map((r) => r.orderId);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const allOrders = () => t.db.select().from(orders);

/** Every way a person types this stored 254… number. */
function typedForms(stored: string): string[] {
  const local = stored.slice(3);
  return [`0${local}`, local, stored, `+${stored}`, `+254 ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`,
    `0${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}`];
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const placed = await apply(t, { change: (a) => { a.customer.fullName = 'John Kamau Mwangi'; a.customer.phone = phone; } });
  await apply(t, { change: (a) => { a.customer.fullName = 'Kamaul Otieno Njoroge'; } });
  kamau = (await allOrders()).find((o) => o.id === placed.orderId)!;
  loan = await disbursedLoan(t, { change: (a) => { a.customer.fullName = 'Grace Wairimu Xylophone'; a.customer.phone = loanPhone; a.loanAmountCents = 2_900_00; } });
  other = await disbursedLoan(t, { change: (a) => { a.loanAmountCents = 1_100_00; } });
});
afterAll(async () => { await t.close(); });

describe('order lists', () => {
  const list = (query: Query, language?: string) => get('orderManagement/list', { size: 100, ...query }, language);

  /** The list answers exactly the orders the predicate picks. */
  async function expectOrders(query: Query, pick: (o: OrderRow) => boolean) {
    const expected = sorted((await allOrders()).filter(pick).map((o) => o.id));
    expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
    const res = await list(query);
    expect(res.code, res.msg).toBe(200);
    expect(sorted(ids(res))).toEqual(expected);
    expect(res.data.total).toBe(expected.length);
  }

  it('find a name from the middle, in any case, on every order list', async () => {
    const hasKamau = (o: OrderRow) => o.customerName.toLowerCase().includes('kamau');
    for (const typed of ['Kamau', 'kAmAu', 'AMAU MWA']) {
      await expectOrders({ customerName: typed }, (o) => o.customerName.toLowerCase().includes(typed.toLowerCase()));
    }
    await expectOrders({ customerName: 'Kamau' }, hasKamau);
    expect(ids(await list({ customerName: 'kamau' }))).toContain(kamau.id);
    expect(ids(await get('orderAllocation/list', { customerName: 'kamau mwangi', size: 100 }))).toContain(kamau.id);
    expect(ids(await get('orderManagementAbridgment/list', { customerName: 'KAMAU', size: 100 }))).toContain(kamau.id);
  });

  it('take % and _ literally, and match one or two characters at the start of the name', async () => {
    expect((await list({ customerName: 'K_mau' })).data.total).toBe(0);
    expect((await list({ customerName: '%%%' })).data.total).toBe(0);
    await expectOrders({ customerName: 'jo' }, (o) => o.customerName.toLowerCase().startsWith('jo'));
  });

  it('find order numbers by their start', async () => {
    const prefix = kamau.orderNo.slice(0, -1);
    await expectOrders({ orderNo: prefix }, (o) => o.orderNo.startsWith(prefix));
    await expectOrders({ orderNo: kamau.orderNo }, (o) => o.orderNo.startsWith(kamau.orderNo));
    expect(ids(await list({ orderNo: kamau.orderNo.slice(0, 6) }))).toContain(kamau.id);
    expect((await list({ orderNo: `${kamau.orderNo.slice(0, 4)}%` })).data.total).toBe(0);
  });

  it('find the customer by the phone typed as 07…, 7…, 254…, +254…, with spaces or dashes', async () => {
    for (const typed of typedForms(phone)) await expectOrders({ phone: typed }, (o) => o.phone === phone);
    for (const typed of typedForms(phone)) expect(ids(await get('orderAllocation/list', { phone: typed })), typed).toContain(kamau.id);
  });

  it('refuse a phone that is not a number, with the phone message', async () => {
    const res = await list({ phone: '0721' });
    expect(res.code).toBe(400);
    expect(res.msg).toBe('Phone format error, eg: 254123456789');
  });

  it('sort by each sortable column, ascending and descending, as antd and Refine send it', async () => {
    const all = await allOrders();
    const value = { applyAt: (o: OrderRow) => o.applyAt.getTime(), lendingAt: (o: OrderRow) => o.lendingAt?.getTime() ?? null, loanAmountCents: (o: OrderRow) => o.loanAmountCents };
    for (const field of ORDER_SORTABLE) {
      for (const [sortOrder, direction] of [['ascend', 1], ['descend', -1], ['asc', 1], ['desc', -1]] as const) {
        // Orders never lent come last either way; equal values by id in the same direction.
        const expected = [...all].sort((a, b) => {
          const [x, y] = [value[field](a), value[field](b)];
          if (x === null || y === null) return x === y ? direction * (a.id - b.id) : x === null ? 1 : -1;
          return x === y ? direction * (a.id - b.id) : direction * (x - y);
        }).slice(0, 20).map((o) => o.id);
        const res = await list({ sortField: field, sortOrder, size: 20 });
        expect(res.code, res.msg).toBe(200);
        expect(ids(res), `${field} ${sortOrder}`).toEqual(expected);
      }
    }
    // A sort leaves the total alone.
    expect((await list({ sortField: 'loanAmountCents', sortOrder: 'ascend' })).data.total).toBe((await list({})).data.total);
  });

  it('answer a column that cannot be sorted with a translated 400', async () => {
    const res = await list({ sortField: 'customerName', sortOrder: 'ascend' });
    expect(res.code).toBe(400);
    expect(res.msg).toBe('This column cannot be sorted.');
    expect((await list({ sortField: 'phone' }, 'zh')).msg).toBe('该列不支持排序。');
    expect((await list({ sortField: 'applyAt', sortOrder: 'sideways' })).msg).toBe('Sort order must be ascending or descending.');
    expect((await get('orderAllocation/list', { sortField: 'customerName' })).code).toBe(400);
  });
});

describe('money lists', () => {
  it('find bills and loans by a name from the middle, in any case', async () => {
    for (const typed of ['Wairimu', 'xyloPHONE', 'rimu xylo']) {
      const billRes = await get('rePayManage/bills', { customerName: typed, size: 100 });
      expect(billRes.code, billRes.msg).toBe(200);
      expect(ids(billRes), typed).toEqual(expect.arrayContaining(loan.bills.map((b) => b.id)));
      expect(billRes.data.records.every((r: { customerName: string }) => r.customerName.toLowerCase().includes(typed.toLowerCase()))).toBe(true);
      expect(orderIds(await get('rePayManage/orders', { customerName: typed, size: 100 })), typed).toContain(loan.orderId);
      expect(ids(await get('payManage/list', { customerName: typed, size: 100 })), typed).toContain(loan.orderId);
    }
    expect((await get('rePayManage/bills', { customerName: 'W_irimu' })).data.total).toBe(0);
  });

  it('find order, bill and flow numbers by their start', async () => {
    const prefix = loan.orderNo.slice(0, -1);
    const expectedBills = (await t.db.select().from(bills)).filter((b) => b.billNo.startsWith(`${prefix}`));
    const byOrderNo = await get('rePayManage/bills', { orderNo: prefix, size: 100 });
    expect(sorted(ids(byOrderNo))).toEqual(sorted(expectedBills.map((b) => b.id)));
    const billPrefix = `${loan.orderNo}-`;
    expect(sorted(ids(await get('rePayManage/bills', { billNo: billPrefix, size: 100 })))).toEqual(sorted(loan.bills.map((b) => b.id)));
    expect(orderIds(await get('rePayManage/orders', { orderNo: prefix, size: 100 }))).toContain(loan.orderId);

    const { flow } = await t.db.transaction((tx) => applyRepayment(tx, {
      billId: loan.bills[0].id, repayType: 'partial', amountCents: 10_00, paymentChannel: 'mpesa', paymentCode: `QKSEARCH${loan.orderId}`,
      source: 'manual', repaidAt: t.clock.now(), actorUserId: null, now: t.clock.now(),
    }));
    const flows = await t.db.select().from(repayFlows);
    const flowPrefix = flow.flowNo.slice(0, -2);
    const res = await get('rePayManage/flows', { flowNo: flowPrefix, size: 100 });
    expect(res.code, res.msg).toBe(200);
    expect(sorted(ids(res))).toEqual(sorted(flows.filter((f) => f.flowNo.startsWith(flowPrefix)).map((f) => f.id)));
    expect(ids(await get('rePayManage/flows', { orderNo: prefix, size: 100 }))).toContain(flow.id);
    // The rollback dialog still finds one flow by its whole number.
    expect((await get('rePayManage/flowByNo', { flowNo: flow.flowNo })).data.id).toBe(flow.id);
  });

  it('find the customer by the phone in every typed form', async () => {
    for (const typed of typedForms(loanPhone)) {
      expect(sorted(ids(await get('rePayManage/bills', { phone: typed, size: 100 }))), typed).toEqual(sorted(loan.bills.map((b) => b.id)));
      expect(orderIds(await get('rePayManage/orders', { phone: typed })), typed).toEqual([loan.orderId]);
      expect(ids(await get('payManage/list', { phone: typed })), typed).toEqual([loan.orderId]);
      expect((await get('refund/list', { phone: typed })).code, typed).toBe(200);
      expect((await get('wallet/list', { phone: typed })).code, typed).toBe(200);
    }
    for (const url of ['rePayManage/bills', 'rePayManage/orders', 'payManage/list', 'refund/list', 'wallet/list']) {
      const res = await get(url, { phone: '07-21' });
      expect(res.code, url).toBe(400);
      expect(res.msg, url).toBe('Phone format error, eg: 254123456789');
    }
  });

  it('sort loans by amount and lending time, bills by due day, flows by amount and repaid time, both ways', async () => {
    for (const [sortOrder, direction] of [['ascend', 1], ['descend', -1]] as const) {
      const monotonic = (values: number[]) => values.every((v, i) => i === 0 || direction * (v - values[i - 1]) >= 0);
      const loans = await get('rePayManage/orders', { sortField: 'loanAmountCents', sortOrder, size: 100 });
      expect(loans.code, loans.msg).toBe(200);
      const amounts = loans.data.records.map((r: { loanAmountCents: number }) => r.loanAmountCents);
      expect(monotonic(amounts), `loans ${sortOrder} ${amounts}`).toBe(true);
      expect(orderIds(loans)).toEqual(expect.arrayContaining([loan.orderId, other.orderId]));
      const lent = await get('rePayManage/orders', { sortField: 'lendingAt', sortOrder, size: 100 });
      expect(monotonic(lent.data.records.map((r: { lendingAt: string }) => Date.parse(r.lendingAt)))).toBe(true);
      const due = await get('rePayManage/bills', { sortField: 'dueDay', sortOrder, size: 100 });
      expect(due.code, due.msg).toBe(200);
      expect(monotonic(due.data.records.map((r: { dueDay: string }) => Date.parse(r.dueDay)))).toBe(true);
      for (const field of FLOW_SORTABLE) {
        const res = await get('rePayManage/flows', { sortField: field, sortOrder, size: 100 });
        expect(res.code, res.msg).toBe(200);
        const values = res.data.records.map((r: { amountCents: number; repaidAt: string }) => (field === 'amountCents' ? r.amountCents : Date.parse(r.repaidAt)));
        expect(monotonic(values), `flows ${field} ${sortOrder}`).toBe(true);
      }
    }
    const ascending = orderIds(await get('rePayManage/orders', { sortField: 'loanAmountCents', sortOrder: 'ascend', size: 100 }));
    expect(ascending.indexOf(other.orderId)).toBeLessThan(ascending.indexOf(loan.orderId));
    expect(LOAN_SORTABLE).toContain('loanAmountCents');
    expect(BILL_SORTABLE).toContain('dueDay');
  });

  it('answer a column a money list cannot sort with a translated 400', async () => {
    for (const [url, field] of [['rePayManage/bills', 'customerName'], ['rePayManage/orders', 'phone'], ['rePayManage/flows', 'flowNo']]) {
      const res = await get(url, { sortField: field, sortOrder: 'ascend' });
      expect(res.code, url).toBe(400);
      expect(res.msg, url).toBe('This column cannot be sorted.');
    }
    expect((await get('rePayManage/bills', { sortField: 'overdueDays' }, 'zh')).msg).toBe('该列不支持排序。');
  });
});
