import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { menus, roleMenus } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ config: { EXTERNAL_LINK_HOSTS: ['wiki.example.com', 'example.com'] } });
  admin = await t.login('admin');
});
afterAll(async () => { await t?.close(); });

const LANGUAGES = 'UserSystem/MultiLanguageConfiguration';
const MENUS = 'UserSystem/MenuManagement';
const save = (body: Record<string, unknown>, language?: string) => t.call('POST', 'menu/save', { token: admin, body, language });
const update = (body: Record<string, unknown>) => t.call('POST', 'menu/update', { token: admin, body });
const setEnabled = (id: number, enabled: boolean) => t.call('POST', 'menu/enable', { token: admin, body: { id, enabled } });
const menuBy = async (column: 'perms' | 'path', value: string) => (await t.db.select().from(menus).where(eq(menus[column], value)))[0];
const groupOf = (name: string) => menuBy('path', `/AdminContent/${name}`);

let sequence = 0;
/** A custom group under which the tests add their own menus. */
async function customGroup() {
  sequence += 1;
  const res = await save({ kind: 'group', menuName: `Tools ${sequence}`, path: `/AdminContent/Tools${sequence}`, sort: 900 });
  expect(res.code, res.msg).toBe(200);
  return res.data as { id: number };
}

describe('menu tree', () => {
  it('lists every menu, enabled or not, with the roles holding it and whether the route table declares it', async () => {
    const res = await t.call('GET', 'menu/tree', { token: admin });
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength((await t.db.select({ id: menus.id }).from(menus)).length);
    const page = res.data.find((m: { perms: string | null }) => m.perms === viewCode(MENUS));
    expect(page).toMatchObject({ kind: 'page', path: '/AdminContent/UserSystem/MenuManagement', declared: true, enabled: true, roleCount: 2 });
    expect(res.data.find((m: { path: string | null }) => m.path === '/AdminContent/UserSystem')).toMatchObject({ kind: 'group', declared: true });
  });
});

describe('validation', () => {
  it('requires a name of at most 64 characters and a kind', async () => {
    expect(await save({ kind: 'group', menuName: '', sort: 1 })).toMatchObject({ code: 400, msg: 'Please provide complete information.' });
    expect(await save({ kind: 'group', menuName: 'm'.repeat(65), sort: 1 })).toMatchObject({ code: 400, msg: 'Menu name: at most 64 characters.' });
    expect(await save({ menuName: 'No kind', sort: 1 })).toMatchObject({ code: 400, msg: 'Please provide complete information.' });
    expect(await save({ kind: 'folder', menuName: 'Odd', sort: 1 })).toMatchObject({ code: 400, msg: 'The value of Kind is not one of the choices.' });
  });

  it('needs a path under /AdminContent/ for a page, and a code for a button', async () => {
    const group = await customGroup();
    expect(await save({ kind: 'page', parentId: group.id, menuName: 'No path', sort: 1 })).toMatchObject({ code: 400, msg: 'A page needs a path starting with /AdminContent/.' });
    expect(await save({ kind: 'page', parentId: group.id, menuName: 'Elsewhere', path: '/Other/Page', sort: 1 }))
      .toMatchObject({ code: 400, msg: 'The path must start with /AdminContent/ and hold only letters, digits, -, _ and /.' });
    const page = await save({ kind: 'page', parentId: group.id, menuName: 'Report', path: `/AdminContent/Tools${sequence}/Report`, sort: 1 });
    expect(page.code, page.msg).toBe(200);
    expect(await save({ kind: 'button', parentId: page.data.id, menuName: 'Run', sort: 1 })).toMatchObject({ code: 400, msg: 'A button needs an operation code.' });
    expect(await save({ kind: 'button', parentId: page.data.id, menuName: 'Run', perms: 'Tools:Report:run', sort: 1 })).toMatchObject({ code: 200 });
  });

  it('keeps operation codes and paths unique', async () => {
    const group = await customGroup();
    const page = await menuBy('perms', viewCode(MENUS));
    expect(await save({ kind: 'button', parentId: page.id, menuName: 'Copy', perms: actionCode(MENUS, 'add'), sort: 1 }))
      .toMatchObject({ code: 409, msg: 'Another menu already has this operation code.' });
    expect(await save({ kind: 'page', parentId: group.id, menuName: 'Copy', path: '/AdminContent/UserSystem/MenuManagement', sort: 1 }))
      .toMatchObject({ code: 409, msg: 'Another menu already has this path.' });
  });

  it('accepts only https external links (hosts: tests/api/external-links.test.ts)', async () => {
    const group = await customGroup();
    const base = { kind: 'page', parentId: group.id, menuName: 'Wiki', path: `/AdminContent/Tools${sequence}/Wiki`, sort: 1 };
    const message = 'The external link must be an https:// address.';
    expect(await save({ ...base, externalUrl: 'ftp://wiki.example.com' })).toMatchObject({ code: 400, msg: message });
    expect(await save({ ...base, externalUrl: 'http://wiki.example.com' })).toMatchObject({ code: 400, msg: message });
    expect(await save({ ...base, externalUrl: 'javascript:alert(1)' })).toMatchObject({ code: 400, msg: message });
    expect(await save({ ...base, externalUrl: 'https://wiki.example.com/start?x=1' })).toMatchObject({ code: 200 });
  });

  it('places buttons under pages and pages under groups', async () => {
    const group = await customGroup();
    expect(await save({ kind: 'button', parentId: group.id, menuName: 'Stray', perms: 'Tools:stray', sort: 1 })).toMatchObject({ code: 400, msg: 'A button must sit under a page.' });
    const page = await menuBy('perms', viewCode(MENUS));
    expect(await save({ kind: 'page', parentId: page.id, menuName: 'Nested', path: '/AdminContent/Nested/Page', sort: 1 }))
      .toMatchObject({ code: 400, msg: 'A page can only sit at the top or under a group.' });
    expect(await save({ kind: 'group', parentId: 999_999, menuName: 'Orphan', sort: 1 })).toMatchObject({ code: 400, msg: 'The chosen parent menu no longer exists.' });
  });

  it('answers in Chinese when asked', async () => {
    expect((await save({ kind: 'page', menuName: 'No path', sort: 1 }, 'zh')).msg).toBe('页面必须有以 /AdminContent/ 开头的路径。');
  });
});

describe('modifying a menu', () => {
  it('keeps the path and code of a built-in menu, but lets it be renamed, shown under its new name', async () => {
    const page = await menuBy('perms', viewCode(LANGUAGES));
    expect(await update({ id: page.id, path: '/AdminContent/UserSystem/Languages' }))
      .toMatchObject({ code: 400, msg: 'Path of a built-in menu cannot be changed: the screens and the server rely on it.' });
    expect(await update({ id: page.id, perms: 'Languages:view' })).toMatchObject({ code: 400 });

    expect(await update({ id: page.id, menuName: 'Languages & flags', sort: page.sort })).toMatchObject({ code: 200, data: { menuName: 'Languages & flags', labelKey: null } });
    const tree = await t.call('GET', 'findMenusTreeByUserNo', { token: admin });
    const userSystem = tree.data.menus.find((m: { path: string }) => m.path === '/AdminContent/UserSystem');
    expect(userSystem.childList.find((m: { path: string }) => m.path === page.path)).toMatchObject({ menuName: 'Languages & flags', labelKey: null });
    expect((await t.auditRows('update')).at(-1)).toMatchObject({ entity: 'menu', before: { menuName: page.menuName, labelKey: page.labelKey }, after: { menuName: 'Languages & flags' } });
  });

  it('clears an emptied link and refuses moving a menu under its own child', async () => {
    const group = await customGroup();
    const inner = await save({ kind: 'group', parentId: group.id, menuName: 'Inner', sort: 1 });
    expect(await update({ id: group.id, parentId: inner.data.id })).toMatchObject({ code: 400, msg: 'A menu cannot be moved under itself or under one of its own children.' });
    const page = await save({ kind: 'page', parentId: inner.data.id, menuName: 'Link', path: `/AdminContent/Tools${sequence}/Link`, externalUrl: 'https://example.com', sort: 1 });
    expect(await update({ id: page.data.id, externalUrl: '' })).toMatchObject({ code: 200, data: { externalUrl: null } });
    expect(await update({ id: page.data.id, parentId: null })).toMatchObject({ code: 200, data: { parentId: null } });
  });
});

describe('enabling and disabling', () => {
  it('takes a disabled page, its path and its buttons\' codes from every user at their next request, and gives them back', async () => {
    const role = await createRole(t.db, { codes: [viewCode(LANGUAGES), actionCode(LANGUAGES, 'add')] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    const page = await menuBy('perms', viewCode(LANGUAGES));
    const mine = () => t.call('GET', 'findMenusTreeByUserNo', { token });
    expect((await mine()).data).toMatchObject({ fullPathRoutes: [page.path], operationCodes: [actionCode(LANGUAGES, 'add'), viewCode(LANGUAGES)] });
    expect((await t.call('GET', 'language/list', { token })).code).toBe(200);

    expect((await setEnabled(page.id, false)).code).toBe(200);
    const hidden = (await mine()).data;
    expect(hidden).toMatchObject({ fullPathRoutes: [], operationCodes: [] });
    expect(hidden.menus.flatMap((m: { childList: unknown[] }) => m.childList)).toEqual([]);
    expect((await t.call('GET', 'language/list', { token })).code).toBe(403);
    expect((await t.call('POST', 'language/save', { token, body: {} })).code).toBe(403);
    expect((await t.auditRows('disable')).at(-1)).toMatchObject({ entity: 'menu', entityId: String(page.id), before: { enabled: true }, after: { enabled: false } });

    expect((await setEnabled(page.id, true)).code).toBe(200);
    expect((await mine()).data.operationCodes).toEqual([actionCode(LANGUAGES, 'add'), viewCode(LANGUAGES)]);
    expect((await t.call('GET', 'language/list', { token })).code).toBe(200);
  });

  it('takes away everything under a disabled group', async () => {
    const auditor = await t.login('auditor');
    const group = await groupOf('AuditSystem');
    const before = (await t.call('GET', 'findMenusTreeByUserNo', { token: auditor })).data;
    expect(before.operationCodes.some((c: string) => c.startsWith('AuditSystem:'))).toBe(true);

    expect((await setEnabled(group.id, false)).code).toBe(200);
    const after = (await t.call('GET', 'findMenusTreeByUserNo', { token: auditor })).data;
    expect(after.operationCodes.filter((c: string) => c.startsWith('AuditSystem:'))).toEqual([]);
    expect(after.fullPathRoutes.filter((p: string) => p.startsWith('/AdminContent/AuditSystem/'))).toEqual([]);
    expect(after.menus.map((m: { path: string }) => m.path)).not.toContain(group.path);
    expect((await setEnabled(group.id, true)).code).toBe(200);
  });

  it('refuses to disable what holds Menu management itself', async () => {
    const message = 'This menu holds Menu management itself; disabling it would leave nobody able to enable it again.';
    for (const menu of [await groupOf('UserSystem'), await menuBy('perms', viewCode(MENUS)), await menuBy('perms', actionCode(MENUS, 'enable'))]) {
      expect(await setEnabled(menu.id, false)).toMatchObject({ code: 409, msg: message });
      expect((await menuBy('perms', actionCode(MENUS, 'enable'))).enabled).toBe(true);
    }
  });
});

describe('deleting a menu', () => {
  it('refuses built-in menus and menus with children', async () => {
    const page = await menuBy('perms', viewCode(LANGUAGES));
    expect(await t.call('POST', 'menu/delete', { token: admin, body: { ids: [page.id] } }))
      .toMatchObject({ code: 409, msg: 'Built-in menus cannot be deleted; disable it instead.' });
    const group = await customGroup();
    await save({ kind: 'group', parentId: group.id, menuName: 'Child', sort: 1 });
    expect(await t.call('POST', 'menu/delete', { token: admin, body: { ids: [group.id] } }))
      .toMatchObject({ code: 409, msg: 'The menu has 1 child menu(s). Delete or move them first.' });
  });

  it('takes a deleted menu away from the roles holding it, and the audit row names them', async () => {
    const group = await customGroup();
    const page = await save({ kind: 'page', parentId: group.id, menuName: 'Dashboard', path: `/AdminContent/Tools${sequence}/Dashboard`, perms: 'Tools:Dashboard:view', sort: 1 });
    const role = await createRole(t.db, { codes: ['Tools:Dashboard:view'] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    expect((await t.call('GET', 'findMenusTreeByUserNo', { token })).data.operationCodes).toEqual(['Tools:Dashboard:view']);

    expect((await t.call('POST', 'menu/delete', { token: admin, body: { ids: [page.data.id] } })).code).toBe(200);
    expect(await t.db.select().from(roleMenus).where(eq(roleMenus.menuId, page.data.id))).toEqual([]);
    expect((await t.call('GET', 'findMenusTreeByUserNo', { token })).data.operationCodes).toEqual([]);
    expect((await t.auditRows('delete')).at(-1)).toMatchObject({ entity: 'menu', entityId: String(page.data.id), before: { menuName: 'Dashboard', roleIds: [role.id] }, after: null });
  });
});

describe('permissions', () => {
  it('refuses each change without its code', async () => {
    const role = await createRole(t.db, { codes: [viewCode(MENUS)] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    const page = await menuBy('perms', viewCode(LANGUAGES));
    expect((await t.call('GET', 'menu/tree', { token })).code).toBe(200);
    expect((await t.call('POST', 'menu/save', { token, body: { kind: 'group', menuName: 'X', sort: 1 } })).code).toBe(403);
    expect((await t.call('POST', 'menu/update', { token, body: { id: page.id, sort: 1 } })).code).toBe(403);
    expect((await t.call('POST', 'menu/enable', { token, body: { id: page.id, enabled: false } })).code).toBe(403);
    expect((await t.call('POST', 'menu/delete', { token, body: { ids: [page.id] } })).code).toBe(403);
  });
});
