/** The rollups behind list totals must always equal an exact count: through intake, transitions and bulk loads. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterCases, type Samples } from '../../bench/order-filters';
import { formatEatDate } from '../../common/time';
import { queryRows } from '../../server/db/client';
import { bulkLoadOrders } from '../../server/db/seed/bulk-orders';
import { countOrders, exactOrderCountSql, listOrderPage } from '../../server/modules/order/order-list.repository';
import { lockOrder, transitionOrder } from '../../server/modules/order/order-transition';
import { startTestApp, type TestApp } from './harness';
import { apply } from './order-fixtures';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

async function samples(): Promise<Samples> {
  const [row] = await queryRows<Samples>(t.db, sql.raw(`SELECT phone, id_number AS "idNumber", order_no AS "orderNo",
    (SELECT auditor_id FROM orders WHERE auditor_id IS NOT NULL LIMIT 1) AS "auditorId", merchant_id AS "merchantId", product_id AS "productId"
    FROM orders ORDER BY id DESC LIMIT 1`));
  const day = (offset: number) => formatEatDate(new Date(t.clock.now().getTime() - offset * 86_400_000));
  return { ...row, auditorId: row.auditorId ?? 0, recentDay: day(0), weekAgoDay: day(7), monthAgoDay: day(30) };
}

async function expectTotalsExact() {
  for (const c of filterCases(await samples())) {
    const [{ total }] = await queryRows<{ total: string }>(t.db, exactOrderCountSql(c.filter, null));
    const counted = await countOrders(t.db, c.filter, null);
    expect(counted, c.label).toEqual({ total: Number(total), exact: true });
    for (const scope of [[1], [2, 3]]) {
      const [{ total: scoped }] = await queryRows<{ total: string }>(t.db, exactOrderCountSql(c.filter, scope));
      expect((await countOrders(t.db, c.filter, scope)).total, `${c.label} in merchants ${scope}`).toBe(Number(scoped));
    }
  }
}

describe('order list totals', () => {
  it('stay exact through intake and every transition', async () => {
    const auditorId = await t.userId('auditor');
    const results: Awaited<ReturnType<typeof apply>>[] = [];
    for (let i = 0; i < 12; i += 1) results.push(await apply(t, { merchantNo: i % 3 === 0 ? '1502' : '1501', productCode: i % 3 === 0 ? 'HL-14D' : 'JP-14D', change: i % 4 === 0 ? (a) => { a.device.rooted = true; } : undefined }));
    await t.db.transaction(async (tx) => {
      for (const [i, r] of results.filter((x) => x.status === 10).entries()) {
        const order = await lockOrder(tx, r.orderId);
        const allocated = await transitionOrder(tx, order!, { action: 'allocate', actor: { userId: null, name: 'test', ip: '' }, changes: { auditorId } });
        if (i % 2 === 0) await transitionOrder(tx, allocated, { action: i % 4 === 0 ? 'approve' : 'reject', actor: { userId: auditorId, name: 'auditor', ip: '' }, refuseCode: i % 4 === 0 ? null : 'M102', changes: { refuseCode: i % 4 === 0 ? null : 'M102' } });
      }
    });
    await expectTotalsExact();
  });

  it('stay exact after a bulk load, and the page lists the newest first', async () => {
    const indexCount = async () => (await queryRows<{ n: number }>(t.db, sql.raw("SELECT count(*)::int AS n FROM pg_indexes WHERE tablename IN ('orders', 'customers', 'order_steps', 'customer_contacts')")))[0].n;
    const indexesBefore = await indexCount();
    await bulkLoadOrders(t.db, 3_000, t.clock.now().getTime());
    expect(await indexCount()).toBe(indexesBefore);
    await expectTotalsExact();
    const page = await listOrderPage(t.db, {}, null, { current: 1, size: 20 });
    expect(page).toHaveLength(20);
    const times = page.map((r) => r.applyAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers the exact total of any filter on request, within the caller\'s merchants', async () => {
    const admin = await t.login('admin');
    const query = { incomingChannel: 'ussd', promotionChannel: 'tiktok' };
    const [{ total }] = await queryRows<{ total: string }>(t.db, exactOrderCountSql(query, null));
    expect(await t.call('GET', 'orderManagement/exactTotal', { token: admin, query })).toMatchObject({ code: 200, data: { total: Number(total) } });
    const list = await t.call('GET', 'orderManagement/list', { token: admin, query });
    expect(list.data.totalExact ? list.data.total : Number(total)).toBe(Number(total));
  });
});
