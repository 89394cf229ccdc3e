/**
 * MyCollection (the collector's workbench): only my open unpaused cases in the order a collector works them,
 * the case view (masked phone for masked users), follow-up with a promise to pay, click-to-call and template
 * SMS through the outbox, and the conduct rules (hours, daily cap, third parties, paused cases, message sending).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { sandboxCallRecord } from '../../server/integrations/call/sandbox';
import { collectCallRecords } from '../../server/modules/call/call-records.job';
import {
  bills, businessNodes, callLogs, collectionCases, collectionContacts, collectionPersonnel, collectionPromises, collectionSettings, customerContacts, messageTemplates,
} from '../../server/db/schema';
import { seedCollectionBook } from './collection-fixtures';
import { createRole, createUser } from './fixtures';
import { HOUR, MINUTE, startTestApp, type TestApp } from './harness';
import { expectCaseCountsExact } from './case-counts-assert';

const SCREEN = 'CollectionSystem/MyCollection';
const CODES = [viewCode(SCREEN), ...['call', 'followUp', 'sendSms'].map((a) => actionCode(SCREEN, a))];

let t: TestApp;
let me: { id: number; username: string; token: string };
let masked: { id: number; token: string };
let quiet: { id: number; token: string };
let cases: number[];
let templateId: number;
let disabledTemplateId: number;
let merchantId: number;
/** The cases by role in the queue test. */
const k = { promiseToday: 0, callBack: 0, broken: 0, fresh: 0, restHigh: 0, restLow: 0, paused: 0, closed: 0, others: 0, v2: 0 };

async function collector(options: { plain?: boolean; messageSending?: boolean } = {}) {
  const role = await createRole(t.db, { codes: CODES, sensitivePerms: options.plain === false ? [] : ['viewPlainData'] });
  const user = await createUser(t.db, role.id);
  await t.db.insert(collectionPersonnel).values({ userId: user.id, system: 'v1', messageSending: options.messageSending ?? true });
  return { id: user.id, username: user.username, token: await t.login(user.username) };
}

const setCase = (id: number, values: Partial<typeof collectionCases.$inferInsert>) => t.db.update(collectionCases).set(values).where(eq(collectionCases.id, id));
const caseRow = async (id: number) => (await t.db.select().from(collectionCases).where(eq(collectionCases.id, id)))[0];
const list = (query: Record<string, string | number> = {}, token = me.token) => t.call('GET', 'myCollection/list', { token, query });
const ids = async (query: Record<string, string | number> = {}) => (await list(query)).data.records.map((r: { id: number }) => r.id);
const post = (url: string, body: unknown, token = me.token) => t.call('POST', `myCollection/${url}`, { token, body });

/** Moves the test clock forward to the next `hour`:00 East Africa Time. */
function advanceToEat(hour: number) {
  const now = t.clock.now();
  const next = new Date(now);
  next.setUTCHours(hour - 3, 0, 0, 0);
  if (next <= now) next.setTime(next.getTime() + 24 * HOUR);
  t.clock.advance(next.getTime() - now.getTime());
}

beforeAll(async () => {
  t = await startTestApp();
  const book = await seedCollectionBook(t, { overdueDays: [-2, 0, 3, 10, 20, 40, 70, 5, 6, 7] });
  cases = book.caseIds;
  expect(cases.every((id) => id > 0)).toBe(true);
  advanceToEat(10);
  await t.db.delete(collectionSettings);
  me = await collector();
  masked = await collector({ plain: false });
  quiet = await collector({ messageSending: false });
  [k.callBack, k.promiseToday, k.broken, k.fresh, k.restLow, k.paused, k.restHigh, k.closed, k.others, k.v2] = cases;
  const now = t.clock.now();
  await t.db.update(collectionCases).set({ collectorUserId: me.id, system: 'v1', followUpCount: 1 }).where(inArray(collectionCases.id, cases));
  merchantId = (await caseRow(k.fresh)).merchantId;
  const [promise] = await t.db.insert(collectionPromises).values({ caseId: k.promiseToday, userId: me.id, promisedAt: new Date(now.getTime() + 5 * HOUR), amountCents: 50_000 }).returning();
  await setCase(k.promiseToday, { promiseId: promise.id, commitmentAt: promise.promisedAt, commitmentCents: 50_000 });
  await setCase(k.callBack, { nextCallAt: new Date(now.getTime() - 5 * MINUTE) });
  await setCase(k.broken, { brokenPromiseCount: 1 });
  await setCase(k.fresh, { followUpCount: 0 });
  await setCase(k.paused, { pausedUntil: new Date(now.getTime() + 24 * HOUR) });
  await setCase(k.closed, { status: 'closed', closeReason: 'settled' });
  await setCase(k.others, { collectorUserId: masked.id });
  await setCase(k.v2, { system: 'v2', followUpCount: 0 });
  await t.db.insert(businessNodes).values({ code: 'collection', name: 'Collection', channels: ['sms'], variables: ['customerName', 'amountDue', 'orderNo'] }).onConflictDoNothing();
  const [node] = await t.db.select().from(businessNodes).where(eq(businessNodes.code, 'collection'));
  const [tpl, off] = await t.db.insert(messageTemplates).values([
    { templateNo: 'TCOL-T1', name: 'Gentle reminder', businessNodeId: node.id, content: 'Dear {customerName}, please pay KES {amountDue} for order {orderNo}.' },
    { templateNo: 'TCOL-T2', name: 'Retired', businessNodeId: node.id, content: 'Old text {customerName}', enabled: false },
  ]).returning();
  templateId = tpl.id;
  disabledTemplateId = off.id;
});
afterAll(() => t?.close());
afterEach(async () => { await expectCaseCountsExact(t); });

describe('MyCollection queue', () => {
  it('lists only my open, unpaused cases of the system, in the order a collector works', async () => {
    const page = await list();
    expect(page.code).toBe(200);
    expect(page.data.records.map((r: { id: number }) => r.id)).toEqual([k.promiseToday, k.callBack, k.broken, k.fresh, k.restHigh, k.restLow]);
    expect(page.data.total).toBe(6);
    expect(page.data.records.map((r: { bucket: string }) => r.bucket)).toEqual(['promiseDueToday', 'callBackDue', 'brokenPromise', 'newCase', 'other', 'other']);
  });

  it('shows both systems on collectionMerge, and filters', async () => {
    expect(await ids({ view: 'merge' })).toContain(k.v2);
    expect(await ids({ view: 'v2' })).toEqual([k.v2]);
    expect(await ids({ dueToday: 'true' })).toEqual([k.promiseToday, k.callBack]);
    expect(await ids({ promiseStatus: 'pending' })).toEqual([k.promiseToday]);
    const { level, orderNo } = (await list()).data.records[3];
    expect(await ids({ level })).toContain(k.fresh);
    // The Level filter is a select of the levels as the list shows them: v1's S2 is offered as M2, and sends S2.
    const levels = (await t.call('GET', 'myCollection/options/levels', { token: me.token })).data as { value: string; label: string }[];
    expect(levels).toContainEqual({ value: 'S2', label: 'M2' });
    expect(await ids({ orderNo })).toEqual([k.fresh]);
    const summary = await t.call('GET', 'myCollection/summary', { token: me.token });
    expect(summary.data).toMatchObject({ promiseDueToday: 1, callBackDue: 1, brokenPromise: 1, newCase: 1, other: 2, total: 6 });
  });

  it('refuses a user without the screen code, and another collector\'s case', async () => {
    const outsider = await createUser(t.db, (await createRole(t.db, { codes: [] })).id);
    const token = await t.login(outsider.username);
    expect((await list({}, token)).code).toBe(403);
    expect((await post('followUp', { caseId: k.fresh, actionCode: 'noAnswer' }, token)).code).toBe(403);
    expect((await t.call('GET', 'myCollection/case', { token: me.token, query: { caseId: k.others } })).code).toBe(404);
  });

  it('gives a masked user masked phones in the queue and the case view', async () => {
    const page = await list({}, masked.token);
    expect(page.data.records.map((r: { id: number }) => r.id)).toEqual([k.others]);
    expect(page.data.records[0].phone).toMatch(/\*/);
    const view = await t.call('GET', 'myCollection/case', { token: masked.token, query: { caseId: k.others } });
    expect(view.data.header.phone).toMatch(/^\d{4}\*+\d{3}$/);
    const plain = await t.call('GET', 'myCollection/case', { token: me.token, query: { caseId: k.fresh } });
    expect(plain.data.header.phone).toMatch(/^254\d{9}$/);
  });
});

describe('case view', () => {
  it('shows the bill breakdown, level history and conduct rules of my case', async () => {
    const view = (await t.call('GET', 'myCollection/case', { token: me.token, query: { caseId: k.restHigh } })).data;
    const sum = (b: Record<string, number>) => Object.values(b).reduce((a, v) => a + v, 0);
    expect(view.bill.outstanding.principal).toBeGreaterThan(0);
    expect(sum(view.bill.charged) - sum(view.bill.settled)).toBe(sum(view.bill.outstanding));
    expect(view.bill.settlementCents).toBe(sum(view.bill.outstanding));
    expect(view.levels.length).toBeGreaterThan(0);
    expect(view.conduct).toMatchObject({ contactStartMinute: 480, contactEndMinute: 1140, maxAttemptsPerDay: 6, withinHours: true, allowEmergencyContacts: false, opensAt: null });
    expect(Date.parse(view.conduct.closesAt) - Date.parse(view.conduct.checkedAt)).toBeGreaterThan(0);
  });

  it("shows the customer's other loans with their cases, and the customer's record", async () => {
    // The customer of restLow borrows again as the customer of restHigh: one person, two loans, two cases.
    const [high] = await t.db.select().from(collectionCases).where(eq(collectionCases.id, k.restHigh));
    const [low] = await t.db.select().from(collectionCases).where(eq(collectionCases.id, k.restLow));
    await t.db.update(bills).set({ customerId: high.customerId }).where(eq(bills.id, low.billId));
    await t.db.update(collectionCases).set({ customerId: high.customerId }).where(eq(collectionCases.id, low.id));
    const view = (await t.call('GET', 'myCollection/case', { token: me.token, query: { caseId: k.restHigh } })).data;
    expect(view.customerLoans.map((l: { billId: number; thisCase: boolean }) => [l.billId, l.thisCase]).sort())
      .toEqual([[high.billId, true], [low.billId, false]].sort());
    const other = view.customerLoans.find((l: { billId: number }) => l.billId === low.billId);
    expect(other).toMatchObject({ caseNo: low.caseNo, caseStatus: low.status, owedCents: expect.any(Number) });
    const [counts] = await t.db.select({ n: sql<number>`count(*)::int`, repaid: sql<number>`coalesce(sum(repaid_cents), 0)::bigint` }).from(bills).where(eq(bills.customerId, high.customerId));
    expect(view.customerRecord).toMatchObject({ loans: counts.n, repaidCents: Number(counts.repaid), openCases: 2 });
  });
});

describe('follow-up and promise to pay', () => {
  it('records the follow-up on the case and the timeline, with a pending promise', async () => {
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms + 3 * HOUR).toISOString().slice(0, 19).replace('T', ' ');
    const res = await post('followUp', {
      caseId: k.fresh, actionCode: 'promised', customerIntent: 'willPay', overdueReason: 'incomeDelayed', remark: 'Salary on Friday',
      nextCallAt: at(2 * HOUR), commitmentAt: at(26 * HOUR), commitmentAmount: '150.50',
    });
    expect(res.code).toBe(200);
    const row = await caseRow(k.fresh);
    expect(row).toMatchObject({ followUpCount: 1, lastActionCode: 'promised', customerIntent: 'willPay', overdueReason: 'incomeDelayed', commitmentCents: 15_050 });
    expect(row.nextCallAt?.getTime()).toBe(now + 2 * HOUR);
    const [promise] = await t.db.select().from(collectionPromises).where(eq(collectionPromises.id, row.promiseId!));
    expect(promise).toMatchObject({ status: 'pending', amountCents: 15_050, userId: me.id });
    const view = (await t.call('GET', 'myCollection/case', { token: me.token, query: { caseId: k.fresh } })).data;
    expect(view.contacts[0]).toMatchObject({ channel: 'note', actionCode: 'promised', remark: 'Salary on Friday' });
    expect(view.promises[0]).toMatchObject({ status: 'pending', amountCents: 15_050 });
    expect((await t.auditRows('myCollection.followUp')).length).toBe(1);

    const again = await post('followUp', { caseId: k.fresh, actionCode: 'promised', commitmentAt: at(30 * HOUR), commitmentAmount: 200 });
    expect(again.code).toBe(200);
    const after = await caseRow(k.fresh);
    expect(after.promiseId).toBe(again.data.promiseId);
    expect(after.followUpCount).toBe(2);
    // Replaced before its time came and unpaid: superseded (renegotiated), not broken, and not counted as broken.
    const [old] = await t.db.select().from(collectionPromises).where(eq(collectionPromises.id, promise.id));
    expect(old.status).toBe('superseded');
    expect(after.brokenPromiseCount).toBe(row.brokenPromiseCount);
    expect((await t.auditRows('myCollection.followUp')).at(-1)?.after).toMatchObject({ supersededPromise: { id: promise.id, status: 'superseded' } });
  });

  it('refuses a half promise, a promise in the past or above the amount due', async () => {
    expect((await post('followUp', { caseId: k.fresh, actionCode: 'promised', commitmentAmount: 100 })).code).toBe(400);
    expect((await post('followUp', { caseId: k.fresh, actionCode: 'promised', commitmentAt: '2020-01-01 10:00:00', commitmentAmount: 100 })).code).toBe(400);
    const tomorrow = new Date(t.clock.now().getTime() + 27 * HOUR).toISOString().slice(0, 19).replace('T', ' ');
    expect((await post('followUp', { caseId: k.fresh, actionCode: 'promised', commitmentAt: tomorrow, commitmentAmount: 99_999_999 })).code).toBe(400);
  });
});

describe('calls and SMS under the conduct rules', () => {
  it('calls the borrower through the sandbox call centre and logs the attempt', async () => {
    const res = await post('call', { caseId: k.broken });
    expect(res.code).toBe(200);
    expect(res.data.via).toBe('callCentre');
    const [contact] = await t.db.select().from(collectionContacts).where(and(eq(collectionContacts.caseId, k.broken), eq(collectionContacts.channel, 'call')));
    expect(contact).toMatchObject({ target: 'borrower', userId: me.id, callLogId: res.data.callLogId, result: 'dialing' });

    // The call centre's record of the call, once it is over: outcome and talk time on the log and the case.
    expect(await collectCallRecords(t.deps)).toEqual({ ended: 0 });
    t.clock.advance(MINUTE);
    const [log] = await t.db.select().from(callLogs).where(eq(callLogs.id, res.data.callLogId));
    const record = sandboxCallRecord({ providerRef: log.providerRef!, phone: log.phone, dialledAt: log.createdAt });
    expect(await collectCallRecords(t.deps)).toEqual({ ended: 1 });
    expect(await collectCallRecords(t.deps)).toEqual({ ended: 0 });
    const [ended] = await t.db.select().from(callLogs).where(eq(callLogs.id, res.data.callLogId));
    expect(ended).toMatchObject({ status: 'ended', outcome: record.outcome, talkSeconds: record.talkSeconds, endedAt: record.endedAt });
    const [after] = await t.db.select().from(collectionContacts).where(eq(collectionContacts.id, contact.id));
    expect(after.result).toBe(record.outcome);
    const view = (await t.call('GET', 'myCollection/case', { token: me.token, query: { caseId: k.broken } })).data;
    expect(view.contacts.find((c: { id: number }) => c.id === contact.id)).toMatchObject({ result: record.outcome, talkSeconds: record.talkSeconds });
  });

  it('closes a call the call centre keeps no record of as unknown after a day, once', async () => {
    const silent = { ...t.deps, calls: { ...t.deps.calls, callRecord: async () => null } };
    const [log] = await t.db.insert(callLogs).values({
      userId: me.id, orderId: null, phone: '254711000123', via: 'callCentre', provider: 'sandbox', providerRef: 'lost-1', status: 'dialing',
      createdAt: new Date(t.clock.now().getTime() - 2 * HOUR),
    }).returning();
    expect(await collectCallRecords(silent)).toEqual({ ended: 0 });
    await t.db.update(callLogs).set({ createdAt: new Date(t.clock.now().getTime() - 25 * HOUR) }).where(eq(callLogs.id, log.id));
    expect(await collectCallRecords(silent)).toEqual({ ended: 1 });
    const [row] = await t.db.select().from(callLogs).where(eq(callLogs.id, log.id));
    expect(row).toMatchObject({ outcome: 'unknown', talkSeconds: 0, status: 'ended' });
    expect(await collectCallRecords(t.deps)).toEqual({ ended: 0 });
  });

  it('sends a collection template SMS through the outbox, rendered, and puts it on the timeline', async () => {
    const res = await post('sendSms', { caseId: k.restHigh, templateId });
    expect(res.code).toBe(200);
    const row = await caseRow(k.restHigh);
    const [sms] = (await t.outbox({ kind: 'collection' })).filter((m) => m.id === res.data.outboxId);
    expect(sms.body).toMatch(/^Dear .+, please pay KES [\d,.]+ for order \S+\.$/);
    expect(sms.body).not.toContain('{');
    const view = (await t.call('GET', 'myCollection/case', { token: me.token, query: { caseId: k.restHigh } })).data;
    expect(view.contacts[0]).toMatchObject({ channel: 'sms', templateName: 'Gentle reminder' });
    expect(row.lastContactAt).not.toBeNull();
  });

  it('refuses a disabled template and a collector whose personnel row forbids messages', async () => {
    expect(await post('sendSms', { caseId: k.restHigh, templateId: disabledTemplateId })).toMatchObject({ code: 409 });
    await setCase(k.restLow, { collectorUserId: quiet.id });
    const res = await post('sendSms', { caseId: k.restLow, templateId }, quiet.token);
    expect(res.code).toBe(403);
    expect(res.msg).toMatch(/not allow sending messages/);
    await setCase(k.restLow, { collectorUserId: me.id });
  });

  it('refuses contact on a paused case', async () => {
    const res = await post('call', { caseId: k.paused });
    expect(res).toMatchObject({ code: 409, msg: expect.stringMatching(/paused/) });
  });

  it('refuses third parties unless the merchant allows the emergency contacts the borrower named', async () => {
    const kase = await caseRow(k.callBack);
    const contacts = await t.db.select().from(customerContacts).where(eq(customerContacts.orderId, kase.orderId));
    const emergency = contacts.find((c) => c.kind === 'emergency')!;
    expect((await post('call', { caseId: k.callBack, target: 'emergencyContact', contactId: emergency.id })).code).toBe(403);
    await t.db.insert(collectionSettings).values({ merchantId, allowEmergencyContacts: true });
    const close = contacts.find((c) => c.kind === 'close');
    if (close) expect((await post('call', { caseId: k.callBack, target: 'emergencyContact', contactId: close.id })).code).toBe(403);
    const ok = await post('call', { caseId: k.callBack, target: 'emergencyContact', contactId: emergency.id });
    expect(ok.code).toBe(200);
    const [logged] = await t.db.select().from(collectionContacts).where(and(eq(collectionContacts.caseId, k.callBack), eq(collectionContacts.target, 'emergencyContact')));
    expect(logged.contactId).toBe(emergency.id);
    await t.db.delete(collectionSettings);
  });

  it('refuses contact beyond the daily cap across channels', async () => {
    const kase = await caseRow(k.restLow);
    const at = t.clock.now();
    await t.db.insert(collectionContacts).values(Array.from({ length: 6 }, (_, i) => ({
      caseId: kase.id, customerId: kase.customerId, channel: i % 2 ? 'robot' : 'sms', at,
    })));
    const res = await post('call', { caseId: k.restLow });
    expect(res.code).toBe(409);
    expect(res.msg).toMatch(/6 times today/);
  });

  it('refuses contact outside the merchant\'s hours, and outside 08:00–19:00 EAT by default', async () => {
    await t.db.insert(collectionSettings).values({ merchantId, contactStartMinute: 12 * 60, contactEndMinute: 13 * 60 });
    const res = await post('call', { caseId: k.promiseToday });
    expect(res.code).toBe(409);
    expect(res.msg).toMatch(/12:00 and 13:00/);
    await t.db.delete(collectionSettings);
    advanceToEat(19);
    me.token = await t.login(me.username);
    const late = await post('sendSms', { caseId: k.promiseToday, templateId });
    expect(late.code).toBe(409);
    expect(late.msg).toMatch(/08:00 and 19:00/);
    // The case view says so and when they open, by the server's clock (19:00 EAT now: 08:00 EAT tomorrow, 05:00Z).
    const { data: closedView } = await t.call('GET', 'myCollection/case', { token: me.token, query: { caseId: k.promiseToday } });
    const opens = new Date(t.clock.now().getTime() + 13 * HOUR).toISOString();
    expect(closedView.conduct).toMatchObject({ withinHours: false, opensAt: opens, closesAt: null, checkedAt: t.clock.now().toISOString() });
    const logged = await t.db.select().from(collectionContacts).where(eq(collectionContacts.caseId, k.promiseToday));
    expect(logged).toEqual([]);
  });
});
