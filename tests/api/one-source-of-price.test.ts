/**
 * One source of price (issue 36, docs/decisions.md): the product's daily rate is the base; a level with an
 * enabled risk pricing row takes that row's rate instead. ProductConfig's list answers the product's rate and
 * the levels that replace it; the next order is priced exactly as the list says, both ways.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { apply } from './order-fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t?.close(); });

type Listed = { id: number; dailyInterestBp: number; levelRates: { modelLevel: string; dailyInterestBp: number }[] };
const listed = async (): Promise<Listed> => (await t.call('GET', 'product/list', { token: admin, query: { productCode: 'JP-14D' } })).data.records[0];
const pricingOf = async (productId: number, modelLevel: string) =>
  (await t.call('GET', 'riskPricing/list', { token: admin, query: { productId, modelLevel } })).data.records[0] as { id: number; dailyInterestBp: number };
const priceOfNext = async () => {
  const made = await apply(t, { productCode: 'JP-14D' });
  const [order] = await t.db.select().from(orders).where(eq(orders.id, made.orderId));
  await t.db.update(orders).set({ status: 70 }).where(eq(orders.id, order.id));
  return { level: order.modelLevel!, bp: order.dailyInterestBp };
};

describe('one source of price', () => {
  it('prices the next order at the level rate the product list names, and at the product rate for a level without a row', async () => {
    const before = await listed();
    expect(await t.call('POST', 'product/update', { token: admin, body: { id: before.id, dailyInterestBp: '0.30' } })).toMatchObject({ code: 200 });
    const product = await listed();
    expect(product.dailyInterestBp).toBe(30);
    expect(product.levelRates.map((r) => r.modelLevel)).toEqual(['A', 'B', 'C', 'D']);
    const first = await priceOfNext();
    const named = product.levelRates.find((r) => r.modelLevel === first.level)!;
    expect(first.bp).toBe(named.dailyInterestBp);
    expect(first.bp).not.toBe(30);

    const row = await pricingOf(product.id, first.level);
    expect(row.dailyInterestBp).toBe(named.dailyInterestBp);
    expect((await t.call('POST', 'riskPricing/enable', { token: admin, body: { id: row.id, enabled: false } })).code).toBe(200);
    expect((await listed()).levelRates.map((r) => r.modelLevel)).not.toContain(first.level);
    const second = await priceOfNext();
    expect(second.level).toBe(first.level);
    expect(second.bp).toBe(30);
  });
});
