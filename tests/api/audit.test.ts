import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTickets, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let adminId: number;
let collectorId: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  adminId = await t.userId('admin');
  collectorId = await t.userId('collector');
});
afterAll(async () => { await t?.close(); });

describe('audit log', () => {
  it('records who froze whom, from where, and the record before and after', async () => {
    expect((await t.call('POST', 'user/frozen', { token: admin, body: { userId: collectorId } })).code).toBe(200);
    const rows = await t.auditRows('freeze');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: adminId, actorUsername: 'admin', ip: '127.0.0.1', action: 'freeze', entity: 'user', entityId: String(collectorId),
      before: { status: 'normal', frozenAt: null }, after: { status: 'frozen' },
    });
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(typeof (rows[0].after as { frozenAt: unknown }).frozenAt).toBe('string');
  });

  it('records unfreezing the same way', async () => {
    expect((await t.call('POST', 'user/unfrozen', { token: admin, body: { userId: collectorId } })).code).toBe(200);
    expect((await t.auditRows('unfreeze'))[0]).toMatchObject({ actorUserId: adminId, before: { status: 'frozen' }, after: { status: 'normal', frozenAt: null } });
  });

  it('records failed sign-ins without the password tried', async () => {
    await t.call('POST', 'noAuth/logon/login', { body: { username: 'collector', password: 'Tried@Secret9' } });
    const rows = await t.auditRows('loginFailed');
    expect(rows.at(-1)).toMatchObject({ actorUserId: null, after: { username: 'collector', failures: 1 } });
    expect(JSON.stringify(rows)).not.toContain('Tried@Secret9');
  });

  it('never holds password hashes, MFA secrets or one-time codes', async () => {
    const lastBefore = (await t.outbox()).at(-1)?.id ?? 0;
    const auditor = await t.login('auditor');
    await t.call('POST', 'changePwd', { token: auditor, body: { oldPassword: DEMO_PASSWORD, newPassword: 'Audit2026x', confirmPassword: 'Audit2026x' } });
    const { data: enrolment } = await t.call('POST', 'user/mfa/setup', { token: auditor });
    expect((await t.call('POST', 'user/mfa/bind', { token: auditor, body: { secret: enrolment.secret, code: await t.totp(enrolment.secret) } })).code).toBe(200);
    await t.call('POST', 'user/resetMFA', { token: admin, body: { userId: await t.userId('auditor') } });
    await t.call('POST', 'user/resetPwd', { token: admin, body: { userId: collectorId } });
    await t.login('finance');

    const secrets = [
      enrolment.secret,
      ...(await t.db.select({ hash: users.passwordHash }).from(users)).map((u) => u.hash),
      ...(await t.db.select({ hash: loginTickets.ticketHash, code: loginTickets.codeHash }).from(loginTickets)).flatMap((r) => [r.hash, r.code]),
      ...(await t.outbox()).filter((m) => m.id > lastBefore).map((m) => /\b(\d{6})\b|password: (\w+)/.exec(t.sentText(m))?.slice(1).find(Boolean)),
    ].filter((s): s is string => Boolean(s));
    const audit = JSON.stringify(await t.auditRows());
    expect(audit).toContain('bindMfa');
    expect(audit).toContain('resetMFA');
    for (const secret of secrets) expect(audit).not.toContain(secret);
    expect(audit).not.toMatch(/passwordHash|password_hash|mfaSecret|mfa_secret|pendingMfaSecret|tokenHash|codeHash/);
    expect(audit).not.toMatch(/\$argon2/);
  });
});
