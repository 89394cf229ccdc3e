/**
 * A temporary-limit task takes effect (issue 36): once approved, the amount cap of the listed customer's next
 * application is the level's maximum plus the raise (never above the product's maximum), and after the
 * task's expiry (the job) the level's maximum again. Level B of SC-21D: KES 24,000; raise KES 5,000.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMP_LIMIT_SCREEN } from '../../common/coupons/temp-limit';
import { ORDER_STATUS } from '../../common/orders/order-status';
import { actionCode, viewCode } from '../../common/routes';
import { merchantLoanLimits, merchants, orders, orderSteps, products, riskPricing } from '../../server/db/schema';
import { DEMO_SERVICE_KEY } from '../../server/db/seed/origination';
import { endTemporaryLimits } from '../../server/modules/temp-limit/temp-limit.service';
import { staff } from './coupon-fixtures';
import { DAY, startTestApp, type TestApp } from './harness';
import { cleanApplication } from './order-fixtures';

let t: TestApp;
let admin: string;
const WHO = 936_036;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  // Every level of SC-21D capped as level B (KES 24,000 of the product's 30,000), and no merchant amount limit in the way.
  const [product] = await t.db.select().from(products).where(eq(products.productCode, 'SC-21D'));
  await t.db.update(riskPricing).set({ maxAmountCents: 24_000_00 }).where(eq(riskPricing.productId, product.id));
  const [merchant] = await t.db.select().from(merchants).where(eq(merchants.merchantNo, '1503'));
  await t.db.delete(merchantLoanLimits).where(eq(merchantLoanLimits.merchantId, merchant.id));
});
afterAll(async () => { await t?.close(); });

/** Applies for `kes` and closes the order again (cancelled), so the next application is not "in progress". */
async function applyFor(kes: number) {
  const body = cleanApplication({ productCode: 'SC-21D', customer: WHO, change: (a) => { a.loanAmountCents = kes * 100; } }, t.clock.now());
  const res = await t.call('POST', 'open/intake/application', { body, serviceKey: DEMO_SERVICE_KEY('1503') });
  expect(res.code).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, res.data.orderId));
  expect(order.status).toBe(ORDER_STATUS.toBeAllocated);
  await t.db.update(orders).set({ status: ORDER_STATUS.cancelled }).where(eq(orders.id, order.id));
  const [step] = await t.db.select().from(orderSteps).where(and(eq(orderSteps.orderId, order.id), inArray(orderSteps.action, ['machinePass'])));
  return { amount: order.loanAmountCents / 100, customerId: order.customerId, phone: order.phone, detail: step.detail as Record<string, unknown> };
}

describe('a temporary raise lifts the amount cap', () => {
  it('caps at the level maximum, at maximum + raise while the task runs, and at the level maximum after its expiry', async () => {
    const before = await applyFor(29_000);
    expect(before.amount).toBe(24_000);
    expect(before.detail).toMatchObject({ amountCapped: true, amountCapCents: 24_000_00, raiseCents: 0 });

    const creator = await staff(t, [viewCode(TEMP_LIMIT_SCREEN), actionCode(TEMP_LIMIT_SCREEN, 'add')]);
    const made = await t.call('POST', 'tempLimit/create', { token: creator.token, body: {
      name: 'School fees January', amountCents: '5000', expiresAt: new Date(t.clock.now().getTime() + 10 * DAY).toISOString(), remark: null,
      fileName: 'school-fees.csv', content: Buffer.from(`${before.phone}\n`).toString('base64'),
    } });
    expect(made).toMatchObject({ code: 200, data: { okRows: 1 } });
    // Not yet approved: no raise.
    expect((await applyFor(29_000)).amount).toBe(24_000);
    expect(await t.call('POST', 'tempLimit/approve', { token: admin, body: { id: made.data.id } })).toMatchObject({ code: 200, data: { granted: 1 } });

    t.clock.advance(1000);
    const raised = await applyFor(29_000);
    expect(raised.amount).toBe(29_000);
    expect(raised.detail).toMatchObject({ amountCapped: false, amountCapCents: 29_000_00, raiseCents: 5_000_00 });
    const over = await applyFor(29_001);
    expect(over.amount).toBe(29_000);
    expect(over.detail).toMatchObject({ amountCapped: true, amountCapCents: 29_000_00 });
    // Never above the product's maximum (KES 30,000): the product refuses more than that.
    const view = (await t.call('GET', 'customerManage/detail', { token: admin, query: { customerId: String(raised.customerId) } })).data;
    expect(view.credits).toEqual(expect.arrayContaining([expect.objectContaining({ creditType: 'temporaryRaise', limitCents: 5_000_00, status: '5', taskName: 'School fees January' })]));

    t.clock.advance(10 * DAY);
    // Past the expiry the raise no longer counts, even before the job has run...
    expect((await applyFor(29_000)).amount).toBe(24_000);
    // ...and the job ends the line and the task.
    expect(await endTemporaryLimits(t.deps, t.clock.now())).toMatchObject({ lines: 1, tasks: 1 });
    const after = await applyFor(29_000);
    expect(after.amount).toBe(24_000);
    expect(after.detail).toMatchObject({ amountCapped: true, amountCapCents: 24_000_00, raiseCents: 0 });
  });
});
