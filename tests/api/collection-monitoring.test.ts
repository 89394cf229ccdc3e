/** CollectionPersonnelMonitoring: each collector's figures for a constructed EAT day, its filters and its code. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eatDayRange } from '../../common/eat-day';
import { eatDay } from '../../common/money/bill-math';
import { viewCode } from '../../common/routes';
import { ne } from 'drizzle-orm';
import { callLogs, collectionContacts, collectionPromises, merchants, userMerchants } from '../../server/db/schema';
import { seedCollectionBook } from './collection-fixtures';
import { caseRow, collector, hold, pay, rollback } from './collection-day.helpers';
import { createRole, createUser } from './fixtures';
import { DAY, HOUR, startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let a: { id: number; realName: string };
let b: { id: number; realName: string };
let c: { id: number };
let today: string;
let yesterday: string;
let merchantId: number;

type Row = Record<string, number | string | null>;
const list = async (query: Record<string, string | number> = {}): Promise<Row[]> => {
  const page = await t.call('GET', 'collectionMonitoring/list', { token: admin, query: { size: 100, ...query } });
  expect(page.code).toBe(200);
  return page.data.records;
};
const rowOf = (rows: Row[], userId: number) => rows.find((r) => r.userId === userId);

beforeAll(async () => {
  t = await startTestApp();
  const book = await seedCollectionBook(t, { overdueDays: [3, 10, 20, 40] });
  // Signed in on the book's day (seeding moves the clock past a session's idle limit).
  admin = await t.login('admin');
  const now = t.clock.now();
  today = book.today;
  yesterday = eatDay(new Date(now.getTime() - DAY));
  const [c0, c1, c2, c3] = book.caseIds;
  merchantId = (await caseRow(t, c0)).merchantId;
  a = await collector(t, { groupName: 'Monitor Alpha', merchantIds: [merchantId] });
  b = await collector(t, { groupName: 'Monitor Beta', relatedMerchantIds: [merchantId] });
  c = await collector(t, { groupName: 'Monitor Gamma', system: 'v2' });
  await hold(t, [c0, c1, c2], { collectorUserId: a.id });
  await hold(t, [c3], { collectorUserId: b.id });

  // Cash: A collects 500 on c0, and 200 on c1 that is rolled back the same day; B collects 300.
  await pay(t, book.billIds[0], 500_00);
  const undone = await pay(t, book.billIds[1], 200_00);
  await rollback(t, undone.flow.id);
  await pay(t, book.billIds[3], 300_00);

  const earlier = new Date(now.getTime() - DAY);
  // Made earlier the same EAT day, whatever the hour the test runs at (an hour back from 00:30 EAT is yesterday).
  const earlierToday = new Date(Math.max(eatDayRange(eatDay(now)).from.getTime(), now.getTime() - HOUR));
  const contact = (caseId: number, userId: number, channel: string, at = now) =>
    ({ caseId, customerId: 0, userId, channel, at });
  const customers = new Map(await Promise.all(book.caseIds.map(async (id) => [id, (await caseRow(t, id)).customerId] as const)));
  await t.db.insert(collectionContacts).values([
    contact(c0, a.id, 'call'), contact(c0, a.id, 'sms'), contact(c1, a.id, 'note'), contact(c1, a.id, 'call', earlier),
    contact(c3, b.id, 'call'),
  ].map((row) => ({ ...row, customerId: customers.get(row.caseId)! })));
  await t.db.insert(collectionPromises).values([
    { caseId: c0, userId: a.id, promisedAt: new Date(now.getTime() + DAY), amountCents: 100_00, createdAt: now },
    { caseId: c1, userId: a.id, promisedAt: now, amountCents: 100_00, status: 'kept', decidedAt: now, createdAt: earlier },
    { caseId: c2, userId: a.id, promisedAt: now, amountCents: 100_00, status: 'kept', decidedAt: now, createdAt: earlierToday },
  ]);
  const call = (userId: number, at = now, talkSeconds?: number) => ({
    userId, orderId: book.orderIds[0], phone: '254700000001', via: 'callCentre' as const, createdAt: at,
    ...(talkSeconds === undefined ? { status: 'dialing' } : { status: 'ended', outcome: talkSeconds ? 'answered' : 'noAnswer', talkSeconds, endedAt: at }),
  });
  await t.db.insert(callLogs).values([call(a.id, now, 125), call(a.id, now, 0), call(a.id, now, 3600), call(a.id, earlier, 40), call(b.id)]);
}, 180_000);
afterAll(() => t.close());

describe('CollectionPersonnelMonitoring', () => {
  it('shows each collector\'s figures for today (EAT) by default', async () => {
    const rows = await list({ merchantId });
    expect(rowOf(rows, a.id)).toMatchObject({
      collectorName: a.realName, groupName: 'Monitor Alpha', casesHeld: 3, contactedCases: 1, promisesMade: 2, promisesKept: 2,
      collectedCents: 500_00, callsMade: 3, callsConnected: 2, talkSeconds: 3725,
    });
    expect(rowOf(rows, b.id)).toMatchObject({ casesHeld: 1, contactedCases: 1, promisesMade: 0, promisesKept: 0, collectedCents: 300_00, callsMade: 1, callsConnected: 0, talkSeconds: 0 });
    // The v2 collector is not in the v1 view.
    expect(rowOf(rows, c.id)).toBeUndefined();
  });

  it('answers another day with that day\'s figures and the same holdings', async () => {
    const rows = await list({ day: yesterday, collectorUserId: a.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ casesHeld: 3, contactedCases: 1, promisesMade: 1, promisesKept: 0, collectedCents: 0, callsMade: 1, callsConnected: 1, talkSeconds: 40 });
    expect((await list({ day: today, collectorUserId: a.id }))[0]).toMatchObject({ callsMade: 3 });
  });

  it('filters by group, system and collector', async () => {
    expect((await list({ groupName: 'Monitor Beta' })).map((r) => r.userId)).toEqual([b.id]);
    const v2 = await list({ system: 'v2', groupName: 'Monitor Gamma' });
    expect(v2).toEqual([expect.objectContaining({ userId: c.id, casesHeld: 0, collectedCents: 0, callsMade: 0 })]);
    expect((await list({ merchantId: 999_999 })).length).toBe(0);
  });

  it('shows a merchant\'s supervisor only the collectors serving their merchants, and only their merchants\' figures', async () => {
    const [other] = await t.db.select().from(merchants).where(ne(merchants.id, merchantId)).limit(1);
    const role = await createRole(t.db, { codes: [viewCode('CollectionSystem/CollectionPersonnelMonitoring')] });
    const viewer = await createUser(t.db, role.id);
    await t.db.insert(userMerchants).values({ userId: viewer.id, merchantId: other.id });
    const token = await t.login(viewer.username);
    const rows = async (query: Record<string, string | number>) =>
      (await t.call('GET', 'collectionMonitoring/list', { token, query: { size: 100, ...query } })).data.records as Row[];
    const ids = (await rows({})).map((r) => r.userId);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect(await rows({ merchantId })).toEqual([]);
    const choices = (await t.call('GET', 'collectionMonitoring/options/merchants', { token })).data as { value: number }[];
    expect(choices.map((m) => m.value)).toEqual([other.id]);
    // A collector serving every merchant shows, with none of the other merchant's cash counted.
    const anyMerchant = await collector(t, { groupName: 'Monitor Delta' });
    const delta = (await rows({ groupName: 'Monitor Delta' }))[0];
    expect(delta).toMatchObject({ userId: anyMerchant.id, collectedCents: 0 });
  });

  it('refuses a day that does not exist and users without the screen', async () => {
    const bad = await t.call('GET', 'collectionMonitoring/list', { token: admin, query: { day: '2026-02-30' } });
    expect(bad.code).toBe(400);
    const other = await t.login((await createUser(t.db, (await createRole(t.db)).id)).username);
    expect((await t.call('GET', 'collectionMonitoring/list', { token: other })).code).toBe(403);
    const viewer = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode('CollectionSystem/CollectionPersonnelMonitoring')] })).id)).username);
    expect((await t.call('GET', 'collectionMonitoring/list', { token: viewer })).code).toBe(200);
  });
});
