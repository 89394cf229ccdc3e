import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENSITIVE_PERMISSION_KEYS } from '../../common/sensitive';
import { actionCode, viewCode } from '../../common/routes';
import { menus, roleMenus, roles, SENSITIVE_PERMISSIONS, userRoles } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t?.close(); });

const ROLE = 'UserSystem/RoleManagement';
const save = (body: Record<string, unknown>, language?: string) => t.call('POST', 'role/save', { token: admin, body, language });
const update = (body: Record<string, unknown>) => t.call('POST', 'role/update', { token: admin, body });
const menuIdOf = async (code: string) => (await t.db.select({ id: menus.id }).from(menus).where(eq(menus.perms, code)))[0].id;
const roleMenuIds = async (roleId: number) => (await t.db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId)))
  .map((r) => r.id).sort((a, b) => a - b);

describe('role list', () => {
  it('shows each role with its sign-in verification, sensitive permissions and number of users', async () => {
    const res = await t.call('GET', 'role/list', { token: admin, query: { current: 1, size: 50 } });
    expect(res.code).toBe(200);
    const byNo = Object.fromEntries(res.data.records.map((r: { roleNo: string }) => [r.roleNo, r]));
    expect(byNo.R001).toMatchObject({ roleName: 'Administrator', loginVerification: 'none', userCount: 1, sensitivePerms: ['viewPlainData', 'revealMaskedValue', 'exportData'] });
    expect(byNo.R006).toMatchObject({ loginVerification: 'code', userCount: 2 });
    const holders = await t.db.select().from(userRoles);
    for (const record of res.data.records) {
      expect(record.userCount, record.roleNo).toBe(holders.filter((h) => h.roleId === record.id).length);
    }
  });

  it('filters by name and pages', async () => {
    const res = await t.call('GET', 'role/list', { token: admin, query: { roleName: 'audit', current: 1, size: 10 } });
    expect(res.data).toMatchObject({ total: 1, records: [{ roleNo: 'R002' }] });
  });

  it('offers exactly the sensitive permissions the server knows', () => {
    expect([...SENSITIVE_PERMISSION_KEYS]).toEqual([...SENSITIVE_PERMISSIONS]);
  });
});

describe('adding and modifying a role', () => {
  it('checks the name: required, at most 64 characters, in the caller\'s language', async () => {
    expect(await save({ roleNo: 'X01', roleName: '' })).toMatchObject({ code: 400, msg: 'Please provide complete information.' });
    expect(await save({ roleNo: 'X01', roleName: 'n'.repeat(65) })).toMatchObject({ code: 400, msg: 'Role name: at most 64 characters.' });
    expect(await save({ roleNo: 'X01', roleName: 'n'.repeat(65) }, 'zh')).toMatchObject({ code: 400, msg: '角色名称：最多 64 个字符。' });
  });

  it('refuses a role no. of other characters', async () => {
    expect(await save({ roleNo: 'X 01', roleName: 'Spaces' })).toMatchObject({ code: 400, msg: 'Role no.: letters, digits, - and _ only.' });
  });

  it('refuses a number or a name another role has, whatever the case', async () => {
    expect(await save({ roleNo: 'r001', roleName: 'Fresh' })).toMatchObject({ code: 409, msg: 'Another role already has this role no.' });
    expect(await save({ roleNo: 'X02', roleName: 'administrator' })).toMatchObject({ code: 409, msg: 'Another role already has this name.' });
  });

  it('creates, modifies and clears the remark; sign-in verification maps onto the role\'s flags', async () => {
    const created = await save({ roleNo: 'X03', roleName: 'Reviewer', remark: 'Reviews', loginVerification: 'mfa' });
    expect(created).toMatchObject({ code: 200, data: { roleNo: 'X03', loginVerification: 'mfa', userCount: 0, sensitivePerms: [] } });
    const id = created.data.id as number;
    expect((await t.db.select().from(roles).where(eq(roles.id, id)))[0]).toMatchObject({ mfaRequired: true, loginCodeRequired: false });

    const changed = await update({ id, roleName: 'Senior reviewer', remark: '', loginVerification: 'code' });
    expect(changed).toMatchObject({ code: 200, data: { roleName: 'Senior reviewer', remark: null, loginVerification: 'code' } });
    expect((await t.db.select().from(roles).where(eq(roles.id, id)))[0]).toMatchObject({ mfaRequired: false, loginCodeRequired: true });
    expect(await update({ id, roleName: 'Finance' })).toMatchObject({ code: 409, msg: 'Another role already has this name.' });
  });

  it('asks a code at sign-in of a user whose role now requires one', async () => {
    const role = await createRole(t.db);
    const user = await createUser(t.db, role.id);
    expect((await update({ id: role.id, loginVerification: 'code' })).code).toBe(200);
    const res = await t.call('POST', 'noAuth/logon/login', { body: { username: user.username, password: 'Demo@2026' } });
    expect(res).toMatchObject({ code: 200, data: { nextStep: 'code' } });
  });
});

describe('deleting a role', () => {
  it('is refused while users hold the role, saying how many', async () => {
    const role = await createRole(t.db, { codes: [viewCode(ROLE)] });
    const user = await createUser(t.db, role.id);
    const res = await t.call('POST', 'role/delete', { token: admin, body: { ids: [role.id] } });
    expect(res).toMatchObject({ code: 409, msg: `1 user(s) hold the role "${role.roleName}". Take it away from them before deleting it.` });
    expect(await t.db.select().from(roles).where(eq(roles.id, role.id))).toHaveLength(1);

    await t.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    expect((await t.call('POST', 'role/delete', { token: admin, body: { ids: [role.id] } })).code).toBe(200);
    expect(await t.db.select().from(roles).where(eq(roles.id, role.id))).toHaveLength(0);
    expect(await roleMenuIds(role.id)).toEqual([]);
    expect((await t.auditRows('delete')).at(-1)).toMatchObject({ entity: 'role', entityId: String(role.id), before: { roleNo: role.roleNo }, after: null });
  });
});

describe('authority assignment', () => {
  it('lists the whole menu tree and the role\'s menus', async () => {
    const role = await createRole(t.db, { codes: [viewCode(ROLE)] });
    const res = await t.call('GET', `role/authority/${role.id}`, { token: admin });
    const all = await t.db.select({ id: menus.id }).from(menus);
    expect(res.data.menus).toHaveLength(all.length);
    expect(res.data.menus[0]).toEqual(expect.objectContaining({ id: expect.any(Number), kind: expect.any(String), labelKey: expect.anything() }));
    expect(res.data.menuIds).toEqual([await menuIdOf(viewCode(ROLE))]);
    expect((await t.call('GET', 'role/authority/99999', { token: admin })).code).toBe(404);
  });

  it('stores the checked menus with their ancestors in one audited change', async () => {
    const role = await createRole(t.db, { codes: [viewCode(ROLE)] });
    const before = await roleMenuIds(role.id);
    const button = await menuIdOf(actionCode(ROLE, 'add'));
    const page = await menuIdOf(viewCode(ROLE));
    const [group] = await t.db.select({ id: menus.id }).from(menus).where(eq(menus.path, '/AdminContent/UserSystem'));
    const res = await t.call('POST', 'role/authority', { token: admin, body: { roleId: role.id, menuIds: [button] } });
    expect(res.code).toBe(200);
    const after = [button, page, group.id].sort((a, b) => a - b);
    expect(await roleMenuIds(role.id)).toEqual(after);
    expect((await t.auditRows('assign')).at(-1)).toMatchObject({ entity: 'role', entityId: String(role.id), before: { menuIds: before }, after: { menuIds: after } });
  });

  it('refuses an unknown menu and changes nothing', async () => {
    const role = await createRole(t.db, { codes: [viewCode(ROLE)] });
    const before = await roleMenuIds(role.id);
    expect(await t.call('POST', 'role/authority', { token: admin, body: { roleId: role.id, menuIds: [999_999] } }))
      .toMatchObject({ code: 400, msg: 'A chosen menu no longer exists. Reopen the assignment and try again.' });
    expect(await roleMenuIds(role.id)).toEqual(before);
  });

  it('takes effect on the holder\'s next request: a removed button code is refused with 403', async () => {
    const role = await createRole(t.db, { codes: [viewCode(ROLE), actionCode(ROLE, 'add')] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    const addRole = (roleNo: string) => t.call('POST', 'role/save', { token, body: { roleNo, roleName: `Made by holder ${roleNo}` } });
    expect((await addRole('H01')).code).toBe(200);

    const res = await t.call('POST', 'role/authority', { token: admin, body: { roleId: role.id, menuIds: [await menuIdOf(viewCode(ROLE))] } });
    expect(res.code).toBe(200);
    expect(await addRole('H02')).toMatchObject({ code: 403, msg: 'You do not have permission for this operation.' });
    expect((await t.call('GET', 'role/list', { token })).code).toBe(200);
    const menusOfHolder = await t.call('GET', 'findMenusTreeByUserNo', { token });
    expect(menusOfHolder.data.operationCodes).toEqual([viewCode(ROLE)]);
  });

  it('refuses a change to a role the one making it holds, so nobody takes their own right to assign away (issue 31.1)', async () => {
    const [adminRole] = await t.db.select().from(roles).where(eq(roles.roleNo, 'R001'));
    const before = await roleMenuIds(adminRole.id);
    const assign = await menuIdOf(actionCode(ROLE, 'assign'));
    const res = await t.call('POST', 'role/authority', { token: admin, body: { roleId: adminRole.id, menuIds: before.filter((id) => id !== assign) } });
    expect(res).toMatchObject({ code: 403, msg: expect.stringContaining('a role you hold') });
    expect(await roleMenuIds(adminRole.id)).toEqual(before);
  });

  it('is refused with 403 without the assign code', async () => {
    const role = await createRole(t.db, { codes: [viewCode(ROLE), actionCode(ROLE, 'update')] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    expect((await t.call('POST', 'role/authority', { token, body: { roleId: role.id, menuIds: [] } })).code).toBe(403);
    expect((await t.call('GET', `role/authority/${role.id}`, { token })).code).toBe(200);
  });
});

describe('sensitive permissions', () => {
  it('take effect on the holder\'s next request and are audited with before and after', async () => {
    const role = await createRole(t.db, { codes: [viewCode(ROLE)] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    expect((await t.call('GET', 'user/info', { token })).data.isDesensitization).toBe(true);

    const res = await t.call('POST', 'role/sensitive', { token: admin, body: { roleId: role.id, sensitivePerms: ['viewPlainData', 'exportData'] } });
    expect(res.code).toBe(200);
    const info = await t.call('GET', 'user/info', { token });
    expect(info.data).toMatchObject({ isDesensitization: false, sensitivePerms: expect.arrayContaining(['viewPlainData', 'exportData']) });
    expect((await t.auditRows('sensitive')).at(-1)).toMatchObject({
      entity: 'role', entityId: String(role.id), before: { sensitivePerms: [] }, after: { sensitivePerms: ['viewPlainData', 'exportData'] },
    });

    expect((await t.call('POST', 'role/sensitive', { token: admin, body: { roleId: role.id, sensitivePerms: [] } })).code).toBe(200);
    expect((await t.call('GET', 'user/info', { token })).data.isDesensitization).toBe(true);
  });

  it('refuses an unknown permission and an unknown role', async () => {
    const [role] = await t.db.select().from(roles).where(inArray(roles.roleNo, ['R003']));
    expect((await t.call('POST', 'role/sensitive', { token: admin, body: { roleId: role.id, sensitivePerms: ['everything'] } })).code).toBe(400);
    expect((await t.call('POST', 'role/sensitive', { token: admin, body: { roleId: 99_999, sensitivePerms: [] } })).code).toBe(404);
  });
});
