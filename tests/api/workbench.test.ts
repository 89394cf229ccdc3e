/**
 * The workbench at the collector's pace (issue 37): a "promised" follow-up must carry its promise; quick outcomes
 * (no answer, busy, wrong number) are follow-ups counted as attempts; "save and next" names the case after this one
 * in the list's own order (and in a sort's); the sorts by next call and amount; reminder cases say the days until
 * due; a case whose bill becomes current leaves the queue and comes back when it falls due again.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween, eatDay } from '../../common/money/bill-math';
import { actionCode, viewCode } from '../../common/routes';
import { collectionCases, collectionContacts, collectionPersonnel, collectionPromises, collectionSettings } from '../../server/db/schema';
import { runCaseJob } from '../../server/modules/collection-case/case.job';
import { expectCaseCountsExact } from './case-counts-assert';
import { seedCollectionBook } from './collection-fixtures';
import { createRole, createUser } from './fixtures';
import { DAY, HOUR, MINUTE, startTestApp, type TestApp } from './harness';
import { app as repayApp, kes, repay, rollback, trialOf } from './repay-manage.helpers';

const SCREEN = 'CollectionSystem/MyCollection';
const CODES = [viewCode(SCREEN), ...['call', 'followUp', 'sendSms'].map((a) => actionCode(SCREEN, a))];

let t: TestApp;
let me: { id: number; username: string; token: string };
let book: Awaited<ReturnType<typeof seedCollectionBook>>;
/** Overdue days of the book's loans: a reminder (D-2), then overdue cases. */
const DAYS = [-2, 3, 5, 8, 12, 20, 40];
let ids: number[];

const setCase = (id: number, values: Partial<typeof collectionCases.$inferInsert>) => t.db.update(collectionCases).set(values).where(eq(collectionCases.id, id));
const caseRow = async (id: number) => (await t.db.select().from(collectionCases).where(eq(collectionCases.id, id)))[0];
const list = (query: Record<string, string | number> = {}) => t.call('GET', 'myCollection/list', { token: me.token, query: { size: 100, ...query } });
const queue = async (query: Record<string, string | number> = {}) => (await list(query)).data.records.map((r: { id: number }) => r.id) as number[];
const post = (url: string, body: unknown, language = 'en') => t.call('POST', `myCollection/${url}`, { token: me.token, body, language });
const eatText = (at: Date) => new Date(at.getTime() + 3 * HOUR).toISOString().slice(0, 19).replace('T', ' ');
const inHours = (h: number) => eatText(new Date(t.clock.now().getTime() + h * HOUR));

/** Moves the test clock forward to the next `hour`:00 East Africa Time. */
function advanceToEat(hour: number) {
  const now = t.clock.now();
  const next = new Date(now);
  next.setUTCHours(hour - 3, 0, 0, 0);
  if (next <= now) next.setTime(next.getTime() + 24 * HOUR);
  t.clock.advance(next.getTime() - now.getTime());
}

/** Signs in again after the clock moved (an idle session ends): the collector, and the administrator who repays. */
async function signIn() {
  me.token = await t.login(me.username);
  repayApp.t = t;
  repayApp.finance = await t.login('admin');
}

beforeAll(async () => {
  t = await startTestApp();
  book = await seedCollectionBook(t, { overdueDays: DAYS });
  ids = book.caseIds;
  expect(ids.every((id) => id > 0)).toBe(true);
  advanceToEat(10);
  await t.db.delete(collectionSettings);
  const role = await createRole(t.db, { codes: CODES, sensitivePerms: ['viewPlainData'] });
  const user = await createUser(t.db, role.id);
  await t.db.insert(collectionPersonnel).values({ userId: user.id, system: 'v1', messageSending: true });
  me = { id: user.id, username: user.username, token: '' };
  await signIn();
  await t.db.update(collectionCases).set({ collectorUserId: me.id, system: 'v1', followUpCount: 1 }).where(inArray(collectionCases.id, ids));
});
afterAll(() => t?.close());
afterEach(async () => { await expectCaseCountsExact(t); });

describe('reminder cases', () => {
  it('say the days until due, in the list and the case view', async () => {
    const reminder = ids[0];
    const row = ((await list()).data.records as { id: number; daysToDue: number | null; overdueDays: number }[]).find((r) => r.id === reminder)!;
    const days = daysBetween(eatDay(t.clock.now()), book.dueDays[0]);
    expect(days).toBeGreaterThan(0);
    expect(row.daysToDue).toBe(days);
    expect(((await list()).data.records as { id: number; daysToDue: number | null }[]).find((r) => r.id === ids[6])!.daysToDue).toBeNull();
    const view = (await t.call('GET', 'myCollection/case', { token: me.token, query: { caseId: reminder } })).data;
    expect(view.header).toMatchObject({ kind: 'preReminder', daysToDue: days });
  });
});

describe('a "promised to pay" follow-up carries its promise', () => {
  it('is refused without the promise, with a translated message, and nothing is written', async () => {
    const before = await caseRow(ids[1]);
    const res = await post('followUp', { caseId: ids[1], actionCode: 'promised', remark: 'Will pay Friday' });
    expect(res).toMatchObject({ code: 400, msg: '"Promised to pay" needs the promise: the commitment time and the amount.' });
    expect((await post('followUp', { caseId: ids[1], actionCode: 'promised' }, 'zh')).msg).toBe('“承诺还款”需要填写承诺：承诺还款时间和金额。');
    expect(await caseRow(ids[1])).toEqual(before);
    expect(await t.db.select().from(collectionContacts).where(eq(collectionContacts.caseId, ids[1]))).toHaveLength(0);
  });

  it('checks the amount (over 0, at most what is owed) and the time (future, within the limit)', async () => {
    const owed = Number((await caseRow(ids[1])).amountDueCents);
    const promised = (body: object) => post('followUp', { caseId: ids[1], actionCode: 'promised', ...body });
    expect((await promised({ commitmentAt: inHours(24), commitmentAmount: 0 })).msg).toBe('The commitment amount must be more than 0.');
    expect((await promised({ commitmentAt: inHours(24), commitmentAmount: kes(owed + 1) })).code).toBe(400);
    expect((await promised({ commitmentAt: inHours(-1), commitmentAmount: '100' })).msg).toBe('The commitment time must be in the future.');
    expect((await promised({ commitmentAt: inHours(31 * 24), commitmentAmount: '100' })).msg).toBe('The commitment time must be within 30 days.');
    expect((await promised({ commitmentAmount: '100' })).msg).toBe('A promise to pay needs both the commitment time and the amount.');
  });

  it('writes the pending promise with the follow-up, so the promise check decides it at its time', async () => {
    const owed = Number((await caseRow(ids[1])).amountDueCents);
    const res = await post('followUp', { caseId: ids[1], actionCode: 'promised', commitmentAt: inHours(5), commitmentAmount: kes(owed) });
    expect(res.code).toBe(200);
    const row = await caseRow(ids[1]);
    expect(row.promiseId).toBe(res.data.promiseId);
    const [promise] = await t.db.select().from(collectionPromises).where(eq(collectionPromises.id, res.data.promiseId));
    expect(promise).toMatchObject({ status: 'pending', amountCents: owed, userId: me.id });
    t.clock.advance(6 * HOUR);
    const { checkPromises } = await import('../../server/modules/collection-case/promise.job');
    await checkPromises(t.deps, t.clock.now());
    const [decided] = await t.db.select().from(collectionPromises).where(eq(collectionPromises.id, res.data.promiseId));
    expect(decided.status).toBe('broken');
    expect((await caseRow(ids[1])).brokenPromiseCount).toBe(row.brokenPromiseCount + 1);
    advanceToEat(10);
    await signIn();
  });
});

describe('quick outcomes', () => {
  it('no answer: a follow-up with the code, one attempt, a call-back later, audited', async () => {
    const before = await caseRow(ids[2]);
    const res = await post('quickOutcome', { caseId: ids[2], outcome: 'noAnswer' });
    expect(res).toMatchObject({ code: 200, data: { actionCode: 'noAnswer', onCall: false } });
    const after = await caseRow(ids[2]);
    expect(after).toMatchObject({ followUpCount: before.followUpCount + 1, lastActionCode: 'noAnswer' });
    expect(after.nextCallAt!.getTime() - t.clock.now().getTime()).toBe(120 * MINUTE);
    const contacts = await t.db.select().from(collectionContacts).where(eq(collectionContacts.caseId, ids[2]));
    expect(contacts).toEqual([expect.objectContaining({ channel: 'call', actionCode: 'noAnswer', userId: me.id })]);
    const view = (await t.call('GET', 'myCollection/case', { token: me.token, query: { caseId: ids[2] } })).data;
    expect(view.conduct.attemptsToday).toBe(1);
    expect((await t.auditRows('myCollection.quickOutcome')).at(-1)).toMatchObject({ entityId: String(ids[2]) });
  });

  it('after a click-to-call, the call is the attempt and takes the code (not a second attempt)', async () => {
    expect((await post('call', { caseId: ids[3] })).code).toBe(200);
    const res = await post('quickOutcome', { caseId: ids[3], outcome: 'busy' });
    expect(res.data).toMatchObject({ actionCode: 'busy', onCall: true });
    const contacts = await t.db.select().from(collectionContacts).where(eq(collectionContacts.caseId, ids[3]));
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ channel: 'call', actionCode: 'busy' });
    expect((await caseRow(ids[3])).lastActionCode).toBe('busy');
  });

  it('wrong number sets no call-back; a quick outcome obeys the contact hours and the daily cap', async () => {
    expect((await post('quickOutcome', { caseId: ids[4], outcome: 'wrongNumber' })).code).toBe(200);
    expect((await caseRow(ids[4])).nextCallAt).toBeNull();
    expect((await post('quickOutcome', { caseId: ids[4], outcome: 'maybe' })).code).toBe(400);
    await t.db.insert(collectionSettings).values({ merchantId: null, maxAttemptsPerDay: 1 });
    expect((await post('quickOutcome', { caseId: ids[4], outcome: 'noAnswer' })).msg).toBe('This customer has already been contacted 1 times today, the daily limit.');
    await t.db.delete(collectionSettings);
    advanceToEat(20);
    await signIn();
    expect((await post('quickOutcome', { caseId: ids[4], outcome: 'noAnswer' })).code).toBe(409);
    advanceToEat(10);
    await signIn();
  });
});

describe('save and next', () => {
  it('names the case after this one in the list order, computed before the save moves it', async () => {
    await setCase(ids[6], { nextCallAt: new Date(t.clock.now().getTime() - 5 * MINUTE) });
    const rows = (await list()).data.records as { id: number; bucket: string }[];
    const order = rows.map((r) => r.id);
    expect(order.length).toBeGreaterThan(3);
    expect(rows[0].bucket).toBe('callBackDue');
    const [first, second, third] = order;
    const res = await post('followUp', { caseId: first, actionCode: 'connected', nextCallAt: inHours(48), next: { view: 'v1' } });
    expect(res.data.nextCaseId).toBe(second);
    // The save moved the case out of the call-backs: the next case was read in the order the collector saw.
    expect((await queue()).indexOf(first)).toBeGreaterThan(0);
    const quick = await post('quickOutcome', { caseId: second, outcome: 'noAnswer', next: { view: 'v1' } });
    expect(quick.data.nextCaseId).toBe(third);
    const now = await queue();
    expect(await post('followUp', { caseId: now.at(-1), actionCode: 'connected', next: { view: 'v1' } })).toMatchObject({ data: { nextCaseId: null } });
  });

  it('follows a sort and a filter exactly as the list does', async () => {
    for (const query of [{ sortField: 'amountDue', sortOrder: 'descend' }, { sortField: 'nextCallAt', sortOrder: 'ascend' }, { bucket: 'other' }] as Record<string, string>[]) {
      const order = await queue(query);
      for (let i = 0; i < order.length; i += 1) {
        const { data } = await t.db.transaction(async (tx) => {
          const { nextCaseId } = await import('../../server/modules/my-collection/my-collection.repository');
          const { queueClock } = await import('../../server/modules/my-collection/my-collection.service');
          return { data: await nextCaseId(tx, me.id, { view: 'v1', ...query } as never, order[i], queueClock(t.clock.now())) };
        });
        expect(data).toBe(order[i + 1] ?? null);
      }
    }
  });
});

describe('columns and sorts', () => {
  it('answers attempts today and the last code; sorts by next call then amount, and by amount', async () => {
    const rows = (await list()).data.records as { id: number; attemptsToday: number; lastActionCode: string | null; nextCallAt: string | null; amountDueCents: number }[];
    expect(rows.find((r) => r.id === ids[2])).toMatchObject({ attemptsToday: 1, lastActionCode: 'noAnswer' });
    const byCall = (await list({ sortField: 'nextCallAt', sortOrder: 'ascend' })).data.records as typeof rows;
    const key = (r: (typeof rows)[number]) => [r.nextCallAt === null ? 1 : 0, r.nextCallAt ?? '', -r.amountDueCents];
    const sorted = [...byCall].sort((a, b) => (JSON.stringify(key(a)) < JSON.stringify(key(b)) ? -1 : 1));
    expect(byCall.map((r) => r.nextCallAt)).toEqual(sorted.map((r) => r.nextCallAt));
    const nullsAt = byCall.findIndex((r) => r.nextCallAt === null);
    const tail = byCall.slice(nullsAt).map((r) => r.amountDueCents);
    expect(tail).toEqual([...tail].sort((a, b) => b - a));
    const byAmount = ((await list({ sortField: 'amountDue', sortOrder: 'ascend' })).data.records as typeof rows).map((r) => r.amountDueCents);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
    expect((await list({ sortField: 'customerName' })).code).toBe(400);
  });
});

describe('a case whose bill becomes current', () => {
  it('leaves the queue when a rollback turns its payment into an extension, and returns when it falls due again', async () => {
    const caseId = ids[5];
    const billId = book.billIds[5];
    expect(await queue()).toContain(caseId);
    const { extensionCents } = await trialOf(billId);
    const part = await repay(billId, { amount: kes(extensionCents) });
    expect(part.code).toBe(200);
    expect((await rollback(part.data.flowId, 'portionToExtension')).data.billStatus).toBe('extended');
    const current = await caseRow(caseId);
    expect(current).toMatchObject({ overdueDays: 0, status: 'collecting', kind: 'overdue' });
    expect(await queue()).not.toContain(caseId);
    expect(await queue({ bucket: 'callBackDue' })).not.toContain(caseId);
    const summary = (await t.call('GET', 'myCollection/summary', { token: me.token })).data;
    expect(summary.total).toBe((await queue()).length);
    // Past the new due day the case job finds it overdue again: back in the queue.
    const days = Math.round((Date.parse(`${current.dueDay}T00:00:00Z`) - Date.parse(`${book.today}T00:00:00Z`)) / DAY);
    t.clock.advance((days + 2) * DAY);
    await signIn();
    await runCaseJob(t.deps, t.clock.now());
    expect((await caseRow(caseId)).overdueDays).toBeGreaterThan(0);
    expect(await queue()).toContain(caseId);
  });

  it('leaves the queue for good when a repayment settles it', async () => {
    const caseId = ids[6];
    const billId = book.billIds[6];
    const { settlementCents } = await trialOf(billId);
    expect((await repay(billId, { repayType: 'settle', amount: kes(settlementCents) })).code).toBe(200);
    expect((await caseRow(caseId)).status).toBe('closed');
    expect(await queue()).not.toContain(caseId);
    const contacts = await t.db.select().from(collectionContacts).where(and(eq(collectionContacts.caseId, caseId)));
    expect(contacts).toEqual([]);
  });
});
