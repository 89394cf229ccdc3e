import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const SCREEN = 'RiskControlSystem/ListManagement';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const post = (url: string, body: Record<string, unknown>, language = 'en') => t.call('POST', url, { token: admin, body, language });
const list = async (query: Record<string, string | number>, token = admin) => (await t.call('GET', 'riskList/list', { token, query })).data;

describe('ListManagement', () => {
  it('answers each value in a field named after its subject', async () => {
    const page = await list({ size: 100 });
    expect(page.total).toBe(7);
    expect(page.records.find((r: { subjectType: string; listType: string }) => r.subjectType === 'phone' && r.listType === 'black'))
      .toMatchObject({ phone: '254700000666' });
    expect(page.records.find((r: { subjectType: string; listType: string }) => r.subjectType === 'idNumber' && r.listType === 'black'))
      .toMatchObject({ idNumber: '6660666' });
    expect(page.records.every((r: Record<string, unknown>) => !('value' in r))).toBe(true);
  });

  it('adds entries whose value fits the subject, and refuses duplicates', async () => {
    const added = await post('riskList/save', { listType: 'black', subjectType: 'phone', value: ' 254733123456 ', reason: 'Fraud', expiresAt: '2030-01-01T00:00:00Z' });
    expect(added.data).toMatchObject({ phone: '254733123456', reason: 'Fraud', enabled: true, expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(await post('riskList/save', { listType: 'black', subjectType: 'phone', value: '254733123456' }))
      .toMatchObject({ code: 409, msg: 'This value is already on that list.' });
    expect((await post('riskList/save', { listType: 'white', subjectType: 'phone', value: '254733123456' })).code).toBe(200);
    expect((await post('riskList/save', { listType: 'black', subjectType: 'phone', value: '0733123456' })).msg).toBe('Phone format error, eg: 254123456789');
    expect((await post('riskList/save', { listType: 'black', subjectType: 'idNumber', value: '123456' })).msg).toBe('ID card format error, eg: 1234567');
    expect((await post('riskList/save', { listType: 'grey', subjectType: 'device', value: 'a b' })).msg)
      .toBe('Device ID: 3 to 128 letters, digits, ".", ":", "_" or "-".');
    expect((await post('riskList/save', { listType: 'purple', subjectType: 'device', value: 'dev-1' })).msg).toBe('The value of List is not one of the choices.');
    expect((await post('riskList/save', { listType: 'black', subjectType: 'phone' })).msg).toBe('Please provide complete information.');
    const created = (await t.auditRows('create')).find((r) => r.entity === 'riskList' && r.entityId === String(added.data.id));
    expect(created?.after).toMatchObject({ value: '254733123456', listType: 'black' });
  });

  it('filters by list, subject and value', async () => {
    expect((await list({ listType: 'grey' })).total).toBe(2);
    expect((await list({ listType: 'grey', subjectType: 'device' })).total).toBe(1);
    expect((await list({ value: '6660' })).records.map((r: { idNumber: string }) => r.idNumber)).toEqual(['6660666']);
  });

  it('batch-adds pasted values, answering added, duplicate or invalid for each', async () => {
    const res = await post('riskList/batchSave', {
      listType: 'grey', subjectType: 'phone', reason: 'Campaign abuse',
      values: '254711222333, 254711222444\n254722000222;0711\n254711222333',
    });
    expect(res.data).toEqual({ added: 2, results: [
      { phone: '254711222333', result: 'added' }, { phone: '254711222444', result: 'added' },
      { phone: '254722000222', result: 'duplicate' }, { phone: '0711', result: 'invalid' }, { phone: '254711222333', result: 'duplicate' },
    ] });
    expect((await list({ listType: 'grey', subjectType: 'phone', value: '25471122' })).total).toBe(2);
    expect((await t.auditRows('create')).filter((r) => r.entity === 'riskList' && (r.after as { value: string }).value.startsWith('25471122'))).toHaveLength(2);
    expect((await post('riskList/batchSave', { listType: 'grey', subjectType: 'phone', values: ' ,\n ' })).msg).toBe('Paste at least one value.');
    const many = Array.from({ length: 501 }, (_, i) => `2547${String(i).padStart(8, '0')}`).join(',');
    expect((await post('riskList/batchSave', { listType: 'grey', subjectType: 'phone', values: many })).msg).toBe('Paste at most 500 values at a time.');
  });

  it('edits the reason and expiry, disables with an audit row; the value itself is fixed', async () => {
    const entry = (await post('riskList/save', { listType: 'grey', subjectType: 'device', value: 'dev-kiosk-99' })).data;
    const updated = await post('riskList/update', { id: entry.id, reason: 'Shared kiosk', value: 'dev-other', listType: 'black' });
    expect(updated.data).toMatchObject({ device: 'dev-kiosk-99', reason: 'Shared kiosk', listType: 'black' });
    expect((await post('riskList/enable', { id: entry.id, enabled: false })).code).toBe(200);
    const row = (await t.auditRows('disable')).find((r) => r.entity === 'riskList' && r.entityId === String(entry.id));
    expect(row?.after).toMatchObject({ enabled: false });
  });

  it('masks phones and ID numbers for a masked user, in the list and in batch results', async () => {
    const role = await createRole(t.db, { codes: [viewCode(SCREEN), actionCode(SCREEN, 'add')], sensitivePerms: [] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    const page = await list({ size: 100 }, token);
    const text = JSON.stringify(page);
    expect(text).not.toContain('254700000666');
    expect(text).not.toContain('6660666');
    expect(page.records.filter((r: { subjectType: string }) => r.subjectType === 'phone').map((r: { phone: string }) => r.phone)).toContain('2547*****666');
    // A device is not sensitive: the seeded black-listed one shows in full (found by value, not by its place in the list).
    expect(page.records.filter((r: { subjectType: string; listType: string }) => r.subjectType === 'device' && r.listType === 'black')
      .map((r: { device: string }) => r.device)).toContain('dev-fraud-ring-01');
    const batch = await t.call('POST', 'riskList/batchSave', { token, body: { listType: 'black', subjectType: 'idNumber', values: '12345678' } });
    expect(batch.data.results).toEqual([{ idNumber: '12****78', result: 'added' }]);
  });

  it('refuses users without the codes', async () => {
    const viewer = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(SCREEN)], sensitivePerms: ['viewPlainData'] })).id)).username);
    expect((await t.call('POST', 'riskList/save', { token: viewer, body: { listType: 'black', subjectType: 'device', value: 'dev-x1' } })).code).toBe(403);
    expect((await t.call('POST', 'riskList/batchSave', { token: viewer, body: { listType: 'black', subjectType: 'device', values: 'dev-x1' } })).code).toBe(403);
    expect((await t.call('POST', 'riskList/enable', { token: viewer, body: { id: 1, enabled: false } })).code).toBe(403);
    const none = await t.login((await createUser(t.db, (await createRole(t.db)).id)).username);
    expect((await t.call('GET', 'riskList/list', { token: none })).code).toBe(403);
  });
});
