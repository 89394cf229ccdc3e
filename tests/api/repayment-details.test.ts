/** repaymentDetails (v1) and RepaymentDetailsNew (v2): attribution, filters, net totals, masking, codes, export. */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskPhone } from '../../common/masking';
import { eatDay } from '../../common/money/bill-math';
import { actionCode, viewCode } from '../../common/routes';
import { orders } from '../../server/db/schema';
import { seedCollectionBook } from './collection-fixtures';
import { caseRow, collector, hold, pay, rollback } from './collection-day.helpers';
import { createRole, createUser } from './fixtures';
import { DAY, startTestApp, type TestApp } from './harness';

const V1 = 'CollectionSystem/repaymentDetails';
const V2 = 'CollectionSystemNew/RepaymentDetailsNew';
let t: TestApp;
let admin: string;
let a: { id: number; realName: string };
let book: Awaited<ReturnType<typeof seedCollectionBook>>;
let orderNos: string[];
let levels: string[];
let phones: string[];

type Row = { caseNo: string; orderNo: string; amountCents: number; reversed: boolean; collectorName: string | null; agency: string | null; level: string; phone: string };
const list = async (query: Record<string, string | number>, token = admin) => t.call('GET', 'repaymentDetails/list', { token, query: { system: 'v1', ...query } });
const rows = async (query: Record<string, string | number> = {}): Promise<Row[]> => (await list(query)).data.records;
const totals = async (query: Record<string, string | number> = {}) => (await t.call('GET', 'repaymentDetails/summary', { token: admin, query: { system: 'v1', ...query } })).data;

beforeAll(async () => {
  t = await startTestApp();
  book = await seedCollectionBook(t, { overdueDays: [3, 10, 20] });
  admin = await t.login('admin');
  a = await collector(t);
  const [c0, c1, c2] = book.caseIds;
  await hold(t, [c0], { collectorUserId: a.id });
  await hold(t, [c1], { agency: 'Acme Recoveries' });
  await hold(t, [c2], { collectorUserId: a.id, system: 'v2' });
  const first = await pay(t, book.billIds[0], 500_00);
  t.clock.advance(60_000);
  await pay(t, book.billIds[1], 200_00);
  await pay(t, book.billIds[2], 100_00);
  t.clock.advance(60_000);
  await rollback(t, first.flow.id);
  const cases = await Promise.all(book.caseIds.map((id) => caseRow(t, id)));
  levels = cases.map((c) => c.level);
  const orderRows = await t.db.select({ id: orders.id, orderNo: orders.orderNo, phone: orders.phone }).from(orders).where(inArray(orders.id, book.orderIds));
  orderNos = book.orderIds.map((id) => orderRows.find((o) => o.id === id)!.orderNo);
  phones = book.orderIds.map((id) => orderRows.find((o) => o.id === id)!.phone);
}, 180_000);
afterAll(() => t.close());

describe('repayment details', () => {
  it('lists each repayment of the system newest first, attributed to the holder then, reversals as negative rows', async () => {
    const v1 = await rows();
    expect(v1.map((r) => [r.amountCents, r.reversed, r.collectorName ?? r.agency, r.level])).toEqual([
      [-500_00, true, a.realName, levels[0]],
      [200_00, false, 'Acme Recoveries', levels[1]],
      [500_00, false, a.realName, levels[0]],
    ]);
    expect(await totals()).toEqual({ total: 3, totalCents: 200_00 });
    const v2 = (await t.call('GET', 'repaymentDetails/list', { token: admin, query: { system: 'v2' } })).data.records;
    expect(v2.map((r: Row) => r.amountCents)).toEqual([100_00]);
  });

  it('filters by collector, level, merchant, order number prefix and day', async () => {
    expect(await totals({ collectorUserId: a.id })).toEqual({ total: 2, totalCents: 0 });
    expect((await rows({ level: levels[1] })).map((r) => r.amountCents)).toEqual([200_00]);
    expect((await rows({ merchantId: 999_999 }))).toEqual([]);
    expect((await rows({ orderNo: orderNos[1] })).map((r) => r.amountCents)).toEqual([200_00]);
    expect((await rows({ orderNo: orderNos[1].slice(0, -1) })).every((r) => r.orderNo.startsWith(orderNos[1].slice(0, -1)))).toBe(true);
    const today = book.today;
    expect((await totals({ dayFrom: today, dayTo: today })).total).toBe(3);
    const yesterday = eatDay(new Date(t.clock.now().getTime() - DAY));
    expect(await totals({ dayFrom: yesterday, dayTo: yesterday })).toEqual({ total: 0, totalCents: 0 });
    expect((await list({ dayFrom: '2026-02-30' })).code).toBe(400);
  });

  it('masks the customer phone for masked users and needs the screen of the system asked for', async () => {
    const v1Only = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(V1)] })).id)).username);
    const page = await list({}, v1Only);
    expect(page.code).toBe(200);
    expect(page.data.records[0].phone).toBe(maskPhone(phones[0]));
    expect(page.data.records[0].phone).not.toBe(phones[0]);
    expect((await rows())[0].phone).toBe(phones[0]);
    expect((await t.call('GET', 'repaymentDetails/list', { token: v1Only, query: { system: 'v2' } })).code).toBe(403);
    const nobody = await t.login((await createUser(t.db, (await createRole(t.db)).id)).username);
    expect((await list({}, nobody)).code).toBe(403);
    expect((await t.call('GET', 'repaymentDetails/export', { token: v1Only, query: { system: 'v1' } })).code).toBe(403);
  });

  it('exports the filtered rows to xlsx and audits it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hc/web/repaymentDetails/export?system=v1', headers: { authorization: `Bearer ${admin}` } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-export-rows']).toBe('3');
    expect((await t.auditRows('repaymentDetails.export')).at(-1)?.after).toMatchObject({ rows: 3 });
    expect(actionCode(V2, 'export')).toBe('CollectionSystemNew:RepaymentDetailsNew:export');
  });
});
