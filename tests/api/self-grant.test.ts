/**
 * Issue 31.1 and the user-administration part of 31.4: nobody grants themselves power, a user grants only
 * what they hold, a merchant-bound administrator reaches only users inside their merchants, and a change
 * that widens access is audited as a grant. Every route that writes user roles, user merchants, role menus
 * or role sensitive permissions is called here.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { departments, menus, merchants, roleMenus, roles, userMerchants, userRoles, users } from '../../server/db/schema';
import { createRole, createUser, findUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const USERS = 'UserSystem/UserManagement';
const ROLES = 'UserSystem/RoleManagement';

let t: TestApp;
let admin: string;
let adminRoleId: number;
let deptId: number;
const merchant: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  adminRoleId = (await t.db.select().from(roles).where(eq(roles.roleNo, 'R001')))[0].id;
  deptId = (await t.db.select().from(departments))[0].id;
  for (const m of await t.db.select().from(merchants)) merchant[m.merchantNo] = m.id;
});
afterAll(async () => { await t?.close(); });

const codesOf = async (token: string) => ((await t.call('GET', 'findMenusTreeByUserNo', { token })).data.operationCodes as string[]).length;
const roleIdsOf = async (userId: number) => (await t.db.select().from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.roleId).sort();
const merchantIdsOf = async (userId: number) => (await t.db.select().from(userMerchants).where(eq(userMerchants.userId, userId))).map((r) => r.merchantId).sort();
const roleMenuIds = async (roleId: number) => (await t.db.select().from(roleMenus).where(eq(roleMenus.roleId, roleId))).map((r) => r.menuId).sort((a, b) => a - b);
const sensitiveOf = async (roleId: number) => (await t.db.select().from(roles).where(eq(roles.id, roleId)))[0].sensitivePerms;
const allMenuIds = async () => (await t.db.select({ id: menus.id }).from(menus)).map((m) => m.id);
const menuIdOf = async (code: string) => (await t.db.select({ id: menus.id }).from(menus).where(eq(menus.perms, code)))[0].id;

/** A signed-in user holding one new role with these codes (and sensitive permissions); no merchant: head office. */
async function holderOf(codes: string[], sensitivePerms: Array<'viewPlainData' | 'revealMaskedValue' | 'exportData'> = []) {
  const role = await createRole(t.db, { codes, sensitivePerms });
  const user = await createUser(t.db, role.id);
  return { role, user, token: await t.login(user.username) };
}

let sequence = 0;
const newUser = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    username: `grant.user${sequence}`, realName: `Grant User ${sequence}`, deptId, phone: `25479900${String(sequence).padStart(4, '0')}`,
    employeeStatus: 'employed', merchantId: merchant['1502'], ...overrides,
  };
};

describe('issue 31.1: nobody changes their own roles or merchants (user/update)', () => {
  it('refuses a user with view and update who gives themselves the Administrator role and every merchant', async () => {
    const { user, token } = await holderOf([viewCode(USERS), actionCode(USERS, 'update')]);
    expect(await codesOf(token)).toBe(2);
    const res = await t.call('POST', 'user/update', { token, body: { id: user.id, roleIds: [adminRoleId], associatedMerchantIds: [1, 2, 3] } });
    expect(res.code).toBe(403);
    expect(res.msg).toMatch(/your own/);
    expect(await codesOf(token)).toBe(2);
    expect(await merchantIdsOf(user.id)).toEqual([]);
  });

  it('refuses even a head-office administrator who changes their own merchants, in Chinese too, but saves the same ones', async () => {
    const adminId = await t.userId('admin');
    const before = await merchantIdsOf(adminId);
    const res = await t.call('POST', 'user/update', { token: admin, body: { id: adminId, associatedMerchantIds: [merchant['1501']] }, language: 'zh' });
    expect(res.code).toBe(403);
    expect(res.msg).toMatch(/本人/);
    expect(await merchantIdsOf(adminId)).toEqual(before);
    const own = await t.call('POST', 'user/update', { token: admin, body: { id: adminId, merchantId: merchant['1503'] } });
    expect(own.code).toBe(403);
    expect((await findUser(t.db, adminId)).merchantId).toBe(merchant['1501']);
    // Saving one's own record with the same roles and merchants (in any order) is not a change of them.
    const view = (await t.call('GET', `user/detail/${adminId}`, { token: admin })).data;
    const same = await t.call('POST', 'user/update', {
      token: admin, body: { id: adminId, realName: view.realName, roleIds: view.roleIds, merchantId: view.merchantId, associatedMerchantIds: [...view.associatedMerchantIds].reverse() },
    });
    expect(same.code).toBe(200);
  });
});

describe('issue 31.1: a user grants only roles and merchants they hold (user/update, user/save)', () => {
  it('refuses to give another user a role with codes the granter lacks, and allows one within them', async () => {
    const { role, token } = await holderOf([viewCode(USERS), actionCode(USERS, 'update')]);
    const target = await createUser(t.db, (await createRole(t.db)).id);
    const wider = await t.call('POST', 'user/update', { token, body: { id: target.id, roleIds: [adminRoleId] } });
    expect(wider.code).toBe(403);
    expect(wider.msg).toContain('Administrator');
    expect(await roleIdsOf(target.id)).not.toContain(adminRoleId);

    const narrower = await createRole(t.db, { codes: [viewCode(USERS)] });
    const ok = await t.call('POST', 'user/update', { token, body: { id: target.id, roleIds: [narrower.id, role.id] } });
    expect(ok.code).toBe(200);
    const [grant] = (await t.auditRows('grant')).filter((r) => r.entity === 'user' && r.entityId === String(target.id));
    expect(grant).toMatchObject({ after: { added: { roleIds: [narrower.id, role.id].sort((a, b) => a - b) } } });
  });

  it('refuses a role carrying sensitive permissions the granter lacks', async () => {
    const { token } = await holderOf([viewCode(USERS), actionCode(USERS, 'update')]);
    const target = await createUser(t.db, (await createRole(t.db)).id);
    const plain = await createRole(t.db, { codes: [viewCode(USERS)], sensitivePerms: ['viewPlainData'] });
    expect((await t.call('POST', 'user/update', { token, body: { id: target.id, roleIds: [plain.id] } })).code).toBe(403);
    expect(await roleIdsOf(target.id)).not.toContain(plain.id);
  });

  it('refuses to edit a user whose roles are wider than the editor\'s (their e-mail would be a takeover)', async () => {
    const { token } = await holderOf([viewCode(USERS), actionCode(USERS, 'update')]);
    const adminId = await t.userId('admin');
    const res = await t.call('POST', 'user/update', { token, body: { id: adminId, email: 'attacker@example.com' } });
    expect(res.code).toBe(403);
    expect((await findUser(t.db, adminId)).email).not.toBe('attacker@example.com');
  });

  it('refuses to create a user with a role the creator lacks', async () => {
    const { token } = await holderOf([viewCode(USERS), actionCode(USERS, 'add')]);
    const body = newUser({ roleIds: [adminRoleId] });
    const res = await t.call('POST', 'user/save', { token, body });
    expect(res.code).toBe(403);
    expect((await t.db.select().from(users).where(eq(users.username, body.username as string)))).toHaveLength(0);
  });

  it('audits a new user\'s roles and merchants as a grant', async () => {
    const role = await createRole(t.db, { codes: [viewCode(USERS)] });
    const res = await t.call('POST', 'user/save', { token: admin, body: newUser({ roleIds: [role.id], associatedMerchantIds: [merchant['1503']] }) });
    expect(res.code).toBe(200);
    const [grant] = (await t.auditRows('grant')).filter((r) => r.entity === 'user' && r.entityId === String(res.data.id));
    expect(grant).toMatchObject({ before: { roleIds: [], merchantIds: [] }, after: { added: { roleIds: [role.id], merchantIds: [merchant['1502'], merchant['1503']].sort((a, b) => a - b) } } });
  });
});

describe('issue 31.1: nobody changes the authority or sensitive permissions of a role they hold', () => {
  it('refuses role/authority with every menu for the caller\'s own role', async () => {
    const { role, token } = await holderOf([viewCode(ROLES), actionCode(ROLES, 'assign'), actionCode(ROLES, 'sensitive')]);
    const before = await roleMenuIds(role.id);
    const res = await t.call('POST', 'role/authority', { token, body: { roleId: role.id, menuIds: await allMenuIds() } });
    expect(res.code).toBe(403);
    expect(await roleMenuIds(role.id)).toEqual(before);
    expect(await codesOf(token)).toBe(3);
    // The screen is told so, and which menus the caller may grant elsewhere, to grey out the rest.
    const authority = (await t.call('GET', `role/authority/${role.id}`, { token })).data;
    expect(authority.grantable).toMatchObject({ locked: 'role:grant.ownRole', sensitivePerms: [] });
    expect(authority.grantable.menuIds).toContain(await menuIdOf(actionCode(ROLES, 'assign')));
    expect(authority.grantable.menuIds).not.toContain(await menuIdOf(viewCode(USERS)));
  });

  it('refuses role/sensitive on the caller\'s own role', async () => {
    const { role, token } = await holderOf([viewCode(ROLES), actionCode(ROLES, 'assign'), actionCode(ROLES, 'sensitive')]);
    const res = await t.call('POST', 'role/sensitive', { token, body: { roleId: role.id, sensitivePerms: ['viewPlainData', 'revealMaskedValue', 'exportData'] } });
    expect(res.code).toBe(403);
    expect(await sensitiveOf(role.id)).toEqual([]);
    expect((await t.call('GET', 'user/info', { token })).data.isDesensitization).toBe(true);
  });

  it('refuses the head-office administrator on the Administrator role too', async () => {
    const before = await roleMenuIds(adminRoleId);
    const res = await t.call('POST', 'role/authority', { token: admin, body: { roleId: adminRoleId, menuIds: before.slice(0, 3) } });
    expect(res.code).toBe(403);
    expect(await roleMenuIds(adminRoleId)).toEqual(before);
    expect((await t.call('POST', 'role/sensitive', { token: admin, body: { roleId: adminRoleId, sensitivePerms: [] } })).code).toBe(403);
  });

  it('refuses role/update of the sign-in verification of a role the caller holds', async () => {
    const { role, token } = await holderOf([viewCode(ROLES), actionCode(ROLES, 'update')]);
    await t.db.update(roles).set({ mfaRequired: true }).where(eq(roles.id, role.id));
    const res = await t.call('POST', 'role/update', { token, body: { id: role.id, loginVerification: 'none' } });
    expect(res.code).toBe(403);
    expect((await t.db.select().from(roles).where(eq(roles.id, role.id)))[0].mfaRequired).toBe(true);
  });
});

describe('issue 31.1: a user grants only menus and sensitive permissions they hold (role/authority, role/sensitive)', () => {
  it('refuses menus beyond the granter\'s own and stores those within them, audited as a grant', async () => {
    const mine = [viewCode(ROLES), actionCode(ROLES, 'assign'), viewCode(USERS)];
    const { token } = await holderOf(mine);
    const target = await createRole(t.db);
    const wider = await t.call('POST', 'role/authority', { token, body: { roleId: target.id, menuIds: await allMenuIds() } });
    expect(wider.code).toBe(403);
    expect(await roleMenuIds(target.id)).toEqual([]);

    const page = await menuIdOf(viewCode(USERS));
    expect((await t.call('POST', 'role/authority', { token, body: { roleId: target.id, menuIds: [page] } })).code).toBe(200);
    expect(await roleMenuIds(target.id)).toContain(page);
    const [grant] = (await t.auditRows('grant')).filter((r) => r.entity === 'role' && r.entityId === String(target.id));
    expect(grant).toMatchObject({ before: { menuIds: [] }, after: { added: { menuIds: expect.arrayContaining([page]), codes: [viewCode(USERS)] } } });
  });

  it('refuses sensitive permissions the granter lacks and grants those they hold', async () => {
    const { token } = await holderOf([viewCode(ROLES), actionCode(ROLES, 'sensitive')], ['revealMaskedValue']);
    const target = await createRole(t.db);
    expect((await t.call('POST', 'role/sensitive', { token, body: { roleId: target.id, sensitivePerms: ['viewPlainData', 'exportData'] } })).code).toBe(403);
    expect(await sensitiveOf(target.id)).toEqual([]);
    expect((await t.call('POST', 'role/sensitive', { token, body: { roleId: target.id, sensitivePerms: ['revealMaskedValue'] } })).code).toBe(200);
    expect(await sensitiveOf(target.id)).toEqual(['revealMaskedValue']);
    const [grant] = (await t.auditRows('grant')).filter((r) => r.entity === 'role' && r.entityId === String(target.id));
    expect(grant).toMatchObject({ after: { added: { sensitivePerms: ['revealMaskedValue'] } } });
  });

  it('refuses changes to a role wider than the caller (authority, sensitive, update, delete)', async () => {
    const { token } = await holderOf([viewCode(ROLES), actionCode(ROLES, 'assign'), actionCode(ROLES, 'sensitive'), actionCode(ROLES, 'update'), actionCode(ROLES, 'delete')]);
    const wide = await createRole(t.db, { codes: [viewCode(USERS), actionCode(USERS, 'update')], mfaRequired: true });
    const before = await roleMenuIds(wide.id);
    expect((await t.call('POST', 'role/authority', { token, body: { roleId: wide.id, menuIds: [] } })).code).toBe(403);
    expect(await roleMenuIds(wide.id)).toEqual(before);
    expect((await t.call('POST', 'role/sensitive', { token, body: { roleId: wide.id, sensitivePerms: [] } })).code).toBe(403);
    expect((await t.call('POST', 'role/update', { token, body: { id: wide.id, loginVerification: 'none' } })).code).toBe(403);
    expect((await t.db.select().from(roles).where(eq(roles.id, wide.id)))[0].mfaRequired).toBe(true);
    expect((await t.call('POST', 'role/delete', { token, body: { ids: [wide.id] } })).code).toBe(403);
    expect(await t.db.select().from(roles).where(eq(roles.id, wide.id))).toHaveLength(1);
  });
});

describe('issue 31.4: a merchant-bound administrator reaches only users inside their merchants', () => {
  let bound: string;
  let boundId: number;
  let headOffice: number;
  let otherMerchantUser: number;
  let ownMerchantUser: number;
  beforeAll(async () => {
    const user = await createUser(t.db, adminRoleId);
    await t.db.update(users).set({ merchantId: merchant['1502'] }).where(eq(users.id, user.id));
    boundId = user.id;
    bound = await t.login(user.username);
    headOffice = (await createUser(t.db, (await createRole(t.db)).id)).id;
    otherMerchantUser = await t.userId('finance');
    ownMerchantUser = await t.userId('collector');
  });

  it('lists only users all of whose merchants are its own', async () => {
    const { data } = await t.call('GET', 'user/list', { token: bound, query: { size: 100 } });
    expect(data.total).toBeGreaterThan(0);
    for (const r of data.records as Array<{ username: string; merchantId: number | null; associatedMerchantIds: number[] }>) {
      expect(r.merchantId, r.username).toBe(merchant['1502']);
      for (const m of r.associatedMerchantIds) expect(m, r.username).toBe(merchant['1502']);
    }
    expect(data.records.map((r: { id: number }) => r.id)).toContain(ownMerchantUser);
  });

  it('cannot read, change, freeze or reset a user of another merchant or one covering all merchants', async () => {
    for (const id of [headOffice, otherMerchantUser]) {
      const before = await findUser(t.db, id);
      expect((await t.call('GET', `user/detail/${id}`, { token: bound })).code).toBe(404);
      expect((await t.call('POST', 'user/update', { token: bound, body: { id, email: 'taken@example.com' } })).code).toBe(404);
      for (const url of ['user/frozen', 'user/resetPwd', 'user/resetMFA']) {
        expect((await t.call('POST', url, { token: bound, body: { userId: id } })).code, url).toBe(404);
      }
      expect(await findUser(t.db, id)).toEqual(before);
    }
    await t.db.update(users).set({ status: 'frozen' }).where(eq(users.id, otherMerchantUser));
    expect((await t.call('POST', 'user/unfrozen', { token: bound, body: { userId: otherMerchantUser } })).code).toBe(404);
    await t.db.update(users).set({ status: 'normal' }).where(eq(users.id, otherMerchantUser));
  });

  it('gives only its own merchants, and never all merchants', async () => {
    expect((await t.call('POST', 'user/update', { token: bound, body: { id: ownMerchantUser, associatedMerchantIds: [merchant['1501']] } })).code).toBe(403);
    expect(await merchantIdsOf(ownMerchantUser)).toEqual([merchant['1502']]);
    expect((await t.call('POST', 'user/update', { token: bound, body: { id: ownMerchantUser, merchantId: merchant['1501'] } })).code).toBe(403);
    expect((await t.call('POST', 'user/save', { token: bound, body: newUser({ roleIds: [adminRoleId], merchantId: merchant['1503'] }) })).code).toBe(403);
    const ok = await t.call('POST', 'user/save', { token: bound, body: newUser({ roleIds: [adminRoleId], associatedMerchantIds: [merchant['1502']] }) });
    expect(ok.code).toBe(200);
  });

  it('cannot widen its own merchants', async () => {
    const res = await t.call('POST', 'user/update', { token: bound, body: { id: boundId, associatedMerchantIds: [merchant['1501'], merchant['1502'], merchant['1503']] } });
    expect(res.code).toBe(403);
    expect(await merchantIdsOf(boundId)).toEqual([]);
  });

  it('offers only the roles and merchants it may give', async () => {
    const merchantsOffered = (await t.call('GET', 'user/options/merchants', { token: bound })).data;
    expect(merchantsOffered).toEqual([expect.objectContaining({ value: merchant['1502'] })]);
    const { token } = await holderOf([viewCode(USERS)]);
    const rolesOffered = (await t.call('GET', 'user/options/roles', { token })).data as Array<{ value: number }>;
    expect(rolesOffered.map((r) => r.value)).not.toContain(adminRoleId);
  });
});
