/**
 * Issue 11, point 2: calls to noAuth/logon/* are limited per client address; over the limit answers the
 * envelope's 429 with a translated message. Issue 31.7: failures naming a username from any address no longer
 * refuse it (they ask for the slide; sign-in-limits-31.test.ts has the rest). The limits come from the
 * configuration (small here, so the test sends few requests).
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_CODES } from '../../common/envelope';
import { buildApp } from '../../server/app';
import { API_PREFIX } from '../../server/core/route';
import { pruneEnded } from '../../server/core/rate-counter.repository';
import { rateCounters } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { MINUTE, startTestApp, type TestApp } from './harness';

const PER_ADDRESS = 6;
const PER_USERNAME = 3;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ config: {
    SIGNIN_RATE_PER_ADDRESS: PER_ADDRESS, SIGNIN_FAILURES_PER_USERNAME: PER_USERNAME, SIGNIN_RATE_WINDOW_SECONDS: 600,
    // Shorter than the 11 minutes the pruning test moves the clock, so that only its own count is left.
    SIGNIN_FAILURE_WINDOW_MINUTES: 10,
  } });
});
afterAll(async () => { await t?.close(); });

async function send(address: string, method: InjectOptions['method'], url: string, body?: object, language = 'en', app = t.app) {
  const response = await app.inject({ method, url: `${API_PREFIX}/${url}`, remoteAddress: address, payload: body, headers: { language } });
  expect(response.statusCode).toBe(200);
  return response.json() as { code: number; msg: string; data: unknown };
}

const wrongLogin = (address: string, username: string, language?: string) =>
  send(address, 'POST', 'noAuth/logon/login', { username, password: 'not-the-password-1' }, language);

describe('sign-in limits', () => {
  it('refuses a client address after its calls to noAuth/logon/* in the window, in en and zh', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const answer = await send(address, 'GET', 'noAuth/logon/slideChallenge');
      expect(answer.code).not.toBe(RESULT_CODES.tooManyAttempts);
    }
    const refused = await send(address, 'GET', 'noAuth/logon/slideChallenge');
    expect(refused.code).toBe(RESULT_CODES.tooManyAttempts);
    expect(refused.msg).toMatch(/^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/);
    // Every sign-in call of that address is refused, whatever it sends (even a body that is not JSON).
    expect((await wrongLogin(address, 'admin', 'zh'))).toMatchObject({ code: RESULT_CODES.tooManyAttempts, msg: expect.stringMatching(/^登录尝试过于频繁/) });
    const broken = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/noAuth/logon/login`, remoteAddress: address, payload: '{"x":', headers: { 'content-type': 'application/json' } });
    expect(broken.json()).toMatchObject({ code: RESULT_CODES.tooManyAttempts });
    // Another address is not affected.
    expect((await send('198.51.100.8', 'GET', 'noAuth/logon/slideChallenge')).code).not.toBe(RESULT_CODES.tooManyAttempts);
  });

  it('asks for the slide, never refuses, once a username has failed from many addresses, and no other username', async () => {
    const answers = [];
    for (let i = 0; i < PER_USERNAME + 2; i += 1) answers.push(await wrongLogin(`203.0.113.${i + 1}`, ' Telemarketer '.trim()));
    // Wrong passwords until the name has failed PER_USERNAME times; then each attempt is asked for the slide first.
    expect(answers.slice(0, PER_USERNAME).map((a) => a.code)).toEqual(Array(PER_USERNAME).fill(RESULT_CODES.validation));
    for (const answer of answers.slice(PER_USERNAME)) expect(answer).toMatchObject({ code: RESULT_CODES.tooManyAttempts, data: { slideRequired: true } });
    // The name is counted however it is written; from a fresh address the slide is asked first, and a correct sign-in with it passes.
    expect(await wrongLogin('203.0.113.50', 'TELEMARKETER')).toMatchObject({ code: RESULT_CODES.tooManyAttempts, data: { slideRequired: true } });
    expect((await send('203.0.113.51', 'POST', 'noAuth/logon/login', { username: 'telemarketer', password: DEMO_PASSWORD, slideToken: await t.solveSlide() })).code).toBe(200);
    expect((await wrongLogin('203.0.113.52', 'collector')).code).not.toBe(RESULT_CODES.tooManyAttempts);
  });

  it('leaves signed-in API calls alone', async () => {
    const token = await t.login('admin');
    for (let i = 0; i < PER_ADDRESS + 2; i += 1) {
      expect((await t.call('GET', 'user/info', { token })).code).not.toBe(RESULT_CODES.tooManyAttempts);
    }
  });

  it('counts in the database: a second server on the same database refuses what the first has counted', async () => {
    const second = await buildApp(t.deps, { serveUi: false });
    try {
      const address = '192.0.2.77';
      const counted = [];
      for (let i = 0; i < PER_ADDRESS; i += 1) counted.push((await send(address, 'GET', 'noAuth/logon/slideChallenge', undefined, 'en', i % 2 ? second : t.app)).code);
      expect(counted).not.toContain(RESULT_CODES.tooManyAttempts);
      expect((await send(address, 'GET', 'noAuth/logon/slideChallenge', undefined, 'en', second)).code).toBe(RESULT_CODES.tooManyAttempts);
      expect((await send(address, 'GET', 'noAuth/logon/slideChallenge')).code).toBe(RESULT_CODES.tooManyAttempts);
      // Once the window has passed the address may try again, and the pruning job drops the ended counts.
      t.clock.advance(11 * MINUTE);
      expect((await send(address, 'GET', 'noAuth/logon/slideChallenge', undefined, 'en', second)).code).not.toBe(RESULT_CODES.tooManyAttempts);
      const before = await t.db.select().from(rateCounters);
      await pruneEnded(t.db, t.clock.now());
      const after = await t.db.select().from(rateCounters);
      expect(after.map((row) => row.key)).toEqual([`address:${address}`]);
      expect(before.length).toBeGreaterThan(after.length);
    } finally {
      await second.close();
    }
  });
});
