/**
 * Issue 31.7: sign-in limits that stop attackers, not offices. With the default limits: a contact centre of 200
 * behind one address signs in at once (some with a code step), a user attacked from one address still signs in
 * from another, refusals before validation (an empty password) are counted and audited, and an address that
 * keeps failing is refused for a while. Issue 31.10: a 1 MB username is a 400 and never a rate-count key.
 * The clock is the harness's: moving it replaces waiting.
 */
import { eq, inArray, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_CODES } from '../../common/envelope';
import { loadConfig } from '../../server/config';
import { API_PREFIX } from '../../server/core/route';
import { rateCounters, roles } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { createRole, createUser } from './fixtures';
import { MINUTE, startTestApp, type TestApp } from './harness';

const DEFAULTS = loadConfig({ NODE_ENV: 'test' });
const OFFICE = '198.51.100.50';
const STAFF = 200;
const WITH_CODE_STEP = 50;

let t: TestApp;

beforeAll(async () => {
  const { SIGNIN_RATE_PER_ADDRESS, SIGNIN_FAILURES_PER_ADDRESS, SIGNIN_FAILURES_PER_USERNAME } = DEFAULTS;
  t = await startTestApp({ config: { SIGNIN_RATE_PER_ADDRESS, SIGNIN_FAILURES_PER_ADDRESS, SIGNIN_FAILURES_PER_USERNAME } });
});
afterAll(async () => { await t?.close(); });

type Answer = { code: number; msg: string; data: { token?: string; ticket?: string; slideRequired?: boolean } };

async function send(address: string, method: InjectOptions['method'], url: string, body?: object): Promise<Answer> {
  const response = await t.app.inject({ method, url: `${API_PREFIX}/${url}`, remoteAddress: address, payload: body });
  expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
  return response.json() as Answer;
}

const login = (address: string, username: string, password: string, slideToken?: string) =>
  send(address, 'POST', 'noAuth/logon/login', { username, password, slideToken });

/** A whole sign-in from `address`, through the code step when the user's role asks for one; the token. */
async function signIn(address: string, username: string, slideToken?: string): Promise<string | null> {
  const first = await login(address, username, DEMO_PASSWORD, slideToken);
  if (first.code !== 200) return null;
  if (first.data.token) return first.data.token;
  const sent = await send(address, 'POST', 'noAuth/logon/sendAuthUserValidateCode', { ticket: first.data.ticket, channel: 'sms' });
  if (sent.code !== 200) return null;
  const code = await t.latestLoginCode(await t.userId(username));
  const verified = await send(address, 'POST', 'noAuth/logon/verifyCode', { ticket: first.data.ticket, code });
  return verified.code === 200 ? verified.data.token ?? null : null;
}

const counted = async (key: string) => (await t.db.select().from(rateCounters).where(eq(rateCounters.key, key)))[0]?.hits ?? 0;

describe('issue 31.7: sign-in limits that stop attackers, not offices', () => {
  it(`lets ${STAFF} staff behind one address sign in at shift start, ${WITH_CODE_STEP} of them with a code step, some after a typo`, async () => {
    const plain = await createRole(t.db);
    const withCode = await createRole(t.db);
    await t.db.update(roles).set({ loginCodeRequired: true }).where(eq(roles.id, withCode.id));
    const staff = [];
    for (let i = 0; i < STAFF; i += 1) staff.push((await createUser(t.db, (i < WITH_CODE_STEP ? withCode : plain).id)).username);
    // One in ten mistypes first: failures of the office's address, well under its limit.
    for (const username of staff.filter((_, i) => i % 10 === 0)) expect((await login(OFFICE, username, 'Typo@2026')).code).toBe(RESULT_CODES.validation);
    const tokens = [];
    for (const username of staff) tokens.push(await signIn(OFFICE, username));
    expect(tokens.filter((token) => token === null)).toHaveLength(0);
  });

  it('keeps a user attacked from address A signing in from address B', async () => {
    const victim = 'auditor';
    const attacks = [];
    for (let i = 0; i < 20; i += 1) attacks.push((await login('203.0.113.66', victim, i % 2 ? '' : 'Guess@2026')).code);
    // The attacker locks the name at its own address only...
    expect(attacks).toContain(RESULT_CODES.locked);
    expect((await login('203.0.113.66', victim, DEMO_PASSWORD)).code).toBe(RESULT_CODES.locked);
    // ...and the real user, from an address that has not failed, signs in without even a slide.
    expect(await signIn('192.0.2.10', victim)).toEqual(expect.any(String));
  });

  it('asks every attempt for the slide once a username has failed from many addresses, and still lets the right password in', async () => {
    const victim = 'collector';
    for (let i = 0; i < DEFAULTS.SIGNIN_FAILURES_PER_USERNAME; i += 1) await login(`10.77.${Math.floor(i / 200)}.${i % 200 + 1}`, victim, '');
    expect(await login('192.0.2.20', victim, DEMO_PASSWORD)).toMatchObject({ code: RESULT_CODES.tooManyAttempts, data: { slideRequired: true } });
    expect(await signIn('192.0.2.20', victim, await t.solveSlide())).toEqual(expect.any(String));
  });

  it('counts and audits a sign-in refused before its password is checked (an empty password)', async () => {
    const address = '203.0.113.77';
    const before = await t.auditRows('loginFailed');
    const answer = await login(address, 'Telemarketer', '');
    expect(answer.code).toBe(RESULT_CODES.validation);
    const [audit] = (await t.auditRows('loginFailed')).slice(before.length);
    expect(audit).toMatchObject({ ip: address, after: { username: 'Telemarketer', failures: 1, refused: expect.any(String) } });
    expect(await counted(`failed:address:${address}`)).toBe(1);
    expect(await counted(`failed:username:telemarketer`)).toBeGreaterThanOrEqual(1);
    // Counted like wrong passwords: enough of them lock the name at that address, not elsewhere.
    for (let i = 1; i < DEFAULTS.LOGIN_LOCK_AFTER_FAILURES; i += 1) await login(address, 'telemarketer', '');
    expect((await login(address, 'telemarketer', DEMO_PASSWORD)).code).toBe(RESULT_CODES.locked);
    expect(await signIn('192.0.2.30', 'telemarketer')).toEqual(expect.any(String));
  });

  it('refuses an address that keeps failing, for the failure window, and no other address', async () => {
    const address = '203.0.113.88';
    for (let i = 0; i < DEFAULTS.SIGNIN_FAILURES_PER_ADDRESS; i += 1) {
      expect((await login(address, `nobody${i}`, '')).code).toBe(RESULT_CODES.validation);
    }
    const refused = await send(address, 'GET', 'noAuth/logon/slideChallenge');
    expect(refused).toMatchObject({ code: RESULT_CODES.tooManyAttempts, msg: expect.stringMatching(/^Too many sign-in attempts/) });
    expect((await login(address, 'admin', DEMO_PASSWORD)).code).toBe(RESULT_CODES.tooManyAttempts);
    expect((await send('203.0.113.89', 'GET', 'noAuth/logon/slideChallenge')).code).toBe(200);
    t.clock.advance(DEFAULTS.SIGNIN_FAILURE_WINDOW_MINUTES * MINUTE + 1000);
    expect((await send(address, 'GET', 'noAuth/logon/slideChallenge')).code).toBe(200);
  });
});

describe('issue 31.10: an over-long username', () => {
  it('answers 400 to a 1 MB username before it reaches any rate-count key, audited with a bounded name', async () => {
    const address = '203.0.113.99';
    const huge = 'u'.repeat(1024 * 1024);
    expect((await login(address, huge, 'whatever')).code).toBe(RESULT_CODES.validation);
    const keys = await t.db.select({ key: rateCounters.key }).from(rateCounters).where(like(rateCounters.key, '%uuuu%'));
    expect(keys).toEqual([]);
    expect(await counted(`failed:address:${address}`)).toBe(1);
    const [audit] = (await t.auditRows('loginFailed')).filter((row) => row.ip === address);
    expect(String((audit.after as { username: string }).username).length).toBeLessThanOrEqual(64);
    expect(await t.db.select().from(rateCounters).where(inArray(rateCounters.key, [`failed:username:${huge}`]))).toEqual([]);
  });
});
