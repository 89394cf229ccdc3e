import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const login = (body: unknown, language?: string) => t.call('POST', 'noAuth/logon/login', { body, language });

describe('sign-in', () => {
  it('gives a token that opens the user\'s own profile', async () => {
    const res = await login({ username: 'admin', password: DEMO_PASSWORD });
    expect(res).toMatchObject({ code: 200, data: { isUpdatePasswordStatus: false } });
    expect(res.data.token).toEqual(expect.any(String));
    const me = await t.call('GET', 'user/info', { token: res.data.token });
    expect(me).toMatchObject({ code: 200, data: { username: 'admin', realName: 'Grace Wanjiku' } });
  });

  it('matches the username without regard to case', async () => {
    const res = await login({ username: 'ADMIN', password: DEMO_PASSWORD });
    expect(res.code).toBe(200);
  });

  it('records the sign-in in the audit log', async () => {
    const adminId = await t.userId('admin');
    const rows = await t.auditRows('login');
    expect(rows.some((r) => r.actorUserId === adminId && r.entity === 'user')).toBe(true);
  });

  it('refuses a wrong password with one message for unknown users and wrong passwords', async () => {
    const wrong = await login({ username: 'auditor', password: 'Wrong@2026' });
    expect(wrong).toMatchObject({ code: 400, msg: 'The username or password is incorrect.', data: { slideRequired: false } });
    expect(wrong.data.token).toBeUndefined();
    const unknown = await login({ username: 'nobody.here', password: DEMO_PASSWORD });
    expect(unknown).toMatchObject({ code: 400, msg: wrong.msg });
  });

  it('asks for the username and the password in English', async () => {
    expect(await login({ username: '', password: DEMO_PASSWORD })).toMatchObject({ code: 400, msg: 'Username can not be empty !' });
    expect(await login({ username: '   ', password: DEMO_PASSWORD })).toMatchObject({ code: 400, msg: 'Username can not be empty !' });
    expect(await login({ password: DEMO_PASSWORD })).toMatchObject({ code: 400, msg: 'Username can not be empty !' });
    expect(await login({ username: 'admin', password: '' })).toMatchObject({ code: 400, msg: 'Password can not be blank !' });
    expect(await login({ username: 'admin' })).toMatchObject({ code: 400, msg: 'Password can not be blank !' });
  });

  it('answers in Chinese when the language header is zh', async () => {
    expect(await login({ username: '', password: DEMO_PASSWORD }, 'zh')).toMatchObject({ code: 400, msg: '用户名不能为空！' });
    expect(await login({ username: 'admin', password: '' }, 'zh')).toMatchObject({ code: 400, msg: '密码不能为空！' });
    expect(await login({ username: 'telemarketer', password: 'Wrong@2026' }, 'zh')).toMatchObject({ code: 400, msg: '用户名或密码错误。' });
  });

  it('reads the language "ke" as English', async () => {
    expect(await login({ username: '', password: DEMO_PASSWORD }, 'ke')).toMatchObject({ code: 400, msg: 'Username can not be empty !' });
    expect(await login({ username: 'admin', password: '' }, 'ke')).toMatchObject({ code: 400, msg: 'Password can not be blank !' });
  });
});
