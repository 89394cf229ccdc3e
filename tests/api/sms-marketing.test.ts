/** Marketing SMS: template and task validation, the audience exactly once, pause / resume / cancel, marketing hours, the unrenewed-loan rule, permissions. */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { outboxMessages, smsMarketingRecipients, unrenewedLoanSmsSends } from '../../server/db/schema';
import { deliverQueuedMessages } from '../../server/modules/message-template/send-templated';
import { runMarketingTasks } from '../../server/modules/sms-marketing/task-run.service';
import { runUnrenewedLoanSms } from '../../server/modules/sms-marketing/unrenewed-run';
import { createRole, createUser } from './fixtures';
import { DAY, startTestApp, type TestApp } from './harness';
import { toEat } from './robot-fixtures';
import { borrower, ownMerchant } from './sms-marketing-fixtures';

let t: TestApp;
let admin: string;
let merchantId: number;
let otherMerchantId: number;
let templateId: number;
const who: Record<string, { id: number; phone: string }> = {};

const recipientsOf = (taskId: number) => t.db.select().from(smsMarketingRecipients).where(eq(smsMarketingRecipients.taskId, taskId));
const marketingTo = (phone: string) => t.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, phone), inArray(outboxMessages.kind, ['marketingSms', 'unrenewedLoanSms'])));
const taskBody = (values: Record<string, unknown> = {}) => ({
  taskName: 'Come back', merchantId, templateId, segment: 'settledNoNewLoan', segmentDays: 5,
  scheduledAt: new Date(t.clock.now().getTime() + DAY).toISOString(), ratePerMinute: 600, ...values,
});
async function newTask(values: Record<string, unknown> = {}) {
  const saved = await t.call('POST', 'smsMarketingTask/save', { token: admin, body: taskBody(values) });
  expect(saved.code, saved.msg).toBe(200);
  return saved.data.id as number;
}
const move = (m: string, id: number, token = admin) => t.call('POST', `smsMarketingTask/${m}`, { token, body: { id } });
/** Moves the test clock to an EAT time (sessions idle out across it: sign in again). */
async function at(hour: number, minute = 0) {
  toEat(t, hour, minute);
  admin = await t.login('admin');
}
const detail = async (id: number) => (await t.call('GET', `smsMarketingTask/detail/${id}`, { token: admin })).data;

beforeAll(async () => {
  t = await startTestApp();
  toEat(t, 10);
  admin = await t.login('admin');
  merchantId = (await ownMerchant(t, 'Mkt Pesa')).id;
  otherMerchantId = (await ownMerchant(t, 'Other Pesa')).id;
  who.repaid = await borrower(t, merchantId, { name: 'Amina Repaid', settledDaysAgo: 10 });
  who.recent = await borrower(t, merchantId, { name: 'Baraka Recent', settledDaysAgo: 2 });
  who.renewed = await borrower(t, merchantId, { name: 'Chebet Renewed', settledDaysAgo: 10, renewedDaysAgo: 3 });
  who.optedOut = await borrower(t, merchantId, { name: 'Daudi Optout', settledDaysAgo: 9, optedOut: true });
  who.never = await borrower(t, merchantId, { name: 'Esther Never', registeredDaysAgo: 10 });
  const saved = await t.call('POST', 'smsMarketingTemplate/save', { token: admin, body: { name: 'Mkt come back', merchantId, content: 'Hi {customerName}, {appName} has a new loan for you.' } });
  expect(saved.code, saved.msg).toBe(200);
  templateId = saved.data.id;
}, 180_000);
afterAll(() => t.close());

describe('templates and tasks', () => {
  it('refuses an unknown variable and a sensitive word, naming them', async () => {
    const unknown = await t.call('POST', 'smsMarketingTemplate/save', { token: admin, body: { name: 'Bad var', content: 'Pay {amountDue} now' } });
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toContain('amountDue');
    const word = await t.call('POST', 'smsMarketingTemplate/save', { token: admin, body: { name: 'Bad word', content: 'Borrow again or we tell your employer' } });
    expect(word.code).toBe(400);
    expect(word.msg).toContain('tell your employer');
  });

  it('refuses a long task name, another merchant\'s template, a past send time and a bad segment', async () => {
    for (const body of [
      taskBody({ taskName: 'x'.repeat(31) }), taskBody({ merchantId: otherMerchantId }),
      taskBody({ scheduledAt: new Date(t.clock.now().getTime() - DAY).toISOString() }), taskBody({ segment: 'everyone' }),
    ]) {
      const answer = await t.call('POST', 'smsMarketingTask/save', { token: admin, body });
      expect(answer.code, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('a task run', () => {
  let taskId: number;

  it('takes the segment from real data, skips the opted-out, submits and counts', async () => {
    taskId = await newTask();
    const started = await move('start', taskId);
    expect(started.code, started.msg).toBe(200);
    expect(started.data.run).toMatchObject({ recipients: 2, submitted: 1, outsideHours: false });
    const rows = await recipientsOf(taskId);
    expect(rows.map((r) => [r.customerId, r.status]).sort()).toEqual([[who.repaid.id, 'sent'], [who.optedOut.id, 'skipped']].sort());
    expect(await detail(taskId)).toMatchObject({ status: 'running', queuedCount: 2, submittedCount: 1, sentCount: 1, failedCount: 0, skippedCount: 1 });
    const [message] = await marketingTo(who.repaid.phone);
    expect(message.body).toBe('Hi Amina Repaid, Mkt Pesa App has a new loan for you.');
  });

  it('never adds or sends a recipient twice (more runs, a second process)', async () => {
    await Promise.all([runMarketingTasks(t.deps, t.clock.now()), runMarketingTasks(t.deps, t.clock.now())]);
    await runMarketingTasks(t.deps, t.clock.now());
    expect(await recipientsOf(taskId)).toHaveLength(2);
    expect(await marketingTo(who.repaid.phone)).toHaveLength(1);
    expect(await detail(taskId)).toMatchObject({ status: 'finished', submittedCount: 1, sentCount: 1 });
  });

  it('refuses to edit or delete a started task, and moves not allowed from its state', async () => {
    expect((await t.call('POST', 'smsMarketingTask/update', { token: admin, body: { id: taskId, taskName: 'Renamed' } })).code).toBe(409);
    expect((await t.call('POST', 'smsMarketingTask/delete', { token: admin, body: { ids: [taskId] } })).code).toBe(409);
    expect((await move('pause', taskId)).code).toBe(409);
  });
});

describe('pause, resume, cancel', () => {
  it('a paused task submits nothing until resumed', async () => {
    // Two pending recipients (repaid, recent) and the opted-out one skipped; one submitted per run at 4 a minute.
    const id = await newTask({ taskName: 'Throttled', segmentDays: 0, ratePerMinute: 4 });
    expect((await move('start', id)).data.run).toMatchObject({ recipients: 3, submitted: 1 });
    expect((await move('pause', id)).data.task.status).toBe('paused');
    await runMarketingTasks(t.deps, t.clock.now());
    expect(await detail(id)).toMatchObject({ status: 'paused', submittedCount: 1 });
    expect((await move('resume', id)).data.task.status).toBe('running');
    await runMarketingTasks(t.deps, t.clock.now());
    await deliverQueuedMessages(t.deps);
    await runMarketingTasks(t.deps, t.clock.now());
    expect(await detail(id)).toMatchObject({ status: 'finished', queuedCount: 3, submittedCount: 2, sentCount: 2, skippedCount: 1 });
  });

  it('a cancelled task skips its pending recipients and cannot move again', async () => {
    const id = await newTask({ taskName: 'Cancelled', segmentDays: 0, ratePerMinute: 4 });
    await move('start', id);
    const cancelled = await move('cancel', id);
    expect(cancelled.data.task).toMatchObject({ status: 'cancelled', queuedCount: 3, submittedCount: 1, skippedCount: 2 });
    await runMarketingTasks(t.deps, t.clock.now());
    expect((await detail(id)).submittedCount).toBe(1);
    expect((await move('resume', id)).code).toBe(409);
    expect((await move('cancel', id)).code).toBe(409);
  });

  it('a scheduled task starts at its send time', async () => {
    const id = await newTask({ taskName: 'Never applied', segment: 'neverApplied', segmentDays: 7 });
    await runMarketingTasks(t.deps, t.clock.now());
    expect((await detail(id)).status).toBe('scheduled');
    t.clock.advance(DAY);
    admin = await t.login('admin');
    await runMarketingTasks(t.deps, t.clock.now());
    expect(await detail(id)).toMatchObject({ status: 'running', queuedCount: 1, submittedCount: 1 });
    expect((await recipientsOf(id)).map((r) => r.customerId)).toEqual([who.never.id]);
  });
});

describe('marketing hours (08:00–19:00 EAT)', () => {
  it('materialises the audience at night but submits only from 08:00', async () => {
    await at(19, 30);
    const id = await newTask({ taskName: 'Evening', segmentDays: 0 });
    const started = await move('start', id);
    expect(started.data.run).toMatchObject({ recipients: 3, submitted: 0, outsideHours: true });
    await at(7, 59);
    await runMarketingTasks(t.deps, t.clock.now());
    expect((await detail(id)).submittedCount).toBe(0);
    await at(8, 0);
    await runMarketingTasks(t.deps, t.clock.now());
    expect((await detail(id)).submittedCount).toBe(2);
  });
});

describe('unrenewed-loan rule', () => {
  it('refuses a send time in quiet hours and a second rule for the merchant', async () => {
    const body = { merchantId, templateId, days: 6, sendTime: '21:00' };
    expect((await t.call('POST', 'unrenewedLoanSms/save', { token: admin, body })).code).toBe(400);
    expect((await t.call('POST', 'unrenewedLoanSms/save', { token: admin, body: { ...body, sendTime: '9am' } })).code).toBe(400);
    const saved = await t.call('POST', 'unrenewedLoanSms/save', { token: admin, body: { ...body, sendTime: '09:30' } });
    expect(saved.code, saved.msg).toBe(200);
    expect((await t.call('POST', 'unrenewedLoanSms/save', { token: admin, body: { ...body, sendTime: '10:00' } })).code).toBe(409);
  });

  it('invites once per settled loan, daily from its send time, never twice', async () => {
    await at(9, 0);
    expect(await runUnrenewedLoanSms(t.deps, t.clock.now())).toHaveLength(0);
    await at(10, 0);
    const before = (await marketingTo(who.repaid.phone)).length;
    const written = await runUnrenewedLoanSms(t.deps, t.clock.now());
    // Two days since the customers were made; settled 6–13 days ago: repaid (12 days) and optedOut (11), not recent (4).
    expect(written).toHaveLength(1);
    const sends = await t.db.select().from(unrenewedLoanSmsSends);
    expect(sends.map((s) => [s.customerId, s.status]).sort()).toEqual([[who.repaid.id, 'submitted'], [who.optedOut.id, 'skipped']].sort());
    expect(await runUnrenewedLoanSms(t.deps, t.clock.now())).toHaveLength(0);
    t.clock.advance(DAY);
    expect(await runUnrenewedLoanSms(t.deps, t.clock.now())).toHaveLength(0);
    expect((await t.db.select().from(unrenewedLoanSmsSends)).filter((s) => s.customerId === who.repaid.id)).toHaveLength(1);
    expect((await marketingTo(who.repaid.phone)).length).toBe(before + 1);
    admin = await t.login('admin');
    const list = await t.call('GET', 'unrenewedLoanSms/list', { token: admin });
    expect(list.data.records.find((r: { merchantId: number }) => r.merchantId === merchantId)).toMatchObject({ sendTime: '09:30', sentTotal: 1, merchantName: 'Mkt Pesa' });
  });
});

describe('permissions', () => {
  it('a viewer reads the lists but cannot write or move a task', async () => {
    await at(12, 0);
    const role = await createRole(t.db, { codes: ['MarketingManagement/SmsMarketingTask', 'MarketingManagement/SmsMarketingTemplate'].map(viewCode) });
    const user = await createUser(t.db, role.id);
    const token = await t.login(user.username);
    expect((await t.call('GET', 'smsMarketingTask/list', { token })).code).toBe(200);
    expect((await t.call('POST', 'smsMarketingTemplate/save', { token, body: { name: 'Nope', content: 'Hi' } })).code).toBe(403);
    const id = await newTask({ taskName: 'Guarded' });
    expect((await move('start', id, token)).code).toBe(403);
    expect((await move('cancel', id, token)).code).toBe(403);
    const starter = await createRole(t.db, { codes: [viewCode('MarketingManagement/SmsMarketingTask'), actionCode('MarketingManagement/SmsMarketingTask', 'cancel')] });
    const canceller = await createUser(t.db, starter.id);
    expect((await move('cancel', id, await t.login(canceller.username))).code).toBe(200);
  });
});
