import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { MINUTE, SECOND, startTestApp, type TestApp } from './harness';

let t: TestApp;
let financeId: number;
beforeAll(async () => {
  t = await startTestApp();
  financeId = await t.userId('finance');
});
afterAll(async () => { await t?.close(); });

async function startFinanceLogin() {
  const res = await t.call('POST', 'noAuth/logon/login', { body: { username: 'finance', password: DEMO_PASSWORD } });
  expect(res).toMatchObject({ code: 200, data: { nextStep: 'code', channels: ['sms', 'email'] } });
  expect(res.data.token).toBeUndefined();
  return res.data.ticket as string;
}

const sendCode = (ticket: string, channel = 'sms') => t.call('POST', 'noAuth/logon/sendAuthUserValidateCode', { body: { ticket, channel } });
const verifyCode = (ticket: string, code: string) => t.call('POST', 'noAuth/logon/verifyCode', { body: { ticket, code } });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in code for roles that require one', () => {
  it('asks the finance user for a code and gives no session yet', async () => {
    const ticket = await startFinanceLogin();
    expect(ticket.length).toBeGreaterThan(20);
    expect((await t.call('GET', 'user/info', { token: ticket })).code).toBe(-10);
  });

  it('sends the code by SMS through the outbox, to the user\'s phone', async () => {
    const ticket = await startFinanceLogin();
    const before = (await t.outbox({ userId: financeId })).length;
    const res = await sendCode(ticket);
    expect(res).toMatchObject({ code: 200, data: { sentTo: '2547*****877', resendAfterSeconds: 60 } });
    const messages = await t.outbox({ userId: financeId });
    expect(messages).toHaveLength(before + 1);
    expect(messages.at(-1)).toMatchObject({ channel: 'sms', recipient: '254710998877', kind: 'loginCode', status: 'sent', provider: 'sandbox' });
    expect(messages.at(-1)?.body).toBe('Your back-office sign-in code is ******. It expires in 5 minutes. Do not share it.');
    expect(t.sentText(messages.at(-1)!)).toMatch(/sign-in code is \d{6}\./);
  });

  it('can send the code by e-mail instead', async () => {
    const ticket = await startFinanceLogin();
    expect(await sendCode(ticket, 'email')).toMatchObject({ code: 200, data: { sentTo: 'fi***ce@jamiicredit.co.ke' } });
    expect((await t.outbox({ userId: financeId })).at(-1)).toMatchObject({ channel: 'email', recipient: 'finance@jamiicredit.co.ke' });
    const token = await verifyCode(ticket, await t.latestLoginCode(financeId));
    expect(token.code).toBe(200);
  });

  it('counts down the attempts on a wrong code, then signs in with the right one', async () => {
    const ticket = await startFinanceLogin();
    await sendCode(ticket);
    const code = await t.latestLoginCode(financeId);
    expect(await verifyCode(ticket, otherCode(code))).toMatchObject({ code: 400, msg: 'The code is incorrect. Attempts left: 4.' });
    expect(await verifyCode(ticket, otherCode(code))).toMatchObject({ code: 400, msg: 'The code is incorrect. Attempts left: 3.' });
    const res = await verifyCode(ticket, code);
    expect(res).toMatchObject({ code: 200, data: { isUpdatePasswordStatus: false } });
    expect((await t.call('GET', 'user/info', { token: res.data.token })).data.username).toBe('finance');
    expect((await verifyCode(ticket, code)).code).toBe(400);
  });

  it('ends the sign-in after five wrong codes', async () => {
    const ticket = await startFinanceLogin();
    await sendCode(ticket);
    const code = await t.latestLoginCode(financeId);
    for (let i = 0; i < 4; i += 1) await verifyCode(ticket, otherCode(code));
    expect(await verifyCode(ticket, otherCode(code))).toMatchObject({ code: 400, msg: 'This sign-in has expired. Please sign in again.' });
    expect((await verifyCode(ticket, code)).code).toBe(400);
  });

  it('asks for a code to be sent before checking one', async () => {
    const ticket = await startFinanceLogin();
    expect(await verifyCode(ticket, '123456')).toMatchObject({ code: 400, msg: 'Please request a verification code first.' });
  });

  it('refuses a resend within 60 seconds and allows it after', async () => {
    const ticket = await startFinanceLogin();
    expect((await sendCode(ticket)).code).toBe(200);
    t.clock.advance(20 * SECOND);
    expect(await sendCode(ticket)).toMatchObject({ code: 429, msg: 'A code was just sent. You can ask for another in 40 seconds.' });
    t.clock.advance(40 * SECOND);
    expect((await sendCode(ticket)).code).toBe(200);
  });

  it('replaces the old code when a new one is sent', async () => {
    const ticket = await startFinanceLogin();
    await sendCode(ticket);
    const first = await t.latestLoginCode(financeId);
    t.clock.advance(61 * SECOND);
    await sendCode(ticket);
    const second = await t.latestLoginCode(financeId);
    if (first !== second) expect((await verifyCode(ticket, first)).code).toBe(400);
    expect((await verifyCode(ticket, second)).code).toBe(200);
  });

  it('lets a code expire after five minutes', async () => {
    const ticket = await startFinanceLogin();
    await sendCode(ticket);
    const code = await t.latestLoginCode(financeId);
    t.clock.advance(5 * MINUTE + SECOND);
    expect(await verifyCode(ticket, code)).toMatchObject({ code: 400, msg: 'The code has expired. Please request a new one.' });
  });

  it('refuses a ticket that does not exist', async () => {
    expect(await sendCode('x'.repeat(43))).toMatchObject({ code: 400, msg: 'This sign-in has expired. Please sign in again.' });
  });
});
