/** CollectionPersonnel and CollectionPersonnelNew: CRUD per system, merchant rules, one row per user and system, freeze/unfreeze, permissions. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCode } from '../../common/routes';
import { collectionCases, collectionPersonnel, merchants } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let merchantId: number;

const newUser = async () => createUser(t.db, (await createRole(t.db, { codes: [viewCode('CollectionSystem/MyCollection')] })).id);
const save = (api: string, body: Record<string, unknown>, token = admin) => t.call('POST', `${api}/save`, { token, body });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  merchantId = (await t.db.select().from(merchants).where(eq(merchants.merchantNo, '1501')))[0].id;
});
afterAll(async () => { await t.close(); });

describe('collection personnel', () => {
  it('adds a collector per system with defaults, lists each system apart, and refuses a second row for the same system', async () => {
    const user = await newUser();
    const created = await save('collectionPersonnel', { userId: user.id, merchantIds: [merchantId], levels: ['S1', 'S2'], groupName: 'Early' });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ system: 'v1', capacity: 300, autoAllocation: true, workingStatus: 'working', employment: 'employed', status: 'normal', realName: user.realName, openCases: 0 });
    const dup = await save('collectionPersonnel', { userId: user.id, merchantIds: [merchantId] });
    expect(dup.code).toBe(409);
    expect(dup.msg).toContain('already');
    const v2 = await save('collectionPersonnelNew', { userId: user.id, merchantIds: [merchantId], levels: ['Stage1'] });
    expect(v2.data).toMatchObject({ system: 'v2' });
    const v1List = await t.call('GET', 'collectionPersonnel/list', { token: admin, query: { realName: user.realName, size: 50 } });
    expect(v1List.data.records.map((r: { id: number }) => r.id)).toEqual([created.data.id]);
    const v2List = await t.call('GET', 'collectionPersonnelNew/list', { token: admin, query: { realName: user.realName } });
    expect(v2List.data.records.map((r: { id: number }) => r.id)).toEqual([v2.data.id]);
    // A v1 row is not the v2 screen's to change.
    const cross = await t.call('POST', 'collectionPersonnelNew/update', { token: admin, body: { id: created.data.id, capacity: 5 } });
    expect(cross.code).toBe(404);
    expect((await t.auditRows('create')).some((r) => r.entity === 'collectionPersonnel' && r.entityId === String(created.data.id))).toBe(true);
  });

  it('checks merchants and capacity, updates the allocation settings', async () => {
    const user = await newUser();
    expect((await save('collectionPersonnel', { userId: user.id, merchantIds: [] })).code).toBe(400);
    expect((await save('collectionPersonnel', { userId: user.id, merchantIds: [987_654] })).code).toBe(400);
    expect((await save('collectionPersonnel', { userId: user.id, merchantIds: [merchantId], capacity: 0 })).code).toBe(400);
    const created = await save('collectionPersonnel', { userId: user.id, merchantIds: [merchantId] });
    const updated = await t.call('POST', 'collectionPersonnel/update', {
      token: admin, body: { id: created.data.id, capacity: 50, autoAllocation: false, messageSending: false, workingStatus: 'resting', employment: 'left', agency: 'Coast Agency' },
    });
    expect(updated.code).toBe(200);
    const [row] = await t.db.select().from(collectionPersonnel).where(eq(collectionPersonnel.id, created.data.id));
    expect(row).toMatchObject({ capacity: 50, autoAllocation: false, messageSending: false, workingStatus: 'resting', employment: 'left', agency: 'Coast Agency' });
  });

  it('freezes and unfreezes with audit, and keeps a collector holding open cases from being deleted', async () => {
    const user = await newUser();
    const created = await save('collectionPersonnel', { userId: user.id, merchantIds: [merchantId] });
    const id = created.data.id;
    expect((await t.call('POST', 'collectionPersonnel/freeze', { token: admin, body: { id } })).code).toBe(200);
    expect((await t.call('POST', 'collectionPersonnel/freeze', { token: admin, body: { id } })).code).toBe(409);
    expect((await t.db.select().from(collectionPersonnel).where(eq(collectionPersonnel.id, id)))[0].status).toBe('frozen');
    expect((await t.call('POST', 'collectionPersonnel/unfreeze', { token: admin, body: { id } })).code).toBe(200);
    expect((await t.auditRows('freeze')).some((r) => r.entityId === String(id))).toBe(true);
    const [anyCase] = await t.db.select().from(collectionCases).limit(1);
    if (anyCase) {
      await t.db.update(collectionCases).set({ collectorUserId: user.id, status: 'collecting' }).where(eq(collectionCases.id, anyCase.id));
      expect((await t.call('POST', 'collectionPersonnel/delete', { token: admin, body: { ids: [id] } })).code).toBe(409);
      await t.db.update(collectionCases).set({ collectorUserId: null }).where(eq(collectionCases.id, anyCase.id));
    }
    expect((await t.call('POST', 'collectionPersonnel/delete', { token: admin, body: { ids: [id] } })).code).toBe(200);
  });

  it('refuses changes without the operation code and answers the list to viewers', async () => {
    const viewer = await createUser(t.db, (await createRole(t.db, { codes: [viewCode('CollectionSystem/CollectionPersonnel')] })).id);
    const token = await t.login(viewer.username);
    const user = await newUser();
    expect((await save('collectionPersonnel', { userId: user.id, merchantIds: [merchantId] }, token)).code).toBe(403);
    expect((await t.call('POST', 'collectionPersonnel/freeze', { token, body: { id: 1 } })).code).toBe(403);
    expect((await t.call('GET', 'collectionPersonnel/list', { token })).code).toBe(200);
    expect((await t.call('GET', 'collectionPersonnelNew/list', { token })).code).toBe(403);
    expect((await t.call('GET', 'collectionPersonnel/candidates', { token })).code).toBe(403);
  });
});
