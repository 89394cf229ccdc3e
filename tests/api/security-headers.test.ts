/**
 * Issue 11, point 3: security headers on every response, API and error alike (the browser test
 * tests/e2e/security-headers.spec.ts checks the built UI under them); HSTS only behind TLS.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_PRELOAD_SCRIPT } from '../../common/page-preload';
import { API_PREFIX } from '../../server/core/route';
import { startTestApp, type TestApp } from './harness';

let plain: TestApp;
let tls: TestApp;

beforeAll(async () => {
  [plain, tls] = await Promise.all([startTestApp(), startTestApp({ config: { BEHIND_TLS: 'true' } })]);
});
afterAll(async () => { await Promise.all([plain?.close(), tls?.close()]); });

const URLS = [`${API_PREFIX}/noAuth/logon/slideChallenge`, `${API_PREFIX}/user/info`, `${API_PREFIX}/no/such/route`, '/no-such-file.js'];

describe('security headers', () => {
  it.each(URLS)('are on %s', async (url) => {
    const response = await plain.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    // Scripts of the site, and the one inline script of a screen's HTML by its hash: no other inline script runs.
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1].split(' ');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${createHash('sha256').update(SCREEN_PRELOAD_SCRIPT).digest('base64')}'`]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrades requests only when the deployment is behind TLS', async () => {
    const response = await tls.app.inject({ method: 'GET', url: URLS[0] });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000; includeSubDomains$/);
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
