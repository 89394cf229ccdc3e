import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCode } from '../../common/routes';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

const SCREEN = 'RiskControlSystem/RiskPricingConfiguration';
let t: TestApp;
let admin: string;
let productId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const product = await t.call('POST', 'product/save', { token: admin, body: {
    merchantId: (await t.call('GET', 'product/options/merchants', { token: admin })).data[0].value, productCode: 'PR-10D', productName: 'Pricing test',
    termDays: 10, installments: 1, minAmountCents: '500', maxAmountCents: '10000', dailyInterestBp: '0.2', serviceFeeBp: '5',
    managementFeeBp: '0', lateFeeDailyBp: '1', extensionFeeBp: '3', loanTypes: 'all', sort: 1 } });
  productId = product.data.id;
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, language = 'en') => t.call('POST', 'riskPricing/save', { token: admin, body, language });

describe('RiskPricingConfiguration', () => {
  it('offers products and stores the rate in basis points and the cap in cents', async () => {
    const options = (await t.call('GET', 'riskPricing/options/products', { token: admin })).data;
    expect(options).toContainEqual({ value: productId, label: 'PR-10D Pricing test' });
    const saved = await save({ productId, modelLevel: 'A', dailyInterestBp: '0.15', maxAmountCents: '8,000.50' });
    expect(saved.data).toMatchObject({ productId, modelLevel: 'A', dailyInterestBp: 15, maxAmountCents: 800050, enabled: true, productCode: 'PR-10D' });
    expect((await t.auditRows('create')).some((r) => r.entity === 'riskPricing' && r.entityId === String(saved.data.id))).toBe(true);
  });

  it('refuses a second row for the same product and level', async () => {
    expect(await save({ productId, modelLevel: 'a', dailyInterestBp: '0.1', maxAmountCents: '100' }))
      .toMatchObject({ code: 409, msg: 'This product already has pricing for that model level.' });
  });

  it('validates product, level, rate and cap', async () => {
    expect((await save({ productId, modelLevel: 'Q', dailyInterestBp: '0.1', maxAmountCents: '100' })).msg).toBe('No risk model has level Q.');
    expect((await save({ productId: 99999, modelLevel: 'B', dailyInterestBp: '0.1', maxAmountCents: '100' })).msg).toBe('The product does not exist.');
    expect((await save({ productId, modelLevel: 'B', dailyInterestBp: '101', maxAmountCents: '100' })).msg)
      .toBe('Daily interest rate: enter a percentage from 0 to 100 with up to two decimals.');
    expect((await save({ productId, modelLevel: 'B', dailyInterestBp: '0.1', maxAmountCents: '10000.01' })).msg)
      .toBe('The maximum amount cannot exceed the product\'s maximum of KES 10,000.00.');
    expect((await save({ productId, modelLevel: 'B', dailyInterestBp: '0.1' })).msg).toBe('Enter an amount with up to two decimals.');
  });

  it('filters by product and level, and enables and disables with audit rows', async () => {
    const b = (await save({ productId, modelLevel: 'B', dailyInterestBp: '0.18', maxAmountCents: '6000' })).data;
    const byProduct = (await t.call('GET', 'riskPricing/list', { token: admin, query: { productId } })).data;
    expect(byProduct.records.map((r: { modelLevel: string }) => r.modelLevel).sort()).toEqual(['A', 'B']);
    const byLevel = (await t.call('GET', 'riskPricing/list', { token: admin, query: { productId, modelLevel: 'B' } })).data;
    expect(byLevel.records.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await t.call('POST', 'riskPricing/enable', { token: admin, body: { id: b.id, enabled: false } })).code).toBe(200);
    expect((await t.call('GET', 'riskPricing/list', { token: admin, query: { productId, enabled: 'false' } })).data.total).toBe(1);
    expect((await t.auditRows('disable')).some((r) => r.entity === 'riskPricing' && r.entityId === String(b.id))).toBe(true);
    const row = (await t.call('POST', 'riskPricing/update', { token: admin, body: { id: b.id, maxAmountCents: '20000' } }));
    expect(row.msg).toBe('The maximum amount cannot exceed the product\'s maximum of KES 10,000.00.');
  });

  it('a view-only role lists but cannot change pricing', async () => {
    const token = await t.login((await createUser(t.db, (await createRole(t.db, { codes: [viewCode(SCREEN)] })).id)).username);
    expect((await t.call('GET', 'riskPricing/list', { token })).code).toBe(200);
    expect((await t.call('POST', 'riskPricing/save', { token, body: { productId, modelLevel: 'C', dailyInterestBp: '0.1', maxAmountCents: '1' } })).code).toBe(403);
    expect((await t.call('POST', 'riskPricing/delete', { token, body: { ids: [1] } })).code).toBe(403);
  });
});
