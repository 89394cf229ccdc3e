import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const changePwd = (token: string, oldPassword: string, newPassword: string, confirmPassword = newPassword, language?: string) =>
  t.call('POST', 'changePwd', { token, body: { oldPassword, newPassword, confirmPassword }, language });
const tryLogin = (username: string, password: string) => t.call('POST', 'noAuth/logon/login', { body: { username, password } });

describe('changing one\'s password', () => {
  it('refuses two different new passwords', async () => {
    const token = await t.login('auditor');
    expect(await changePwd(token, DEMO_PASSWORD, 'NewPass2026', 'NewPass2027'))
      .toMatchObject({ code: 400, msg: 'The two passwords are entered inconsistently !' });
    expect((await changePwd(token, DEMO_PASSWORD, 'NewPass2026', 'NewPass2027', 'zh')).msg).toBe('两次输入的密码不一致！');
  });

  it('refuses a wrong current password', async () => {
    const token = await t.login('auditor');
    expect(await changePwd(token, 'Wrong@2026', 'NewPass2026')).toMatchObject({ code: 400, msg: 'The current password is incorrect.' });
    expect((await tryLogin('auditor', DEMO_PASSWORD)).code).toBe(200);
  });

  it('applies the password policy', async () => {
    const token = await t.login('auditor');
    const policy = 'The password must be 8 to 32 characters with at least one letter and one digit.';
    for (const weak of ['short1', 'lettersonly', '1234567890', 'has space 123']) {
      expect(await changePwd(token, DEMO_PASSWORD, weak), weak).toMatchObject({ code: 400, msg: policy });
    }
    expect(await changePwd(token, DEMO_PASSWORD, DEMO_PASSWORD)).toMatchObject({ code: 400, msg: 'The new password must differ from the old one.' });
    expect(await changePwd(token, '', 'NewPass2026')).toMatchObject({ code: 400, msg: 'Password can not be blank !' });
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const token = await t.login('auditor');
    expect((await changePwd(token, DEMO_PASSWORD, 'NewPass2026')).code).toBe(200);
    expect((await tryLogin('auditor', DEMO_PASSWORD)).code).toBe(400);
    expect((await tryLogin('auditor', 'NewPass2026')).code).toBe(200);
    expect((await t.auditRows('changePwd')).some((r) => r.actorUsername === 'auditor')).toBe(true);
  });
});

describe('a user who must change their password', () => {
  const ALLOWED = new Set(['POST /api/hc/web/changePwd', 'POST /api/hc/web/user/signOut',
    'GET /api/hc/web/findMenusTreeByUserNo', 'GET /api/hc/web/user/info']);
  let token: string;

  beforeAll(async () => {
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.username, 'admin'));
    const res = await tryLogin('admin', DEMO_PASSWORD);
    expect(res.data.isUpdatePasswordStatus).toBe(true);
    token = res.data.token;
  });

  it('gets -11 on every signed-in route except the password change ones', async () => {
    const guarded = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/hc/web/') && r.access?.kind !== 'public' && r.access?.kind !== 'service'
      && r.method !== 'HEAD' && !ALLOWED.has(`${r.method} ${r.url}`));
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const url = route.url.replace(/:\w+/g, '1');
      const res = await t.call(route.method as 'GET', url, { token, body: route.method === 'GET' ? undefined : {} });
      expect(res, `${route.method} ${route.url}`).toMatchObject({ code: -11, msg: 'Please modify password.' });
    }
  });

  it('may read its profile and menu', async () => {
    expect((await t.call('GET', 'user/info', { token })).code).toBe(200);
    expect((await t.call('GET', 'findMenusTreeByUserNo', { token })).code).toBe(200);
  });

  it('is free again once the password is changed', async () => {
    expect((await changePwd(token, DEMO_PASSWORD, 'Admin2026x')).code).toBe(200);
    expect((await t.call('GET', 'home/summary', { token })).code).toBe(200);
    expect((await tryLogin('admin', 'Admin2026x')).data.isUpdatePasswordStatus).toBe(false);
  });

  it('may sign out', async () => {
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.username, 'service'));
    const serviceToken = (await tryLogin('service', DEMO_PASSWORD)).data.token;
    expect((await t.call('POST', 'user/signOut', { token: serviceToken })).code).toBe(200);
    expect((await t.call('GET', 'user/info', { token: serviceToken })).code).toBe(-10);
  });
});
