/**
 * Signed delivery receipts from real SMS providers (POST noAuth/sms/receipt/:provider): verified with the provider's
 * secret (HMAC over timestamp and body, 5-minute skew; 403 and a refused row otherwise), deduplicated by receipt id,
 * and safe in any order (a late "accepted" never undoes "delivered" or "failed").
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, smsAttempts, smsReceipts, smsRoutes } from '../../server/db/schema';
import { setSmsProvider, smsProvider, type SmsProvider } from '../../server/integrations/messaging/sms-providers';
import { deliverQueuedMessages, queueSms } from '../../server/modules/message-template/send-templated';
import { receiptHeaders } from '../../server/modules/outbox/sms-receipt.service';
import { actionCode } from '../../common/routes';
import { createRole, createUser } from './fixtures';
import { MINUTE, startTestApp, type TestApp } from './harness';
import { toEat } from './robot-fixtures';

let t: TestApp;
let gamma: SmsProvider;
let sequence = 0;

const post = (provider: string, body: Record<string, unknown>, headers = receiptHeaders(provider, body, t.clock.now())) =>
  t.app.inject({ method: 'POST', url: `/api/hc/web/noAuth/sms/receipt/${provider}`, payload: body, headers }).then((r) => r.json());
const message = async (id: number) => (await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];
const attempt = async (id: number) => (await t.db.select().from(smsAttempts).where(eq(smsAttempts.outboxId, id)))[0];
const receipt = (providerRef: string, status: string, extra: Record<string, unknown> = {}) => ({
  receiptId: `r-${++sequence}`, providerRef, status, eventAt: t.clock.now().toISOString(), ...extra,
});

/** Hands an SMS to gammaSms, which (like a real provider) answers its receipt later; answers the outbox id and reference. */
async function handedOver(phone: string, recipientUserId?: number) {
  const row = await t.db.transaction((tx) => queueSms(tx, { phone, body: 'Your repayment is due tomorrow.', kind: 'repaymentReminder', merchantId: null, recipientUserId }));
  await deliverQueuedMessages(t.deps, [row.id]);
  const m = await message(row.id);
  expect(m).toMatchObject({ status: 'submitted', provider: 'gammaSms' });
  return { id: row.id, ref: m.providerRef! };
}

beforeAll(async () => {
  t = await startTestApp();
  toEat(t, 10);
  await t.db.delete(smsRoutes);
  await t.db.insert(smsRoutes).values({ kind: 'notice', name: 'Gamma', provider: 'gammaSms', priority: 1, ratePerSecond: 100 });
  gamma = smsProvider('gammaSms')!;
  let n = 0;
  setSmsProvider({ name: 'gammaSms', send: async () => ({ providerRef: `gm-${++n}` }) });
});
afterEach(() => { t.clock.advance(MINUTE); });
afterAll(async () => {
  setSmsProvider(gamma);
  await t.close();
});

describe('signature', () => {
  it('refuses a missing, wrong, stale or tampered signature and an unknown provider with 403, recording each', async () => {
    const { id, ref } = await handedOver('254711000701');
    const body = receipt(ref, 'delivered');
    expect((await post('gammaSms', body, {})).code).toBe(403);
    expect((await post('gammaSms', body, receiptHeaders('gammaSms', body, t.clock.now(), 'wrong-secret'))).code).toBe(403);
    expect((await post('gammaSms', body, receiptHeaders('gammaSms', body, new Date(t.clock.now().getTime() - 6 * MINUTE)))).code).toBe(403);
    const tampered = receiptHeaders('gammaSms', { ...body, status: 'failed' }, t.clock.now());
    const refused = await post('gammaSms', body, tampered);
    expect(refused).toMatchObject({ code: 403, msg: "The receipt's signature is missing or wrong." });
    // Signed with another provider's secret, or for a provider we do not have.
    expect((await post('gammaSms', body, receiptHeaders('alphaSms', body, t.clock.now()))).code).toBe(403);
    expect((await post('nobodySms', body)).code).toBe(403);
    const rows = await t.db.select().from(smsReceipts).orderBy(asc(smsReceipts.id));
    expect(rows.map((r) => r.result)).toEqual(['badSignature', 'badSignature', 'badSignature', 'badSignature', 'badSignature', 'badSignature']);
    expect(await message(id)).toMatchObject({ status: 'submitted' });
    // Within the 5 minutes of skew, with the right secret: applied.
    const ok = await post('gammaSms', body, receiptHeaders('gammaSms', body, new Date(t.clock.now().getTime() - 4 * MINUTE)));
    expect(ok).toMatchObject({ code: 200, data: { result: 'applied' } });
    expect(await message(id)).toMatchObject({ status: 'sent' });
  });

  it("uses the provider's secret from the environment when set", async () => {
    const { id, ref } = await handedOver('254711000702');
    const body = receipt(ref, 'failed', { reason: 'absentSubscriber' });
    process.env.SMS_RECEIPT_SECRET_GAMMASMS = 'live-gamma-secret';
    try {
      // The sandbox's secret no longer opens it.
      expect((await post('gammaSms', body, receiptHeaders('gammaSms', body, t.clock.now(), 'sandbox-gammaSms-receipt-secret'))).code).toBe(403);
      expect(await post('gammaSms', body, receiptHeaders('gammaSms', body, t.clock.now(), 'live-gamma-secret'))).toMatchObject({ code: 200, data: { result: 'applied' } });
    } finally {
      delete process.env.SMS_RECEIPT_SECRET_GAMMASMS;
    }
    expect(await message(id)).toMatchObject({ status: 'failed' });
    expect(await attempt(id)).toMatchObject({ status: 'failed', reason: 'absentSubscriber' });
  });
});

describe('dedupe and order', () => {
  it('changes nothing when the same receipt comes twice', async () => {
    const { id, ref } = await handedOver('254711000703');
    const body = receipt(ref, 'delivered');
    expect((await post('gammaSms', body)).data).toEqual({ result: 'applied' });
    const before = await attempt(id);
    t.clock.advance(MINUTE);
    expect((await post('gammaSms', body)).data).toEqual({ result: 'duplicate' });
    expect(await attempt(id)).toEqual(before);
    expect(await t.db.select().from(smsReceipts).where(eq(smsReceipts.receiptId, body.receiptId as string))).toHaveLength(1);
  });

  it('never lets a late "accepted" or a second final receipt overwrite the first final one', async () => {
    const { id, ref } = await handedOver('254711000704');
    const accepted = receipt(ref, 'accepted', { eventAt: new Date(t.clock.now().getTime() - 2 * MINUTE).toISOString() });
    const delivered = receipt(ref, 'delivered');
    // Delivered arrives first; the earlier "accepted" comes late.
    expect((await post('gammaSms', delivered)).data).toEqual({ result: 'applied' });
    expect((await post('gammaSms', accepted)).data).toEqual({ result: 'stale' });
    expect((await post('gammaSms', receipt(ref, 'failed', { reason: 'late' }))).data).toEqual({ result: 'stale' });
    expect(await message(id)).toMatchObject({ status: 'sent' });
    expect(await attempt(id)).toMatchObject({ status: 'sent', reason: null });

    // In order: "submitted" changes nothing, then "failed" decides.
    const other = await handedOver('254711000705');
    expect((await post('gammaSms', receipt(other.ref, 'submitted'))).data).toEqual({ result: 'progress' });
    expect(await message(other.id)).toMatchObject({ status: 'submitted' });
    expect((await post('gammaSms', receipt(other.ref, 'failed', { reason: 'expired' }))).data).toEqual({ result: 'applied' });
    expect((await post('gammaSms', receipt(other.ref, 'accepted'))).data).toEqual({ result: 'stale' });
    expect(await message(other.id)).toMatchObject({ status: 'failed' });
    // A reference we never handed over.
    expect((await post('gammaSms', receipt('gm-unknown', 'delivered'))).data).toEqual({ result: 'unknown' });
  });
});

describe('receipts listed for staff (message/receipts)', () => {
  it("lists a message's receipts, refused ones included, newest first and paged, to its recipient or a holder of viewAll", async () => {
    const plain = await createUser(t.db, (await createRole(t.db)).id);
    const viewer = await createUser(t.db, (await createRole(t.db, { codes: [actionCode('WarningNotify', 'viewAll')] })).id);
    const own = await handedOver('254711000706', plain.id);
    const other = await handedOver('254711000707');
    await post('gammaSms', receipt(own.ref, 'accepted'));
    t.clock.advance(MINUTE);
    await post('gammaSms', receipt(own.ref, 'failed', { reason: 'absentSubscriber' }));
    t.clock.advance(MINUTE);
    const forged = receipt(own.ref, 'delivered');
    expect((await post('gammaSms', forged, receiptHeaders('gammaSms', forged, t.clock.now(), 'wrong-secret'))).code).toBe(403);
    t.clock.advance(MINUTE);
    await post('gammaSms', receipt(own.ref, 'delivered'));
    await post('gammaSms', receipt(other.ref, 'delivered'));

    const mine = await t.login(plain.username);
    const page = await t.call('GET', 'message/receipts', { token: mine, query: { outboxId: own.id, current: 1, size: 3 } });
    expect(page.code).toBe(200);
    expect(page.data).toMatchObject({ total: 4, current: 1, size: 3 });
    expect(page.data.records.map((r: { status: string; result: string }) => [r.status, r.result])).toEqual([
      ['delivered', 'stale'], ['delivered', 'badSignature'], ['failed', 'applied'],
    ]);
    expect(page.data.records[2]).toMatchObject({ provider: 'gammaSms', providerRef: own.ref, reason: 'absentSubscriber' });
    expect(page.data.records[2].receivedAt).toMatch(/Z$/);
    // No phone in what a receipt lists (masked users see the message centre too).
    expect(JSON.stringify(page.data)).not.toContain('254711000706');
    const next = await t.call('GET', 'message/receipts', { token: mine, query: { outboxId: own.id, current: 2, size: 3 } });
    expect(next.data.records.map((r: { status: string; result: string }) => [r.status, r.result])).toEqual([['accepted', 'progress']]);

    // Someone else's message: as if it did not exist, unless the user may see the whole outbox.
    expect((await t.call('GET', 'message/receipts', { token: mine, query: { outboxId: other.id } })).code).toBe(404);
    const all = await t.login(viewer.username);
    const seen = await t.call('GET', 'message/receipts', { token: all, query: { outboxId: other.id } });
    expect(seen.data).toMatchObject({ total: 1, records: [{ status: 'delivered', result: 'applied' }] });
    expect((await t.call('GET', 'message/receipts', { token: all, query: { outboxId: 99_999_999 } })).code).toBe(404);
    // Bad input is a 400, never a 5xx.
    expect((await t.call('GET', 'message/receipts', { token: all, query: { outboxId: 'x' } })).code).toBe(400);
  });
});
