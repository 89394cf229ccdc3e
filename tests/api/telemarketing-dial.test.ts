/**
 * Dial tasks and attribution (issue 15): a manager assigns list entries to working telemarketers, a telemarketer
 * sees and works only their own tasks (masked phones), follows up with an intent and calls through the call flow;
 * MyIncoming and MyLoan credit registrations, applications and loans to the first or last touch within the
 * merchant's window and channels.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { callLogs, telemarketingBlacklist, telemarketingListEntries, tmDialTasks, tmInboundConfigs, tmPersonnel, tmTouches } from '../../server/db/schema';
import { DAY, HOUR, startTestApp, type TestApp } from './harness';
import { disbursedLoan } from './money-fixtures';
import { firstMerchant, managerCodes, newCustomer, newEntries, staff, telemarketerCodes } from './telemarketing-work.helpers';

let t: TestApp;
let merchantId: number;
let manager: { id: number; token: string };
let tmA: { id: number; token: string };
let tmB: { id: number; token: string };
let entries: Awaited<ReturnType<typeof newEntries>>;

beforeAll(async () => {
  t = await startTestApp();
  merchantId = await firstMerchant(t);
  manager = await staff(t, managerCodes, { plain: true });
  tmA = await staff(t, telemarketerCodes, { telemarketer: true });
  tmB = await staff(t, telemarketerCodes, { telemarketer: true });
  entries = await newEntries(t, merchantId, 3);
});
afterAll(async () => { await t?.close(); });

const list = (token: string, query: Record<string, string | number> = {}) => t.call('GET', 'dialTask/list', { token, query: { size: 100, ...query } });
const mine = (res: { data: { records: { entryId: number }[] } }) => res.data.records.map((r) => r.entryId).filter((id) => entries.some((e) => e.id === id));

describe('assignment', () => {
  it('is refused to a telemarketer and to a resting telemarketer', async () => {
    expect((await t.call('POST', 'dialTask/assign', { token: tmA.token, body: { userId: tmA.id, entryIds: [entries[0].id] } })).code).toBe(403);
    await t.db.update(tmPersonnel).set({ workingStatus: 'resting' }).where(eq(tmPersonnel.userId, tmB.id));
    const res = await t.call('POST', 'dialTask/assign', { token: manager.token, body: { userId: tmB.id, entryIds: [entries[2].id] } });
    expect(res).toMatchObject({ code: 409, msg: 'This telemarketer is resting and receives no tasks' });
    await t.db.update(tmPersonnel).set({ workingStatus: 'working' }).where(eq(tmPersonnel.userId, tmB.id));
  });

  it('gives entries to telemarketers shown on the tree by department', async () => {
    expect((await t.call('POST', 'dialTask/assign', { token: manager.token, body: { userId: tmA.id, entryIds: [entries[0].id, entries[1].id] } })).data).toEqual({ assigned: 2 });
    expect((await t.call('POST', 'dialTask/assign', { token: manager.token, body: { userId: tmB.id, entryIds: [entries[2].id] } })).data).toEqual({ assigned: 1 });
    const tree = (await t.call('GET', 'dialTask/telemarketerTree', { token: manager.token })).data as { telemarketers: { userId: number; openTasks: number }[] }[];
    const people = tree.flatMap((d) => d.telemarketers);
    expect(people.find((p) => p.userId === tmA.id)).toMatchObject({ openTasks: 2 });
  });
});

describe('abandon by rule', () => {
  const follow = (entryId: number, intent: string) => t.call('POST', 'dialTask/followUp', { token: tmA.token, body: { entryId, intent } });
  const entryOf = async (id: number) => (await t.db.select().from(telemarketingListEntries).where(eq(telemarketingListEntries.id, id)))[0];
  const taskOf = async (id: number) => (await t.db.select().from(tmDialTasks).where(eq(tmDialTasks.entryId, id)))[0];

  it('abandons a number not connected three times in a row, ends its task, and lets a recycled entry be assigned again', async () => {
    const [x, y] = await newEntries(t, merchantId, 2);
    expect((await t.call('POST', 'dialTask/assign', { token: manager.token, body: { userId: tmA.id, entryIds: [x.id, y.id] } })).data).toEqual({ assigned: 2 });
    // A connected call in between starts the count again.
    for (const intent of ['notConnected', 'notConnected', 'unclear', 'notConnected', 'notConnected']) {
      expect((await follow(x.id, intent)).data).toMatchObject({ abandonedFor: null });
    }
    expect((await entryOf(x.id)).listState).toBe('active');
    expect((await follow(x.id, 'notConnected')).data).toMatchObject({ abandonedFor: 'unreachable', followCount: 6 });
    expect(await entryOf(x.id)).toMatchObject({ listState: 'abandoned', abandonReason: 'unreachable', abandonedBy: null, assignedUserId: null });
    expect(await taskOf(x.id)).toBeUndefined();
    expect(mine(await list(tmA.token))).not.toContain(x.id);
    expect((await follow(x.id, 'willing')).code).toBe(404);
    expect((await t.auditRows('telemarketingList.abandonByRule')).at(-1)).toMatchObject({ entityId: String(x.id) });

    // Recycled, it is back in the library and can be assigned again.
    const recycler = await staff(t, [actionCode('TelemarketingSystem/AbandonedListLibraryManagement', 'recycle'), viewCode('TelemarketingSystem/AbandonedListLibraryManagement')]);
    expect((await t.call('POST', 'telemarketingList/recycle', { token: recycler.token, body: { ids: [x.id] } })).code).toBe(200);
    expect(await entryOf(x.id)).toMatchObject({ listState: 'active', recycleCount: 1 });
    expect((await t.call('POST', 'dialTask/assign', { token: manager.token, body: { userId: tmA.id, entryIds: [x.id] } })).data).toEqual({ assigned: 1 });
    expect(await taskOf(x.id)).toMatchObject({ userId: tmA.id, followCount: 0 });

    // A faulty number goes at once.
    expect((await follow(y.id, 'numberFault')).data).toMatchObject({ abandonedFor: 'wrongNumber' });
    expect(await entryOf(y.id)).toMatchObject({ listState: 'abandoned', abandonReason: 'wrongNumber' });
  });
});

describe('working the tasks', () => {
  it('shows a telemarketer only their own tasks, phones masked; a manager all of them, plain', async () => {
    const a = await list(tmA.token);
    expect(mine(a).sort()).toEqual([entries[0].id, entries[1].id].sort());
    expect(a.data.records[0].phone).toMatch(/^2547\*+\d{3}$/);
    const m = await list(manager.token);
    expect(mine(m)).toHaveLength(3);
    expect(m.data.records.find((r: { entryId: number }) => r.entryId === entries[0].id).phone).toBe(entries[0].phone);
    expect(mine(await list(manager.token, { userId: tmB.id }))).toEqual([entries[2].id]);
  });

  it('records a follow-up with intent and next call time, only on the caller\'s own task', async () => {
    const nextCallAt = new Date(t.clock.now().getTime() + DAY).toISOString();
    const past = await t.call('POST', 'dialTask/followUp', { token: tmA.token, body: { entryId: entries[0].id, intent: 'willing', nextCallAt: new Date(t.clock.now().getTime() - HOUR).toISOString() } });
    expect(past.code).toBe(400);
    expect((await t.call('POST', 'dialTask/followUp', { token: tmB.token, body: { entryId: entries[0].id, intent: 'willing' } })).code).toBe(404);
    const res = await t.call('POST', 'dialTask/followUp', { token: tmA.token, body: { entryId: entries[0].id, intent: 'willing', nextCallAt, remark: 'Call after payday' } });
    expect(res.data).toMatchObject({ followStatus: 'followed', intent: 'willing', followCount: 1 });
    const followed = await list(tmA.token, { followStatus: 'followed' });
    expect(mine(followed)).toEqual([entries[0].id]);
    expect(mine(await list(tmA.token, { intent: 'unwilling' }))).toEqual([]);
    const history = await t.call('GET', 'dialTask/followUps', { token: tmA.token, query: { entryId: entries[0].id } });
    expect(history.data[0]).toMatchObject({ intent: 'willing', remark: 'Call after payday' });
  });

  it('calls through the call centre without sending the number, and logs the call and the touch', async () => {
    expect((await t.call('POST', 'dialTask/call', { token: tmB.token, body: { entryId: entries[0].id } })).code).toBe(404);
    const res = await t.call('POST', 'dialTask/call', { token: tmA.token, body: { entryId: entries[0].id } });
    expect(res.data).toMatchObject({ via: 'callCentre' });
    expect(JSON.stringify(res.data)).not.toContain(entries[0].phone);
    const [log] = await t.db.select().from(callLogs).where(eq(callLogs.id, res.data.callLogId));
    expect(log).toMatchObject({ userId: tmA.id, phone: entries[0].phone, orderId: null });
    const touches = await t.db.select().from(tmTouches).where(and(eq(tmTouches.userId, tmA.id), eq(tmTouches.phone, entries[0].phone)));
    expect(touches.map((x) => x.channel).sort()).toEqual(['callCentre', 'manual']);
  });

  it('never calls a blacklisted number', async () => {
    await t.db.insert(telemarketingBlacklist).values({ phone: entries[1].phone, reason: 'Asked not to be called' });
    const res = await t.call('POST', 'dialTask/call', { token: tmA.token, body: { entryId: entries[1].id } });
    expect(res).toMatchObject({ code: 409, msg: 'This number is on the telemarketing blacklist and is never called' });
  });

  it('needs the screen\'s codes', async () => {
    const nobody = await staff(t, []);
    expect((await list(nobody.token)).code).toBe(403);
    expect((await t.call('GET', 'myIncoming/list', { token: nobody.token })).code).toBe(403);
  });
});

describe('attribution', () => {
  const touch = (userId: number, phone: string, at: Date, channel: 'callCentre' | 'manual' = 'callCentre') =>
    t.db.insert(tmTouches).values({ userId, merchantId, phone, channel, at });
  const incoming = async (token: string, phone: string) => (await t.call('GET', 'myIncoming/list', { token, query: { phone } })).data.records;
  const setRule = async (values: Partial<typeof tmInboundConfigs.$inferInsert>) => {
    await t.db.insert(tmInboundConfigs).values({ merchantId, windowDays: 7, touchModel: 'last', channels: ['callCentre', 'telLink', 'manual'], ...values })
      .onConflictDoUpdate({ target: tmInboundConfigs.merchantId, set: { windowDays: 7, touchModel: 'last', channels: ['callCentre', 'telLink', 'manual'], ...values } });
  };

  it('credits a registration within the window after the call, not one after it', async () => {
    await setRule({});
    const base = t.clock.now();
    const within = await newCustomer(t, merchantId, new Date(base.getTime() + 2 * DAY));
    const late = await newCustomer(t, merchantId, new Date(base.getTime() + 10 * DAY));
    await touch(tmA.id, within.phone, base);
    await touch(tmA.id, late.phone, base);
    expect(await incoming(tmA.token, within.phone)).toMatchObject([{ customerId: within.id, kind: 'registered' }]);
    expect(await incoming(tmA.token, late.phone)).toEqual([]);
    await setRule({ windowDays: 14 });
    expect(await incoming(tmA.token, late.phone)).toMatchObject([{ customerId: late.id }]);
    expect(await incoming(tmB.token, late.phone)).toEqual([]);
  });

  it('gives the customer to the first or the last touch, counting only the chosen channels', async () => {
    const base = t.clock.now();
    const c = await newCustomer(t, merchantId, new Date(base.getTime() + 3 * HOUR));
    await touch(tmA.id, c.phone, base);
    await touch(tmB.id, c.phone, new Date(base.getTime() + HOUR), 'manual');
    await setRule({ touchModel: 'last' });
    expect(await incoming(tmB.token, c.phone)).toHaveLength(1);
    expect(await incoming(tmA.token, c.phone)).toEqual([]);
    await setRule({ touchModel: 'first' });
    expect(await incoming(tmA.token, c.phone)).toHaveLength(1);
    await setRule({ touchModel: 'last', channels: ['callCentre'] });
    expect(await incoming(tmA.token, c.phone)).toHaveLength(1);
    expect(await incoming(tmB.token, c.phone)).toEqual([]);
  });

  it('lists the loans whose application followed the touch', async () => {
    await setRule({});
    const loan = await disbursedLoan(t);
    await t.db.insert(tmTouches).values({ userId: tmA.id, merchantId: loan.order.merchantId, phone: loan.order.phone, channel: 'callCentre', at: new Date(loan.order.applyAt.getTime() - DAY) });
    const res = await t.call('GET', 'myLoan/list', { token: tmA.token, query: { phone: loan.order.phone } });
    expect(res.data.records).toMatchObject([{ orderNo: loan.order.orderNo, loanAmountCents: loan.order.loanAmountCents }]);
    expect(res.data.records[0].phone).toMatch(/\*/);
    expect((await t.call('GET', 'myLoan/list', { token: tmB.token, query: { phone: loan.order.phone } })).data.records).toEqual([]);
  });
});
