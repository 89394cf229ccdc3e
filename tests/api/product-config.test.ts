import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { apply } from './order-fixtures';

const SCREEN = 'OperationSystem/ProductConfig';
let t: TestApp;
let admin: string;
let merchantId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  merchantId = (await t.call('GET', 'product/options/merchants', { token: admin })).data[0].value;
});
afterAll(() => t.close());

const product = (over: Record<string, unknown> = {}) => ({
  merchantId, productCode: `TP-${Math.random().toString(36).slice(2, 8)}`, productName: 'Test product', termDays: 14, installments: 1,
  minAmountCents: '1,000.00', maxAmountCents: '20000.50', dailyInterestBp: '0.18', serviceFeeBp: '7', managementFeeBp: 0,
  lateFeeDailyBp: '1.00', extensionFeeBp: '5.25', loanTypes: 'all', sort: 9, ...over,
});
const save = (body: Record<string, unknown>, language = 'en') => t.call('POST', 'product/save', { token: admin, body, language });

describe('ProductConfig', () => {
  it('stores KES as cents and percentages as basis points, and lists with the merchant name', async () => {
    const created = await save(product({ productCode: 'TP-STORE' }));
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({
      productCode: 'TP-STORE', minAmountCents: 100000, maxAmountCents: 2000050, dailyInterestBp: 18, serviceFeeBp: 700,
      managementFeeBp: 0, lateFeeDailyBp: 100, extensionFeeBp: 525, enabled: true, merchantName: expect.any(String),
    });
    const page = await t.call('GET', 'product/list', { token: admin, query: { productCode: 'tp-store' } });
    expect(page.data.total).toBe(1);
    expect(page.data.records[0].id).toBe(created.data.id);
  });

  it('filters by merchant, name and enabled', async () => {
    const byMerchant = await t.call('GET', 'product/list', { token: admin, query: { merchantId, size: 100 } });
    expect(byMerchant.data.records.every((r: { merchantId: number }) => r.merchantId === merchantId)).toBe(true);
    expect((await t.call('GET', 'product/list', { token: admin, query: { productName: 'haraka' } })).data.total).toBe(2);
    expect((await t.call('GET', 'product/list', { token: admin, query: { enabled: 'false' } })).data.total).toBe(0);
  });

  it('refuses a minimum above the maximum, on create and on update', async () => {
    expect(await save(product({ minAmountCents: '5000', maxAmountCents: '4999.99' }))).toMatchObject({
      code: 400, msg: 'The minimum amount cannot be greater than the maximum amount.' });
    expect((await save(product({ minAmountCents: '5000', maxAmountCents: '100' }), 'zh')).msg).toBe('最低金额不能大于最高金额。');
    const created = await save(product());
    const res = await t.call('POST', 'product/update', { token: admin, body: { id: created.data.id, minAmountCents: '30000' } });
    expect(res.msg).toBe('The minimum amount cannot be greater than the maximum amount.');
  });

  it('applies field rules with field-named messages', async () => {
    expect((await save(product({ termDays: 0 }))).msg).toBe('Term (days): at least 1.');
    expect((await save(product({ dailyInterestBp: '100.01' }))).msg).toBe('Daily interest rate: enter a percentage from 0 to 100 with up to two decimals.');
    expect((await save(product({ serviceFeeBp: '1.234' }))).msg).toBe('Service fee: enter a percentage from 0 to 100 with up to two decimals.');
    expect((await save(product({ lateFeeDailyBp: -1 }))).code).toBe(400);
    expect((await save(product({ minAmountCents: '10.005' }))).msg).toBe('Enter an amount with up to two decimals.');
    expect((await save(product({ productCode: 'has space' }))).msg).toBe('Product code: letters, digits, "-" and "_" only.');
    expect((await save(product({ loanTypes: 'other' }))).msg).toBe('The value of Loan types is not one of the choices.');
    expect((await save(product({ merchantId: 99999 }))).msg).toBe('The merchant does not exist.');
    expect((await save(product({ productName: undefined }))).msg).toBe('Please provide complete information.');
  });

  it('refuses a duplicate product code, whatever its case', async () => {
    expect(await save(product({ productCode: 'jp-7d' }))).toMatchObject({ code: 409, msg: 'Duplicate code' });
  });

  it('refuses to delete a product orders use, and deletes an unused one with an audit row', async () => {
    await apply(t, { productCode: 'JP-14D' });
    const jp14 = (await t.call('GET', 'product/list', { token: admin, query: { productCode: 'JP-14D' } })).data.records[0];
    const refused = await t.call('POST', 'product/delete', { token: admin, body: { ids: [jp14.id] } });
    expect(refused).toMatchObject({ code: 409, msg: 'Product JP-14D is used by 1 orders and cannot be deleted; disable it instead.' });
    const unused = await save(product());
    expect((await t.call('POST', 'product/delete', { token: admin, body: { ids: [unused.data.id] } })).code).toBe(200);
    const row = (await t.auditRows('delete')).find((r) => r.entity === 'product' && r.entityId === String(unused.data.id));
    expect(row?.before).toMatchObject({ productCode: unused.data.productCode });
  });

  it('disables and enables with audit rows', async () => {
    const created = await save(product());
    expect((await t.call('POST', 'product/enable', { token: admin, body: { id: created.data.id, enabled: false } })).code).toBe(200);
    expect((await t.call('GET', `product/detail/${created.data.id}`, { token: admin })).data.enabled).toBe(false);
    const row = (await t.auditRows('disable')).find((r) => r.entity === 'product' && r.entityId === String(created.data.id));
    expect(row?.after).toMatchObject({ enabled: false });
  });

  it('lets a view-only role read but not change products', async () => {
    const role = await createRole(t.db, { codes: [viewCode(SCREEN)] });
    const token = await t.login((await createUser(t.db, role.id)).username);
    expect((await t.call('GET', 'product/list', { token })).code).toBe(200);
    expect((await t.call('POST', 'product/save', { token, body: product() })).code).toBe(403);
    expect((await t.call('POST', 'product/enable', { token, body: { id: 1, enabled: false } })).code).toBe(403);
    expect((await t.call('POST', 'product/delete', { token, body: { ids: [1] } })).code).toBe(403);
    const outsider = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [actionCode('UserSystem/DepartmentManagement', 'add')] })).id)).username);
    expect((await t.call('GET', 'product/list', { token: outsider })).code).toBe(403);
  });
});
