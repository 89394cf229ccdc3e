/**
 * Issue 11, point 4: the session and permission checks run before the body is read, so a malformed body
 * changes nothing about who is refused; and a body that is not a JSON object is refused, never taken as {}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../server/app';
import { API_PREFIX } from '../../server/core/route';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let posts: RegisteredRoute[];
let noCodes: string;

const MALFORMED: Array<[string, string]> = [['broken JSON', '{"a":'], ['null', 'null'], ['array', '[1]'], ['number', '7']];

beforeAll(async () => {
  t = await startTestApp();
  posts = t.app.registeredRoutes.filter((r) => r.method === 'POST' && r.url.startsWith(`${API_PREFIX}/`));
  const user = await createUser(t.db, (await createRole(t.db)).id);
  noCodes = await t.login(user.username);
});
afterAll(async () => { await t?.close(); });

const send = async (url: string, payload: string, token?: string, language = 'en') => {
  const response = await t.app.inject({
    method: 'POST', url: (url.startsWith('/') ? url : `${API_PREFIX}/${url}`).replace(/:\w+/g, '1'), payload,
    headers: { 'content-type': 'application/json', language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.statusCode, url).toBeLessThan(500);
  return response.json() as { code: number; msg: string };
};

describe('checks before the body', () => {
  it('covers the POST routes', () => {
    expect(posts.length).toBeGreaterThan(100);
  });

  it.each(MALFORMED)('answers -10 without a token on every guarded POST route, whatever the body (%s)', async (_name, payload) => {
    for (const r of posts.filter((x) => x.access?.kind === 'signedIn' || x.access?.kind === 'operation')) {
      expect((await send(r.url, payload)).code, r.url).toBe(-10);
    }
  });

  it.each(MALFORMED)('answers 403 to a user without the route\'s code, whatever the body (%s)', async (_name, payload) => {
    for (const r of posts.filter((x) => x.access?.kind === 'operation')) {
      expect((await send(r.url, payload, noCodes)).code, r.url).toBe(403);
    }
  });

  it('answers 403 to a service route without its key before reading the body', async () => {
    for (const r of posts.filter((x) => x.access?.kind === 'service')) expect((await send(r.url, 'null')).code, r.url).toBe(403);
  });
});

describe('a body that is not a JSON object', () => {
  it.each([['null', 'null'], ['array', '[]'], ['number', '3'], ['string', '"x"'], ['boolean', 'true']])(
    'is a translated validation refusal (%s), not taken as {}', async (_name, payload) => {
      const admin = await t.login('admin');
      const en = await send('orderAllocation/autoAllocate', payload, admin);
      expect(en).toMatchObject({ code: 400, msg: 'The request body must be a JSON object.' });
      expect(await send('orderAllocation/autoAllocate', payload, admin, 'zh')).toMatchObject({ code: 400, msg: '请求体必须是 JSON 对象。' });
      expect(await t.auditRows('orderAllocation.autoAllocate')).toEqual([]);
    });
});
