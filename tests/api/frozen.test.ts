import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { findUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let collectorId: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  collectorId = await t.userId('collector');
});
afterAll(async () => { await t?.close(); });

const freeze = (token: string, userId: number) => t.call('POST', 'user/frozen', { token, body: { userId } });
const unfreeze = (token: string, userId: number) => t.call('POST', 'user/unfrozen', { token, body: { userId } });
const loginCollector = () => t.call('POST', 'noAuth/logon/login', { body: { username: 'collector', password: DEMO_PASSWORD } });

describe('freezing a user', () => {
  it('is refused with 403 to a user without the operation, and changes nothing', async () => {
    const auditor = await t.login('auditor');
    expect(await freeze(auditor, collectorId)).toMatchObject({ code: 403, msg: 'You do not have permission for this operation.' });
    expect((await findUser(t.db, collectorId)).status).toBe('normal');
    expect((await unfreeze(auditor, collectorId)).code).toBe(403);
  });

  it('ends the frozen user\'s sessions at once', async () => {
    const collector = await t.login('collector');
    expect((await t.call('GET', 'user/info', { token: collector })).code).toBe(200);
    expect((await freeze(admin, collectorId)).code).toBe(200);
    expect((await t.call('GET', 'user/info', { token: collector })).code).toBe(-10);
    expect(await findUser(t.db, collectorId)).toMatchObject({ status: 'frozen', frozenAt: expect.any(Date) });
  });

  it('refuses the frozen user\'s sign-in with the frozen message', async () => {
    const res = await loginCollector();
    expect(res).toMatchObject({ code: 403, msg: 'This account is frozen. Contact your administrator.' });
    expect(res.data?.token).toBeUndefined();
    expect((await t.call('POST', 'noAuth/logon/login', { body: { username: 'collector', password: DEMO_PASSWORD }, language: 'zh' })).msg)
      .toBe('该账号已被冻结，请联系管理员。');
  });

  it('refuses freezing twice', async () => {
    expect(await freeze(admin, collectorId)).toMatchObject({ code: 409, msg: 'The user is already frozen.' });
  });

  it('restores sign-in on unfreeze', async () => {
    expect((await unfreeze(admin, collectorId)).code).toBe(200);
    const res = await loginCollector();
    expect(res.code).toBe(200);
    expect((await t.call('GET', 'user/info', { token: res.data.token })).code).toBe(200);
    expect(await unfreeze(admin, collectorId)).toMatchObject({ code: 409, msg: 'The user is not frozen.' });
  });

  it('does not let an administrator freeze themselves', async () => {
    expect(await freeze(admin, await t.userId('admin'))).toMatchObject({ code: 409, msg: 'You cannot freeze your own account.' });
    expect((await t.call('GET', 'user/info', { token: admin })).code).toBe(200);
  });

  it('answers not found for an unknown user', async () => {
    expect(await freeze(admin, 999_999)).toMatchObject({ code: 404, msg: 'The user was not found.' });
  });
});
