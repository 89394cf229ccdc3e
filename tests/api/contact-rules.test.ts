/**
 * The contact rules in the one SMS send path (server/modules/outbox/sms-delivery.ts): every kind but the
 * transactional ones follows the collection conduct rules — held (never dropped, never sent twice) outside the
 * merchant's contact hours and sent by the delivery job when they open; not sent, with a visible reason, at the
 * customer's daily cap across calls, SMS, robot and AI calls. Each delivery is given its own time (deps.now).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eatDayRange } from '../../common/eat-day';
import { formatEatDate } from '../../common/time';
import { collectionContacts, collectionSettings, customers, outboxMessages, smsAttempts, smsRoutes } from '../../server/db/schema';
import { deliverQueuedMessages, queueSms } from '../../server/modules/message-template/send-templated';
import { DAY, HOUR, startTestApp, type TestApp } from './harness';
import { caseRow } from './collection-day.helpers';
import { seedCollectionBook } from './collection-fixtures';
import { givePhone, toEat } from './robot-fixtures';

let t: TestApp;
let admin: string;
let customer: { id: number; merchantId: number; phone: string };
let caseId: number;
let day0: number;

/** Deps whose clock reads `hours` after the start of today (EAT) — a delivery run at that moment. */
const at = (hours: number) => ({ ...t.deps, now: () => new Date(day0 + hours * HOUR) });

async function queue(kind: string, phone = customer.phone, merchantId: number | null = customer.merchantId) {
  return (await t.db.transaction((tx) => queueSms(tx, { phone, body: `A ${kind} message.`, kind, merchantId }))).id;
}
const row = async (id: number) => (await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

beforeAll(async () => {
  t = await startTestApp();
  toEat(t, 10);
  admin = await t.login('admin');
  day0 = eatDayRange(formatEatDate(t.clock.now())).from.getTime();
  const book = await seedCollectionBook(t, { overdueDays: [3] });
  caseId = book.caseIds[0];
  await givePhone(t, caseId, '254711000444');
  const { customerId } = await caseRow(t, caseId);
  const [c] = await t.db.select({ id: customers.id, merchantId: customers.merchantId, phone: customers.phone }).from(customers).where(eq(customers.id, customerId));
  customer = c;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(smsRoutes);
  await t.db.delete(collectionSettings);
  await t.db.delete(collectionContacts).where(eq(collectionContacts.customerId, customer.id));
  await t.db.update(outboxMessages).set({ handedAt: null }).where(eq(outboxMessages.recipient, customer.phone));
});

describe('quiet hours', () => {
  it('holds a collection SMS queued at night until the contact hours open, then sends it once', async () => {
    const id = await queue('collection');
    expect(await deliverQueuedMessages(at(22), [id])).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'submitted', provider: 'queued', notBefore: new Date(day0 + DAY + 8 * HOUR), handedAt: null });
    // The job runs through the night: the held message is not taken again before its time.
    expect(await deliverQueuedMessages(at(23), [id])).toBe(0);
    expect(await deliverQueuedMessages(at(24 + 7.9), [id])).toBe(0);
    expect((await row(id)).provider).toBe('queued');
    // 08:00 the next day: the job (no ids) sends it, once.
    expect(await deliverQueuedMessages(at(24 + 8))).toBeGreaterThanOrEqual(1);
    expect(await row(id)).toMatchObject({ status: 'sent', provider: 'sandbox', handedAt: new Date(day0 + DAY + 8 * HOUR) });
    expect(await deliverQueuedMessages(at(24 + 9), [id])).toBe(0);
  });

  it("follows the merchant's own contact hours, before the default row", async () => {
    await t.db.insert(collectionSettings).values([
      { merchantId: null, contactStartMinute: 7 * 60, contactEndMinute: 21 * 60 },
      { merchantId: customer.merchantId, contactStartMinute: 10 * 60, contactEndMinute: 12 * 60 },
    ]);
    const reminder = await queue('repaymentReminder');
    const reply = await queue('feedbackReply');
    await deliverQueuedMessages(at(9), [reminder, reply]);
    expect(await row(reminder)).toMatchObject({ provider: 'queued', notBefore: new Date(day0 + 10 * HOUR) });
    expect(await row(reply)).toMatchObject({ provider: 'queued', notBefore: new Date(day0 + 10 * HOUR) });
    await deliverQueuedMessages(at(12.5), [reminder]);
    expect((await row(reminder)).notBefore).toEqual(new Date(day0 + DAY + 10 * HOUR));
    // Another merchant's number follows the default row (07:00–21:00): sent at 20:00.
    const other = await queue('repaymentReminder', '254799000111', null);
    await deliverQueuedMessages(at(20), [other]);
    expect(await row(other)).toMatchObject({ status: 'sent' });
  });

  it('sends transactional messages and staff test sends at any hour', async () => {
    const code = await queue('verificationCode');
    const receipt = await queue('repaymentReceipt');
    await deliverQueuedMessages(at(2), [code, receipt]);
    expect(await row(code)).toMatchObject({ status: 'sent', notBefore: null });
    expect(await row(receipt)).toMatchObject({ status: 'sent' });
    toEat(t, 23);
    admin = await t.login('admin');
    const test = await t.call('POST', 'smsRoute/testSend', { token: admin, body: { phone: customer.phone, merchantId: customer.merchantId, messageType: 'collection' } });
    expect(test.code).toBe(200);
    expect(test.data).toMatchObject({ status: 'sent' });
    toEat(t, 10);
    admin = await t.login('admin');
  });
});

describe('daily cap across channels', () => {
  it('counts calls, robot calls and handed-over SMS of the EAT day, and refuses the SMS over the cap with a visible reason', async () => {
    await t.db.insert(collectionSettings).values({ merchantId: null, maxAttemptsPerDay: 3 });
    await t.db.insert(collectionContacts).values([
      { caseId, customerId: customer.id, channel: 'call', at: new Date(day0 + 9 * HOUR) },
      { caseId, customerId: customer.id, channel: 'robot', at: new Date(day0 + 9.5 * HOUR) },
      // Yesterday's contact and an inbound reply do not count.
      { caseId, customerId: customer.id, channel: 'call', at: new Date(day0 - 2 * HOUR) },
      { caseId, customerId: customer.id, channel: 'smsReply', at: new Date(day0 + 9.6 * HOUR) },
    ]);
    const reminder = await queue('repaymentReminder');
    await deliverQueuedMessages(at(10), [reminder]);
    expect(await row(reminder)).toMatchObject({ status: 'sent' });
    const marketing = await queue('marketingSms');
    const code = await queue('verificationCode');
    await deliverQueuedMessages(at(11), [marketing, code]);
    expect(await row(marketing)).toMatchObject({ status: 'failed', provider: 'blocked', providerRef: 'capReached' });
    expect(await row(code)).toMatchObject({ status: 'sent' });
    expect(await t.db.select().from(smsAttempts).where(eq(smsAttempts.outboxId, marketing))).toEqual([]);
    // Staff see why in the message centre.
    const page = await t.call('GET', 'message/list', { token: admin, query: { scope: 'all', channel: 'sms', size: 100 } });
    expect(page.data.records.find((r: { id: number }) => r.id === marketing)).toMatchObject({ status: 'failed', provider: 'blocked', providerRef: 'capReached' });
    // The next EAT day starts a new count.
    const tomorrow = await queue('repaymentReminder');
    await deliverQueuedMessages(at(24 + 9), [tomorrow]);
    expect(await row(tomorrow)).toMatchObject({ status: 'sent' });
  });

  it('counts a workbench SMS once: its own contact row does not stop it, the next message is stopped', async () => {
    await t.db.insert(collectionSettings).values({ merchantId: null, maxAttemptsPerDay: 2 });
    await t.db.insert(collectionContacts).values({ caseId, customerId: customer.id, channel: 'call', at: new Date(day0 + 9 * HOUR) });
    const workbench = await queue('collection');
    await t.db.insert(collectionContacts).values({ caseId, customerId: customer.id, channel: 'sms', outboxId: workbench, at: new Date(day0 + 10 * HOUR) });
    await deliverQueuedMessages(at(10), [workbench]);
    expect(await row(workbench)).toMatchObject({ status: 'sent' });
    const next = await queue('feedbackReply');
    await deliverQueuedMessages(at(10.5), [next]);
    expect(await row(next)).toMatchObject({ status: 'failed', providerRef: 'capReached' });
  });

  it('lets exactly one of two messages racing for the last attempt through', async () => {
    await t.db.insert(collectionSettings).values({ merchantId: null, maxAttemptsPerDay: 1 });
    const first = await queue('repaymentReminder');
    const second = await queue('repaymentReminder');
    await Promise.all([deliverQueuedMessages(at(10), [first]), deliverQueuedMessages(at(10), [second])]);
    const statuses = [(await row(first)).status, (await row(second)).status].sort();
    expect(statuses).toEqual(['failed', 'sent']);
  });

  it('applies no cap to a number that is no customer (its hours still apply)', async () => {
    await t.db.insert(collectionSettings).values({ merchantId: null, maxAttemptsPerDay: 1 });
    const ids = [await queue('repaymentReminder', '254799000222', null), await queue('repaymentReminder', '254799000222', null)];
    await deliverQueuedMessages(at(10), ids);
    expect((await Promise.all(ids.map(row))).map((r) => r.status)).toEqual(['sent', 'sent']);
  });
});
