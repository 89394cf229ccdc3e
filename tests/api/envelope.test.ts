import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('admin');
});
afterAll(async () => { await t?.close(); });

const STACK_TRACE = /\bat .+\(|node_modules|\.ts:\d+|Error:|SyntaxError|FST_/;

async function send(method: 'GET' | 'POST', url: string, payload?: string, contentType = 'application/json') {
  const res = await t.app.inject({ method, url: `/api/hc/web/${url}`, payload,
    headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': contentType }) } });
  return { status: res.statusCode, body: res.body, json: res.json() };
}

describe('the envelope', () => {
  it('wraps success as code 200 with msg and data', async () => {
    expect(await t.call('GET', 'message/unreadCount', { token })).toEqual({ code: 200, msg: 'success', data: { unread: 0 } });
  });

  it('answers an unknown API path with code 404', async () => {
    const res = await send('GET', 'nope');
    expect(res.json).toEqual({ code: 404, msg: 'The record was not found.', data: null });
    expect((await send('POST', 'nope/deeper', '{}')).json.code).toBe(404);
    expect((await t.call('GET', 'nope', { language: 'zh' })).msg).toBe('记录不存在。');
  });

  it('answers malformed JSON with code 400, a message and no stack trace', async () => {
    const res = await send('POST', 'noAuth/logon/login', '{"username": "admin", ');
    expect(res.status).toBeLessThan(500);
    expect(res.json).toEqual({ code: 400, msg: 'The request could not be understood. Please check the input.', data: null });
    expect(res.body).not.toMatch(STACK_TRACE);
  });

  it('never answers bad input with a 5xx or a stack trace', async () => {
    const cases: Array<[name: string, method: 'GET' | 'POST', url: string, payload?: string]> = [
      ['empty JSON body', 'POST', 'noAuth/logon/login', ''],
      ['JSON array', 'POST', 'noAuth/logon/login', '[1,2]'],
      ['JSON null', 'POST', 'noAuth/logon/login', 'null'],
      ['wrong types', 'POST', 'noAuth/logon/login', '{"username": 12, "password": {"a": 1}}'],
      ['slide token not a uuid', 'POST', 'noAuth/logon/login', '{"username": "admin", "password": "x", "slideToken": "abc"}'],
      ['slide x out of range', 'POST', 'noAuth/logon/slideVerify', '{"challengeId": "00000000-0000-4000-8000-000000000000", "x": 1e308, "durationMs": -1}'],
      ['user id not a number', 'POST', 'user/frozen', '{"userId": "abc"}'],
      ['user id beyond the integer range', 'POST', 'user/frozen', '{"userId": 99999999999}'],
      ['leave id beyond the integer range', 'POST', 'leave/cancel', '{"id": 99999999999}'],
      ['date out of the database range', 'POST', 'leave/apply', '{"startAt": "-200000-01-01T00:00:00Z", "endAt": "2030-01-01T00:00:00Z"}'],
      ['ids not numbers', 'POST', 'message/read', '{"ids": ["a"]}'],
      ['page not a number', 'GET', 'leave/mine?current=abc&size=-4', undefined],
      ['nul in username', 'POST', 'noAuth/logon/login', '{"username": "ad\\u0000min", "password": "x"}'],
      ['nul in dictionary key', 'GET', 'getSelectOptionRespDtos/AB%00C', undefined],
      ['nul in leave reason', 'POST', 'leave/apply', '{"startAt": "2030-01-01T00:00:00Z", "endAt": "2030-01-02T00:00:00Z", "reason": "a\\u0000b"}'],
      ['nul in reveal field', 'GET', 'sensitive/reveal?entity=user&id=1&field=ph%00one', undefined],
      ['nul in ticket', 'POST', 'noAuth/logon/sendAuthUserValidateCode', '{"ticket": "abcdefghijkl\\u0000", "channel": "sms"}'],
      ['reveal id beyond the integer range', 'GET', 'sensitive/reveal?entity=user&id=99999999999&field=phone', undefined],
    ];
    for (const [name, method, url, payload] of cases) {
      const res = await send(method, url, payload);
      expect(res.status, name).toBeLessThan(500);
      expect(res.json, name).toMatchObject({ code: 400, data: null });
      expect(res.json.msg, name).toEqual(expect.any(String));
      expect(res.body, name).not.toMatch(STACK_TRACE);
    }
  });

  it('answers a page far beyond the end with an empty page', async () => {
    const res = await send('GET', 'leave/mine?current=9007199254740991&size=100');
    expect(res.json).toMatchObject({ code: 200, data: { records: [], total: 0 } });
  });

  it('answers a malformed path parameter of any route without a 5xx', async () => {
    const withParams = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/hc/web/') && r.url.includes('/:') && r.method !== 'HEAD');
    for (const route of withParams) {
      for (const junk of ['abc', '-1', '99999999999', '%00']) {
        const res = await send(route.method as 'GET', route.url.replace(/:\w+/g, junk).slice('/api/hc/web/'.length), route.method === 'GET' ? undefined : '{}');
        expect(res.status, `${route.url} with ${junk}`).toBeLessThan(500);
        expect(res.body).not.toMatch(STACK_TRACE);
      }
    }
  });

  it('answers a body of the wrong content type with code 400', async () => {
    const res = await send('POST', 'noAuth/logon/login', 'username=admin', 'application/x-www-form-urlencoded');
    expect(res.status).toBeLessThan(500);
    expect(res.json.code).toBe(400);
  });

  it('names the field of an invalid value (a field many routes take by its shared label)', async () => {
    const res = await t.call('POST', 'leave/cancel', { token, body: { id: 'x' } });
    expect(res).toMatchObject({ code: 400, msg: 'The value of ID is not valid.' });
  });
});
