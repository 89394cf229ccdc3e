import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { orders, orderSteps } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { apply } from './order-fixtures';
import { approvalRejected, machineRefused, pendingReview, scopeUserTo } from './order-states';

const SCREEN = 'AuditSystem/MachineReviewRetrieval';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t.close(); });

const check = (orderNos: string, target: number, token = admin) => t.call('POST', 'orderSalvage/check', { token, body: { orderNos, target } });
const retrieve = (orderNos: string, target: number, reason = 'Customer called back with documents', token = admin) =>
  t.call('POST', 'orderSalvage/retrieve', { token, body: { orderNos, target, reason } });
const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const lastStep = async (orderId: number) => (await t.db.select().from(orderSteps).where(eq(orderSteps.orderId, orderId)).orderBy(desc(orderSteps.id)).limit(1))[0];

async function userWith(codes: string[], merchantNo?: string) {
  const role = await createRole(t.db, { codes });
  const user = await createUser(t.db, role.id);
  if (merchantNo) await scopeUserTo(t, user.id, merchantNo);
  return t.login(user.username);
}

describe('machine-review retrieval: reading the order numbers', () => {
  it('splits on commas, new lines and spaces, trims and drops repeats', async () => {
    const a = await machineRefused(t);
    const b = await machineRefused(t);
    const res = await check(` ${a.orderNo},${b.orderNo}\n${a.orderNo}   ${b.orderNo} ,, `, 10);
    expect(res.code).toBe(200);
    expect(res.data.items.map((i: { orderNo: string }) => i.orderNo)).toEqual([a.orderNo, b.orderNo]);
    expect(res.data).toMatchObject({ duplicates: 2, retrievable: 2, target: 10 });
  });

  it('refuses text that is not order numbers, an empty list, too many numbers and an unknown target', async () => {
    expect(await check('1501261121000001, abc, 12', 10)).toMatchObject({ code: 400, msg: 'These do not look like order numbers: abc, 12' });
    expect(await check(' , \n ', 10)).toMatchObject({ code: 400, msg: 'Please complete!' });
    const many = Array.from({ length: 501 }, (_, i) => String(150126112100000 + i)).join(',');
    expect(await check(many, 10)).toMatchObject({ code: 400, msg: 'The limit has been exceeded. At most 500 order numbers per request.' });
    expect(await check('150126112100000', 30)).toMatchObject({ code: 400, msg: 'Choose a state the orders can go back to.' });
    expect(await retrieve('150126112100000', 10, '  ')).toMatchObject({ code: 400, msg: 'Please complete!' });
  });
});

describe('machine-review retrieval: check', () => {
  it('says for each order whether it can go back and why not', async () => {
    const refused = await machineRefused(t);
    const fresh = await apply(t);
    const rejected = await approvalRejected(t);
    const res = await check([refused.orderNo, fresh.orderNo, rejected.orderNo, '150199123199999'].join(','), 20);
    expect(res.data.items).toMatchObject([
      { orderNo: refused.orderNo, retrievable: false, refusal: 'illegalState', status: 40 },
      { orderNo: fresh.orderNo, retrievable: false, refusal: 'illegalState', status: 10 },
      { orderNo: rejected.orderNo, retrievable: true, refusal: null, status: 50, auditorName: 'Brian Otieno', merchantName: expect.any(String) },
      { orderNo: '150199123199999', retrievable: false, refusal: 'notFound', orderId: null },
    ]);
    expect(res.data.retrievable).toBe(1);
    const toAllocation = await check([refused.orderNo, fresh.orderNo].join(','), 10);
    expect(toAllocation.data.items.map((i: { refusal: string | null }) => i.refusal)).toEqual([null, 'illegalState']);
  });

  it('refuses sending an order that was never allocated back to review: there is no auditor', async () => {
    const refused = await machineRefused(t);
    // Machine-refused orders may go to review only through allocation; give it a state that allows retrieveToReview.
    await t.db.update(orders).set({ status: 50 }).where(eq(orders.id, refused.orderId));
    const res = await check(refused.orderNo, 20);
    expect(res.data.items[0]).toMatchObject({ retrievable: false, refusal: 'noAuditor' });
  });

  it('answers "No retrievable orders" when none can go back, and the retrieval changes nothing', async () => {
    const fresh = await apply(t);
    const res = await check(fresh.orderNo, 10);
    expect(res.data).toMatchObject({ retrievable: 0 });
    expect(await retrieve(fresh.orderNo, 10)).toMatchObject({ code: 409, msg: 'No retrievable orders.' });
    expect((await orderOf(fresh.orderId)).status).toBe(10);
  });

  it('hides orders of merchants outside the user\'s scope', async () => {
    const other = await machineRefused(t, { merchantNo: '1502', productCode: 'HL-14D' });
    const own = await machineRefused(t);
    const scoped = await userWith([viewCode(SCREEN), actionCode(SCREEN, 'retrieve')], '1501');
    const res = await check(`${other.orderNo},${own.orderNo}`, 10, scoped);
    expect(res.data.items).toMatchObject([
      { orderNo: other.orderNo, retrievable: false, refusal: 'outOfScope', orderId: null, customerName: null, status: null },
      { orderNo: own.orderNo, retrievable: true },
    ]);
    const done = await retrieve(`${other.orderNo},${own.orderNo}`, 10, 'Scoped retrieval', scoped);
    expect(done.data).toMatchObject({ retrieved: 1 });
    expect((await orderOf(other.orderId)).status).toBe(40);
    expect((await orderOf(own.orderId)).status).toBe(10);
  });
});

describe('machine-review retrieval: retrieve', () => {
  it('sends refused, rejected and pending orders back to be allocated, clearing auditor and refuse code, with a step each', async () => {
    const refused = await machineRefused(t);
    const rejected = await approvalRejected(t);
    const pending = await pendingReview(t);
    const fresh = await apply(t);
    const res = await retrieve([refused.orderNo, rejected.orderNo, pending.orderNo, fresh.orderNo].join(', '), 10, 'Rule R100 was lifted');
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ retrieved: 3, retrievable: 3 });
    expect(res.data.items.map((i: { status: number }) => i.status)).toEqual([10, 10, 10, 10]);
    expect(res.data.items[3]).toMatchObject({ retrievable: false, refusal: 'illegalState' });
    for (const { orderId } of [refused, rejected, pending]) {
      expect(await orderOf(orderId)).toMatchObject({ status: 10, auditorId: null, allocatedAt: null, refuseCode: null });
    }
    expect(await lastStep(rejected.orderId)).toMatchObject({
      action: 'retrieveToAllocation', fromStatus: 50, toStatus: 10, reason: 'Rule R100 was lifted', actorName: 'Grace Wanjiku',
    });
    expect(await lastStep(refused.orderId)).toMatchObject({ action: 'retrieveToAllocation', fromStatus: 40 });
    const audits = await t.auditRows('order.retrieveToAllocation');
    expect(audits.map((a) => Number(a.entityId))).toEqual(expect.arrayContaining([refused.orderId, rejected.orderId, pending.orderId]));
  });

  it('sends a rejected order back to review with the auditor who had it', async () => {
    const rejected = await approvalRejected(t);
    const res = await retrieve(rejected.orderNo, 20, 'Second look asked by the branch');
    expect(res.data.items[0]).toMatchObject({ status: 20, auditorName: 'Brian Otieno' });
    expect(await orderOf(rejected.orderId)).toMatchObject({ status: 20, auditorId: rejected.auditorId, refuseCode: null });
    expect(await lastStep(rejected.orderId)).toMatchObject({ action: 'retrieveToReview', fromStatus: 50, toStatus: 20, reason: 'Second look asked by the branch' });
  });

  it('retrieves all the orders in one transaction: a failure on one leaves every order as it was', async () => {
    const first = await machineRefused(t);
    const second = await machineRefused(t);
    await t.db.execute(`create function fail_second_step() returns trigger language plpgsql as $$
      begin if new.order_id = ${second.orderId} then raise exception 'step refused'; end if; return new; end $$`);
    await t.db.execute('create trigger fail_second_step before insert on order_steps for each row execute function fail_second_step()');
    try {
      await expect(retrieve(`${first.orderNo},${second.orderNo}`, 10)).rejects.toThrow(/500/);
    } finally {
      await t.db.execute('drop trigger fail_second_step on order_steps');
      await t.db.execute('drop function fail_second_step()');
    }
    expect((await orderOf(first.orderId)).status).toBe(40);
    const steps = await t.db.select().from(orderSteps).where(and(inArray(orderSteps.orderId, [first.orderId, second.orderId]), eq(orderSteps.action, 'retrieveToAllocation')));
    expect(steps).toHaveLength(0);
  });

  it('lists past retrievals newest first: who, when, order, from, to and why', async () => {
    const rejected = await approvalRejected(t);
    await retrieve(rejected.orderNo, 20, 'Listed retrieval');
    const res = await t.call('GET', 'orderSalvage/list', { token: admin, query: { current: 1, size: 5 } });
    expect(res.data.total).toBeGreaterThanOrEqual(5);
    expect(res.data.records).toHaveLength(5);
    expect(res.data.records[0]).toMatchObject({
      orderNo: rejected.orderNo, action: 'retrieveToReview', fromStatus: 50, toStatus: 20, reason: 'Listed retrieval', actorName: 'Grace Wanjiku',
    });
    const times = res.data.records.map((r: { at: string }) => new Date(r.at).getTime());
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const one = await t.call('GET', 'orderSalvage/list', { token: admin, query: { orderNo: rejected.orderNo } });
    expect(one.data).toMatchObject({ total: 1 });
    const scoped = await userWith([viewCode(SCREEN)], '1502');
    const theirs = await t.call('GET', 'orderSalvage/list', { token: scoped });
    expect(theirs.data.records.every((r: { orderNo: string }) => r.orderNo.startsWith('1502'))).toBe(true);
  });

  it('needs the screen\'s codes: viewing to check and list, the retrieve button to retrieve', async () => {
    const refused = await machineRefused(t);
    const nobody = await userWith([]);
    expect(await check(refused.orderNo, 10, nobody)).toMatchObject({ code: 403 });
    expect(await t.call('GET', 'orderSalvage/list', { token: nobody })).toMatchObject({ code: 403 });
    const viewer = await userWith([viewCode(SCREEN)]);
    expect(await check(refused.orderNo, 10, viewer)).toMatchObject({ code: 200 });
    expect(await retrieve(refused.orderNo, 10, 'no button', viewer)).toMatchObject({ code: 403 });
    expect((await orderOf(refused.orderId)).status).toBe(40);
  });
});
