/**
 * Issue 14: in-app messages (MessageCenterAppManagement) read by the apps' open API, telemarketing robot tasks over
 * the list library (TelemarketingSystem/RoboticTask) and AI marketing push tasks (OperationSystem/AiMarketingPushTask)
 * through the robot and 94AI modules: rules, effects, permissions and audit, on an injected clock.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { auditLogs, merchants, robotCalls, telemarketingBlacklist, telemarketingListEntries } from '../../server/db/schema';
import { phoneHash } from '../../server/modules/telemarketing-list/phone-hash';
import { demoApp, openCall } from './app-open.helpers';
import { createRole, createUser } from './fixtures';
import { DAY, HOUR, startTestApp, type TestApp } from './harness';
import { robotTaskBody, toEat } from './robot-fixtures';

let t: TestApp;
let admin: string;
const jamii = demoApp('jamiipesa');
const soko = demoApp('sokocredit');
const MSG = 'OperationSystem/MessageCenterAppManagement';
const TM = 'TelemarketingSystem/RoboticTask';

const messages = async (app = jamii, customerType?: string) =>
  (await openCall(t, 'GET', 'messages', app, customerType ? { query: { customerType } } : {})).data as { title: string }[];
const titles = async (app = jamii, customerType?: string) => (await messages(app, customerType)).map((m) => m.title);
const callsOf = (taskId: number) => t.db.select().from(robotCalls).where(eq(robotCalls.taskId, taskId)).orderBy(asc(robotCalls.id));

beforeAll(async () => {
  t = await startTestApp();
  toEat(t, 10);
  admin = await t.login('admin');
}, 180_000);
afterAll(() => t.close());

describe('in-app messages', () => {
  const body = (values: Record<string, unknown> = {}) => ({ appCode: 'jamiipesa', title: 'Fee holiday', content: 'No service fee this week.', audience: 'all', ...values });

  it('shows a message in its app only while published, from its publish time', async () => {
    const saved = await t.call('POST', 'appMessage/save', { token: admin, body: body() });
    expect(saved.code).toBe(200);
    const id = saved.data.id as number;
    expect((await t.call('GET', `appMessage/detail/${id}`, { token: admin })).data.status).toBe('draft');
    expect(await titles()).not.toContain('Fee holiday');

    expect((await t.call('POST', 'appMessage/publish', { token: admin, body: { id } })).data).toEqual({ id, status: 'published' });
    expect(await titles()).toContain('Fee holiday');
    expect(await titles(soko)).not.toContain('Fee holiday');
    expect((await t.call('POST', 'appMessage/publish', { token: admin, body: { id } })).code).toBe(409);
    // Published: changed or deleted only after a withdrawal.
    expect((await t.call('POST', 'appMessage/update', { token: admin, body: { id, title: 'Changed' } })).code).toBe(409);
    expect((await t.call('POST', 'appMessage/delete', { token: admin, body: { ids: [id] } })).code).toBe(409);

    expect((await t.call('POST', 'appMessage/withdraw', { token: admin, body: { id } })).data.status).toBe('withdrawn');
    expect(await titles()).not.toContain('Fee holiday');
    expect((await t.call('POST', 'appMessage/withdraw', { token: admin, body: { id } })).code).toBe(409);
    const audits = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'appMessage'), eq(auditLogs.entityId, String(id)))).orderBy(asc(auditLogs.id));
    expect(audits.map((a) => a.action)).toEqual(['create', 'publish', 'withdraw']);
    expect(audits[1]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
  });

  it('waits for a future publish time, and keeps each audience to its customers', async () => {
    const later = await t.call('POST', 'appMessage/save', { token: admin, body: body({ title: 'Tomorrow', publishAt: new Date(t.clock.now().getTime() + DAY).toISOString() }) });
    const returning = await t.call('POST', 'appMessage/save', { token: admin, body: body({ title: 'For returning', audience: 'returningCustomers' }) });
    for (const id of [later.data.id, returning.data.id]) expect((await t.call('POST', 'appMessage/publish', { token: admin, body: { id } })).code).toBe(200);
    expect(await titles()).not.toContain('Tomorrow');
    expect(await titles(jamii, 'old')).toContain('For returning');
    expect(await titles(jamii, 'new')).not.toContain('For returning');
    expect(await titles()).not.toContain('For returning');
    t.clock.advance(DAY + HOUR);
    expect(await titles()).toContain('Tomorrow');
    admin = await t.login('admin');
  });

  it('refuses an unknown app, a long title and missing content with a translated 400', async () => {
    expect((await t.call('POST', 'appMessage/save', { token: admin, body: body({ appCode: 'nobody' }) })).code).toBe(400);
    expect((await t.call('POST', 'appMessage/save', { token: admin, body: body({ title: 'x'.repeat(101) }) })).code).toBe(400);
    const missing = await t.call('POST', 'appMessage/save', { token: admin, body: body({ content: '' }), language: 'zh' });
    expect(missing.code).toBe(400);
    expect(missing.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await openCall(t, 'GET', 'messages', {})).code).toBe(403);
  });

  it('needs the publish and withdraw codes', async () => {
    const role = await createRole(t.db, { codes: [viewCode(MSG), actionCode(MSG, 'add')] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    const saved = await t.call('POST', 'appMessage/save', { token, body: body({ title: 'By an editor' }) });
    expect(saved.code).toBe(200);
    expect((await t.call('POST', 'appMessage/publish', { token, body: { id: saved.data.id } })).code).toBe(403);
    expect((await t.call('POST', 'appMessage/withdraw', { token, body: { id: saved.data.id } })).code).toBe(403);
    expect((await t.call('GET', 'telemarketingRobotTask/list', { token })).code).toBe(403);
  });
});

describe('telemarketing robot tasks', () => {
  let merchantId: number;
  const phones = { fresh: '254722500010', week: '254722500023', old: '254722500031', blocked: '254722500048' };

  beforeAll(async () => {
    toEat(t, 10);
    admin = await t.login('admin');
    [{ id: merchantId }] = await t.db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.id)).limit(1);
    const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
    const entry = (phone: string, days: number) => ({ merchantId, phone, phoneHash: phoneHash(phone), customerName: `Prospect ${phone.slice(-3)}`, listType: 'imported' as const, marketingTarget: 'apply' as const, createdAt: ago(days) });
    await t.db.insert(telemarketingListEntries).values([entry(phones.fresh, 3), entry(phones.week, 10), entry(phones.old, 40), entry(phones.blocked, 5)]);
    await t.db.insert(telemarketingBlacklist).values({ phone: phones.blocked, reason: 'Asked not to be called' });
  });

  const tmBody = (values: Record<string, unknown> = {}) => robotTaskBody({ name: 'Apply prospects', merchantId, listType: 'imported', marketingTarget: 'apply', minOverdueDays: 2, maxOverdueDays: 30, ...values });

  it('refuses inverted days, an unknown list type and a long name', async () => {
    for (const body of [tmBody({ minOverdueDays: 10, maxOverdueDays: 5 }), tmBody({ listType: 'friends' }), tmBody({ name: 'x'.repeat(31) }), tmBody({ windowEnd: '21:00' })]) {
      expect((await t.call('POST', 'telemarketingRobotTask/save', { token: admin, body })).code, JSON.stringify(body)).toBe(400);
    }
  });

  it('calls the listed entries within the days once a day, never a blacklisted number, and stores each result', async () => {
    const saved = await t.call('POST', 'telemarketingRobotTask/save', { token: admin, body: tmBody() });
    expect(saved.code).toBe(200);
    const id = saved.data.id as number;
    expect((await t.call('GET', `robotTask/detail/${id}`, { token: admin })).code).toBe(404);
    const run = await t.call('POST', 'telemarketingRobotTask/runNow', { token: admin, body: { id } });
    expect(run.data).toMatchObject({ planned: 2 });
    const calls = await callsOf(id);
    expect(calls.map((c) => c.phone).sort()).toEqual([phones.fresh, phones.week]);
    expect(calls.every((c) => c.targetKind === 'tmEntry' && c.customerId === null && c.attempts === 1)).toBe(true);
    // Sandbox: last digit 0 → promise (key 1); 3 → answered.
    expect(calls.find((c) => c.phone === phones.fresh)).toMatchObject({ status: 'done', outcome: 'promised', keypress: '1' });
    expect(calls.find((c) => c.phone === phones.week)).toMatchObject({ status: 'done', outcome: 'answered' });
    expect((await t.call('POST', 'telemarketingRobotTask/runNow', { token: admin, body: { id } })).data).toMatchObject({ planned: 0, dialled: 0 });
    expect(await callsOf(id)).toHaveLength(2);

    const listed = await t.call('GET', 'telemarketingRobotTask/calls', { token: admin, query: { taskId: id } });
    expect(listed.data.records.map((r: { customerName: string }) => r.customerName).sort()).toEqual(['Prospect 010', 'Prospect 023']);
    // The next day's job plans the run again (one call per entry and day).
    t.clock.advance(DAY);
    admin = await t.login('admin');
    expect((await t.call('POST', 'telemarketingRobotTask/runNow', { token: admin, body: { id } })).data.planned).toBe(2);
  });

  it('masks phones for a masked user and needs the run code', async () => {
    const role = await createRole(t.db, { codes: [viewCode(TM)] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    const list = await t.call('GET', 'telemarketingRobotTask/list', { token });
    const task = list.data.records.find((r: { name: string }) => r.name === 'Apply prospects');
    expect((await t.call('POST', 'telemarketingRobotTask/runNow', { token, body: { id: task.id } })).code).toBe(403);
    const calls = await t.call('GET', 'telemarketingRobotTask/calls', { token, query: { taskId: task.id } });
    expect(JSON.stringify(calls.data)).not.toContain(phones.fresh);
  });
});

describe('AI marketing push tasks', () => {
  const aiBody = (values: Record<string, unknown> = {}) => robotTaskBody({ name: 'Come back offer', segment: 'neverBorrowed', startsAt: new Date(t.clock.now().getTime() - HOUR).toISOString(), ...values });

  it('waits for its start, dials through 94AI once, and records the call-backs', async () => {
    toEat(t, 10);
    admin = await t.login('admin');
    const later = await t.call('POST', 'aiMarketingPushTask/save', { token: admin, body: aiBody({ name: 'Next week', startsAt: new Date(t.clock.now().getTime() + 7 * DAY).toISOString() }) });
    expect((await t.call('POST', 'aiMarketingPushTask/runNow', { token: admin, body: { id: later.data.id } })).data.planned).toBe(0);

    const saved = await t.call('POST', 'aiMarketingPushTask/save', { token: admin, body: aiBody() });
    const id = saved.data.id as number;
    expect((await t.call('GET', `aiMarketingPushTask/detail/${id}`, { token: admin })).data.pushStatus).toBe('scheduled');
    const run = await t.call('POST', 'aiMarketingPushTask/runNow', { token: admin, body: { id } });
    expect(run.data.planned).toBeGreaterThan(0);
    const calls = await callsOf(id);
    const dialled = calls.filter((c) => c.attempts > 0);
    expect(dialled.length).toBeGreaterThan(0);
    // The sandbox's signed call-back set each dialled call's result and provider reference.
    expect(dialled.every((c) => c.providerRef && c.outcome && c.resultAt)).toBe(true);
    expect((await t.call('GET', `aiMarketingPushTask/detail/${id}`, { token: admin })).data.pushStatus).toBe('started');
    // A campaign plans once: the next day adds no calls.
    t.clock.advance(DAY);
    admin = await t.login('admin');
    expect((await t.call('POST', 'aiMarketingPushTask/runNow', { token: admin, body: { id } })).data.planned).toBe(0);
  });

  it('pauses (disabled) and cancels for good: queued calls skipped, no more runs or edits', async () => {
    const saved = await t.call('POST', 'aiMarketingPushTask/save', { token: admin, body: aiBody({ name: 'To cancel', maxRetries: 0 }) });
    const id = saved.data.id as number;
    expect((await t.call('POST', 'aiMarketingPushTask/enable', { token: admin, body: { id, enabled: false } })).code).toBe(200);
    expect((await t.call('GET', `aiMarketingPushTask/detail/${id}`, { token: admin })).data.pushStatus).toBe('paused');
    expect((await t.call('POST', 'aiMarketingPushTask/runNow', { token: admin, body: { id } })).code).toBe(409);
    // A call still queued (as after a pause mid-run) is skipped by the cancellation.
    await t.db.insert(robotCalls).values({ taskId: id, runDay: '2026-01-05', targetKind: 'customer', targetId: 1, phone: '254722500050', status: 'queued', nextAttemptAt: t.clock.now() });
    expect((await t.call('POST', 'aiMarketingPushTask/cancel', { token: admin, body: { id } })).data).toEqual({ skipped: 1 });
    expect((await t.call('GET', `aiMarketingPushTask/detail/${id}`, { token: admin })).data.pushStatus).toBe('cancelled');
    expect((await t.call('POST', 'aiMarketingPushTask/cancel', { token: admin, body: { id } })).code).toBe(409);
    expect((await t.call('POST', 'aiMarketingPushTask/enable', { token: admin, body: { id, enabled: true } })).code).toBe(409);
    expect((await t.call('POST', 'aiMarketingPushTask/update', { token: admin, body: { id, name: 'Again' } })).code).toBe(409);
    expect(await callsOf(id)).toMatchObject([{ status: 'skipped', outcome: 'cancelled', attempts: 0 }]);
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'aiMarketingPushTask'), eq(auditLogs.action, 'cancel'), eq(auditLogs.entityId, String(id))));
    expect(audit).toBeTruthy();
  });

  it('needs the cancel code', async () => {
    const role = await createRole(t.db, { codes: [viewCode('OperationSystem/AiMarketingPushTask')] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    const list = await t.call('GET', 'aiMarketingPushTask/list', { token });
    expect(list.code).toBe(200);
    expect((await t.call('POST', 'aiMarketingPushTask/cancel', { token, body: { id: list.data.records[0].id } })).code).toBe(403);
  });
});
