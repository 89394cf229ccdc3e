import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { HOUR, MINUTE, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const info = (token?: string) => t.call('GET', 'user/info', { token });
const SESSION_GONE = { code: -10, msg: 'Your session has ended. Please sign in again.', data: null };

describe('sessions', () => {
  it('refuses a call without a token', async () => {
    expect(await info()).toEqual(SESSION_GONE);
  });

  it('refuses a garbage token and a malformed authorization header', async () => {
    expect(await info('not-a-real-token')).toEqual(SESSION_GONE);
    const res = await t.app.inject({ method: 'GET', url: '/api/hc/web/user/info', headers: { authorization: 'Basic abc' } });
    expect(res.json()).toEqual(SESSION_GONE);
  });

  it('answers -10 in Chinese too', async () => {
    expect(await t.call('GET', 'user/info', { language: 'zh' })).toMatchObject({ code: -10, msg: '登录已失效，请重新登录。' });
  });

  it('ends the session on sign-out, and only that session', async () => {
    const first = await t.login('auditor');
    const second = await t.login('auditor');
    expect((await t.call('POST', 'user/signOut', { token: first })).code).toBe(200);
    expect((await info(first)).code).toBe(-10);
    expect((await t.call('POST', 'user/signOut', { token: first })).code).toBe(-10);
    expect((await info(second)).code).toBe(200);
  });

  it('expires after the idle time, and activity keeps it alive', async () => {
    const token = await t.login('collector');
    const idle = t.deps.config.SESSION_IDLE_MINUTES * MINUTE;
    t.clock.advance(idle - MINUTE);
    expect((await info(token)).code).toBe(200);
    t.clock.advance(idle - MINUTE);
    expect((await info(token)).code).toBe(200);
    t.clock.advance(idle + MINUTE);
    expect((await info(token)).code).toBe(-10);
  });

  it('expires after the absolute lifetime even when active', async () => {
    const token = await t.login('telemarketer');
    const lifetime = t.deps.config.SESSION_ABSOLUTE_HOURS * HOUR;
    const step = (t.deps.config.SESSION_IDLE_MINUTES / 2) * MINUTE;
    let elapsed = 0;
    while (elapsed + step < lifetime) {
      t.clock.advance(step);
      elapsed += step;
      expect((await info(token)).code, `after ${elapsed / MINUTE} minutes`).toBe(200);
    }
    t.clock.advance(lifetime - elapsed);
    expect((await info(token)).code).toBe(-10);
  });

  it('stores tokens only as hashes', async () => {
    const token = await t.login('service');
    const rows = await t.db.select().from(sessions);
    expect(JSON.stringify(rows)).not.toContain(token);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(rows.filter((r) => r.tokenHash === hash)).toHaveLength(1);
  });

  it('gives a new token at every sign-in', async () => {
    const a = await t.login('service');
    const b = await t.login('service');
    expect(a).not.toBe(b);
  });
});
