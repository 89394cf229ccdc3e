/** MyAudit: only the caller's orders, pending review by default, next-call filters and order, the summary, call history, masking. */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCode } from '../../common/routes';
import { formatEatDate, parseEat } from '../../common/time';
import { auditPersonnel, orderFollowRecords, orders } from '../../server/db/schema';
import { lockOrder, transitionOrder } from '../../server/modules/order/order-transition';
import { createRole, createUser } from './fixtures';
import { MINUTE, SECOND, startTestApp, type TestApp } from './harness';
import { apply } from './order-fixtures';

let t: TestApp;
let admin: string;
let me: { id: number; token: string };
let other: { id: number; token: string };
/** My orders: due (next call passed), scheduled later, never called, decided (approved). */
const mine: Record<'due' | 'later' | 'fresh' | 'decided', number> = { due: 0, later: 0, fresh: 0, decided: 0 };
let othersOrder: number;

async function auditor(sensitivePerms: ('viewPlainData')[] = []) {
  const user = await createUser(t.db, (await createRole(t.db, { codes: [viewCode('AuditSystem/MyAudit')], sensitivePerms })).id);
  await t.db.insert(auditPersonnel).values({ userId: user.id });
  return { id: user.id, token: await t.login(user.username) };
}

async function allocatedTo(userId: number) {
  const order = await apply(t);
  await t.db.transaction(async (tx) => {
    const row = await lockOrder(tx, order.orderId);
    await transitionOrder(tx, row!, { action: 'allocate', actor: { userId: null, name: 'test', ip: '127.0.0.1' }, changes: { auditorId: userId, allocatedAt: t.clock.now() } });
  });
  t.clock.advance(SECOND);
  return order.orderId;
}

const list = (query: Record<string, string | number> = {}, token = me.token) => t.call('GET', 'myAudit/list', { token, query });
const ids = async (query: Record<string, string | number> = {}) => (await list(query)).data.records.map((r: { id: number }) => r.id);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  me = await auditor();
  other = await auditor(['viewPlainData']);
  mine.decided = await allocatedTo(me.id);
  mine.fresh = await allocatedTo(me.id);
  mine.later = await allocatedTo(me.id);
  mine.due = await allocatedTo(me.id);
  othersOrder = await allocatedTo(other.id);
  const now = t.clock.now().getTime();
  const endOfToday = (parseEat(formatEatDate(new Date(now))) as Date).getTime() + 24 * 60 * MINUTE;
  await t.db.update(orders).set({ nextCallAt: new Date(now - 5 * MINUTE), callCount: 1, lastActionCode: 'A02' }).where(eq(orders.id, mine.due));
  await t.db.update(orders).set({ nextCallAt: new Date(Math.min(now + MINUTE, endOfToday - SECOND)), callCount: 1, lastActionCode: 'A06' }).where(eq(orders.id, mine.later));
  await t.db.insert(orderFollowRecords).values({ orderId: mine.due, userId: me.id, contactKind: 'self', contactName: 'Applicant', phone: '254711223344', actionCode: 'A02', remark: 'No answer at 10am' });
  await t.db.transaction(async (tx) => {
    const row = await lockOrder(tx, mine.decided);
    await transitionOrder(tx, row!, { action: 'approve', actor: { userId: me.id, name: 'me', ip: '127.0.0.1' }, changes: { auditAt: t.clock.now() } });
  });
});
afterAll(() => t.close());

describe('MyAudit list', () => {
  it('shows only my orders pending review, whatever auditor is asked for', async () => {
    const page = await list({ auditorId: other.id });
    expect(page.code).toBe(200);
    expect(page.data.total).toBe(3);
    expect(page.data.records.every((r: { auditorId: number; status: number }) => r.auditorId === me.id && r.status === 20)).toBe(true);
    expect(page.data.records.map((r: { id: number }) => r.id)).not.toContain(othersOrder);
    expect(await ids({ status: '30,50' })).toEqual([mine.decided]);
    expect(await ids({ status: '10,60' })).toEqual([]);
  });

  it('puts calls due first, then the oldest allocation', async () => {
    expect(await ids()).toEqual([mine.due, mine.fresh, mine.later]);
  });

  it('filters by next call: overdue, or due today', async () => {
    expect(await ids({ nextCallDue: 'overdue' })).toEqual([mine.due]);
    const today = await ids({ nextCallDue: 'today' });
    expect(today).toContain(mine.later);
    expect(today).not.toContain(mine.fresh);
    expect((await list({ nextCallDue: 'someday' })).code).toBe(400);
  });

  it('masks phones for a masked auditor, not for one who may see plain data', async () => {
    const [row] = (await list({ orderNo: (await t.db.select().from(orders).where(eq(orders.id, mine.due)))[0].orderNo })).data.records;
    expect(row.phone).toMatch(/\*{3,}/);
    const plain = (await list({}, other.token)).data.records;
    expect(plain.map((r: { id: number }) => r.id)).toEqual([othersOrder]);
    expect(plain[0].phone).toMatch(/^254\d{9}$/);
  });

  it('needs the MyAudit view code', async () => {
    const none = await t.login((await createUser(t.db, (await createRole(t.db)).id)).username);
    expect((await list({}, none)).code).toBe(403);
    expect((await t.call('GET', 'myAudit/summary', { token: none })).code).toBe(403);
  });
});

describe('MyAudit summary and call history', () => {
  it('counts my pending orders, calls due now and decisions today', async () => {
    expect((await t.call('GET', 'myAudit/summary', { token: me.token })).data).toEqual({ pending: 3, dueCalls: 1, decidedToday: 1 });
    expect((await t.call('GET', 'myAudit/summary', { token: other.token })).data).toEqual({ pending: 1, dueCalls: 0, decidedToday: 0 });
  });

  it('lists the calls of my order, masked, and hides other auditors\' orders', async () => {
    const { data } = await t.call('GET', 'myAudit/follows', { token: me.token, query: { orderId: mine.due } });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ contactKind: 'self', actionCode: 'A02', remark: 'No answer at 10am' });
    expect(data[0].phone).not.toBe('254711223344');
    expect((await t.call('GET', 'myAudit/follows', { token: other.token, query: { orderId: mine.due } })).code).toBe(404);
    expect((await t.call('GET', 'myAudit/follows', { token: admin, query: { orderId: mine.due } })).code).toBe(404);
  });
});

describe('an order re-allocated away', () => {
  it('leaves my queue', async () => {
    await t.db.update(orders).set({ auditorId: other.id }).where(inArray(orders.id, [mine.fresh]));
    expect(await ids()).toEqual([mine.due, mine.later]);
    await t.db.update(orders).set({ auditorId: me.id }).where(inArray(orders.id, [mine.fresh]));
  });
});
