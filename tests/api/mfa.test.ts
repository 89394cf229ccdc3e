import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { MINUTE, SECOND, startTestApp, type TestApp } from './harness';

let t: TestApp;
let auditorId: number;
let secret: string;
beforeAll(async () => {
  t = await startTestApp();
  auditorId = await t.userId('auditor');
  await t.db.update(roles).set({ mfaRequired: true }).where(eq(roles.roleNo, 'R002'));
});
afterAll(async () => { await t?.close(); });

async function startLogin(expectedStep: string) {
  const res = await t.call('POST', 'noAuth/logon/login', { body: { username: 'auditor', password: DEMO_PASSWORD } });
  expect(res).toMatchObject({ code: 200, data: { nextStep: expectedStep } });
  expect(res.data.token).toBeUndefined();
  return res.data.ticket as string;
}

const setup = (ticket: string) => t.call('POST', 'noAuth/logon/mfaSetup', { body: { ticket } });
const mfaVerify = (ticket: string, code: string) => t.call('POST', 'noAuth/logon/mfaVerify', { body: { ticket, code } });
const storedSecret = async () => (await t.db.select({ s: users.mfaSecret }).from(users).where(eq(users.id, auditorId)))[0].s;

describe('MFA', () => {
  it('asks a user whose role requires MFA to bind an authenticator', async () => {
    await startLogin('mfaBind');
  });

  it('gives a secret and a QR code to scan', async () => {
    const res = await setup(await startLogin('mfaBind'));
    expect(res.code).toBe(200);
    expect(res.data.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(res.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(res.data.otpauthUrl).toContain(`secret=${res.data.secret}`);
    expect(await storedSecret()).toBeNull();
  });

  it('does not bind on a wrong code', async () => {
    const ticket = await startLogin('mfaBind');
    const { data } = await setup(ticket);
    const code = await t.totp(data.secret);
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    expect(await mfaVerify(ticket, wrong)).toMatchObject({ code: 400, msg: 'The code is incorrect. Attempts left: 4.' });
    expect(await storedSecret()).toBeNull();
  });

  it('asks to scan the QR code before checking a code', async () => {
    const ticket = await startLogin('mfaBind');
    expect(await mfaVerify(ticket, '123456')).toMatchObject({ code: 400, msg: 'Please scan the QR code to bind your authenticator first.' });
  });

  it('binds with a code from the secret and signs in', async () => {
    const ticket = await startLogin('mfaBind');
    secret = (await setup(ticket)).data.secret;
    const res = await mfaVerify(ticket, await t.totp(secret));
    expect(res.code).toBe(200);
    expect((await t.call('GET', 'user/info', { token: res.data.token })).data).toMatchObject({ username: 'auditor', mfaBound: true });
    expect(await storedSecret()).toBe(secret);
    expect((await t.auditRows('bindMfa')).some((r) => r.entityId === String(auditorId))).toBe(true);
  });

  it('asks for a code from the bound authenticator at the next sign-in', async () => {
    const ticket = await startLogin('mfaVerify');
    expect((await setup(ticket)).code).toBe(400);
    const res = await mfaVerify(ticket, await t.totp(secret));
    expect(res.code).toBe(200);
    expect(res.data.token).toEqual(expect.any(String));
  });

  it('refuses a code from another secret', async () => {
    const ticket = await startLogin('mfaVerify');
    expect((await mfaVerify(ticket, await t.totp('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'))).code).toBe(400);
  });

  it('refuses a ticket older than ten minutes', async () => {
    const ticket = await startLogin('mfaVerify');
    t.clock.advance(10 * MINUTE + SECOND);
    expect(await mfaVerify(ticket, await t.totp(secret))).toMatchObject({ code: 400, msg: 'This sign-in has expired. Please sign in again.' });
  });

  it('refuses a bind ticket older than ten minutes', async () => {
    await t.db.update(users).set({ mfaSecret: null }).where(eq(users.id, auditorId));
    const ticket = await startLogin('mfaBind');
    const { data } = await setup(ticket);
    t.clock.advance(10 * MINUTE + SECOND);
    expect((await mfaVerify(ticket, await t.totp(data.secret))).code).toBe(400);
    expect(await storedSecret()).toBeNull();
    await t.db.update(users).set({ mfaSecret: secret }).where(eq(users.id, auditorId));
  });

  it('is cleared by an administrator with resetMFA, which ends the user\'s sessions', async () => {
    const ticket = await startLogin('mfaVerify');
    const auditorToken = (await mfaVerify(ticket, await t.totp(secret))).data.token;
    expect((await t.call('GET', 'user/info', { token: auditorToken })).code).toBe(200);
    const admin = await t.login('admin');
    expect((await t.call('POST', 'user/resetMFA', { token: admin, body: { userId: auditorId } })).code).toBe(200);
    expect(await storedSecret()).toBeNull();
    expect((await t.call('GET', 'user/info', { token: auditorToken })).code).toBe(-10);
    await startLogin('mfaBind');
  });
});
