import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_HISTORY_CODE } from '../../common/record-history';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t?.close(); });

const history = (token: string, entity: string, entityId: number | string, query: Record<string, unknown> = {}) =>
  t.call('GET', 'auditLog/history', { token, query: { entity, entityId, ...query } });

describe('record history', () => {
  it('lists the audit rows of one record, newest first, with who, when, where and each changed field', async () => {
    const saved = await t.call('POST', 'role/save', { token: admin, body: { roleNo: 'H001', roleName: 'History role', remark: 'first' } });
    expect(saved.code).toBe(200);
    const id = saved.data.id as number;
    expect((await t.call('POST', 'role/update', { token: admin, body: { id, roleNo: 'H001', roleName: 'History role', remark: 'second' } })).code).toBe(200);

    const res = await history(admin, 'role', id);
    expect(res.code).toBe(200);
    expect(res.data.total).toBe(2);
    const [update, create] = res.data.records;
    expect(update).toMatchObject({ action: 'update', entity: 'role', entityId: String(id), actorUsername: 'admin', actorName: 'Grace Wanjiku' });
    expect(update.ip).toEqual(expect.any(String));
    expect(new Date(update.at).toISOString()).toBe(update.at);
    expect(update.changes).toEqual([{ field: 'remark', before: 'first', after: 'second' }]);
    expect(create.action).toBe('create');
    expect(create.changes).toEqual(expect.arrayContaining([{ field: 'roleName', before: null, after: 'History role' }]));
    expect(create.changes.map((c: { field: string }) => c.field)).not.toContain('updatedAt');
  });

  it('pages, and shows nothing of other records', async () => {
    const saved = await t.call('POST', 'role/save', { token: admin, body: { roleNo: 'H002', roleName: 'Paged role', remark: '0' } });
    const id = saved.data.id as number;
    for (const remark of ['1', '2', '3']) await t.call('POST', 'role/update', { token: admin, body: { id, roleNo: 'H002', roleName: 'Paged role', remark } });
    const first = await history(admin, 'role', id, { current: 1, size: 3 });
    const second = await history(admin, 'role', id, { current: 2, size: 3 });
    expect(first.data.total).toBe(4);
    expect(first.data.records.map((r: { changes: { after: unknown }[] }) => r.changes[0].after)).toEqual(['3', '2', '1']);
    expect(second.data.records).toHaveLength(1);
    expect((await history(admin, 'role', 999_999)).data).toEqual({ records: [], total: 0 });
  });

  it('is refused without the audit-view code, and the history code opens it alone', async () => {
    const collector = await t.login('collector');
    expect((await history(collector, 'role', 1)).code).toBe(403);
    expect((await t.call('GET', 'auditLog/activity', { token: collector, query: { userId: 1 } })).code).toBe(403);
    const role = await createRole(t.db, { codes: [RECORD_HISTORY_CODE] });
    const user = await createUser(t.db, role.id);
    expect((await history(await t.login(user.username), 'role', 1)).code).toBe(200);
  });

  it('masks phones and ID numbers before and after for a masked user', async () => {
    const id = await t.userId('telemarketer');
    const update = await t.call('POST', 'user/update', { token: admin, body: { id, phone: '254799111222', idNumber: '30111222' } });
    expect(update.code).toBe(200);
    const plain = (await history(admin, 'user', id)).data.records[0];
    expect(plain.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'phone', after: '254799111222' })]));

    const supervisor = await t.login('supervisor');
    const res = await history(supervisor, 'user', id);
    expect(res.code).toBe(200);
    const text = JSON.stringify(res.data);
    expect(text).not.toContain('254799111222');
    expect(text).not.toContain('30111222');
    const phone = res.data.records[0].changes.find((c: { field: string }) => c.field === 'phone');
    expect(phone.after).toBe('2547*****222');
    expect(phone.before).toMatch(/^2547\*+\d{3}$/);
    expect(res.data.records[0].changes.find((c: { field: string }) => c.field === 'idNumber').after).toBe('30****22');
  });

  it("shows a user's own activity: the rows where the user is the actor", async () => {
    const adminId = await t.userId('admin');
    const saved = await t.call('POST', 'role/save', { token: admin, body: { roleNo: 'H003', roleName: 'Activity role', remark: '' } });
    const res = await t.call('GET', 'auditLog/activity', { token: admin, query: { userId: adminId, size: 5 } });
    expect(res.code).toBe(200);
    expect(res.data.total).toBeGreaterThan(0);
    expect(res.data.records[0]).toMatchObject({ actorUserId: adminId, entity: 'role', entityId: String(saved.data.id), action: 'create' });
    expect(res.data.records.every((r: { actorUserId: number }) => r.actorUserId === adminId)).toBe(true);
  });

  it('refuses a malformed query with a translated message', async () => {
    expect((await history(admin, 'role; drop', 1)).code).toBe(400);
    expect((await t.call('GET', 'auditLog/history', { token: admin, query: { entity: 'role' } })).code).toBe(400);
  });
});
