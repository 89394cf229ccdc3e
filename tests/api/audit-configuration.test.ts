/** AuditConfiguration: the human-review questions — validation, enable/disable, the enabled list for the audit screen, access, audit rows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCode } from '../../common/routes';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const SCREEN = 'AuditSystem/AuditConfiguration';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const question = (overrides: Record<string, unknown> = {}) => ({ question: 'Did the customer confirm the loan purpose?', options: ['Yes', 'No'], sort: 10, ...overrides });
const save = (body: Record<string, unknown>, language = 'en') => t.call('POST', 'auditConfiguration/save', { token: admin, body, language });
const enabledIds = async (token = admin) => (await t.call('GET', 'auditConfiguration/enabled', { token })).data.map((q: { id: number }) => q.id);

describe('AuditConfiguration', () => {
  it('lists the seeded questions, smaller sort first', async () => {
    const page = await t.call('GET', 'auditConfiguration/list', { token: admin });
    expect(page.code).toBe(200);
    expect(page.data.total).toBe(5);
    const sorts = page.data.records.map((r: { sort: number }) => r.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(page.data.records[0]).toMatchObject({ enabled: true, required: true });
    expect(page.data.records[0].options.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a bad question or bad options with a message naming the problem', async () => {
    expect((await save(question({ question: 'x'.repeat(201) }))).msg).toBe('Question: at most 200 characters.');
    expect((await save(question({ question: '   ' }))).msg).toBe('Please provide complete information.');
    expect((await save(question({ options: ['Only one'] }))).msg).toBe('Give at least 2 options.');
    expect((await save(question({ options: ['Yes', '  '] }))).msg).toBe('Options cannot be empty.');
    expect((await save(question({ options: ['Yes', 'y'.repeat(65)] }))).msg).toBe('Each option can be at most 64 characters.');
    expect((await save(question({ options: ['Yes', ' yes '] }))).msg).toBe('Two options are the same.');
    expect((await save(question({ options: ['Yes', 'Yes'] }), 'zh')).msg).toBe('有两个选项相同。');
    expect((await save(question({ sort: 0 }))).msg).toBe('Sort: at least 1.');
    expect((await save({ question: 'No options?', sort: 3 })).msg).toBe('Please provide complete information.');
  });

  it('saves trimmed options, refuses the same question twice, and audits the change', async () => {
    const created = await save(question({ question: 'Is the employer confirmed?', options: [' Confirmed ', 'Not reachable', 'Refused'], required: false }));
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ options: ['Confirmed', 'Not reachable', 'Refused'], required: false, enabled: true });
    expect(await save(question({ question: 'is the employer confirmed?' }))).toMatchObject({ code: 409, msg: 'This question already exists.' });
    const updated = await t.call('POST', 'auditConfiguration/update', { token: admin, body: { id: created.data.id, options: ['Confirmed', 'Not confirmed'] } });
    expect(updated.data.options).toEqual(['Confirmed', 'Not confirmed']);
    const row = (await t.auditRows('update')).find((r) => r.entity === 'auditConfiguration' && r.entityId === String(created.data.id));
    expect(row?.before).toMatchObject({ options: ['Confirmed', 'Not reachable', 'Refused'] });
    expect(row?.after).toMatchObject({ options: ['Confirmed', 'Not confirmed'] });
  });

  it('lists only enabled questions, in sort order, for any signed-in user', async () => {
    const early = await save(question({ question: 'Asked first?', sort: 1 }));
    const late = await save(question({ question: 'Asked last?', sort: 999 }));
    expect((await t.call('POST', 'auditConfiguration/enable', { token: admin, body: { id: late.data.id, enabled: false } })).code).toBe(200);

    const plain = await createUser(t.db, (await createRole(t.db)).id);
    const { code, data } = await t.call('GET', 'auditConfiguration/enabled', { token: await t.login(plain.username) });
    expect(code).toBe(200);
    const ids = data.map((q: { id: number }) => q.id);
    expect(ids).not.toContain(late.data.id);
    const all = (await t.call('GET', 'auditConfiguration/list', { token: admin, query: { size: 100 } })).data.records as { id: number; sort: number; enabled: boolean }[];
    expect(ids).toEqual(all.filter((q) => q.enabled).sort((a, b) => a.sort - b.sort || a.id - b.id).map((q) => q.id));
    expect(ids.indexOf(early.data.id)).toBeLessThan(ids.indexOf(all.find((q) => q.sort === 2)!.id));
    expect(data[0]).toEqual({ id: expect.any(Number), question: expect.any(String), options: expect.any(Array), required: expect.any(Boolean) });
    expect(data.map((q: { id: number }) => q.id)).toEqual(await enabledIds());

    expect((await t.call('POST', 'auditConfiguration/enable', { token: admin, body: { id: late.data.id, enabled: true } })).code).toBe(200);
    expect((await enabledIds()).at(-1)).toBe(late.data.id);
    expect((await t.auditRows('disable')).some((r) => r.entity === 'auditConfiguration' && r.entityId === String(late.data.id))).toBe(true);
  });

  it('deletes a question with an audit row', async () => {
    const created = await save(question({ question: 'To be removed?' }));
    expect((await t.call('POST', 'auditConfiguration/delete', { token: admin, body: { ids: [created.data.id] } })).code).toBe(200);
    expect(await enabledIds()).not.toContain(created.data.id);
    expect((await t.auditRows('delete')).some((r) => r.entity === 'auditConfiguration' && r.entityId === String(created.data.id))).toBe(true);
  });

  it('needs the screen codes: 403 without them, read-only with the view code', async () => {
    const none = await t.login((await createUser(t.db, (await createRole(t.db)).id)).username);
    expect((await t.call('GET', 'auditConfiguration/list', { token: none })).code).toBe(403);
    const viewer = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(SCREEN)] })).id)).username);
    expect((await t.call('GET', 'auditConfiguration/list', { token: viewer })).code).toBe(200);
    expect((await t.call('POST', 'auditConfiguration/save', { token: viewer, body: question({ question: 'Viewer?' }) })).code).toBe(403);
    const first = (await t.call('GET', 'auditConfiguration/list', { token: viewer })).data.records[0];
    expect((await t.call('POST', 'auditConfiguration/enable', { token: viewer, body: { id: first.id, enabled: false } })).code).toBe(403);
  });
});
