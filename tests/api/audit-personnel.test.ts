/** AuditPersonnel: validation, one row per user, candidates, freeze/unfreeze, working status, today's loads, removal. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { auditPersonnel, merchants } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { apply } from './order-fixtures';

const SCREEN = 'AuditSystem/AuditPersonnel';
let t: TestApp;
let admin: string;
let merchant: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  merchant = Object.fromEntries((await t.db.select().from(merchants)).map((m) => [m.merchantNo, m.id]));
});
afterAll(() => t.close());

/** A user who may audit (MyAudit view code), not yet personnel. */
const auditorUser = async () => createUser(t.db, (await createRole(t.db, { codes: [viewCode('AuditSystem/MyAudit')] })).id);
const body = (userId: number, overrides: Record<string, unknown> = {}) => ({
  userId, groupName: 'Audit Team C', merchantIds: [merchant['1501']], relatedMerchantIds: [merchant['1502']], loanTypes: 'all',
  autoAllocation: true, messageSending: false, firstLoanWhitelist: true, dailyLimit: 120, ...overrides,
});
const save = (values: Record<string, unknown>, token = admin) => t.call('POST', 'auditPersonnel/save', { token, body: values });
const list = (query: Record<string, string | number> = {}, token = admin) => t.call('GET', 'auditPersonnel/list', { token, query: { size: 100, ...query } });
const rowOf = async (id: number) => (await list()).data.records.find((r: { id: number }) => r.id === id);

describe('adding audit personnel', () => {
  it('validates the daily limit and the merchants with field-named messages', async () => {
    const user = await auditorUser();
    expect((await save(body(user.id, { dailyLimit: 0 }))).msg).toBe('Daily limit: at least 1.');
    expect((await save(body(user.id, { dailyLimit: 2001 }))).msg).toBe('Daily limit: at most 2000.');
    expect((await save(body(user.id, { merchantIds: [] }))).msg).toBe('Choose at least one principal merchant.');
    expect((await save(body(user.id, { relatedMerchantIds: [987_654] }))).msg).toBe('The merchant was not found.');
    expect((await save(body(user.id, { loanTypes: 'some' }))).msg).toBe('The value of Loan types is not one of the choices.');
    expect((await save({ userId: user.id, merchantIds: [merchant['1501']], dailyLimit: 100 })).msg).toBe('Please provide complete information.');
  });

  it('takes only users who may audit, and one row per user', async () => {
    const outsider = await createUser(t.db, (await createRole(t.db)).id);
    expect((await save(body(outsider.id))).msg).toBe('The user must hold the Loan Auditor role or have access to My audit.');
    const seeded = await t.userId('auditor');
    expect(await save(body(seeded))).toMatchObject({ code: 409, msg: 'This user is already audit personnel.' });

    const user = await auditorUser();
    const candidates = async () => (await t.call('GET', 'auditPersonnel/candidates', { token: admin, query: { keyword: user.username } })).data;
    expect(await candidates()).toEqual([{ value: user.id, label: `${user.realName} (${user.username})` }]);
    const created = await save(body(user.id, { merchantIds: [merchant['1501'], merchant['1501']] }));
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ userId: user.id, merchantIds: [merchant['1501']], status: 'normal', workingStatus: 'working', realName: user.realName });
    expect(await candidates()).toEqual([]);
    expect((await t.auditRows('create')).some((r) => r.entity === 'auditPersonnel' && r.entityId === String(created.data.id))).toBe(true);
  });

  it('lists the Loan Auditor role users among the candidates until they are personnel', async () => {
    await t.db.delete(auditPersonnel).where(eq(auditPersonnel.userId, await t.userId('auditor')));
    const found = (await t.call('GET', 'auditPersonnel/candidates', { token: admin, query: { keyword: 'Brian' } })).data;
    expect(found.map((c: { label: string }) => c.label)).toContain('Brian Otieno (auditor)');
  });
});

describe('managing audit personnel', () => {
  it('freezes and unfreezes with confirmation-worthy refusals and audit rows', async () => {
    const { data: row } = await save(body((await auditorUser()).id));
    expect((await t.call('POST', 'auditPersonnel/freeze', { token: admin, body: { id: row.id } })).code).toBe(200);
    expect((await rowOf(row.id)).status).toBe('frozen');
    expect(await t.call('POST', 'auditPersonnel/freeze', { token: admin, body: { id: row.id } })).toMatchObject({ code: 409, msg: 'This auditor is already frozen.' });
    expect((await list({ status: 'frozen' })).data.records.map((r: { id: number }) => r.id)).toContain(row.id);
    expect((await t.call('POST', 'auditPersonnel/unfreeze', { token: admin, body: { id: row.id } })).code).toBe(200);
    expect((await rowOf(row.id)).status).toBe('normal');
    const audits = (await t.auditRows()).filter((r) => r.entity === 'auditPersonnel' && r.entityId === String(row.id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['freeze', 'unfreeze']));
  });

  it('switches the working status and filters by it', async () => {
    const { data: row } = await save(body((await auditorUser()).id));
    const set = (workingStatus: string) => t.call('POST', 'auditPersonnel/workingStatus', { token: admin, body: { id: row.id, workingStatus } });
    expect((await set('resting')).code).toBe(200);
    expect((await list({ workingStatus: 'resting' })).data.records.map((r: { id: number }) => r.id)).toEqual([row.id]);
    expect(await set('resting')).toMatchObject({ code: 409, msg: 'The working status is already that.' });
    expect((await set('sleeping')).msg).toBe('The value of Working status is not one of the choices.');
    expect((await set('working')).code).toBe(200);
  });

  it('edits settings without changing the user', async () => {
    const user = await auditorUser();
    const { data: row } = await save(body(user.id));
    const updated = await t.call('POST', 'auditPersonnel/update', { token: admin, body: { id: row.id, userId: 1, dailyLimit: 300, groupName: 'Night shift' } });
    expect(updated.data).toMatchObject({ userId: user.id, dailyLimit: 300, groupName: 'Night shift' });
    expect((await t.call('POST', 'auditPersonnel/update', { token: admin, body: { id: row.id, merchantIds: [] } })).msg).toBe('Choose at least one principal merchant.');
  });

  it('shows allocations today and orders pending review, filters by name and merchant, and keeps auditors with work', async () => {
    const user = await auditorUser();
    const { data: row } = await save(body(user.id, { merchantIds: [merchant['1503']], relatedMerchantIds: [] }));
    const orders = [await apply(t, { merchantNo: '1503', productCode: 'SC-21D' }), await apply(t, { merchantNo: '1503', productCode: 'SC-21D' })];
    const allocated = await t.call('POST', 'orderAllocation/allocate', { token: admin, body: { orderIds: orders.map((o) => o.orderId), auditorId: user.id, action: 'allocate' } });
    expect(allocated.data.allocated).toBe(2);

    expect(await rowOf(row.id)).toMatchObject({ allocatedToday: 2, pendingReview: 2, realName: user.realName, username: user.username });
    expect((await list({ realName: user.username })).data.records.map((r: { id: number }) => r.id)).toEqual([row.id]);
    const of1503 = (await list({ merchantId: merchant['1503'] })).data.records.map((r: { id: number }) => r.id);
    expect(of1503).toContain(row.id);
    expect((await list({ merchantId: merchant['1502'] })).data.records.map((r: { id: number }) => r.id)).not.toContain(row.id);

    expect(await t.call('POST', 'auditPersonnel/delete', { token: admin, body: { ids: [row.id] } }))
      .toMatchObject({ code: 409, msg: 'This auditor still has 2 orders pending review; re-allocate them first.' });
    const { data: idle } = await save(body((await auditorUser()).id));
    expect((await t.call('POST', 'auditPersonnel/delete', { token: admin, body: { ids: [idle.id] } })).code).toBe(200);
  });

  it('needs the screen codes', async () => {
    const viewer = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(SCREEN)] })).id)).username);
    expect((await list({}, viewer)).code).toBe(200);
    const first = (await list({}, viewer)).data.records[0];
    expect((await t.call('POST', 'auditPersonnel/freeze', { token: viewer, body: { id: first.id } })).code).toBe(403);
    expect((await t.call('GET', 'auditPersonnel/candidates', { token: viewer })).code).toBe(403);
    expect((await save(body((await auditorUser()).id), viewer)).code).toBe(403);
    const none = await t.login((await createUser(t.db, (await createRole(t.db)).id)).username);
    expect((await list({}, none)).code).toBe(403);
    expect(actionCode(SCREEN, 'unfreeze')).toBe('AuditSystem:AuditPersonnel:unfreeze');
  });

  it('lets the demo loan auditor see the personnel but not change them (supervisors do)', async () => {
    const auditor = await t.login('auditor');
    expect((await list({}, auditor)).code).toBe(200);
    const [row] = await t.db.select().from(auditPersonnel).limit(1);
    expect(await t.call('POST', 'auditPersonnel/freeze', { token: auditor, body: { id: row.id } })).toMatchObject({ code: 403 });
    expect((await t.call('POST', 'auditConfiguration/save', { token: auditor, body: { question: 'Q?', options: ['a', 'b'] } })).code).toBe(403);
  });

  it('records whether the auditor is an AI employee and the staff type, full time by default', async () => {
    const user = await auditorUser();
    const created = await save(body(user.id));
    expect(created.data).toMatchObject({ aiEmployee: false, staffType: 'fullTime' });
    const ai = await auditorUser();
    expect((await save(body(ai.id, { aiEmployee: true, staffType: 'outsourced' }))).data).toMatchObject({ aiEmployee: true, staffType: 'outsourced' });
    expect((await save(body((await auditorUser()).id, { staffType: 'intern' }))).code).toBe(400);
    expect((await list({ aiEmployee: 'true' })).data.records.map((r: { userId: number }) => r.userId)).toEqual([ai.id]);
  });
});
