/**
 * MerchantSystem prepaid billing: recharges recorded and confirmed by a second person, consumption types on the
 * CRUD kit, the intake charging the merchant for each application it reviews and each order it passes (and
 * refusing one the merchant cannot pay for), the allowed overdraft, charges by hand once per reference,
 * concurrent charges that cannot overdraw, lists with totals, permissions and translated refusals. After every
 * test each account's balance equals its confirmed recharges less its consumption.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from './ledger-assert';
import { consumptionTypes, ledgerEntries, ledgerJournals, merchantBillingAccounts, merchantConsumptions, merchants, orders } from '../../server/db/schema';
import { consumedTotal } from '../../server/modules/merchant-billing/consumption.repository';
import { confirmedTotal } from '../../server/modules/merchant-billing/recharge.repository';
import { DEMO_SERVICE_KEY } from '../../server/db/seed/origination';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { moneyPost } from './money-calls';
import { apply, cleanApplication } from './order-fixtures';

const SCREEN = 'MerchantSystem:RechargeRecord';
const CODES = [`${SCREEN}:view`, `${SCREEN}:recharge`, `${SCREEN}:confirm`, `${SCREEN}:overdraft`, `${SCREEN}:export`,
  'MerchantSystem:ConsumptionRecord:view', 'MerchantSystem:ConsumptionRecord:charge', 'MerchantSystem:OrderAcquireManagement:view',
  'MerchantSystem:ConsumptionTypeConfig:view', 'MerchantSystem:ConsumptionTypeConfig:update'];

let t: TestApp;
let maker: string;
let checker: string;
let outsider: string;

async function login(codes: readonly string[]) {
  const role = await createRole(t.db, { codes });
  const user = await createUser(t.db, role.id);
  return t.login(user.username);
}

beforeAll(async () => {
  t = await startTestApp();
  maker = await login(CODES);
  checker = await login(CODES);
  outsider = await login(['MerchantSystem:ConsumptionRecord:view']);
});
afterAll(async () => { await t?.close(); });
afterEach(async () => {
  for (const account of await t.db.select().from(merchantBillingAccounts)) {
    const movements = await confirmedTotal(t.db, account.merchantId) - await consumedTotal(t.db, account.merchantId);
    expect(account.balanceCents, `merchant ${account.merchantId}`).toBe(movements);
    expect(account.balanceCents + account.overdraftCents).toBeGreaterThanOrEqual(0);
  }
  // The ledger agrees: every merchant's prepaid liability is its balance, every journal balances.
  await expectLedgerBalanced(t);
});

const balanceOf = async (merchantId: number) =>
  (await t.db.select().from(merchantBillingAccounts).where(eq(merchantBillingAccounts.merchantId, merchantId)))[0]?.balanceCents ?? null;
const merchantIdOf = async (merchantNo: string) => (await t.db.select().from(merchants).where(eq(merchants.merchantNo, merchantNo)))[0].id;
const typeByCode = async (code: string) => (await t.db.select().from(consumptionTypes).where(eq(consumptionTypes.code, code)))[0];
const recharge = (body: Record<string, unknown>, options = {}) => moneyPost(t, maker, 'merchantBilling/recharge', { channel: 'mpesa', ...body }, options);

async function newMerchant(no: string) {
  const [row] = await t.db.insert(merchants).values({ merchantNo: no, merchantName: `Merchant ${no}`, companyCode: '15', companyName: 'Jamii' }).returning();
  return row.id;
}

async function funded(merchantId: number, kes: string) {
  const recorded = await recharge({ merchantId, amount: kes, channelRef: `R${randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}` });
  expect(recorded.code).toBe(200);
  const confirmed = await moneyPost(t, checker, 'merchantBilling/confirm', { id: recorded.data.id });
  expect(confirmed.code).toBe(200);
  return confirmed.data;
}

describe('recharges', () => {
  it('counts a recharge only once a second person confirms it, opening the account', async () => {
    const merchantId = await newMerchant('1591');
    const recorded = await recharge({ merchantId, amount: '12,500.50', channelRef: 'SKL4H2M9QX', remark: 'Float' });
    expect(recorded.data).toMatchObject({ status: 'pending', amountCents: 1_250_050, duplicate: false });
    expect(await balanceOf(merchantId)).toBeNull();
    expect(await moneyPost(t, maker, 'merchantBilling/confirm', { id: recorded.data.id }))
      .toMatchObject({ code: 409, msg: 'You recorded this recharge; another person must confirm or reject it.' });
    const confirmed = await moneyPost(t, checker, 'merchantBilling/confirm', { id: recorded.data.id });
    expect(confirmed.data).toMatchObject({ status: 'confirmed', balanceAfterCents: 1_250_050 });
    expect(await balanceOf(merchantId)).toBe(1_250_050);
    expect(await moneyPost(t, checker, 'merchantBilling/confirm', { id: recorded.data.id })).toMatchObject({ code: 409 });
    const audit = await t.auditRows('merchantBilling.confirm');
    expect(audit.at(-1)).toMatchObject({ entityId: String(recorded.data.id) });
    const balances = await t.call('GET', 'merchantBilling/balances', { token: maker, query: { merchantId } });
    expect(balances.data).toEqual([expect.objectContaining({ billed: true, balanceCents: 1_250_050, availableCents: 1_250_050, pendingCents: 0 })]);
    // In the ledger: the money is at M-Pesa and owed to the merchant in traffic.
    const [journal] = await t.db.select().from(ledgerJournals).where(eq(ledgerJournals.postingKey, `merchantRecharge:${recorded.data.id}`));
    const lines = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.journalId, journal.id));
    expect(lines.map((l) => [l.account, l.channel, l.merchantId, l.debitCents, l.creditCents]).sort()).toEqual([
      ['cash', 'mpesa', merchantId, 1_250_050, 0], ['liability:merchantPrepaid', null, merchantId, 0, 1_250_050],
    ].sort());
  });

  it('answers a repeated recording once: the same key, the same payment reference; another amount on it is refused', async () => {
    const merchantId = await newMerchant('1592');
    const key = randomUUID();
    const first = await recharge({ merchantId, amount: 500, channelRef: 'FT26112400001', channel: 'bank' }, { key });
    const retry = await recharge({ merchantId, amount: 500, channelRef: 'FT26112400001', channel: 'bank' }, { key });
    expect(retry.data.id).toBe(first.data.id);
    const again = await recharge({ merchantId, amount: 500, channelRef: 'FT26112400001', channel: 'bank' });
    expect(again.data).toMatchObject({ id: first.data.id, duplicate: true });
    const other = await recharge({ merchantId, amount: 600, channelRef: 'FT26112400001', channel: 'bank' }, { language: 'zh' });
    expect(other).toMatchObject({ code: 409, msg: `该单号已登记为 ${first.data.rechargeNo}。` });
    const rejected = await moneyPost(t, checker, 'merchantBilling/reject', { id: first.data.id, remark: 'Not on the statement' });
    expect(rejected.data.status).toBe('rejected');
    expect((await recharge({ merchantId, amount: 600, channelRef: 'FT26112400001', channel: 'bank' })).data).toMatchObject({ status: 'pending', duplicate: false });
  });

  it('refuses bad input with a translated message, never a 5xx', async () => {
    const merchantId = await merchantIdOf('1501');
    expect(await recharge({ merchantId, amount: '0', channelRef: 'SKL0000001' })).toMatchObject({ code: 400, msg: expect.stringContaining('at most') });
    expect(await recharge({ merchantId, amount: '12.345', channelRef: 'SKL0000001' })).toMatchObject({ code: 400, msg: 'Enter an amount with up to two decimals.' });
    expect(await recharge({ merchantId, amount: '10', channelRef: 'a b' }, { language: 'zh' })).toMatchObject({ code: 400, msg: '单号：4 到 64 位字母、数字或 . _ / -。' });
    expect(await recharge({ merchantId, amount: '10', channelRef: 'SKL0000001', channel: 'cash' })).toMatchObject({ code: 400 });
    // An M-Pesa receipt is 10 capital letters and digits: a short, lower-case or longer one is refused, not rewritten.
    for (const channelRef of ['SKL000001', 'skl0000001', 'SKL00000011'])
      expect(await recharge({ merchantId, amount: '10', channelRef })).toMatchObject({ code: 400, msg: 'An M-Pesa receipt is 10 capital letters and digits, e.g. QKJ4XYZ123.' });
    expect(await recharge({ merchantId, amount: '10', channelRef: 'skl0000001' }, { language: 'zh' })).toMatchObject({ code: 400, msg: 'M-Pesa 收据号为 10 位大写字母和数字，例如 QKJ4XYZ123。' });
    expect(await recharge({ merchantId: 999_999, amount: '10', channelRef: 'SKL0000001' })).toMatchObject({ code: 404, msg: 'Merchant not found.' });
    expect(await moneyPost(t, checker, 'merchantBilling/reject', { id: 1, remark: '' })).toMatchObject({ code: 400 });
  });

  it('is refused (403) without the screen codes', async () => {
    const merchantId = await merchantIdOf('1501');
    expect((await moneyPost(t, outsider, 'merchantBilling/recharge', { merchantId, amount: 10, channel: 'mpesa', channelRef: 'SKL0000002' })).code).toBe(403);
    expect((await moneyPost(t, outsider, 'merchantBilling/confirm', { id: 1 })).code).toBe(403);
    expect((await moneyPost(t, outsider, 'merchantBilling/overdraft', { merchantId, overdraft: 10 })).code).toBe(403);
    expect((await moneyPost(t, outsider, 'merchantBilling/charge', { merchantId, typeId: 1, quantity: 1, reference: 'X0001' })).code).toBe(403);
    expect((await t.call('GET', 'merchantBilling/recharges', { token: outsider })).code).toBe(403);
    expect((await t.call('GET', 'merchantBilling/consumptions', { token: outsider })).code).toBe(200);
  });
});

describe('consumption', () => {
  it('charges the intake: a risk query for every application, the acquisition for a passed one, once per order', async () => {
    const merchantId = await merchantIdOf('1501');
    const before = await balanceOf(merchantId);
    const body = cleanApplication({ customer: 930_001 }, t.clock.now());
    const first = await t.call('POST', 'open/intake/application', { body, serviceKey: DEMO_SERVICE_KEY('1501') });
    expect(first.data.status).toBe(10);
    await t.call('POST', 'open/intake/application', { body, serviceKey: DEMO_SERVICE_KEY('1501') });
    const rows = await t.db.select().from(merchantConsumptions).where(eq(merchantConsumptions.orderId, first.data.orderId));
    expect(rows.map((r) => [r.typeCode, r.amountCents]).sort()).toEqual([['ACQ-ORDER', 2_500], ['RISK-QUERY', 450]]);
    expect(await balanceOf(merchantId)).toBe(before! - 2_950);
    const refused = await apply(t, { customer: 930_002, change: (a) => { a.device.rooted = true; } });
    const refusedRows = await t.db.select().from(merchantConsumptions).where(eq(merchantConsumptions.orderId, refused.orderId));
    expect(refusedRows.map((r) => r.typeCode)).toEqual(['RISK-QUERY']);
    const acquired = await t.call('GET', 'merchantBilling/acquisitions', { token: maker, query: { reference: first.data.orderNo } });
    expect(acquired.data).toMatchObject({ total: 1, records: [{ orderNo: first.data.orderNo, amountCents: 2_500, typeCode: 'ACQ-ORDER' }] });
    const totals = await t.call('GET', 'merchantBilling/consumptions/totals', { token: maker, query: { reference: `acquire:order:${first.data.orderId}` } });
    expect(totals.data).toEqual({ count: 1, amountCents: 2_500 });
  });

  it('refuses an application the merchant cannot pay for, and takes it within an allowed overdraft', async () => {
    const merchantId = await merchantIdOf('1503');
    const sms = await typeByCode('SMS');
    // Spend the balance down to less than one SMS (80 cents) by hand.
    for (let i = 0; (await balanceOf(merchantId))! >= 80; i += 1) {
      const quantity = Math.min(100_000, Math.floor((await balanceOf(merchantId))! / 80));
      expect((await moneyPost(t, maker, 'merchantBilling/charge', { merchantId, typeId: sms.id, quantity, reference: `DRAIN-${i}` })).code).toBe(200);
    }
    const balance = (await balanceOf(merchantId))!;
    const body = cleanApplication({ productCode: 'SC-21D', customer: 930_010 }, t.clock.now());
    const refused = await t.call('POST', 'open/intake/application', { body, serviceKey: DEMO_SERVICE_KEY('1503') });
    expect(refused).toMatchObject({ code: 409, msg: expect.stringContaining("Soko Credit's prepaid balance cannot cover KES 4.50") });
    expect(await t.db.select().from(orders).where(eq(orders.externalRef, body.externalRef))).toHaveLength(0);
    expect(await balanceOf(merchantId)).toBe(balance);
    expect((await moneyPost(t, maker, 'merchantBilling/overdraft', { merchantId, overdraft: '100' })).code).toBe(200);
    const taken = await t.call('POST', 'open/intake/application', { body, serviceKey: DEMO_SERVICE_KEY('1503') });
    expect(taken.data.status).toBe(10);
    expect(await balanceOf(merchantId)).toBe(balance - 2_950);
    expect(await moneyPost(t, maker, 'merchantBilling/overdraft', { merchantId, overdraft: 0 }))
      .toMatchObject({ code: 409, msg: expect.stringContaining('already owes') });
  });

  it('prices with the consumption type config: a new unit price applies to the next order', async () => {
    const type = await typeByCode('ACQ-ORDER');
    expect((await t.call('POST', 'consumptionType/update', { token: maker, body: { id: type.id, unitPriceCents: '1,000,000' } })).code).toBe(400);
    expect((await t.call('POST', 'consumptionType/update', { token: maker, body: { id: type.id, unitPriceCents: '30' } })).code).toBe(200);
    const order = await apply(t, { customer: 930_020 });
    const rows = await t.db.select().from(merchantConsumptions).where(eq(merchantConsumptions.orderId, order.orderId));
    expect(rows.find((r) => r.typeCode === 'ACQ-ORDER')).toMatchObject({ unitPriceCents: 3_000, amountCents: 3_000 });
    expect((await t.call('POST', 'consumptionType/delete', { token: maker, body: { ids: [type.id] } })).code).toBe(403);
    await t.call('POST', 'consumptionType/update', { token: maker, body: { id: type.id, unitPriceCents: '25' } });
  });

  it('charges by hand once per reference, only enabled types, only merchants on prepaid billing', async () => {
    const merchantId = await newMerchant('1593');
    const sms = await typeByCode('SMS');
    const charge = (body: Record<string, unknown>, options = {}) => moneyPost(t, maker, 'merchantBilling/charge', { merchantId, typeId: sms.id, quantity: 100, reference: 'SMS-0001', ...body }, options);
    expect(await charge({})).toMatchObject({ code: 409, msg: expect.stringContaining('not on prepaid billing') });
    await funded(merchantId, '100');
    const first = await charge({});
    expect(first.data).toMatchObject({ amountCents: 8_000, balanceAfterCents: 2_000, duplicate: false });
    expect((await charge({})).data).toMatchObject({ id: first.data.id, duplicate: true });
    expect(await balanceOf(merchantId)).toBe(2_000);
    expect((await charge({ quantity: 0, reference: 'SMS-0002' })).code).toBe(400);
    expect(await charge({ quantity: 30, reference: 'SMS-0003' })).toMatchObject({ code: 409, msg: expect.stringContaining('cannot cover KES 24.00 (available KES 20.00)') });
    const disabled = await typeByCode('BUREAU-REPORT');
    expect(await charge({ typeId: disabled.id, reference: 'BR-0001' })).toMatchObject({ code: 409 });
  });

  it('lets concurrent charges take the balance exactly once: never overdrawn', async () => {
    const merchantId = await newMerchant('1594');
    await funded(merchantId, '1000');
    const sms = await typeByCode('SMS');
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      moneyPost(t, maker, 'merchantBilling/charge', { merchantId, typeId: sms.id, quantity: 50, reference: `CONC-${i}` })));
    expect(results.filter((r) => r.code === 200)).toHaveLength(25);
    expect(results.filter((r) => r.code === 409)).toHaveLength(25);
    expect(await balanceOf(merchantId)).toBe(0);
    const list = await t.call('GET', 'merchantBilling/consumptions', { token: maker, query: { merchantId, size: 100 } });
    expect(list.data.total).toBe(25);
    expect(new Set(list.data.records.map((r: { balanceAfterCents: number }) => r.balanceAfterCents)).size).toBe(25);
  });
  it('keeps the balance whole under 50 concurrent acquisitions: as many pass as the balance pays for, the rest are refused', async () => {
    const merchantId = await merchantIdOf('1502');
    const sms = await typeByCode('SMS');
    for (let i = 0; (await balanceOf(merchantId))! >= 80; i += 1) {
      const quantity = Math.min(100_000, Math.floor((await balanceOf(merchantId))! / 80));
      await moneyPost(t, maker, 'merchantBilling/charge', { merchantId, typeId: sms.id, quantity, reference: `DRAIN2-${i}` });
    }
    // 20 acquisitions of KES 29.50 (risk query and acquired order) and a few cents over.
    await funded(merchantId, '590');
    const start = (await balanceOf(merchantId))!;
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => t.call('POST', 'open/intake/application', {
      body: cleanApplication({ productCode: 'HL-14D', customer: 940_000 + i }, t.clock.now()), serviceKey: DEMO_SERVICE_KEY('1502'),
    })));
    expect(results.filter((r) => r.code === 200)).toHaveLength(20);
    expect(results.filter((r) => r.code === 409).every((r) => r.msg.includes('Haraka Loans'))).toBe(true);
    expect(await balanceOf(merchantId)).toBe(start - 20 * 2_950);
  });
});

describe('lists', () => {
  it('filters recharges by merchant, reference, status and day, with totals for the filter', async () => {
    const merchantId = await newMerchant('1595');
    await funded(merchantId, '300');
    await recharge({ merchantId, amount: '200', channelRef: 'PENDNG0001' });
    const totals = await t.call('GET', 'merchantBilling/recharges/totals', { token: maker, query: { merchantId } });
    expect(totals.data).toEqual({ count: 2, amountCents: 50_000, confirmedCents: 30_000, pendingCents: 20_000 });
    const pending = await t.call('GET', 'merchantBilling/recharges', { token: maker, query: { merchantId, status: 'pending' } });
    expect(pending.data).toMatchObject({ total: 1, records: [{ channelRef: 'PENDNG0001', own: true }] });
    expect((await t.call('GET', 'merchantBilling/recharges', { token: maker, query: { reference: 'PENDNG00' } })).data.total).toBe(1);
    expect((await t.call('GET', 'merchantBilling/recharges', { token: maker, query: { dayFrom: '2026-02-30' } })).code).toBe(400);
    const seeded = await t.call('GET', 'merchantBilling/recharges', { token: maker, query: { merchantId: await merchantIdOf('1501') } });
    expect(seeded.data.total).toBeGreaterThanOrEqual(5);
  });
});
