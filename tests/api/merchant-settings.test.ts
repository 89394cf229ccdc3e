/**
 * Merchant settings (issue 17, third slice): MerchantConfigManagement changes the intake (a disabled merchant
 * takes no application, products not offered are refused, the loan limit caps pricing) and wallet withdrawals
 * (smallest amount, a day's count, settled only); MaturityConfigManagement sets the due date at disbursement;
 * TrafficPersonnel keeps its people. Codes (add, update, withdrawal, loanLimit), audit, translated 4xx.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyMaturityRule } from '../../common/entities/merchant-settings';
import { addDays, eatDay } from '../../common/money/bill-math';
import { customers, maturityRules, merchantSettings, merchants, orders, products, trafficPersonnel } from '../../server/db/schema';
import { DEMO_SERVICE_KEY } from '../../server/db/seed/origination';
import { assertWithdrawalAllowed } from '../../server/modules/merchant-settings/merchant-rules';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { moneyPost } from './money-calls';
import { disbursedLoan, overpaidLoan } from './money-fixtures';
import { cleanApplication } from './order-fixtures';

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};
const productIds: Record<string, number> = {};

async function login(codes: readonly string[]) {
  const role = await createRole(t.db, { codes });
  return t.login((await createUser(t.db, role.id)).username);
}
const submit = (body: unknown, merchantNo = '1501', language = 'en') =>
  t.call('POST', 'open/intake/application', { body, serviceKey: DEMO_SERVICE_KEY(merchantNo), language });
const profile = (body: Record<string, unknown>, token = admin, language = 'en') =>
  t.call('POST', 'merchantProfile/update', { token, body: { id: ids['1501'], ...body }, language });
const withdraw = (orderNo: string, amount: string, key: string) =>
  moneyPost(t, null, 'open/wallet/withdraw', { orderNo, amount }, { key, serviceKey: DEMO_SERVICE_KEY('1501') });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  for (const m of await t.db.select().from(merchants)) ids[m.merchantNo] = m.id;
  for (const p of await t.db.select().from(products)) productIds[p.productCode] = p.id;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.update(merchants).set({ enabled: true }).where(eq(merchants.id, ids['1501']));
  await t.db.delete(merchantSettings);
  await t.db.delete(maturityRules);
});

describe('MerchantConfigManagement: merchant add and update', () => {
  it('adds a merchant with its settings, lists it, audits before and after, and refuses bad input in the caller\'s language', async () => {
    const created = await t.call('POST', 'merchantProfile/save', { token: admin, body: {
      merchantNo: 'PH01', merchantName: 'Pesa Haraka', appName: 'Pesa Haraka App', paybill: '400200', withdrawalMinCents: '50', withdrawalDailyLimit: 2,
    } });
    expect(created.code, created.msg).toBe(200);
    expect(created.data).toMatchObject({ merchantNo: 'PH01', companyCode: '15', enabled: true, withdrawalMinCents: 50_00, withdrawalDailyLimit: 2, offeredProductIds: [] });
    // The new merchant is a merchant everywhere: the other screens' choices list it.
    expect((await t.call('GET', 'merchantConfig/options/merchants', { token: admin })).data.map((o: { label: string }) => o.label)).toContain('PH01 Pesa Haraka');
    expect(await t.call('POST', 'merchantProfile/save', { token: admin, body: { merchantNo: 'PH01', merchantName: 'Copy' } }))
      .toMatchObject({ code: 409, msg: 'Another merchant already has this number.' });
    expect(await t.call('POST', 'merchantProfile/save', { token: admin, body: { merchantNo: 'p-1', merchantName: 'Bad' } }))
      .toMatchObject({ code: 400 });
    expect((await t.call('POST', 'merchantProfile/save', { token: admin, language: 'zh', body: { merchantNo: 'PH02', merchantName: 'X', paybill: '12' } })).msg).toContain('收款号为 5 到 7 位数字');
    const updated = await t.call('POST', 'merchantProfile/update', { token: admin, body: { id: created.data.id, merchantName: 'Pesa Haraka Ltd', withdrawalDailyLimit: 5 } });
    expect(updated.code, updated.msg).toBe(200);
    const audit = (await t.auditRows('update')).find((r) => r.entity === 'merchantProfile' && r.entityId === String(created.data.id));
    expect(audit?.before).toMatchObject({ merchantName: 'Pesa Haraka' });
    expect(audit?.after).toMatchObject({ merchantName: 'Pesa Haraka Ltd', withdrawalDailyLimit: 5 });
    const list = await t.call('GET', 'merchantProfile/list', { token: admin, query: { merchantNo: 'PH01' } });
    expect(list.data.records).toMatchObject([{ merchantName: 'Pesa Haraka Ltd', withdrawalDailyLimit: 5, withdrawalMinCents: 50_00 }]);
    // Products offered must be the merchant's own.
    expect(await profile({ offeredProductIds: [productIds['HL-14D']] })).toMatchObject({ code: 400, msg: 'Choose products of this merchant only.' });
  });

  it('needs add / update, and the withdrawal and loan-limit codes to change those settings', async () => {
    const screen = 'MerchantSystem:MerchantConfigManagement';
    const updater = await login([`${screen}:view`, `${screen}:update`]);
    const full = await login([`${screen}:view`, `${screen}:update`, `${screen}:withdrawal`, `${screen}:loanLimit`]);
    const nobody = await login(['MerchantSystem:ContactBlacklist:view']);
    expect((await t.call('GET', 'merchantProfile/list', { token: nobody })).code).toBe(403);
    expect((await t.call('POST', 'merchantProfile/save', { token: updater, body: { merchantNo: 'PH09', merchantName: 'X' } })).code).toBe(403);
    expect((await profile({ appName: 'Jamii Pesa Lite' }, updater)).code).toBe(200);
    expect((await profile({ withdrawalMinCents: '10' }, updater)).code).toBe(403);
    expect((await profile({ maxLoanAmountCents: '9,000' }, updater)).code).toBe(403);
    // The form sends every field; unchanged conditions pass with the update code alone.
    expect((await profile({ appName: 'Jamii Pesa', withdrawalMinCents: '0', withdrawalDailyLimit: -1, withdrawalSettledOnly: false, maxLoanAmountCents: '0' }, updater)).code).toBe(200);
    expect((await profile({ withdrawalMinCents: '10', maxLoanAmountCents: '9,000' }, full)).code).toBe(200);
    expect((await t.call('POST', 'merchantProfile/delete', { token: full, body: { ids: [ids['1501']] } })).code).toBe(403);
    // A merchant in use is disabled, not deleted (the database is asked in a savepoint, nothing is lost).
    expect(await t.call('POST', 'merchantProfile/delete', { token: admin, body: { ids: [ids['1501']] } }))
      .toMatchObject({ code: 409, msg: 'Products, orders, staff or rules refer to this merchant: disable it instead.' });
    expect(await t.db.select().from(merchants).where(eq(merchants.id, ids['1501']))).toHaveLength(1);
    // One added by mistake (only its settings) goes.
    const typo = await t.call('POST', 'merchantProfile/save', { token: admin, body: { merchantNo: 'TYPO1', merchantName: 'Typo', withdrawalMinCents: '5' } });
    expect(typo.code, typo.msg).toBe(200);
    expect((await t.call('POST', 'merchantProfile/delete', { token: admin, body: { ids: [typo.data.id] } })).code).toBe(200);
    expect(await t.db.select().from(merchantSettings).where(eq(merchantSettings.merchantId, typo.data.id))).toHaveLength(0);
  });
});

describe('MerchantConfigManagement changes the intake', () => {
  it('a disabled merchant takes no new application (nothing kept); enabled again, it does', async () => {
    expect((await t.call('POST', 'merchantProfile/enable', { token: admin, body: { id: ids['1501'], enabled: false } })).code).toBe(200);
    const body = cleanApplication({ customer: 970_001 }, t.clock.now());
    expect(await submit(body)).toMatchObject({ code: 409, msg: 'Jamii Pesa is disabled and takes no new applications.', data: { refuseReason: 'T106' } });
    expect((await submit(body, '1501', 'zh')).msg).toBe('Jamii Pesa 已停用，不再接受新申请。');
    expect(await t.db.select().from(orders).where(eq(orders.externalRef, body.externalRef))).toHaveLength(0);
    expect(await t.db.select().from(customers).where(and(eq(customers.merchantId, ids['1501']), eq(customers.phone, body.customer.phone)))).toHaveLength(0);
    expect((await submit(cleanApplication({ productCode: 'HL-14D', customer: 970_002 }, t.clock.now()), '1502')).code).toBe(200);
    expect((await t.call('POST', 'merchantProfile/enable', { token: admin, body: { id: ids['1501'], enabled: true } })).code).toBe(200);
    expect((await submit(body)).code).toBe(200);
  });

  it('refuses a product the merchant does not offer; an empty list offers all', async () => {
    expect((await profile({ offeredProductIds: [productIds['JP-7D']] })).code).toBe(200);
    expect(await submit(cleanApplication({ customer: 970_011 }, t.clock.now())))
      .toMatchObject({ code: 409, msg: 'Jamii Pesa does not offer this product now.', data: { refuseReason: 'T107' } });
    expect((await profile({ offeredProductIds: [productIds['JP-7D'], productIds['JP-14D']] })).code).toBe(200);
    expect((await submit(cleanApplication({ customer: 970_012 }, t.clock.now()))).code).toBe(200);
    expect((await profile({ offeredProductIds: [] })).code).toBe(200);
    expect((await submit(cleanApplication({ customer: 970_013 }, t.clock.now()))).code).toBe(200);
  });

  it('the loan limit caps the amount pricing grants; 0 removes it', async () => {
    expect((await profile({ maxLoanAmountCents: '2,000' })).code).toBe(200);
    const high = cleanApplication({ customer: 970_021 }, t.clock.now());
    high.loanAmountCents = 3_000_00;
    const capped = await submit(high);
    expect(capped.code, capped.msg).toBe(200);
    expect((await t.db.select().from(orders).where(eq(orders.id, capped.data.orderId)))[0].loanAmountCents).toBe(2_000_00);
    expect((await profile({ maxLoanAmountCents: '0' })).code).toBe(200);
    const free = cleanApplication({ customer: 970_022 }, t.clock.now());
    free.loanAmountCents = 3_000_00;
    const uncapped = await submit(free);
    expect((await t.db.select().from(orders).where(eq(orders.id, uncapped.data.orderId)))[0].loanAmountCents).toBe(3_000_00);
  });
});

describe('withdrawal conditions at open/wallet/withdraw', () => {
  it('refuses below the smallest amount and beyond the day\'s count', async () => {
    const loan = await overpaidLoan(t, 200_00);
    expect((await profile({ withdrawalMinCents: '50', withdrawalDailyLimit: 1 })).code).toBe(200);
    expect(await withdraw(loan.orderNo, '20', 'ms-withdraw-01')).toMatchObject({ code: 400, msg: 'The smallest withdrawal is KES 50.00.' });
    const first = await withdraw(loan.orderNo, '60', 'ms-withdraw-02');
    expect(first.code, first.msg).toBe(200);
    expect(await withdraw(loan.orderNo, '60', 'ms-withdraw-03'))
      .toMatchObject({ code: 409, msg: 'This order has used today\'s 1 withdrawal(s). Try again tomorrow.' });
    // The next EAT day opens again.
    t.clock.advance(24 * 3_600_000);
    expect((await withdraw(loan.orderNo, '60', 'ms-withdraw-04')).code).toBe(200);
    admin = await t.login('admin');
  });

  it('"only once settled" refuses an order with an unsettled bill', async () => {
    const loan = await disbursedLoan(t, { customer: 970_031 });
    await t.db.insert(merchantSettings).values({ merchantId: ids['1501'], withdrawalSettledOnly: true });
    await expect(t.db.transaction((tx) => assertWithdrawalAllowed(tx, { id: loan.orderId, merchantId: ids['1501'], orderNo: loan.orderNo }, 100_00, t.clock.now())))
      .rejects.toMatchObject({ messageKey: 'merchantSettings:errors.withdrawalNotSettled' });
    const settled = await overpaidLoan(t, 100_00);
    const ok = await withdraw(settled.orderNo, '10', 'ms-withdraw-05');
    expect(ok.code, ok.msg).toBe(200);
  });
});

describe('MaturityConfigManagement sets the due date at disbursement', () => {
  it('applies the rules: lending day as day 1, a Sunday moved, never on or before the lending day', () => {
    const counts = { dayCounting: 'lendingDayCounts', sundayRule: 'none' } as const;
    expect(applyMaturityRule('2026-12-10', '2026-11-26', counts)).toBe('2026-12-09');
    expect(applyMaturityRule('2026-11-27', '2026-11-26', counts)).toBe('2026-11-27');
    // 2026-11-29 is a Sunday.
    expect(applyMaturityRule('2026-11-29', '2026-11-20', { dayCounting: 'afterLending', sundayRule: 'nextMonday' })).toBe('2026-11-30');
    expect(applyMaturityRule('2026-11-29', '2026-11-20', { dayCounting: 'afterLending', sundayRule: 'previousSaturday' })).toBe('2026-11-28');
    expect(applyMaturityRule('2026-11-29', '2026-11-20', { dayCounting: 'afterLending', sundayRule: 'none' })).toBe('2026-11-29');
  });

  it('a merchant rule moves the due date of the next loan; a product rule wins; a disabled rule does not apply', async () => {
    const before = await disbursedLoan(t, { customer: 970_041 });
    const lendingDay = eatDay(before.order.lendingAt!);
    expect(before.bills[0].dueDay).toBe(addDays(lendingDay, 14));
    const all = await t.call('POST', 'maturityRule/save', { token: admin, body: { merchantId: ids['1501'], dayCounting: 'lendingDayCounts', sundayRule: 'none' } });
    expect(all.code, all.msg).toBe(200);
    const counted = await disbursedLoan(t, { customer: 970_042 });
    expect(counted.bills[0].dueDay).toBe(addDays(eatDay(counted.order.lendingAt!), 13));
    const own = await t.call('POST', 'maturityRule/save', { token: admin, body: { merchantId: ids['1501'], productId: productIds['JP-14D'], dayCounting: 'afterLending', sundayRule: 'nextMonday' } });
    expect(own.code, own.msg).toBe(200);
    const byProduct = await disbursedLoan(t, { customer: 970_043 });
    const day = eatDay(byProduct.order.lendingAt!);
    expect(byProduct.bills[0].dueDay).toBe(applyMaturityRule(addDays(day, 14), day, { dayCounting: 'afterLending', sundayRule: 'nextMonday' }));
    expect((await t.call('POST', 'maturityRule/enable', { token: admin, body: { id: own.data.id, enabled: false } })).code).toBe(200);
    expect((await t.call('POST', 'maturityRule/enable', { token: admin, body: { id: all.data.id, enabled: false } })).code).toBe(200);
    const plain = await disbursedLoan(t, { customer: 970_044 });
    expect(plain.bills[0].dueDay).toBe(addDays(eatDay(plain.order.lendingAt!), 14));
  });

  it('one rule per merchant and product; the product must be the merchant\'s', async () => {
    expect((await t.call('POST', 'maturityRule/save', { token: admin, body: { merchantId: ids['1501'], dayCounting: 'afterLending', sundayRule: 'none' } })).code).toBe(200);
    expect(await t.call('POST', 'maturityRule/save', { token: admin, body: { merchantId: ids['1501'], dayCounting: 'afterLending', sundayRule: 'nextMonday' } }))
      .toMatchObject({ code: 409, msg: 'This merchant already has a rule for this product.' });
    expect(await t.call('POST', 'maturityRule/save', { token: admin, language: 'zh', body: { merchantId: ids['1501'], productId: productIds['HL-14D'], dayCounting: 'afterLending', sundayRule: 'none' } }))
      .toMatchObject({ code: 400, msg: '只能选择该商户的产品。' });
    expect((await t.call('POST', 'maturityRule/save', { token: admin, body: { merchantId: ids['1501'], dayCounting: 'sometimes', sundayRule: 'none' } })).code).toBe(400);
    const list = await t.call('GET', 'maturityRule/list', { token: admin, query: { merchantId: ids['1501'] } });
    expect(list.data.records).toMatchObject([{ merchantName: 'Jamii Pesa', productName: null, dayCounting: 'afterLending' }]);
  });
});

describe('TrafficPersonnel', () => {
  it('keeps one row per person with principal and related merchants; checks users and merchants', async () => {
    const role = await createRole(t.db, {});
    const person = await createUser(t.db, role.id);
    const options = await t.call('GET', 'merchantSettings/options/users', { token: admin, query: { keyword: person.realName } });
    expect(options.data.map((o: { value: number }) => o.value)).toEqual([person.id]);
    const created = await t.call('POST', 'trafficPersonnel/save', { token: admin, body: {
      userId: person.id, merchantId: ids['1501'], relatedMerchantIds: [ids['1501'], ids['1502']], staffType: 'channelManager', workingStatus: 'working', sendMessages: true,
    } });
    expect(created.code, created.msg).toBe(200);
    expect(created.data).toMatchObject({ realName: person.realName, merchantName: 'Jamii Pesa', relatedMerchantIds: [ids['1502']] });
    expect(await t.call('POST', 'trafficPersonnel/save', { token: admin, body: { userId: person.id, merchantId: ids['1502'], staffType: 'operations', workingStatus: 'working' } }))
      .toMatchObject({ code: 409, msg: 'This person is already traffic staff.' });
    expect((await t.call('GET', 'merchantSettings/options/users', { token: admin, query: { keyword: person.realName } })).data).toEqual([]);
    expect(await t.call('POST', 'trafficPersonnel/update', { token: admin, body: { id: created.data.id, relatedMerchantIds: [999_999] } }))
      .toMatchObject({ code: 400, msg: 'The merchant does not exist.' });
    expect((await t.call('POST', 'trafficPersonnel/update', { token: admin, body: { id: created.data.id, workingStatus: 'resting' } })).code).toBe(200);
    expect((await t.call('POST', 'trafficPersonnel/update', { token: admin, body: { id: created.data.id, workingStatus: 'asleep' } })).code).toBe(400);
    const viewer = await login(['OperationSystem:TrafficPersonnel:view']);
    expect((await t.call('GET', 'trafficPersonnel/list', { token: viewer })).data.records).toMatchObject([{ workingStatus: 'resting' }]);
    expect((await t.call('POST', 'trafficPersonnel/delete', { token: viewer, body: { ids: [created.data.id] } })).code).toBe(403);
    expect((await t.call('POST', 'trafficPersonnel/delete', { token: admin, body: { ids: [created.data.id] } })).code).toBe(200);
    expect(await t.db.select().from(trafficPersonnel)).toHaveLength(0);
  });
});
