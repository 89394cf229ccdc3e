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

const temporaryPasswordIn = (body: string) => /Temporary password: ([A-Za-z0-9]+)\./.exec(body)?.[1];

describe('an administrator resetting a password', () => {
  let temporary: string;

  it('is refused to a user without the operation', async () => {
    const auditor = await t.login('auditor');
    expect((await t.call('POST', 'user/resetPwd', { token: auditor, body: { userId: collectorId } })).code).toBe(403);
    expect((await findUser(t.db, collectorId)).mustChangePassword).toBe(false);
  });

  it('sends a temporary password to the user\'s phone and e-mail, not to the administrator', async () => {
    const collectorSession = await t.login('collector');
    const res = await t.call('POST', 'user/resetPwd', { token: admin, body: { userId: collectorId } });
    expect(res).toMatchObject({ code: 200, data: { deliveredTo: ['2547*****812', 'co*****or@jamiicredit.co.ke'], temporaryPassword: null } });
    const sent = await t.outbox({ userId: collectorId, kind: 'passwordReset' });
    expect(sent.map((m) => [m.channel, m.recipient])).toEqual([['sms', '254733908812'], ['email', 'collector@jamiicredit.co.ke']]);
    temporary = temporaryPasswordIn(t.sentText(sent[0]))!;
    expect(temporary).toMatch(/^[A-Za-z]{6}\d{4}$/);
    expect(temporaryPasswordIn(t.sentText(sent[1]))).toBe(temporary);
    for (const message of sent) expect(message.body).toContain('Temporary password: ******.');
    expect(JSON.stringify(res)).not.toContain(temporary);
    expect((await t.call('GET', 'user/info', { token: collectorSession })).code).toBe(-10);
  });

  it('makes the old password stop working and the temporary one require a change', async () => {
    expect((await t.call('POST', 'noAuth/logon/login', { body: { username: 'collector', password: DEMO_PASSWORD } })).code).toBe(400);
    const res = await t.call('POST', 'noAuth/logon/login', { body: { username: 'collector', password: temporary } });
    expect(res).toMatchObject({ code: 200, data: { isUpdatePasswordStatus: true } });
    const token = res.data.token;
    expect((await t.call('GET', 'message/list', { token })).code).toBe(-11);
    const changed = await t.call('POST', 'changePwd', { token, body: { oldPassword: temporary, newPassword: 'Collect2026', confirmPassword: 'Collect2026' } });
    expect(changed.code).toBe(200);
    expect((await t.call('GET', 'message/list', { token })).code).toBe(200);
  });

  it('is recorded in the audit log without the password', async () => {
    const rows = await t.auditRows('resetPwd');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUsername: 'admin', entity: 'user', entityId: String(collectorId),
      before: { mustChangePassword: false }, after: { mustChangePassword: true } });
    expect(JSON.stringify(await t.auditRows())).not.toContain(temporary);
  });
});
