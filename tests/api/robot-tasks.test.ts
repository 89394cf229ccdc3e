/** Robot tasks: audience by level and days overdue, the window and quiet hours, retries, exactly-once runs, results on the cases, permissions, masking. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { collectionContacts, collectionSettings, merchants, robotCalls, users } from '../../server/db/schema';
import { formatEatDate } from '../../common/time';
import { loadTask, planCalls } from '../../server/modules/robot-task/robot-run.repository';
import { runRobotTasks } from '../../server/modules/robot-task/robot-run.service';
import { seedCollectionBook } from './collection-fixtures';
import { caseRow } from './collection-day.helpers';
import { createRole, createUser } from './fixtures';
import { MINUTE, startTestApp, type TestApp } from './harness';
import { givePhone, robotTaskBody, toEat } from './robot-fixtures';

let t: TestApp;
let admin: string;
let cases: number[];
const V1 = 'CollectionSystem/RoboticTask';

const callsOf = (taskId: number) => t.db.select().from(robotCalls).where(eq(robotCalls.taskId, taskId)).orderBy(asc(robotCalls.caseId));
const contactsOf = (caseId: number) => t.db.select().from(collectionContacts).where(and(eq(collectionContacts.caseId, caseId), eq(collectionContacts.channel, 'robot')));

beforeAll(async () => {
  t = await startTestApp();
  // S1 (3 days), S2 (10), S3 (20), S4 (40).
  const book = await seedCollectionBook(t, { overdueDays: [3, 10, 20, 40] });
  cases = book.caseIds;
  await givePhone(t, cases[0], '254711000010'); // promise (key 1)
  await givePhone(t, cases[1], '254711000027'); // no answer, then answered on the retry
  await givePhone(t, cases[2], '254711000036'); // no answer
  await givePhone(t, cases[3], '254711000043'); // answered
  toEat(t, 10);
  admin = await t.login('admin');
}, 180_000);
afterAll(() => t.close());

describe('robot task configuration', () => {
  it('refuses a window in quiet hours, an inverted window or day range, and a long name', async () => {
    for (const body of [
      robotTaskBody({ windowStart: '07:00' }), robotTaskBody({ windowEnd: '20:30' }), robotTaskBody({ windowStart: '12:00', windowEnd: '11:00' }),
      robotTaskBody({ minOverdueDays: 10, maxOverdueDays: 5 }), robotTaskBody({ name: 'x'.repeat(31) }), robotTaskBody({ windowStart: '9am' }),
    ]) {
      const answer = await t.call('POST', 'robotTask/save', { token: admin, body });
      expect(answer.code, JSON.stringify(body)).toBe(400);
    }
  });

  it('keeps each screen to its own tasks', async () => {
    const saved = await t.call('POST', 'robotTask/save', { token: admin, body: robotTaskBody({ name: 'Own scope' }) });
    expect(saved.code).toBe(200);
    expect((await t.call('GET', `robotTaskNew/detail/${saved.data.id}`, { token: admin })).code).toBe(404);
    expect((await t.call('POST', 'robotTaskNew/update', { token: admin, body: { id: saved.data.id, name: 'Taken' } })).code).toBe(404);
    const v2 = await t.call('GET', 'robotTaskNew/list', { token: admin });
    expect(v2.data.records.map((r: { id: number }) => r.id)).not.toContain(saved.data.id);
    expect((await t.call('POST', 'robotTask/delete', { token: admin, body: { ids: [saved.data.id] } })).code).toBe(200);
  });
});

describe('a run', () => {
  let taskId: number;

  it('calls the cases 8–30 days overdue once, and their results reach the cases', async () => {
    const saved = await t.call('POST', 'robotTask/save', { token: admin, body: robotTaskBody({ name: 'S2-S3 robot', minOverdueDays: 8, maxOverdueDays: 30 }) });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ windowStart: '09:00', windowEnd: '17:00', scope: 'collection' });
    taskId = saved.data.id;
    const run = await t.call('POST', 'robotTask/runNow', { token: admin, body: { id: taskId } });
    expect(run.data).toMatchObject({ planned: 2, dialled: 2, skipped: 0 });
    const calls = await callsOf(taskId);
    expect(calls.map((c) => c.caseId).sort()).toEqual([cases[1], cases[2]].sort());
    expect(calls.map((c) => [c.status, c.outcome, c.attempts])).toEqual([['queued', 'noAnswer', 1], ['queued', 'noAnswer', 1]]);
    expect(await contactsOf(cases[1])).toHaveLength(1);
    expect((await contactsOf(cases[1]))[0]).toMatchObject({ actionCode: 'noAnswer', result: 'noAnswer' });
    expect(await contactsOf(cases[0])).toHaveLength(0);
    expect((await t.auditRows('run')).some((a) => a.entity === 'robotTask')).toBe(true);
  });

  it('never plans a target twice the same day (a second run, a job tick)', async () => {
    const again = await t.call('POST', 'robotTask/runNow', { token: admin, body: { id: taskId } });
    expect(again.data).toMatchObject({ planned: 0, dialled: 0 });
    await runRobotTasks(t.deps, t.clock.now());
    expect(await callsOf(taskId)).toHaveLength(2);
  });

  it('retries after the gap, up to the retries, and records each attempt on the case', async () => {
    t.clock.advance(61 * MINUTE);
    await runRobotTasks(t.deps, t.clock.now());
    const calls = new Map((await callsOf(taskId)).map((c) => [c.caseId, c]));
    expect(calls.get(cases[1])).toMatchObject({ status: 'done', outcome: 'answered', attempts: 2 });
    expect(calls.get(cases[2])).toMatchObject({ status: 'done', outcome: 'noAnswer', attempts: 2 });
    expect(calls.get(cases[1])?.transcript).toContain('Press 1');
    expect((await caseRow(t, cases[1])).lastActionCode).toBe('connected');
    expect(await contactsOf(cases[1])).toHaveLength(2);
    t.clock.advance(61 * MINUTE);
    await runRobotTasks(t.deps, t.clock.now());
    expect(await contactsOf(cases[2])).toHaveLength(2);
    // Signed in again after the clock moved past a session's idle limit.
    admin = await t.login('admin');
  });

  it('takes a promise by key press on a level task', async () => {
    const saved = await t.call('POST', 'robotTask/save', { token: admin, body: robotTaskBody({ name: 'S1 robot', levels: ['S1'] }) });
    await t.call('POST', 'robotTask/runNow', { token: admin, body: { id: saved.data.id } });
    const [call] = await callsOf(saved.data.id);
    expect(call).toMatchObject({ caseId: cases[0], outcome: 'promised', keypress: '1', status: 'done' });
    expect((await contactsOf(cases[0]))[0]).toMatchObject({ actionCode: 'promised' });
    expect((await contactsOf(cases[0]))[0].remark).toContain('key 1');
  });

  it('respects the daily contact cap', async () => {
    await t.db.insert(collectionSettings).values({ maxAttemptsPerDay: 1 });
    const saved = await t.call('POST', 'robotTask/save', { token: admin, body: robotTaskBody({ name: 'S4 robot', levels: ['S4'] }) });
    await t.db.insert(collectionContacts).values({ caseId: cases[3], customerId: (await caseRow(t, cases[3])).customerId, channel: 'call', at: t.clock.now() });
    const run = await t.call('POST', 'robotTask/runNow', { token: admin, body: { id: saved.data.id } });
    expect(run.data).toMatchObject({ planned: 1, dialled: 0, skipped: 1 });
    expect((await callsOf(saved.data.id))[0]).toMatchObject({ status: 'skipped', outcome: 'capReached' });
    await t.db.delete(collectionSettings);
  });

  it('plans an audience in slices, one transaction each, and a run cut short is finished by the next', async () => {
    const day = formatEatDate(t.clock.now());
    const save = async (name: string) => loadTask(t.db, (await t.call('POST', 'robotTask/save', { token: admin, body: robotTaskBody({ name, windowStart: '08:00', windowEnd: '19:00' }) })).data.id);
    const [whole, sliced] = [await save('Whole audience'), await save('Sliced audience')];
    const expected = await planCalls(t.db, whole, day, t.clock.now());
    expect(expected).toBeGreaterThanOrEqual(4);
    expect(await planCalls(t.db, sliced, day, t.clock.now(), 1)).toBe(expected);
    const targets = async (task: { id: number }) => (await callsOf(task.id)).map((c) => c.targetId).sort((a, b) => a - b);
    expect(await targets(sliced)).toEqual(await targets(whole));
    expect((await loadTask(t.db, sliced.id)).lastRunDay).toBe(day);
    // Cut short after some slices: the next planning adds exactly what is missing, and nothing twice.
    const planned = await callsOf(sliced.id);
    await t.db.delete(robotCalls).where(inArray(robotCalls.id, planned.slice(0, 2).map((c) => c.id)));
    expect(await planCalls(t.db, sliced, day, t.clock.now(), 1)).toBe(2);
    expect(await planCalls(t.db, sliced, day, t.clock.now(), 1)).toBe(0);
    expect(await targets(sliced)).toEqual(await targets(whole));
    await t.db.delete(robotCalls).where(inArray(robotCalls.taskId, [whole.id, sliced.id]));
    await t.call('POST', 'robotTask/delete', { token: admin, body: { ids: [whole.id, sliced.id] } });
  });

  it("runs now its own task's calls, leaving other tasks' due calls to the job", async () => {
    const waiting = await t.call('POST', 'robotTask/save', { token: admin, body: robotTaskBody({ name: 'Waiting robot', levels: ['S3'] }) });
    const target = await caseRow(t, cases[2]);
    // Another task's call, due a minute ago (the job plans a day's calls when a window opens and dials them each minute).
    await t.db.insert(robotCalls).values({
      taskId: waiting.data.id, runDay: formatEatDate(t.clock.now()), targetKind: 'case', targetId: cases[2], caseId: cases[2],
      customerId: target.customerId, merchantId: target.merchantId, phone: '254711000036', nextAttemptAt: new Date(t.clock.now().getTime() - MINUTE),
    });
    const saved = await t.call('POST', 'robotTask/save', { token: admin, body: robotTaskBody({ name: 'S2 only', levels: ['S2'] }) });
    const run = await t.call('POST', 'robotTask/runNow', { token: admin, body: { id: saved.data.id } });
    expect(run.data).toMatchObject({ planned: 1, dialled: 1 });
    expect(await callsOf(waiting.data.id)).toMatchObject([{ status: 'queued', attempts: 0 }]);
    await runRobotTasks(t.deps, t.clock.now());
    expect((await callsOf(waiting.data.id))[0].attempts).toBe(1);
  });

  it('never calls outside the window (quiet hours)', async () => {
    toEat(t, 20);
    admin = await t.login('admin');
    const saved = await t.call('POST', 'robotTask/save', { token: admin, body: robotTaskBody({ name: 'Evening', levels: ['S3'] }) });
    const run = await t.call('POST', 'robotTask/runNow', { token: admin, body: { id: saved.data.id } });
    expect(run.code).toBe(409);
    const summary = await runRobotTasks(t.deps, t.clock.now());
    expect(summary).toMatchObject({ planned: 0, dialled: 0 });
    expect(await callsOf(saved.data.id)).toHaveLength(0);
  });
});

describe('permissions and masking', () => {
  it('needs the run code to run, and shows a masked user masked phones', async () => {
    toEat(t, 11);
    admin = await t.login('admin');
    const role = await createRole(t.db, { codes: [viewCode(V1)] });
    const user = await createUser(t.db, role.id);
    const token = await t.login(user.username);
    const list = await t.call('GET', 'robotTask/list', { token });
    expect(list.code).toBe(200);
    const task = list.data.records.find((r: { name: string }) => r.name === 'S1 robot');
    expect((await t.call('POST', 'robotTask/runNow', { token, body: { id: task.id } })).code).toBe(403);
    expect((await t.call('POST', 'robotTask/save', { token, body: robotTaskBody() })).code).toBe(403);
    expect((await t.call('GET', 'robotTaskNew/list', { token })).code).toBe(403);
    const calls = await t.call('GET', 'robotTask/calls', { token, query: { taskId: task.id } });
    expect(calls.code).toBe(200);
    expect(calls.data.records[0].phone).not.toBe('254711000010');
    expect(JSON.stringify(calls.data)).not.toContain('254711000010');
    const plain = await t.call('GET', 'robotTask/calls', { token: admin, query: { taskId: task.id } });
    expect(plain.data.records[0]).toMatchObject({ phone: '254711000010', outcome: 'promised', caseNo: expect.stringMatching(/^CS/) });
    expect(actionCode(V1, 'run')).toBeTruthy();
  });

  it("lets a merchant-bound user run only their merchant's tasks and see only their merchant's calls", async () => {
    toEat(t, 11, 30);
    admin = await t.login('admin');
    const [book, other] = await t.db.select({ id: merchants.id, no: merchants.merchantNo }).from(merchants)
      .where(inArray(merchants.merchantNo, ['1501', '1502'])).orderBy(asc(merchants.merchantNo));
    const role = await createRole(t.db, { codes: [viewCode(V1), actionCode(V1, 'run')] });
    const user = await createUser(t.db, role.id);
    await t.db.update(users).set({ merchantId: other.id }).where(eq(users.id, user.id));
    const token = await t.login(user.username);
    const shared = await t.call('POST', 'robotTask/save', { token: admin, body: robotTaskBody({ name: 'Every merchant', levels: ['S3'] }) });
    const theirs = await t.call('POST', 'robotTask/save', { token: admin, body: robotTaskBody({ name: 'Book merchant', levels: ['S3'], merchantId: book.id }) });
    for (const id of [shared.data.id, theirs.data.id]) {
      const refused = await t.call('POST', 'robotTask/runNow', { token, body: { id } });
      expect(refused.code).toBe(403);
      expect(await callsOf(id)).toHaveLength(0);
    }
    // The book's calls (merchant 1501) are the administrator's to see, not the other merchant's user's.
    const all = await t.call('GET', 'robotTask/calls', { token: admin });
    expect(all.data.total).toBeGreaterThan(0);
    const mine = await t.call('GET', 'robotTask/calls', { token });
    expect(mine.data).toMatchObject({ total: 0, records: [] });
  });
});

