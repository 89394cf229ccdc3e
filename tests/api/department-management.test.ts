import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import type { DeptNode, DeptOption } from '../../common/entities/dept';
import { flattenTree } from '../../common/tree';
import { users } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const SCREEN = 'UserSystem/DepartmentManagement';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t?.close(); });

const tree = async () => (await t.call<DeptNode[]>('GET', 'dept/manageTree', { token: admin })).data;
const find = async (name: string) => {
  const node = flattenTree(await tree()).find((n) => n.name === name);
  if (!node) throw new Error(`No department ${name}`);
  return node;
};
const add = (body: Record<string, unknown>) => t.call('POST', 'dept/save', { token: admin, body });
const update = (body: Record<string, unknown>) => t.call('POST', 'dept/update', { token: admin, body });
const move = (id: number, parentId: number | null) => t.call('POST', 'dept/move', { token: admin, body: { id, parentId } });
const remove = (id: number) => t.call('POST', 'dept/delete', { token: admin, body: { ids: [id] } });

describe('the department tree', () => {
  it('nests the departments in sort order with the users of each and of its subtree', async () => {
    const [root] = await tree();
    expect(root.name).toBe('Head Office');
    expect(root.children.map((c) => c.name)).toEqual(['Credit Audit', 'Collections', 'Telemarketing', 'Customer Service',
      'Finance', 'Risk Control', 'IT & Administration']);
    const audit = await find('Credit Audit');
    const [teamA, teamB] = audit.children;
    expect(audit.userCount).toBe(0);
    expect(teamA.userCount).toBeGreaterThan(0);
    expect(audit.totalUserCount).toBe(teamA.userCount + teamB.userCount);
    const assigned = (await t.db.select({ deptId: users.deptId }).from(users)).filter((u) => u.deptId !== null);
    expect(root.totalUserCount).toBe(assigned.length);
  });

  it('offers a tree select to any signed-in user as value, title and children', async () => {
    const collector = await t.login('collector');
    const res = await t.call<DeptOption[]>('GET', 'dept/tree', { token: collector });
    expect(res.code).toBe(200);
    expect(res.data[0]).toMatchObject({ value: expect.any(Number), title: 'Head Office' });
    expect(res.data[0].children[0]).toMatchObject({ title: 'Credit Audit', children: [{ title: 'Audit Team A', children: [] }, { title: 'Audit Team B', children: [] }] });
    expect((await t.call('GET', 'dept/manageTree', { token: collector })).code).toBe(403);
  });
});

describe('adding a department', () => {
  it('requires a name of at most 64 characters and a sort of 0 to 9999', async () => {
    const parentId = (await find('Finance')).id;
    expect(await add({ parentId, name: '' })).toMatchObject({ code: 400, msg: 'Please provide complete information.' });
    expect(await add({ parentId, name: '   ' })).toMatchObject({ code: 400, msg: 'Please provide complete information.' });
    expect(await add({ parentId })).toMatchObject({ code: 400, msg: 'Please provide complete information.' });
    expect(await add({ parentId, name: 'x'.repeat(65) })).toMatchObject({ code: 400, msg: 'Department name: at most 64 characters.' });
    expect(await add({ parentId, name: 'Payables', sort: 10000 })).toMatchObject({ code: 400, msg: 'Sort: at most 9999.' });
    expect(await add({ parentId, name: 'Payables', sort: -1 })).toMatchObject({ code: 400, msg: 'Sort: at least 0.' });
    expect(await add({ parentId, name: 'Payables', sort: 1.5 })).toMatchObject({ code: 400, msg: 'Sort must be a whole number.' });
    expect(await add({ parentId: 999_999, name: 'Payables' })).toMatchObject({ code: 400, msg: 'The parent department was not found.' });
    expect((await add({ parentId, name: 'y'.repeat(64) })).code).toBe(200);
  });

  it('puts a new child after its siblings and answers it in the tree', async () => {
    const finance = await find('Finance');
    const res = await add({ parentId: finance.id, name: 'Receivables' });
    expect(res).toMatchObject({ code: 200, data: { name: 'Receivables', parentId: finance.id } });
    const children = (await find('Finance')).children;
    expect(children.at(-1)).toMatchObject({ name: 'Receivables', userCount: 0, totalUserCount: 0 });
    expect(children.at(-1)!.sort).toBeGreaterThan(children.at(-2)!.sort);
  });

  it('refuses a name already used by a sibling, in any letter case, but allows it at another level', async () => {
    const finance = await find('Finance');
    const risk = await find('Risk Control');
    expect(await add({ parentId: finance.id, name: 'rECEIVABLES' }))
      .toMatchObject({ code: 409, msg: 'A department with this name already exists at this level.' });
    expect((await add({ parentId: risk.id, name: 'Receivables' })).code).toBe(200);
    expect(await add({ name: 'Head Office' })).toMatchObject({ code: 409, msg: 'A department with this name already exists at this level.' });
    expect((await add({ parentId: finance.id, name: 'Head Office' })).code).toBe(200);
  });

  it('audits the new department', async () => {
    const res = await add({ parentId: (await find('Risk Control')).id, name: 'Fraud Desk' });
    const row = (await t.auditRows('create')).find((r) => r.entity === 'dept' && r.entityId === String(res.data.id));
    expect(row).toMatchObject({ actorUsername: 'admin', before: null, after: { name: 'Fraud Desk', parentId: (await find('Risk Control')).id } });
  });

  it('answers it in Chinese when asked', async () => {
    const finance = await find('Finance');
    const res = await t.call('POST', 'dept/save', { token: admin, language: 'zh', body: { parentId: finance.id, name: 'Receivables' } });
    expect(res).toMatchObject({ code: 409, msg: '同一级下已存在同名部门。' });
  });
});

describe('renaming and sorting', () => {
  it('renames, checks the same rules, and audits before and after', async () => {
    const desk = await find('Fraud Desk');
    expect(await update({ id: desk.id, name: '' })).toMatchObject({ code: 400, msg: 'Please provide complete information.' });
    expect(await update({ id: desk.id, name: 'z'.repeat(65) })).toMatchObject({ code: 400, msg: 'Department name: at most 64 characters.' });
    expect(await update({ id: desk.id, name: 'receivables' })).toMatchObject({ code: 409, msg: 'A department with this name already exists at this level.' });
    expect((await update({ id: desk.id, name: 'Fraud Desk' })).code).toBe(200);
    expect((await update({ id: desk.id, name: 'Fraud Prevention' })).code).toBe(200);
    const [row] = (await t.auditRows('update')).filter((r) => r.entity === 'dept' && r.entityId === String(desk.id)).slice(-1);
    expect(row).toMatchObject({ before: { name: 'Fraud Desk' }, after: { name: 'Fraud Prevention' } });
  });

  it('reorders siblings by their sort', async () => {
    const names = async () => (await find('Risk Control')).children.map((c) => c.name);
    const desk = await find('Fraud Prevention');
    const receivables = (await find('Risk Control')).children.find((c) => c.name === 'Receivables')!;
    await update({ id: desk.id, sort: 3 });
    await update({ id: receivables.id, sort: 9 });
    expect(await names()).toEqual(['Fraud Prevention', 'Receivables']);
    await update({ id: desk.id, sort: 9999 });
    expect(await names()).toEqual(['Receivables', 'Fraud Prevention']);
  });

  it('does not change the parent through an update', async () => {
    const desk = await find('Fraud Prevention');
    await update({ id: desk.id, parentId: (await find('Finance')).id });
    expect((await find('Fraud Prevention')).parentId).toBe(desk.parentId);
  });
});

describe('moving a department', () => {
  it('refuses to move a department under itself or one of its descendants', async () => {
    const root = await find('Head Office');
    const audit = await find('Credit Audit');
    const teamA = await find('Audit Team A');
    const refused = { code: 409, msg: 'A department cannot be moved under itself or one of its own sub-departments.' };
    expect(await move(audit.id, audit.id)).toMatchObject(refused);
    expect(await move(audit.id, teamA.id)).toMatchObject(refused);
    expect(await move(root.id, teamA.id)).toMatchObject(refused);
    expect((await find('Audit Team A')).parentId).toBe(audit.id);
  });

  it('moves a subtree under a new parent, after its new siblings, and audits it', async () => {
    const collections = await find('Collections');
    const finance = await find('Finance');
    expect((await move(collections.id, finance.id)).code).toBe(200);
    const moved = await find('Collections');
    expect(moved.parentId).toBe(finance.id);
    expect((await find('Finance')).children.at(-1)!.name).toBe('Collections');
    expect(moved.children.map((c) => c.name)).toEqual(['Early Stage (M1–M2)', 'Late Stage (M3+)']);
    expect((await find('Finance')).totalUserCount).toBe(finance.totalUserCount + collections.totalUserCount);
    const [row] = (await t.auditRows('update')).filter((r) => r.entity === 'dept' && r.entityId === String(collections.id)).slice(-1);
    expect(row).toMatchObject({ before: { parentId: collections.parentId }, after: { parentId: finance.id } });
  });

  it('moves to the top level and back', async () => {
    const collections = await find('Collections');
    expect((await move(collections.id, null)).code).toBe(200);
    expect((await tree()).map((n) => n.name)).toContain('Collections');
    expect((await move(collections.id, (await find('Head Office')).id)).code).toBe(200);
  });

  it('refuses a move where the new siblings already use the name', async () => {
    const receivables = flattenTree(await tree()).filter((n) => n.name === 'Receivables');
    expect(receivables).toHaveLength(2);
    expect(await move(receivables[1].id, receivables[0].parentId))
      .toMatchObject({ code: 409, msg: 'A department with this name already exists at this level.' });
  });

  it('refuses an unknown department or parent', async () => {
    expect((await move(999_999, null)).code).toBe(404);
    expect(await move((await find('Receivables')).id, 999_999)).toMatchObject({ code: 400, msg: 'The parent department was not found.' });
  });
});

describe('deleting a department', () => {
  it('refuses while users belong to it, naming how many', async () => {
    const teamA = await find('Audit Team A');
    const res = await remove(teamA.id);
    expect(res).toMatchObject({ code: 409, msg: `"Audit Team A" still has ${teamA.userCount} user(s). Move them to another department before deleting it.` });
    expect(await find('Audit Team A')).toBeTruthy();
  });

  it('refuses while it has sub-departments', async () => {
    const risk = await find('Risk Control');
    const res = await remove(risk.id);
    expect(res).toMatchObject({ code: 409, msg: `"Risk Control" still has ${risk.children.length} sub-department(s). Move or delete them first.` });
  });

  it('deletes an empty department once its last user has moved away, and audits it', async () => {
    const finance = await find('Finance');
    const payables = (await add({ parentId: finance.id, name: 'Payables' })).data;
    const user = await createUser(t.db, (await createRole(t.db)).id);
    await t.db.update(users).set({ deptId: payables.id }).where(eq(users.id, user.id));
    expect((await find('Payables')).userCount).toBe(1);
    expect((await remove(payables.id)).code).toBe(409);
    await t.db.update(users).set({ deptId: finance.id }).where(eq(users.id, user.id));
    expect((await remove(payables.id)).code).toBe(200);
    expect(flattenTree(await tree()).some((n) => n.name === 'Payables')).toBe(false);
    const [row] = (await t.auditRows('delete')).filter((r) => r.entity === 'dept');
    expect(row).toMatchObject({ entityId: String(payables.id), before: { name: 'Payables', parentId: finance.id }, after: null });
  });
});

describe('permissions', () => {
  it('lets a viewer read the tree but not add, rename, move or delete', async () => {
    const role = await createRole(t.db, { codes: [viewCode(SCREEN)] });
    const viewer = await t.login((await createUser(t.db, role.id)).username);
    const finance = await find('Finance');
    expect((await t.call('GET', 'dept/manageTree', { token: viewer })).code).toBe(200);
    expect((await t.call('POST', 'dept/save', { token: viewer, body: { parentId: finance.id, name: 'Nope' } })).code).toBe(403);
    expect((await t.call('POST', 'dept/update', { token: viewer, body: { id: finance.id, name: 'Nope' } })).code).toBe(403);
    expect((await t.call('POST', 'dept/move', { token: viewer, body: { id: finance.id, parentId: null } })).code).toBe(403);
    expect((await t.call('POST', 'dept/delete', { token: viewer, body: { ids: [finance.id] } })).code).toBe(403);
  });

  it('lets the update code move', async () => {
    const role = await createRole(t.db, { codes: [actionCode(SCREEN, 'update')] });
    const editor = await t.login((await createUser(t.db, role.id)).username);
    const desk = await find('Fraud Prevention');
    expect((await t.call('POST', 'dept/move', { token: editor, body: { id: desk.id, parentId: (await find('Finance')).id } })).code).toBe(200);
  });
});
