/**
 * The merchant's rules at the intake (issue 17): the traffic switch and limit codes (0 new customers only,
 * n ≥ 1 old customers, -1 unlimited; registration 0 not allowed, n a day), and the loan amount limits per
 * customer type (the lowest refuses, the highest caps pricing). A refusal keeps nothing and names its reason.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTAKE_REFUSALS } from '../../common/entities/merchant-config';
import { customers, merchantLoanLimits, merchants, merchantTrafficRules, orders } from '../../server/db/schema';
import { DEMO_SERVICE_KEY } from '../../server/db/seed/origination';
import { applyRefusal } from '../../server/modules/merchant-config/intake-rules';
import { startTestApp, type TestApp } from './harness';
import { disbursedLoan } from './money-fixtures';
import { cleanApplication } from './order-fixtures';

let t: TestApp;
let admin: string;
let jamii: number;
let rule: number;

const submit = (body: unknown, merchantNo = '1501', language = 'en') =>
  t.call('POST', 'open/intake/application', { body, serviceKey: DEMO_SERVICE_KEY(merchantNo), language });
const setRule = async (values: Record<string, unknown>) => {
  const res = await t.call('POST', 'trafficRule/update', { token: admin, body: { id: rule, ...values } });
  expect(res.code, res.msg).toBe(200);
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  jamii = (await t.db.select().from(merchants).where(eq(merchants.merchantNo, '1501')))[0].id;
  rule = (await t.db.select().from(merchantTrafficRules).where(eq(merchantTrafficRules.merchantId, jamii)))[0].id;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.update(merchantTrafficRules).set({ applyLimit: -1, registerLimit: -1, enabled: true }).where(eq(merchantTrafficRules.id, rule));
});

describe('limit codes', () => {
  it('reads 0 as new customers only, n as at least n loans, -1 as anyone', () => {
    expect([applyRefusal(0, 0), applyRefusal(0, 1)]).toEqual([null, 'newCustomersOnly']);
    expect([applyRefusal(1, 0), applyRefusal(1, 1), applyRefusal(2, 1), applyRefusal(2, 3)]).toEqual(['oldCustomersOnly', null, 'oldCustomersOnly', null]);
    expect([applyRefusal(-1, 0), applyRefusal(-1, 7)]).toEqual([null, null]);
  });
});

describe('traffic at intake', () => {
  it('"old customers only" refuses a new customer with the reason, keeping nothing, and takes an old one', async () => {
    const old = await disbursedLoan(t, { customer: 960_001 });
    await setRule({ applyLimit: 1 });
    const body = cleanApplication({ customer: 960_002 }, t.clock.now());
    const refused = await submit(body);
    expect(refused).toMatchObject({ code: 409, msg: 'Jamii Pesa takes applications only from old customers with at least 1 loan(s).', data: { refuseReason: INTAKE_REFUSALS.oldCustomersOnly } });
    expect((await submit(body, '1501', 'zh')).msg).toBe('Jamii Pesa 仅接收至少有 1 笔借款的老客进件。');
    expect(await t.db.select().from(orders).where(eq(orders.externalRef, body.externalRef))).toHaveLength(0);
    expect(await t.db.select().from(customers).where(and(eq(customers.merchantId, jamii), eq(customers.phone, body.customer.phone)))).toHaveLength(0);
    const again = await submit(cleanApplication({ customer: 960_001 }, t.clock.now()));
    expect(again.code, again.msg).toBe(200);
    expect(again.data.orderId).not.toBe(old.orderId);
    expect((await t.db.select().from(orders).where(eq(orders.id, again.data.orderId)))[0].loanType).toBe(2);
  });

  it('0 takes new customers only; -1 takes anyone; a switched-off merchant takes no one', async () => {
    await disbursedLoan(t, { customer: 960_011 });
    await setRule({ applyLimit: 0 });
    expect(await submit(cleanApplication({ customer: 960_011 }, t.clock.now())))
      .toMatchObject({ code: 409, msg: 'Jamii Pesa takes applications from new customers only.', data: { refuseReason: 'T101' } });
    expect((await submit(cleanApplication({ customer: 960_012 }, t.clock.now()))).code).toBe(200);
    await setRule({ applyLimit: -1 });
    expect((await submit(cleanApplication({ customer: 960_011 }, t.clock.now()))).code).toBe(200);
    expect((await t.call('POST', 'trafficRule/enable', { token: admin, body: { id: rule, enabled: false } })).code).toBe(200);
    expect(await submit(cleanApplication({ customer: 960_013 }, t.clock.now())))
      .toMatchObject({ code: 409, msg: 'Jamii Pesa is not taking applications now (traffic switched off).', data: { refuseReason: 'T100' } });
    // Another merchant is not affected.
    expect((await submit(cleanApplication({ productCode: 'HL-14D', customer: 960_014 }, t.clock.now()), '1502')).code).toBe(200);
  });

  it('registration 0 refuses a customer new to the merchant but not a known one; n allows n a day (EAT)', async () => {
    const known = cleanApplication({ customer: 960_021 }, t.clock.now());
    known.loanAmountCents = 1_000_00;
    expect((await submit(known)).code).toBe(200);
    await t.db.update(orders).set({ status: 70 }).where(eq(orders.externalRef, known.externalRef));
    await setRule({ registerLimit: 0 });
    expect(await submit(cleanApplication({ customer: 960_022 }, t.clock.now())))
      .toMatchObject({ code: 409, msg: 'Jamii Pesa does not register new customers now.', data: { refuseReason: 'T103' } });
    expect((await submit(cleanApplication({ customer: 960_021 }, t.clock.now()))).code).toBe(200);
    await setRule({ registerLimit: 2 });
    expect((await submit(cleanApplication({ customer: 960_023 }, t.clock.now()))).code).toBe(200);
    expect((await submit(cleanApplication({ customer: 960_024 }, t.clock.now()))).code).toBe(200);
    expect(await submit(cleanApplication({ customer: 960_025 }, t.clock.now())))
      .toMatchObject({ code: 409, msg: 'Jamii Pesa has registered its 2 new customers for today.', data: { refuseReason: 'T104' } });
    t.clock.advance(24 * 3_600_000);
    admin = await t.login('admin'); // the session idled out over the day
    expect((await submit(cleanApplication({ customer: 960_025 }, t.clock.now()))).code).toBe(200);
  });

  it('counts concurrent registrations exactly: 10 at once against a limit of 4', async () => {
    t.clock.advance(2 * 24 * 3_600_000);
    admin = await t.login('admin');
    await setRule({ registerLimit: 4 });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => submit(cleanApplication({ customer: 960_100 + i }, t.clock.now()))));
    expect(results.filter((r) => r.code === 200)).toHaveLength(4);
    expect(results.filter((r) => r.code === 409).every((r) => r.data?.refuseReason === 'T104')).toBe(true);
  });
});

describe('loan amount limits', () => {
  it('refuses below the lowest amount for the customer type and caps pricing at the highest', async () => {
    const [limit] = await t.db.select().from(merchantLoanLimits).where(and(eq(merchantLoanLimits.merchantId, jamii), eq(merchantLoanLimits.loanType, '1')));
    const set = (body: Record<string, unknown>) => t.call('POST', 'merchantLoanLimit/update', { token: admin, body: { id: limit.id, ...body } });
    expect((await set({ minAmountCents: '2,000', maxAmountCents: '2,500' })).code).toBe(200);
    const low = cleanApplication({ customer: 960_201 }, t.clock.now());
    low.loanAmountCents = 1_500_00;
    expect(await submit(low)).toMatchObject({ code: 409, msg: "The amount is below Jamii Pesa's lowest loan of KES 2,000.00 for this customer.", data: { refuseReason: 'T105' } });
    const high = cleanApplication({ customer: 960_202 }, t.clock.now());
    high.loanAmountCents = 3_000_00;
    const capped = await submit(high);
    expect(capped.code, capped.msg).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, capped.data.orderId));
    expect(order.loanAmountCents).toBe(2_500_00);
    // A disabled limit no longer applies.
    expect((await t.call('POST', 'merchantLoanLimit/enable', { token: admin, body: { id: limit.id, enabled: false } })).code).toBe(200);
    const free = cleanApplication({ customer: 960_203 }, t.clock.now());
    free.loanAmountCents = 1_500_00;
    expect((await submit(free)).code).toBe(200);
  });

  it('checks the amounts on the server, in the caller\'s language', async () => {
    const body = { merchantId: jamii, loanType: '2', minAmountCents: '1,000', maxAmountCents: '4,000' };
    const [limit] = await t.db.select().from(merchantLoanLimits).where(and(eq(merchantLoanLimits.merchantId, jamii), eq(merchantLoanLimits.loanType, '2')));
    expect(await t.call('POST', 'merchantLoanLimit/update', { token: admin, body: { id: limit.id, minAmountCents: '5,000', maxAmountCents: '4,000' } }))
      .toMatchObject({ code: 400, msg: 'The lowest amount cannot be above the highest amount.' });
    expect((await t.call('POST', 'merchantLoanLimit/update', { token: admin, language: 'zh', body: { id: limit.id, maxAmountCents: '1' } })).msg).toBe('最低金额不能高于最高金额。');
    expect(await t.call('POST', 'merchantLoanLimit/save', { token: admin, body })).toMatchObject({ code: 409, msg: 'This merchant already has a limit for this customer type.' });
    expect((await t.call('POST', 'merchantLoanLimit/save', { token: admin, body: { ...body, merchantId: 99_999 } })).msg).toBe('The merchant does not exist.');
  });
});
