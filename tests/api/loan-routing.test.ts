/** LoanRouting: routes per merchant and product with fallbacks by priority, and routeFor, which disbursement asks. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_ROUTING_PRODUCTS_URL } from '../../common/entities/loan-routing';
import { loanRoutes, products } from '../../server/db/schema';
import { routeFor } from '../../server/modules/loan-routing/loan-routing.service';
import { auditRowOf, emptyTable, settingsClient, type SettingsClient } from './after-loan-settings';
import { startTestApp, type TestApp } from './harness';
import { tieToEveryMerchant } from './merchant-scope.rows';
import { merchantId } from './order-states';

let t: TestApp;
let token: string;
let api: SettingsClient;
let jamii: number;
let haraka: number;
let soko: number;
const product: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  // Finance routes every merchant's loans here; merchant scope (issue 31.4) limits a user to their merchants.
  await tieToEveryMerchant(t.db, ['finance']);
  token = await t.login('finance');
  api = settingsClient(t, 'loanRouting', token);
  await emptyTable(t, loanRoutes);
  [jamii, haraka, soko] = await Promise.all(['1501', '1502', '1503'].map((no) => merchantId(t, no)));
  for (const row of await t.db.select({ id: products.id, code: products.productCode }).from(products)) product[row.code] = row.id;
});
afterAll(() => t.close());

const ids = (page: { records: { id: number }[] }) => page.records.map((r) => r.id);

describe('LoanRouting: add, edit and list', () => {
  it('offers only the chosen merchant\'s products, and every product for the filter', async () => {
    const own = await t.call('GET', LOAN_ROUTING_PRODUCTS_URL, { token, query: { merchantId: jamii } });
    expect(own.data.map((o: { label: string }) => o.label)).toEqual(['JP-14D Jamii Pesa 14-day', 'JP-30D Jamii Pesa 30-day (2 instalments)', 'JP-7D Jamii Pesa 7-day']);
    expect((await t.call('GET', LOAN_ROUTING_PRODUCTS_URL, { token })).data).toHaveLength(6);
  });

  it('creates a merchant-wide route and a product route, named by merchant, product and channel, with audit rows', async () => {
    const wide = await api.save({ merchantId: jamii, channel: 'mpesa', priority: 1 });
    expect(wide.data).toMatchObject({ productId: null, productCode: null, merchantName: 'Jamii Pesa', enabled: true, routeName: 'Jamii Pesa · mpesa' });
    const forProduct = await api.save({ merchantId: jamii, productId: product['JP-30D'], channel: 'bank', priority: 1, remark: 'Large loans to bank accounts' });
    expect(forProduct.data).toMatchObject({ productCode: 'JP-30D', productName: 'Jamii Pesa 30-day (2 instalments)', routeName: 'Jamii Pesa · JP-30D · bank' });
    expect((await auditRowOf(t, 'create', 'loanRouting', forProduct.data.id))?.after).toMatchObject({ merchantId: jamii, productId: product['JP-30D'], channel: 'bank' });
  });

  it('refuses a product of another merchant, and one that does not exist', async () => {
    const body = { merchantId: jamii, productId: product['HL-14D'], channel: 'mpesa', priority: 2 };
    expect(await api.save(body)).toMatchObject({ code: 400, msg: 'Product HL-14D belongs to another merchant.' });
    expect((await api.save(body, 'zh')).msg).toBe('产品 HL-14D 属于其他商户。');
    expect((await api.save({ ...body, productId: 99_999 })).msg).toBe('The product does not exist.');
    expect((await api.save({ ...body, merchantId: 99_999 })).msg).toBe('The merchant does not exist.');
  });

  it('keeps priority within 1 to 99 and the channel among the choices', async () => {
    const body = { merchantId: haraka, channel: 'airtel', priority: 0 };
    expect(await api.save(body)).toMatchObject({ code: 400, msg: 'Priority: at least 1.' });
    expect((await api.save(body, 'zh')).msg).toBe('优先级：不能小于 1。');
    expect((await api.save({ ...body, priority: 100 })).msg).toBe('Priority: at most 99.');
    expect((await api.save({ ...body, priority: 1.5 })).msg).toBe('Priority must be a whole number.');
    expect((await api.save({ ...body, priority: 2, channel: 'pigeon' })).msg).toBe('The value of Payment channel is not one of the choices.');
    expect((await api.save({ merchantId: haraka, priority: 2 })).msg).toBe('Please provide complete information.');
  });

  it('refuses the same merchant, product and channel twice, also for merchant-wide routes', async () => {
    expect(await api.save({ merchantId: jamii, channel: 'mpesa', priority: 3 })).toMatchObject({ code: 409, msg: 'This merchant already has a route for this product and channel.' });
    expect((await api.save({ merchantId: jamii, productId: product['JP-30D'], channel: 'bank', priority: 2 }, 'zh')).msg).toBe('该商户已有此产品和渠道的路由。');
    expect((await api.save({ merchantId: jamii, productId: product['JP-7D'], channel: 'bank', priority: 2 })).code).toBe(200);
    expect((await api.save({ merchantId: haraka, channel: 'mpesa', priority: 1 })).code).toBe(200);
  });

  it('updates channel, priority and remark but never the merchant or product', async () => {
    const created = await api.save({ merchantId: soko, channel: 'airtel', priority: 5 });
    const updated = await api.update(created.data.id, { priority: 7, remark: 'Fallback', merchantId: jamii, productId: product['JP-7D'] });
    expect(updated.data).toMatchObject({ priority: 7, remark: 'Fallback', merchantId: soko, productId: null });
    expect((await auditRowOf(t, 'update', 'loanRouting', created.data.id))?.before).toMatchObject({ priority: 5 });
    expect((await api.update(created.data.id, { priority: 100 })).msg).toBe('Priority: at most 99.');
    const clash = await api.save({ merchantId: soko, channel: 'mpesa', priority: 1 });
    expect((await api.update(clash.data.id, { channel: 'airtel' })).code).toBe(409);
  });

  it('pages by merchant or by priority and filters by merchant, product, channel and enabled', async () => {
    const all = await api.list();
    expect(all.data.total).toBe(6);
    const byMerchant = all.data.records.map((r: { merchantId: number }) => r.merchantId);
    expect(byMerchant).toEqual([...byMerchant].sort((a, b) => a - b));
    const first = await api.list({ current: 1, size: 4, sortField: 'priority', sortOrder: 'ascend' });
    const second = await api.list({ current: 2, size: 4, sortField: 'priority', sortOrder: 'ascend' });
    expect(first.data.records).toHaveLength(4);
    expect(second.data.records).toHaveLength(2);
    const priorities = [...first.data.records, ...second.data.records].map((r: { priority: number }) => r.priority);
    expect(priorities).toEqual([1, 1, 1, 1, 2, 7]);
    expect((await api.list({ merchantId: jamii })).data.total).toBe(3);
    expect((await api.list({ productId: product['JP-30D'] })).data.records[0]).toMatchObject({ channel: 'bank', productCode: 'JP-30D' });
    expect((await api.list({ channel: 'airtel' })).data.total).toBe(1);
    const [soko1] = (await api.list({ merchantId: soko, channel: 'airtel' })).data.records;
    await api.enable(soko1.id, false);
    expect(ids((await api.list({ enabled: 'false' })).data)).toEqual([soko1.id]);
  });
});

describe('LoanRouting: enable, delete and permissions', () => {
  it('disables, enables and deletes with audit rows', async () => {
    const created = await api.save({ merchantId: haraka, channel: 'bank', priority: 9 });
    expect((await api.enable(created.data.id, false)).code).toBe(200);
    expect((await auditRowOf(t, 'disable', 'loanRouting', created.data.id))?.after).toMatchObject({ enabled: false });
    expect((await api.enable(created.data.id, true)).code).toBe(200);
    expect((await api.detail(created.data.id)).data.enabled).toBe(true);
    expect((await api.remove([created.data.id])).code).toBe(200);
    expect((await api.detail(created.data.id)).code).toBe(404);
    expect((await auditRowOf(t, 'delete', 'loanRouting', created.data.id))?.before).toMatchObject({ channel: 'bank', priority: 9 });
  });

  it('refuses a user without the screen\'s codes', async () => {
    const auditor = settingsClient(t, 'loanRouting', await t.login('auditor'));
    expect((await auditor.list()).code).toBe(403);
    expect((await auditor.save({ merchantId: soko, channel: 'bank', priority: 3 })).code).toBe(403);
    expect((await t.call('GET', LOAN_ROUTING_PRODUCTS_URL, { token: await t.login('auditor') })).code).toBe(403);
    expect((await api.list({ merchantId: soko, channel: 'bank' })).data.total).toBe(0);
  });
});

describe('routeFor', () => {
  const route = (merchant: number, productId: number | null, channel: string, priority: number, enabled = true) =>
    t.db.insert(loanRoutes).values({ merchantId: merchant, productId, channel, priority, enabled }).returning().then(([r]) => r);

  beforeAll(async () => { await emptyTable(t, loanRoutes); });

  it('pays by M-Pesa when the merchant has no route at all', async () => {
    await route(haraka, null, 'airtel', 1);
    expect(await routeFor(t.db, soko, product['SC-21D'])).toEqual(['mpesa']);
    expect(await routeFor(t.db, soko, null)).toEqual(['mpesa']);
  });

  it('tries product routes first, then merchant-wide ones, each by priority, each channel once', async () => {
    await route(jamii, null, 'airtel', 2);
    await route(jamii, null, 'mpesa', 1);
    await route(jamii, product['JP-30D'], 'mpesa', 5);
    await route(jamii, product['JP-30D'], 'bank', 1);
    await route(jamii, product['JP-14D'], 'airtel', 3);
    expect(await routeFor(t.db, jamii, product['JP-30D'])).toEqual(['bank', 'mpesa', 'airtel']);
    expect(await routeFor(t.db, jamii, product['JP-14D'])).toEqual(['airtel', 'mpesa']);
    expect(await routeFor(t.db, jamii, product['JP-7D'])).toEqual(['mpesa', 'airtel']);
    expect(await routeFor(t.db, jamii, null)).toEqual(['mpesa', 'airtel']);
  });

  it('leaves disabled routes out, and falls back to M-Pesa when all are disabled', async () => {
    await t.db.update(loanRoutes).set({ enabled: false }).where(eq(loanRoutes.channel, 'mpesa'));
    expect(await routeFor(t.db, jamii, product['JP-30D'])).toEqual(['bank', 'airtel']);
    await t.db.update(loanRoutes).set({ enabled: false }).where(eq(loanRoutes.merchantId, haraka));
    expect(await routeFor(t.db, haraka, product['HL-14D'])).toEqual(['mpesa']);
  });
});
