import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItemNode } from '../../common/entities/dict';
import { actionCode, viewCode } from '../../common/routes';
import { flattenTree } from '../../common/tree';
import { dictItems, dictTypes } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const SCREEN = 'UserSystem/DataDictionary';
const DUPLICATE = { code: 409, msg: 'Duplicate code' };

let t: TestApp;
let admin: string;
let reader: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  reader = await t.login('collector');
});
afterAll(async () => { await t?.close(); });

const post = (url: string, body: Record<string, unknown>) => t.call('POST', url, { token: admin, body });
const addType = (body: Record<string, unknown>) => post('dict/save', { codeTableType: 'ordinary', ...body });
const addItem = (body: Record<string, unknown>) => post('dictItem/save', { valueType: 'text', ...body });
const entries = async (typeId: number) => (await t.call<DictItemNode[]>('GET', 'dictItem/tree', { token: admin, query: { typeId } })).data;
const typeId = async (dictKey: string) => (await t.db.select().from(dictTypes).where(eq(dictTypes.dictKey, dictKey)))[0].id;
const options = async (key: string, language = 'en') =>
  (await t.call<Array<{ key: string; value: string; label: string; valueType: string }>>('GET', `getSelectOptionRespDtos/${key}`, { token: reader, language })).data;

describe('dictionary types', () => {
  it('lists the types a page at a time, filtered, with the number of entries of each', async () => {
    const page = await t.call('GET', 'dict/list', { token: admin, query: { current: 2, size: 5 } });
    expect(page.code).toBe(200);
    expect(page.data.records).toHaveLength(5);
    expect(page.data.total).toBeGreaterThan(30);
    const filtered = await t.call('GET', 'dict/list', { token: admin, query: { dictKey: 'order_st' } });
    expect(filtered.data.records).toHaveLength(1);
    expect(filtered.data.records[0]).toMatchObject({ dictKey: 'ORDER_STATUS', name: 'Order status', codeTableType: 'ordinary', enabled: true, itemCount: 7 });
    const errorCodes = await t.call('GET', 'dict/list', { token: admin, query: { codeTableType: 'errorCode' } });
    expect(errorCodes.data.total).toBe(0);
  });

  it('checks key, name, code-table type, sort and remark with the spec\'s lengths', async () => {
    expect(await addType({ name: 'Loan purpose' })).toMatchObject({ code: 400, msg: 'Please provide complete information.' });
    expect(await addType({ dictKey: 'K'.repeat(65), name: 'Loan purpose' })).toMatchObject({ code: 400, msg: 'Type key: at most 64 characters.' });
    expect(await addType({ dictKey: 'LOAN PURPOSE', name: 'Loan purpose' }))
      .toMatchObject({ code: 400, msg: 'The key may contain only letters, digits, "_", "-" and ".".' });
    expect(await addType({ dictKey: 'LOAN_PURPOSE', name: '' })).toMatchObject({ code: 400, msg: 'Please provide complete information.' });
    expect(await addType({ dictKey: 'LOAN_PURPOSE', name: 'n'.repeat(65) })).toMatchObject({ code: 400, msg: 'Type name: at most 64 characters.' });
    expect(await addType({ dictKey: 'LOAN_PURPOSE', name: 'Loan purpose', codeTableType: 'other' }))
      .toMatchObject({ code: 400, msg: 'The value of Code-table type is not one of the choices.' });
    expect(await addType({ dictKey: 'LOAN_PURPOSE', name: 'Loan purpose', sort: 10000 })).toMatchObject({ code: 400, msg: 'Sort: at most 9999.' });
    expect(await addType({ dictKey: 'LOAN_PURPOSE', name: 'Loan purpose', sort: -1 })).toMatchObject({ code: 400, msg: 'Sort: at least 0.' });
    expect(await addType({ dictKey: 'LOAN_PURPOSE', name: 'Loan purpose', remark: 'r'.repeat(201) })).toMatchObject({ code: 400, msg: 'Remark: at most 200 characters.' });
    const res = await addType({ dictKey: 'K'.repeat(64), name: 'n'.repeat(64), sort: 9999, remark: 'r'.repeat(200), codeTableType: 'errorCode' });
    expect(res).toMatchObject({ code: 200, data: { dictKey: 'K'.repeat(64), codeTableType: 'errorCode', enabled: true, itemCount: 0 } });
  });

  it('rejects a duplicate type key, in any letter case, on create and on update', async () => {
    expect(await addType({ dictKey: 'order_status', name: 'Copy' })).toMatchObject(DUPLICATE);
    const created = (await addType({ dictKey: 'LOAN_PURPOSE', name: 'Loan purpose', remark: 'Why customers borrow' })).data;
    expect(await post('dict/update', { id: created.id, dictKey: 'ORDER_STATUS' })).toMatchObject(DUPLICATE);
    expect((await post('dict/update', { id: created.id, dictKey: 'LOAN_PURPOSE', name: 'Purpose of loan' })).code).toBe(200);
  });

  it('empties the remark when the form sends it blank, and audits before and after', async () => {
    const id = await typeId('LOAN_PURPOSE');
    expect(await post('dict/update', { id, remark: '' })).toMatchObject({ code: 200, data: { remark: null } });
    const [row] = (await t.auditRows('update')).filter((r) => r.entity === 'dict' && r.entityId === String(id)).slice(-1);
    expect(row).toMatchObject({ actorUsername: 'admin', before: { remark: 'Why customers borrow' }, after: { remark: null } });
  });
});

describe('dictionary entries', () => {
  it('check key, label, value, JSON, translations, sort and remark', async () => {
    const typeIdOf = await typeId('LOAN_PURPOSE');
    const base = { typeId: typeIdOf, itemKey: 'school', labelDefault: 'School fees', itemValue: 'school' };
    const refuse = async (body: Record<string, unknown>, msg: string) => expect(await addItem({ ...base, ...body })).toMatchObject({ code: 400, msg });
    await refuse({ itemKey: '' }, 'Please provide complete information.');
    await refuse({ itemKey: 'k'.repeat(65) }, 'Key: at most 64 characters.');
    await refuse({ labelDefault: '' }, 'Please provide complete information.');
    await refuse({ labelDefault: 'l'.repeat(65) }, 'Key-value label: at most 64 characters.');
    await refuse({ itemValue: '' }, 'Please provide complete information.');
    await refuse({ itemValue: 'v'.repeat(201) }, 'Value: at most 200 characters.');
    await refuse({ valueType: 'xml' }, 'The value of Value type is not one of the choices.');
    await refuse({ valueType: 'json', itemValue: '{days: 7}' }, 'Value is not JSON.');
    await refuse({ labelEn: 'e'.repeat(65) }, 'English: at most 64 characters.');
    await refuse({ labelSw: 's'.repeat(65) }, 'Swahili: at most 64 characters.');
    await refuse({ labelVi: 'v'.repeat(65) }, 'Vietnamese: at most 64 characters.');
    await refuse({ labelZh: '中'.repeat(65) }, 'Chinese: at most 64 characters.');
    await refuse({ sort: 10000 }, 'Sort: at most 9999.');
    await refuse({ remark: 'r'.repeat(201) }, 'Remark: at most 200 characters.');
    await refuse({ typeId: 999_999 }, 'The dictionary type was not found.');
    expect(await t.call('POST', 'dictItem/save', { token: admin, language: 'zh', body: { ...base, valueType: 'json', itemValue: 'x' } }))
      .toMatchObject({ code: 400, msg: '值 不是有效的 JSON。' });
    const json = await addItem({ ...base, itemKey: 'limits', valueType: 'json', itemValue: '{"days": 7, "min": [1, 2]}', sort: 9999 });
    expect(json).toMatchObject({ code: 200, data: { valueType: 'json', itemValue: '{"days": 7, "min": [1, 2]}' } });
    const full = await addItem({ ...base, labelEn: 'e'.repeat(64), labelSw: 'Ada za shule', labelVi: 'Học phí', labelZh: '学费', remark: 'r'.repeat(200), sort: 0 });
    expect(full).toMatchObject({ code: 200, data: { itemKey: 'school', labelSw: 'Ada za shule', labelVi: 'Học phí', labelZh: '学费', enabled: true } });
  });

  it('rejects a duplicate key among entries with the same parent of the same type only', async () => {
    const purpose = await typeId('LOAN_PURPOSE');
    const school = (await entries(purpose)).find((e) => e.itemKey === 'school')!;
    expect(await addItem({ typeId: purpose, itemKey: 'SCHOOL', labelDefault: 'Again', itemValue: 'x' })).toMatchObject(DUPLICATE);
    expect(await t.call('POST', 'dictItem/save', { token: admin, language: 'zh', body: { typeId: purpose, itemKey: 'school', labelDefault: 'x', itemValue: 'x', valueType: 'text' } }))
      .toMatchObject({ code: 409, msg: '编码重复' });
    expect((await addItem({ typeId: await typeId('ORDER_STATUS'), itemKey: 'school', labelDefault: 'Other type', itemValue: 'x' })).code).toBe(200);
    const child = await addItem({ typeId: purpose, parentId: school.id, itemKey: 'school', labelDefault: 'Primary school', itemValue: 'primary' });
    expect(child).toMatchObject({ code: 200, data: { parentId: school.id } });
    expect(await addItem({ typeId: purpose, parentId: school.id, itemKey: 'School', labelDefault: 'Twice', itemValue: 'x' })).toMatchObject(DUPLICATE);
    expect((await addItem({ typeId: purpose, parentId: school.id, itemKey: 'university', labelDefault: 'University', itemValue: 'uni' })).code).toBe(200);
    expect(await post('dictItem/update', { id: child.data.id, itemKey: 'UNIVERSITY' })).toMatchObject(DUPLICATE);
    expect(await post('dictItem/update', { id: (await entries(purpose)).find((e) => e.itemKey === 'limits')!.id, itemKey: 'school' })).toMatchObject(DUPLICATE);
  });

  it('refuses a parent entry of another type', async () => {
    const orderStatus = (await entries(await typeId('ORDER_STATUS')))[0];
    expect(await addItem({ typeId: await typeId('LOAN_PURPOSE'), parentId: orderStatus.id, itemKey: 'x', labelDefault: 'x', itemValue: 'x' }))
      .toMatchObject({ code: 400, msg: 'The parent entry does not belong to this dictionary type.' });
  });

  it('answers the entries of a type as a tree, disabled ones included', async () => {
    const tree = await entries(await typeId('LOAN_PURPOSE'));
    expect(tree.map((e) => e.itemKey)).toEqual(['school', 'limits']);
    expect(tree[0].children.map((e) => e.labelDefault)).toEqual(['Primary school', 'University']);
    expect((await t.call('GET', 'dictItem/tree', { token: admin, query: { typeId: 999_999 } })).code).toBe(404);
    expect((await t.call('GET', 'dictItem/tree', { token: admin })).code).toBe(400);
  });

  it('checks JSON against the stored value when only the value type changes, and empties cleared translations', async () => {
    const school = (await entries(await typeId('LOAN_PURPOSE')))[0];
    expect(await post('dictItem/update', { id: school.id, valueType: 'json' })).toMatchObject({ code: 400, msg: 'Value is not JSON.' });
    expect((await post('dictItem/update', { id: school.id, valueType: 'json', itemValue: '"school"' })).code).toBe(200);
    expect(await post('dictItem/update', { id: school.id, labelSw: '', labelVi: '  ' })).toMatchObject({ code: 200, data: { labelSw: null, labelVi: null, labelZh: '学费' } });
    const [row] = (await t.auditRows('update')).filter((r) => r.entity === 'dictItem' && r.entityId === String(school.id)).slice(-1);
    expect(row).toMatchObject({ before: { labelSw: 'Ada za shule' }, after: { labelSw: null } });
  });
});

describe('the options endpoint sees every change at once', () => {
  it('shows a new entry, hides a disabled one, and shows a renamed Chinese label', async () => {
    const id = await typeId('REPAY_TYPE');
    expect((await options('REPAY_TYPE')).map((o) => o.value)).toEqual(['1', '2', '3', '4']);

    expect((await addItem({ typeId: id, itemKey: '5', itemValue: '5', labelDefault: 'Write-off', labelEn: 'Write-off', labelZh: '核销', sort: 5 })).code).toBe(200);
    const [partial, extension] = (await entries(id)).filter((e) => e.itemKey === '2' || e.itemKey === '3');
    expect((await post('dictItem/enable', { id: partial.id, enabled: false })).code).toBe(200);
    expect((await post('dictItem/update', { id: extension.id, labelZh: '展期还款' })).code).toBe(200);

    expect(await options('REPAY_TYPE')).toEqual([
      { key: '1', value: '1', label: 'Settle', valueType: 'text' },
      { key: '3', value: '3', label: 'Extension', valueType: 'text' },
      { key: '4', value: '4', label: 'Generic', valueType: 'text' },
      { key: '5', value: '5', label: 'Write-off', valueType: 'text' },
    ]);
    expect((await options('REPAY_TYPE', 'zh')).map((o) => o.label)).toEqual(['结清', '展期还款', '通用', '核销']);

    const [disabled] = (await t.auditRows('disable')).filter((r) => r.entity === 'dictItem');
    expect(disabled).toMatchObject({ entityId: String(partial.id), before: { enabled: true }, after: { enabled: false } });
    expect((await post('dictItem/enable', { id: partial.id, enabled: true })).code).toBe(200);
    expect((await options('REPAY_TYPE')).map((o) => o.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('answers nothing for a disabled type until it is enabled again', async () => {
    const id = await typeId('LOAN_TYPE');
    expect((await post('dict/enable', { id, enabled: false })).code).toBe(200);
    expect(await options('LOAN_TYPE')).toEqual([]);
    expect((await post('dict/enable', { id, enabled: true })).code).toBe(200);
    expect(await options('LOAN_TYPE')).toHaveLength(2);
    expect((await t.auditRows('enable')).filter((r) => r.entity === 'dict').at(-1)).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
  });
});

describe('deleting', () => {
  it('deletes an entry together with the entries below it, and audits them', async () => {
    const purpose = await typeId('LOAN_PURPOSE');
    const school = (await entries(purpose))[0];
    expect((await post('dictItem/delete', { ids: [school.id] })).code).toBe(200);
    expect((await entries(purpose)).map((e) => e.itemKey)).toEqual(['limits']);
    const [row] = (await t.auditRows('delete')).filter((r) => r.entity === 'dictItem');
    expect(row).toMatchObject({ entityId: String(school.id), before: { itemKey: 'school', children: [{ itemKey: 'school' }, { itemKey: 'university' }] }, after: null });
  });

  it('deletes a type together with its entries in one go, and audits them', async () => {
    const purpose = await typeId('LOAN_PURPOSE');
    expect((await post('dict/delete', { ids: [purpose] })).code).toBe(200);
    expect(await t.db.select().from(dictTypes).where(eq(dictTypes.id, purpose))).toEqual([]);
    expect(await t.db.select().from(dictItems).where(eq(dictItems.typeId, purpose))).toEqual([]);
    const [row] = (await t.auditRows('delete')).filter((r) => r.entity === 'dict');
    expect(row).toMatchObject({ entityId: String(purpose), before: { dictKey: 'LOAN_PURPOSE', entries: [{ itemKey: 'limits' }] }, after: null });
    expect((await post('dict/delete', { ids: [purpose] })).code).toBe(404);
  });

  it('leaves everything in place when one of several deletes fails', async () => {
    const loanType = await typeId('LOAN_TYPE');
    expect((await post('dict/delete', { ids: [loanType, 999_999] })).code).toBe(404);
    expect(await options('LOAN_TYPE')).toHaveLength(2);
  });
});

describe('permissions', () => {
  it('lets a viewer read types and entries but change nothing', async () => {
    const role = await createRole(t.db, { codes: [viewCode(SCREEN)] });
    const viewer = await t.login((await createUser(t.db, role.id)).username);
    const id = await typeId('ORDER_STATUS');
    const [first] = await entries(id);
    expect((await t.call('GET', 'dict/list', { token: viewer })).code).toBe(200);
    expect((await t.call('GET', 'dictItem/tree', { token: viewer, query: { typeId: id } })).code).toBe(200);
    for (const [url, body] of [
      ['dict/save', { dictKey: 'X', name: 'X', codeTableType: 'ordinary' }], ['dict/update', { id, name: 'X' }],
      ['dict/delete', { ids: [id] }], ['dict/enable', { id, enabled: false }],
      ['dictItem/save', { typeId: id, itemKey: 'x', labelDefault: 'x', itemValue: 'x', valueType: 'text' }],
      ['dictItem/update', { id: first.id, labelDefault: 'x' }], ['dictItem/delete', { ids: [first.id] }],
      ['dictItem/enable', { id: first.id, enabled: false }],
    ] as const) {
      expect((await t.call('POST', url, { token: viewer, body })).code, url).toBe(403);
    }
  });

  it('asks for the enable code to switch an entry', async () => {
    const role = await createRole(t.db, { codes: [actionCode(SCREEN, 'enable')] });
    const switcher = await t.login((await createUser(t.db, role.id)).username);
    const [first] = await entries(await typeId('ORDER_STATUS'));
    expect((await t.call('POST', 'dictItem/enable', { token: switcher, body: { id: first.id, enabled: true } })).code).toBe(200);
    expect(flattenTree(await entries(await typeId('ORDER_STATUS'))).every((e) => e.enabled)).toBe(true);
  });
});
