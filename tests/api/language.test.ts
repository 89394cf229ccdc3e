import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const SCREEN = 'UserSystem/MultiLanguageConfiguration';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, language = 'en') => t.call('POST', 'language/save', { token: admin, body, language });

describe('MultiLanguageConfiguration', () => {
  it('lists the seeded languages, smaller sort first', async () => {
    const page = await t.call('GET', 'language/list', { token: admin });
    expect(page.code).toBe(200);
    expect(page.data.records.map((r: { code: string }) => r.code)).toEqual(['en', 'sw', 'zh']);
    expect(page.data.total).toBe(3);
  });

  it('applies the spec limits with field-named messages in the caller language', async () => {
    expect((await save({ name: 'x'.repeat(65), code: 'fr', sort: 4 })).msg).toBe('Language name: at most 64 characters.');
    expect((await save({ name: 'French', code: 'frenc', sort: 4 })).msg).toBe('Language code: at most 4 characters.');
    expect((await save({ name: 'French', code: 'fr', sort: 0 })).msg).toBe('Sort: at least 1.');
    expect((await save({ name: 'French', code: 'fr', sort: 1.5 })).msg).toBe('Sort must be a whole number.');
    expect((await save({ name: 'French', code: 'fr', sort: 0 }, 'zh')).msg).toBe('排序：不能小于 1。');
    expect((await save({ code: 'fr', sort: 4 })).msg).toBe('Please provide complete information.');
  });

  it('rejects a duplicate code, whatever its case', async () => {
    const result = await save({ name: 'Swahili again', code: 'SW', sort: 9 });
    expect(result).toMatchObject({ code: 409, msg: 'Duplicate code' });
  });

  it('keeps one default at most, and the default enabled and undeletable', async () => {
    const created = await save({ name: 'Français', code: 'fr', sort: 4, isDefault: true });
    expect(created.code).toBe(200);
    const defaults = (await t.call('GET', 'language/list', { token: admin, query: { isDefault: 'true' } })).data.records;
    expect(defaults.map((r: { code: string }) => r.code)).toEqual(['fr']);
    expect((await t.call('POST', 'language/enable', { token: admin, body: { id: created.data.id, enabled: false } })).msg)
      .toBe('The default language cannot be disabled.');
    expect((await t.call('POST', 'language/delete', { token: admin, body: { ids: [created.data.id] } })).code).toBe(409);
  });

  it('audits a change with before and after', async () => {
    const sw = (await t.call('GET', 'language/list', { token: admin, query: { code: 'sw' } })).data.records[0];
    expect((await t.call('POST', 'language/update', { token: admin, body: { id: sw.id, name: 'Swahili', sort: 2 } })).code).toBe(200);
    const row = (await t.auditRows('update')).find((r) => r.entity === 'language' && r.entityId === String(sw.id));
    expect(row?.before).toMatchObject({ name: 'Kiswahili' });
    expect(row?.after).toMatchObject({ name: 'Swahili' });
  });

  it('lets a role that may only view read the list but not change it', async () => {
    const role = await createRole(t.db, { codes: [viewCode(SCREEN)] });
    const user = await createUser(t.db, role.id);
    const token = await t.login(user.username);
    expect((await t.call('GET', 'language/list', { token })).code).toBe(200);
    expect((await t.call('POST', 'language/save', { token, body: { name: 'Somali', code: 'so', sort: 7 } })).code).toBe(403);
    expect(actionCode(SCREEN, 'add')).toBe('UserSystem:MultiLanguageConfiguration:add');
  });
});

describe('clearing an optional field', () => {
  it('an emptied text field clears the column; an absent one is left alone', async () => {
    const zh = (await t.call('GET', 'language/list', { token: admin, query: { code: 'zh' } })).data.records[0];
    expect(zh.flag).toBeTruthy();
    await t.call('POST', 'language/update', { token: admin, body: { id: zh.id, sort: 3 } });
    expect((await t.call('GET', `language/detail/${zh.id}`, { token: admin })).data.flag).toBe(zh.flag);
    expect((await t.call('POST', 'language/update', { token: admin, body: { id: zh.id, flag: '' } })).code).toBe(200);
    expect((await t.call('GET', `language/detail/${zh.id}`, { token: admin })).data.flag).toBeNull();
  });
});
