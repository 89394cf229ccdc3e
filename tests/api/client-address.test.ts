/**
 * Issue 31.6: the client address is the socket's peer unless TRUST_PROXY names the proxy it came through, and
 * whatever is stored in sessions and the audit log is an IP address. A rotated X-Forwarded-For does not escape
 * the per-address sign-in limit.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_CODES } from '../../common/envelope';
import { loadConfig } from '../../server/config';
import { API_PREFIX } from '../../server/core/route';
import { auditLogs, sessions } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { startTestApp, type TestApp } from './harness';

const PROXY = '10.1.2.3';
const PER_ADDRESS = 4;

let plain: TestApp;
let proxied: TestApp;
let hops: TestApp;

beforeAll(async () => {
  plain = await startTestApp({ config: { SIGNIN_RATE_PER_ADDRESS: PER_ADDRESS } });
  proxied = await startTestApp({ config: { TRUST_PROXY: `${PROXY}, 10.9.0.0/16` } });
  hops = await startTestApp({ config: { TRUST_PROXY: '1' } });
});
afterAll(async () => { await Promise.all([plain?.close(), proxied?.close(), hops?.close()]); });

/** Signs `telemarketer` in from `remoteAddress` with the header, and returns the addresses its session and audit row hold. */
async function signIn(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  const response = await t.app.inject({
    method: 'POST', url: `${API_PREFIX}/noAuth/logon/login`, remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { username: 'telemarketer', password: DEMO_PASSWORD },
  });
  expect(response.json().code).toBe(200);
  const [session] = await t.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, await t.userId('telemarketer'))).orderBy(desc(sessions.id)).limit(1);
  const [audit] = await t.db.select({ ip: auditLogs.ip }).from(auditLogs).where(eq(auditLogs.action, 'login')).orderBy(desc(auditLogs.id)).limit(1);
  return { session: session.ip, audit: audit.ip };
}

describe('issue 31.6: addresses from a trusted hop only', () => {
  it('ignores X-Forwarded-For by default: the session and the audit hold the peer\'s address', async () => {
    expect(await signIn(plain, '198.51.100.20', '8.8.8.8')).toEqual({ session: '198.51.100.20', audit: '198.51.100.20' });
    expect(await signIn(plain, '198.51.100.20', '<img src=x onerror=alert(1)>')).toEqual({ session: '198.51.100.20', audit: '198.51.100.20' });
  });

  it('believes the header from a proxy TRUST_PROXY names (address or CIDR), and only from it', async () => {
    expect(await signIn(proxied, PROXY, '8.8.8.8')).toEqual({ session: '8.8.8.8', audit: '8.8.8.8' });
    expect(await signIn(proxied, '10.9.40.1', '203.0.113.5')).toEqual({ session: '203.0.113.5', audit: '203.0.113.5' });
    // Through the trusted proxy, a client's own forged entry before the one the proxy added is not believed.
    expect((await signIn(proxied, PROXY, '1.1.1.1, 203.0.113.6')).session).toBe('203.0.113.6');
    expect(await signIn(proxied, '198.51.100.21', '8.8.8.8')).toEqual({ session: '198.51.100.21', audit: '198.51.100.21' });
  });

  it('stores only an IP address: markup forwarded by a trusted proxy leaves the proxy\'s own address', async () => {
    expect(await signIn(proxied, PROXY, '<script>alert(1)</script>')).toEqual({ session: PROXY, audit: PROXY });
    expect(await signIn(hops, '10.5.5.5', 'not-an-address')).toEqual({ session: '10.5.5.5', audit: '10.5.5.5' });
    expect(await signIn(hops, '10.5.5.5', '2001:db8::7')).toEqual({ session: '2001:db8::7', audit: '2001:db8::7' });
  });

  it('counts a rotated header against the one address it came from', async () => {
    const answers = [];
    for (let i = 0; i < PER_ADDRESS + 2; i += 1) {
      const response = await plain.app.inject({
        method: 'GET', url: `${API_PREFIX}/noAuth/logon/slideChallenge`, remoteAddress: '198.51.100.99', headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      answers.push(response.json().code);
    }
    expect(answers.slice(0, PER_ADDRESS)).not.toContain(RESULT_CODES.tooManyAttempts);
    expect(answers.slice(PER_ADDRESS)).toEqual([RESULT_CODES.tooManyAttempts, RESULT_CODES.tooManyAttempts]);
  });

  it('refuses to start with a TRUST_PROXY that believes anyone or is not an address', () => {
    for (const value of ['true', '0', 'proxy.example.com', '10.0.0.0/33', '1.2.3.4, x']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8, ::1');
  });
});
