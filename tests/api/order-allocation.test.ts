/** OrderAllocation: single, batch, all filtered and automatic allocation, with per-item results and exactly-one-wins concurrency. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FILTERED_BATCH_CAP } from '../../common/lists/filtered-batch';
import { actionCode, viewCode } from '../../common/routes';
import { queryRows } from '../../server/db/client';
import { auditPersonnel, merchants, orders, orderSteps } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { apply } from './order-fixtures';

const SCREEN = 'AuditSystem/OrderAllocation';
let t: TestApp;
let admin: string;
let merchant: Record<string, number>;

/** An auditor of our own, covering the given merchants. */
async function auditor(merchantNos: string[], settings: Partial<typeof auditPersonnel.$inferInsert> = {}) {
  const role = await createRole(t.db, { codes: [viewCode('AuditSystem/MyAudit')] });
  const user = await createUser(t.db, role.id);
  await t.db.insert(auditPersonnel).values({ userId: user.id, merchantIds: merchantNos.map((no) => merchant[no]), ...settings });
  return user;
}

const statusOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const allocate = (body: unknown, token = admin) => t.call('POST', 'orderAllocation/allocate', { token, body });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  merchant = Object.fromEntries((await t.db.select().from(merchants)).map((m) => [m.merchantNo, m.id]));
  // The seeded auditors stay out of automatic allocation, so each test controls who takes part.
  await t.db.update(auditPersonnel).set({ autoAllocation: false });
});
afterAll(async () => { await t.close(); });

describe('manual allocation', () => {
  let ours: { id: number };
  beforeEach(async () => { ours = await auditor(['1501']); });

  it('allocates one order, writing the step and the audit row', async () => {
    const order = await apply(t);
    const res = await allocate({ orderIds: [order.orderId], auditorId: ours.id, action: 'allocate' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ allocated: 1, skipped: 0, results: [{ orderId: order.orderId, outcome: 'allocated' }] });
    expect(await statusOf(order.orderId)).toMatchObject({ status: 20, auditorId: ours.id });
    const steps = await t.db.select().from(orderSteps).where(and(eq(orderSteps.orderId, order.orderId), eq(orderSteps.action, 'allocate')));
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ fromStatus: 10, toStatus: 20, detail: { auditorId: ours.id } });
    const audits = (await t.auditRows('order.allocate')).filter((a) => a.entityId === String(order.orderId));
    expect(audits).toHaveLength(1);
  });

  it('allocates a batch and re-allocates; wrong states and uncovered merchants are per-item refusals', async () => {
    const a = await apply(t);
    const b = await apply(t);
    const other = await apply(t, { merchantNo: '1502', productCode: 'HL-14D' });
    const res = await allocate({ orderIds: [a.orderId, b.orderId, other.orderId], auditorId: ours.id, action: 'allocate' });
    expect(res.data.allocated).toBe(2);
    expect(res.data.results.find((r: { orderId: number }) => r.orderId === other.orderId))
      .toMatchObject({ outcome: 'skipped', reason: 'orderAllocation:reasons.merchantNotCovered' });
    expect((await statusOf(other.orderId)).status).toBe(10);

    const again = await allocate({ orderIds: [a.orderId], auditorId: ours.id, action: 'allocate' });
    expect(again.data.results[0]).toMatchObject({ outcome: 'skipped', reason: 'orderAllocation:reasons.alreadyAllocated' });
    const notYet = await allocate({ orderIds: [other.orderId], auditorId: ours.id, action: 'reallocate' });
    expect(notYet.data.results[0]).toMatchObject({ outcome: 'skipped', reason: 'orderAllocation:reasons.notPendingReview' });

    const second = await auditor(['1501']);
    const moved = await allocate({ orderIds: [a.orderId], auditorId: second.id, action: 'reallocate' });
    expect(moved.data.results[0]).toMatchObject({ outcome: 'reallocated' });
    expect((await statusOf(a.orderId)).auditorId).toBe(second.id);
  });

  it('refuses an auditor who is resting or frozen', async () => {
    const resting = await auditor(['1501'], { workingStatus: 'resting' });
    const order = await apply(t);
    const res = await allocate({ orderIds: [order.orderId], auditorId: resting.id, action: 'allocate' });
    expect(res.code).toBe(400);
    expect((await statusOf(order.orderId)).status).toBe(10);
  });

  it('lets exactly one of two concurrent allocations of the same order win', async () => {
    const other = await auditor(['1501']);
    const order = await apply(t);
    const [x, y] = await Promise.all([
      allocate({ orderIds: [order.orderId], auditorId: ours.id, action: 'allocate' }),
      allocate({ orderIds: [order.orderId], auditorId: other.id, action: 'allocate' }),
    ]);
    const outcomes = [x.data.results[0], y.data.results[0]];
    expect(outcomes.filter((r) => r.outcome === 'allocated')).toHaveLength(1);
    expect(outcomes.filter((r) => r.reason === 'orderAllocation:reasons.alreadyAllocated')).toHaveLength(1);
    const winner = outcomes[0].outcome === 'allocated' ? ours.id : other.id;
    expect((await statusOf(order.orderId)).auditorId).toBe(winner);
    expect(await t.db.select().from(orderSteps).where(and(eq(orderSteps.orderId, order.orderId), eq(orderSteps.action, 'allocate')))).toHaveLength(1);
  });

  it('allocates every filtered order with per-item results once the count confirmed is still the count, and audits the run', async () => {
    const name = `Filtered${Date.now()}`;
    const mine = [await apply(t, { change: (app) => { app.customer.fullName = `${name} One`; } }),
      await apply(t, { change: (app) => { app.customer.fullName = `${name} Two`; } })];
    const filter = { customerName: name };
    const preview = await t.call('GET', 'orderAllocation/allocateFiltered/preview', { token: admin, query: { ...filter, action: 'allocate' } });
    expect(preview.data).toEqual({ count: 2 });
    const body = { filter, auditorId: ours.id, action: 'allocate' };
    const changed = await t.call('POST', 'orderAllocation/allocateFiltered', { token: admin, body: { ...body, expectedCount: 3 } });
    expect(changed).toMatchObject({ code: 409, msg: 'The filter now matches 2 rows, not the 3 you confirmed; check the list and try again.' });
    expect((await statusOf(mine[0].orderId)).status).toBe(10);
    const res = await t.call('POST', 'orderAllocation/allocateFiltered', { token: admin, body: { ...body, expectedCount: 2 } });
    expect(res.data).toMatchObject({ allocated: 2, skipped: 0 });
    expect(res.data.results.map((r: { orderNo: string }) => r.orderNo).sort()).toEqual(mine.map((m) => m.orderNo).sort());
    expect(await t.auditRows('orderAllocation.allocateFiltered')).toHaveLength(1);
  });

  it(`refuses a filter matching more than ${FILTERED_BATCH_CAP} orders as the other screens do, allocating none`, async () => {
    const name = `Capped${Date.now()}`;
    const order = await apply(t, { change: (app) => { app.customer.fullName = name; } });
    // Copies of the order (same customer, to be allocated), written in one statement.
    const columns = (await queryRows<{ name: string }>(t.db, sql`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = 'orders' and column_name not in ('id', 'order_no', 'external_ref')`)).map((r) => sql.identifier(r.name));
    const list = sql.join(columns, sql`, `);
    await queryRows(t.db, sql`insert into orders (order_no, external_ref, ${list})
      select 'CAP' || g || ${order.orderNo}, 'CAP' || g || ${order.orderNo}, ${list} from orders, generate_series(1, ${FILTERED_BATCH_CAP}) g where id = ${order.orderId}`);
    try {
      const filter = { customerName: name };
      const tooMany = 'The filter matches more than 5,000 rows; narrow it and try again.';
      expect(await t.call('GET', 'orderAllocation/allocateFiltered/preview', { token: admin, query: { ...filter, action: 'allocate' } }))
        .toMatchObject({ code: 400, msg: tooMany });
      const zh = await t.call('POST', 'orderAllocation/allocateFiltered', {
        token: admin, language: 'zh', body: { filter, expectedCount: FILTERED_BATCH_CAP, auditorId: ours.id, action: 'allocate' },
      });
      expect(zh).toMatchObject({ code: 400, msg: '筛选结果超过 5,000 条，请缩小筛选范围后重试。' });
      expect(await t.call('POST', 'orderAllocation/autoAllocate', { token: admin, body: { filter } })).toMatchObject({ code: 400, msg: tooMany });
      expect((await statusOf(order.orderId)).status).toBe(10);
    } finally {
      await queryRows(t.db, sql`delete from orders where order_no like 'CAP%'`);
    }
  });

  it('lists only orders to be allocated or pending review', async () => {
    const refused = await apply(t, { change: (app) => { app.customer.birthDate = '2015-01-01'; } });
    expect(refused.status).toBe(40);
    const res = await t.call('GET', 'orderAllocation/list', { token: admin, query: { status: '40,10', size: 100 } });
    const waiting = await t.db.select().from(orders).where(eq(orders.status, 10));
    expect(res.data.records.map((r: { id: number }) => r.id).sort()).toEqual(waiting.map((o) => o.id).sort());
    expect(res.data.total).toBe(waiting.length);
    const all = await t.call('GET', 'orderAllocation/list', { token: admin, query: { size: 100 } });
    expect(all.data.records.map((r: { id: number }) => r.id)).not.toContain(refused.orderId);
    expect(new Set(all.data.records.map((r: { status: number }) => r.status))).toEqual(new Set([10, 20]));
  });
});

describe('automatic allocation', () => {
  it('gives orders only to taking-part, working, covering auditors under their daily limit, least loaded first', async () => {
    await t.db.update(orders).set({ status: 70 }).where(eq(orders.status, 10));
    await t.db.update(auditPersonnel).set({ autoAllocation: false });
    const busy = await auditor(['1502'], { dailyLimit: 1 });
    const light = await auditor(['1502'], { dailyLimit: 10 });
    await auditor(['1502'], { autoAllocation: false });
    await auditor(['1502'], { workingStatus: 'resting' });
    const elsewhere = await auditor(['1503']);
    const first = await apply(t, { merchantNo: '1502', productCode: 'HL-14D' });
    await allocate({ orderIds: [first.orderId], auditorId: busy.id, action: 'allocate' });
    const batch = [];
    for (let i = 0; i < 4; i += 1) batch.push(await apply(t, { merchantNo: '1502', productCode: 'HL-14D' }));
    const orphan = await apply(t, { merchantNo: '1501' });

    const res = await t.call('POST', 'orderAllocation/autoAllocate', { token: admin, body: { filter: {} } });
    expect(res.code).toBe(200);
    expect(res.data.allocated).toBe(4);
    const rows = await t.db.select().from(orders).where(inArray(orders.id, batch.map((b) => b.orderId)));
    expect(rows.every((r) => r.auditorId === light.id && r.status === 20)).toBe(true);
    expect(res.data.results.find((r: { orderId: number }) => r.orderId === orphan.orderId))
      .toMatchObject({ outcome: 'skipped', reason: 'orderAllocation:reasons.noAuditor' });
    expect((await statusOf(orphan.orderId)).auditorId).toBeNull();
    expect(rows.some((r) => r.auditorId === elsewhere.id)).toBe(false);
    expect(await t.auditRows('orderAllocation.autoAllocate')).toHaveLength(1);
  });

  it('spreads orders evenly among equally loaded auditors', async () => {
    await t.db.update(orders).set({ status: 70 }).where(eq(orders.status, 10));
    await t.db.update(auditPersonnel).set({ autoAllocation: false });
    const a = await auditor(['1503']);
    const b = await auditor(['1503']);
    for (let i = 0; i < 4; i += 1) await apply(t, { merchantNo: '1503', productCode: 'SC-21D' });
    const res = await t.call('POST', 'orderAllocation/autoAllocate', { token: admin, body: {} });
    const names = res.data.results.map((r: { auditorName: string }) => r.auditorName);
    const [aName, bName] = await Promise.all([a, b].map(async (u) => u.realName));
    expect(names.filter((n: string) => n === aName)).toHaveLength(2);
    expect(names.filter((n: string) => n === bName)).toHaveLength(2);
  });
});

describe('permissions', () => {
  it('refuses allocation without the operation code', async () => {
    const role = await createRole(t.db, { codes: [viewCode(SCREEN)] });
    const user = await createUser(t.db, role.id);
    const token = await t.login(user.username);
    const order = await apply(t);
    const target = await auditor(['1501']);
    expect((await allocate({ orderIds: [order.orderId], auditorId: target.id, action: 'allocate' }, token)).code).toBe(403);
    expect((await t.call('POST', 'orderAllocation/autoAllocate', { token, body: {} })).code).toBe(403);
    expect((await t.call('GET', 'orderAllocation/list', { token })).code).toBe(200);
    const reallocator = await createUser(t.db, (await createRole(t.db, { codes: [actionCode(SCREEN, 'reallocate')] })).id);
    const onlyRe = await t.login(reallocator.username);
    expect((await allocate({ orderIds: [order.orderId], auditorId: target.id, action: 'allocate' }, onlyRe)).code).toBe(403);
  });
});
