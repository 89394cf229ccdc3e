/**
 * Sign-in codes and temporary passwords take the one routed send path (sendMessage → the outbox queue →
 * deliverQueuedMessages): SMS routes and fallback, attempts, receipts — and stay exempt from the contact rules
 * (TRANSACTIONAL_KINDS and rules_exempt: sent in the quiet hours, never counted against or stopped at the cap).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBlacklist, outboxMessages, smsAttempts, smsRoutes } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { sendMessage } from '../../server/modules/outbox/outbox.service';
import { startTestApp, type TestApp } from './harness';
import { toEat } from './robot-fixtures';

let t: TestApp;
const attemptsOf = (id: number) => t.db.select().from(smsAttempts).where(eq(smsAttempts.outboxId, id)).orderBy(smsAttempts.attempt);
const messageOf = async (id: number) => (await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

beforeAll(async () => {
  t = await startTestApp();
  await t.db.delete(smsRoutes);
  // alphaSms refuses numbers ending in 9; betaSms carries them.
  await t.db.insert(smsRoutes).values([
    { kind: 'notice', name: 'Alpha', provider: 'alphaSms', priority: 1, ratePerSecond: 100 },
    { kind: 'notice', name: 'Beta', provider: 'betaSms', priority: 2, ratePerSecond: 100 },
  ]);
});
afterAll(() => t.close());

describe('transactional SMS on the routes', () => {
  it('sends a sign-in code through the routes with fallback, in the quiet hours', async () => {
    toEat(t, 3);
    const financeId = await t.userId('finance');
    const login = await t.call('POST', 'noAuth/logon/login', { body: { username: 'finance', password: DEMO_PASSWORD } });
    expect(login.data.nextStep).toBe('code');
    const sent = await t.call('POST', 'noAuth/logon/sendAuthUserValidateCode', { body: { ticket: login.data.ticket, channel: 'sms' } });
    expect(sent.code, sent.msg).toBe(200);
    const code = (await t.outbox({ userId: financeId, kind: 'loginCode' })).at(-1)!;
    // 03:00 EAT: outside every contact hour, yet handed over at once (not held), exempt from the rules.
    expect(code).toMatchObject({ status: 'sent', provider: 'alphaSms', rulesExempt: true, notBefore: null });
    expect((await attemptsOf(code.id)).map((a) => [a.provider, a.status])).toEqual([['alphaSms', 'sent']]);
    // The code reached the user: the sign-in completes with it.
    const verified = await t.call('POST', 'noAuth/logon/verifyCode', { body: { ticket: login.data.ticket, code: await t.latestLoginCode(financeId) } });
    expect(verified.code, verified.msg).toBe(200);
  });

  it('falls back for a temporary password and is not stopped by the contact blacklist or the cap', async () => {
    toEat(t, 23);
    const phone = '254711000709';
    await t.db.insert(contactBlacklist).values({ phone, reason: 'Asked not to be contacted about debts' });
    const first = await sendMessage(t.deps, { channel: 'sms', to: phone, body: 'Your temporary password: Abc12345.', kind: 'temporaryPassword' });
    expect(first.status).toBe('sent');
    expect((await attemptsOf(first.id)).map((a) => [a.provider, a.status, a.reason])).toEqual([['alphaSms', 'refused', 'unavailable'], ['betaSms', 'sent', null]]);
    expect(await messageOf(first.id)).toMatchObject({ provider: 'betaSms', status: 'sent' });
    // Many more: none held or capped (transactional SMS do not count).
    for (let i = 0; i < 7; i += 1) {
      expect((await sendMessage(t.deps, { channel: 'sms', to: phone, body: `Code ${i}`, kind: 'loginCode' })).status).toBe('sent');
    }
  });

  it('e-mail still goes to the adapter', async () => {
    const mail = await sendMessage(t.deps, { channel: 'email', to: 'finance@example.com', subject: 'Password', body: 'Your temporary password: Abc12345.', kind: 'temporaryPassword' });
    expect(await messageOf(mail.id)).toMatchObject({ channel: 'email', status: 'sent', provider: 'sandbox' });
    expect(await attemptsOf(mail.id)).toEqual([]);
  });
});
