/**
 * SMS routing (SmsRouterConfig, MarketingSmsRouterConfig) and the routed send path: route choice by kind, merchant
 * and type; priority; fallback when a provider refuses; delivery receipts; the contact blacklist and the marketing
 * opt-out; permissions. Each test starts without routes and adds its own.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { contactBlacklist, merchants, messageTemplates, outboxMerchants, outboxMessages, rateCounters, smsAttempts, smsRoutes, telemarketingBlacklist } from '../../server/db/schema';
import { setSmsProvider, smsProvider, type SmsProvider } from '../../server/integrations/messaging/sms-providers';
import { deliverQueuedMessages, queueSms, sendTemplatedMessage } from '../../server/modules/message-template/send-templated';
import { applyDeliveryReceipt } from '../../server/modules/outbox/sms-delivery';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { toEat } from './robot-fixtures';

let t: TestApp;
let admin: string;
let jamii: number;
let haraka: number;

const merchantId = async (no: string) => (await t.db.select().from(merchants).where(eq(merchants.merchantNo, no)))[0].id;
const save = (url: string, body: Record<string, unknown>, token = admin) => t.call('POST', url, { token, body });
const route = (extra: Record<string, unknown>) => ({ name: `Route ${Math.random().toString(36).slice(2, 8)}`, provider: 'alphaSms', priority: 10, ratePerSecond: 50, ...extra });
const addRoute = async (url: 'smsRoute' | 'marketingSmsRoute', extra: Record<string, unknown>) => {
  const res = await save(`${url}/save`, route(extra));
  expect(res.code).toBe(200);
  return res.data as { id: number };
};

/** Queues one SMS as a caller would and delivers it; answers the outbox row and its attempts. */
async function send(phone: string, kind: string, merchant: number | null) {
  const row = await t.db.transaction((tx) => queueSms(tx, { phone, body: 'Hello from the routing test.', kind, merchantId: merchant }));
  await deliverQueuedMessages(t.deps, [row.id]);
  const [message] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, row.id));
  const attempts = await t.db.select().from(smsAttempts).where(eq(smsAttempts.outboxId, row.id)).orderBy(asc(smsAttempts.attempt));
  return { message, attempts };
}

beforeAll(async () => {
  t = await startTestApp();
  // Notices follow the contact hours (08:00–19:00 EAT by default): deliver them in the day.
  toEat(t, 10);
  admin = await t.login('admin');
  jamii = await merchantId('1501');
  haraka = await merchantId('1502');
});
afterAll(() => t.close());
beforeEach(async () => { await t.db.delete(smsRoutes); });

describe('route configuration', () => {
  it('keeps each screen to its own kind and checks the input', async () => {
    const notice = await addRoute('smsRoute', { name: 'Notices A', merchantId: jamii, messageType: 'collection', senderId: 'JAMII' });
    const marketing = await addRoute('marketingSmsRoute', { name: 'Offers A', provider: 'betaSms' });
    const list = await t.call('GET', 'smsRoute/list', { token: admin });
    expect(list.data.records.map((r: { name: string }) => r.name)).toEqual(['Notices A']);
    expect((await t.call('GET', 'marketingSmsRoute/list', { token: admin })).data.records.map((r: { kind: string }) => r.kind)).toEqual(['marketing']);
    expect((await save('smsRoute/update', { id: marketing.id, priority: 3 })).code).toBe(404);
    expect((await save('marketingSmsRoute/enable', { id: notice.id, enabled: false })).code).toBe(404);
    expect((await save('smsRoute/save', route({ name: 'Notices A' }))).msg).toBe('A route with this name already exists.');
    expect((await save('smsRoute/save', route({ merchantId: 999_999 }))).msg).toBe('The merchant does not exist.');
    expect((await save('smsRoute/save', route({ senderId: 'MUCH TOO LONG ID' }))).code).toBe(400);
    expect((await save('smsRoute/save', route({ messageType: 'marketingSms' }))).code).toBe(400);
    expect((await save('marketingSmsRoute/save', route({ provider: 'nobody' }))).code).toBe(400);
    const audit = (await t.auditRows('create')).filter((r) => r.entity === 'smsRoute');
    expect(audit.at(-1)?.after).toMatchObject({ name: 'Notices A', provider: 'alphaSms' });
  });
});

describe('routing', () => {
  it('chooses the route by kind, merchant and message type', async () => {
    await addRoute('smsRoute', { name: 'All notices', provider: 'alphaSms', priority: 50 });
    await addRoute('smsRoute', { name: 'Jamii collection', merchantId: jamii, messageType: 'collection', provider: 'gammaSms', priority: 10 });
    await addRoute('marketingSmsRoute', { name: 'Offers', provider: 'betaSms', priority: 10 });
    expect((await send('254711000101', 'collection', jamii)).message).toMatchObject({ provider: 'gammaSms', status: 'sent' });
    expect((await send('254711000102', 'collection', haraka)).message).toMatchObject({ provider: 'alphaSms', status: 'sent' });
    expect((await send('254711000103', 'feedbackReply', jamii)).message).toMatchObject({ provider: 'alphaSms', status: 'sent' });
    expect((await send('254711000104', 'marketingSms', jamii)).message).toMatchObject({ provider: 'betaSms', status: 'sent' });
    expect((await send('254711000105', 'collection', null)).message).toMatchObject({ provider: 'alphaSms' });
  });

  it('tries routes by priority, skips disabled ones, and falls back when a provider refuses', async () => {
    const first = await addRoute('smsRoute', { name: 'First', provider: 'alphaSms', priority: 10 });
    await addRoute('smsRoute', { name: 'Second', provider: 'betaSms', priority: 20 });
    const ok = await send('254711000201', 'feedbackReply', haraka);
    expect(ok.message).toMatchObject({ provider: 'alphaSms', status: 'sent' });
    expect(ok.attempts.map((a) => [a.provider, a.status])).toEqual([['alphaSms', 'sent']]);
    // alphaSms refuses numbers ending in 9: the second route carries it, both attempts recorded.
    const fallback = await send('254711000209', 'feedbackReply', haraka);
    expect(fallback.message).toMatchObject({ provider: 'betaSms', status: 'sent' });
    expect(fallback.attempts.map((a) => [a.attempt, a.provider, a.status, a.reason])).toEqual([[1, 'alphaSms', 'refused', 'unavailable'], [2, 'betaSms', 'sent', null]]);
    expect(fallback.message.providerRef).toBe(fallback.attempts[1].providerRef);
    expect((await save('smsRoute/enable', { id: first.id, enabled: false })).code).toBe(200);
    expect((await send('254711000202', 'feedbackReply', haraka)).message).toMatchObject({ provider: 'betaSms', status: 'sent' });
  });

  it('falls back when a provider is down, and fails the message when every route refuses', async () => {
    await addRoute('smsRoute', { name: 'Alpha', provider: 'alphaSms', priority: 10 });
    const alpha = smsProvider('alphaSms')!;
    const down: SmsProvider = { name: 'alphaSms', send: async () => { throw new Error('connection refused'); } };
    setSmsProvider(down);
    try {
      expect((await send('254711000301', 'feedbackReply', null)).message).toMatchObject({ status: 'failed', provider: 'alphaSms', providerRef: 'allRoutesFailed' });
      await addRoute('smsRoute', { name: 'Gamma', provider: 'gammaSms', priority: 20 });
      const saved = await send('254711000302', 'feedbackReply', null);
      expect(saved.message).toMatchObject({ status: 'sent', provider: 'gammaSms' });
      expect(saved.attempts.map((a) => [a.provider, a.status, a.reason])).toEqual([['alphaSms', 'refused', 'error'], ['gammaSms', 'sent', null]]);
    } finally {
      setSmsProvider(alpha);
    }
  });

  it('sends with the default adapter when no route matches, as before routing', async () => {
    await addRoute('marketingSmsRoute', { name: 'Offers only', provider: 'betaSms' });
    const { message, attempts } = await send('254711000401', 'feedbackReply', jamii);
    expect(message).toMatchObject({ provider: 'sandbox', status: 'sent' });
    expect(attempts).toEqual([]);
  });

  it('routes a templated send by the merchant it was sent for', async () => {
    await addRoute('smsRoute', { name: 'Jamii collection', merchantId: jamii, messageType: 'collection', provider: 'gammaSms' });
    const [tpl] = await t.db.select().from(messageTemplates).where(eq(messageTemplates.templateNo, 'COL-1501-S1'));
    const variables = { customerName: 'Wanjiku Kamau', amountDue: '2,450.00', dueDay: '2026-11-30', orderNo: 'ORD1', paybill: '522533', merchantName: 'Jamii Pesa', daysOverdue: '3' };
    const sent = await t.db.transaction((tx) => sendTemplatedMessage(tx, { templateId: tpl.id, phone: '254711000501', variables, kind: 'collection', merchantId: jamii, actorUserId: null }));
    expect(await t.db.select().from(outboxMerchants).where(eq(outboxMerchants.outboxId, sent.outboxId))).toEqual([{ outboxId: sent.outboxId, merchantId: jamii }]);
    await deliverQueuedMessages(t.deps, [sent.outboxId]);
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, sent.outboxId));
    expect(row).toMatchObject({ provider: 'gammaSms', status: 'sent' });
  });
});

describe('delivery receipts', () => {
  let gamma: SmsProvider;
  beforeEach(() => { gamma = smsProvider('gammaSms')!; });
  afterEach(() => { setSmsProvider(gamma); });

  it('keeps a message submitted until its receipt, then sent or failed; a repeated or unknown receipt changes nothing', async () => {
    await addRoute('smsRoute', { name: 'Gamma', provider: 'gammaSms' });
    let n = 0;
    setSmsProvider({ name: 'gammaSms', send: async () => ({ providerRef: `late-${++n}` }) });
    const late = await send('254711000601', 'feedbackReply', null);
    expect(late.message).toMatchObject({ status: 'submitted', provider: 'gammaSms', providerRef: 'late-1' });
    expect(late.attempts.map((a) => a.status)).toEqual(['submitted']);
    const at = t.clock.now();
    expect(await applyDeliveryReceipt(t.deps, { provider: 'gammaSms', providerRef: 'late-1', status: 'sent', reason: null, at })).toBe('applied');
    expect(await applyDeliveryReceipt(t.deps, { provider: 'gammaSms', providerRef: 'late-1', status: 'failed', reason: 'late', at })).toBe('duplicate');
    expect(await applyDeliveryReceipt(t.deps, { provider: 'gammaSms', providerRef: 'nobody', status: 'sent', reason: null, at })).toBe('unknown');
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, late.message.id));
    expect(row.status).toBe('sent');
    const [attempt] = await t.db.select().from(smsAttempts).where(eq(smsAttempts.outboxId, late.message.id));
    expect(attempt).toMatchObject({ status: 'sent', receiptAt: at });
  });

  it('fails a message whose receipt says undeliverable (sandbox: numbers ending in 000), without trying another route', async () => {
    await addRoute('smsRoute', { name: 'Gamma', provider: 'gammaSms', priority: 1 });
    await addRoute('smsRoute', { name: 'Beta', provider: 'betaSms', priority: 2 });
    const { message, attempts } = await send('254711000000', 'feedbackReply', null);
    expect(message).toMatchObject({ status: 'failed', provider: 'gammaSms' });
    expect(attempts.map((a) => [a.provider, a.status, a.reason])).toEqual([['gammaSms', 'failed', 'undeliverable']]);
  });

  it("shares each route's rate per second with every server process (rate_counters)", async () => {
    const gamma = await addRoute('smsRoute', { name: 'Gamma', provider: 'gammaSms', priority: 1, ratePerSecond: 2 });
    const key = `smsRoute:${gamma.id}`;
    // Another process has used this second's two hand-overs: this one waits for the next second.
    const windowEnds = new Date(Date.now() + 700);
    await t.db.insert(rateCounters).values({ key, hits: 2, windowEndsAt: windowEnds });
    const { message } = await send('254711000422', 'feedbackReply', null);
    expect(message.status).toBe('sent');
    expect(Date.now()).toBeGreaterThanOrEqual(windowEnds.getTime());
    const [counted] = await t.db.select().from(rateCounters).where(eq(rateCounters.key, key));
    expect(counted.hits).toBe(1);
    expect(counted.windowEndsAt.getTime()).toBeGreaterThan(windowEnds.getTime());
  });

  it("stores each sandbox's receipt where staff read a message's receipts, applied once", async () => {
    await addRoute('smsRoute', { name: 'Gamma', provider: 'gammaSms', priority: 1 });
    const receiptsOf = async (id: number) => (await t.call('GET', 'message/receipts', { token: admin, query: { outboxId: id } })).data;
    const failed = await send('254711000000', 'feedbackReply', null);
    expect(await receiptsOf(failed.message.id)).toMatchObject({
      total: 1, records: [{ provider: 'gammaSms', providerRef: failed.message.providerRef, status: 'failed', reason: 'undeliverable', result: 'applied' }],
    });
    const sent = await send('254711000421', 'feedbackReply', null);
    expect(sent.message.status).toBe('sent');
    expect(await receiptsOf(sent.message.id)).toMatchObject({ total: 1, records: [{ status: 'delivered', result: 'applied', reason: null }] });
  });
});

describe('contact rules in the send path', () => {
  it('never texts a blacklisted number, and keeps opted-out numbers from marketing only', async () => {
    await addRoute('smsRoute', { name: 'Alpha', provider: 'alphaSms' });
    await addRoute('marketingSmsRoute', { name: 'Beta', provider: 'betaSms' });
    await t.db.insert(contactBlacklist).values({ phone: '254711000701', reason: 'Wrong number' });
    await t.db.insert(telemarketingBlacklist).values({ phone: '254711000702', reason: 'Asked for no offers' });
    const blocked = await send('0711000701', 'feedbackReply', jamii);
    expect(blocked.message).toMatchObject({ status: 'failed', provider: 'blocked', providerRef: 'blacklisted' });
    expect(blocked.attempts).toEqual([]);
    expect((await send('254711000701', 'marketingSms', jamii)).message).toMatchObject({ provider: 'blocked', providerRef: 'blacklisted' });
    expect((await send('254711000702', 'marketingSms', jamii)).message).toMatchObject({ status: 'failed', provider: 'blocked', providerRef: 'optedOut' });
    expect((await send('254711000702', 'feedbackReply', jamii)).message).toMatchObject({ status: 'sent', provider: 'alphaSms' });
    await t.db.update(contactBlacklist).set({ enabled: false }).where(eq(contactBlacklist.phone, '254711000701'));
    expect((await send('254711000701', 'feedbackReply', jamii)).message).toMatchObject({ status: 'sent' });
  });
});

describe('test send and the message centre', () => {
  it('sends through the routes in force and shows the attempts in the whole outbox', async () => {
    await addRoute('smsRoute', { name: 'Alpha', provider: 'alphaSms', priority: 10 });
    await addRoute('smsRoute', { name: 'Beta', provider: 'betaSms', priority: 20 });
    const res = await save('smsRoute/testSend', { phone: '0711000809', merchantId: haraka, messageType: 'repaymentReminder' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ status: 'sent', provider: 'betaSms' });
    expect(res.data.attempts.map((a: { provider: string; status: string }) => `${a.provider}:${a.status}`)).toEqual(['alphaSms:refused', 'betaSms:sent']);
    const page = await t.call('GET', 'message/list', { token: admin, query: { scope: 'all', channel: 'sms' } });
    const row = page.data.records.find((r: { id: number }) => r.id === res.data.id);
    expect(row).toMatchObject({ recipient: '254711000809', kind: 'repaymentReminder', provider: 'betaSms', status: 'sent' });
    expect(row.attempts).toHaveLength(2);
    expect((await save('smsRoute/testSend', { phone: '12', messageType: 'collection' })).msg).toMatch(/Kenyan phone number/);
    expect((await save('smsRoute/testSend', { phone: '0711000801', messageType: 'marketingSms' })).code).toBe(400);
    expect((await save('marketingSmsRoute/testSend', { phone: '0711000801', messageType: 'marketingSms' })).data).toMatchObject({ provider: 'sandbox' });
    expect((await t.auditRows('testSend')).some((r) => r.entity === 'smsRoute')).toBe(true);
  });
});

describe('permissions', () => {
  it('lets a view-only role read its own screen only, and neither change nor test-send', async () => {
    const role = await createRole(t.db, { codes: [viewCode('OperationSystem/SmsRouterConfig')] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    expect((await t.call('GET', 'smsRoute/list', { token })).code).toBe(200);
    expect((await t.call('GET', 'smsRoute/options/merchants', { token })).code).toBe(200);
    expect((await t.call('GET', 'marketingSmsRoute/list', { token })).code).toBe(403);
    expect((await save('smsRoute/save', route({}), token)).code).toBe(403);
    expect((await save('smsRoute/testSend', { phone: '0711000901', messageType: 'collection' }, token)).code).toBe(403);
    const tester = await createRole(t.db, { codes: [viewCode('OperationSystem/MarketingSmsRouterConfig'), actionCode('OperationSystem/MarketingSmsRouterConfig', 'test')] });
    const testerToken = await t.login((await createUser(t.db, tester.id)).username);
    expect((await save('marketingSmsRoute/testSend', { phone: '0711000902', messageType: 'marketingSms' }, testerToken)).code).toBe(200);
    expect((await save('smsRoute/testSend', { phone: '0711000903', messageType: 'collection' }, testerToken)).code).toBe(403);
    expect((await save('marketingSmsRoute/enable', { id: 1, enabled: false }, testerToken)).code).toBe(403);
  });
});

