/**
 * TrafficPersonnel's effect (issue 17): a traffic staff member sees, on RechargeRecord, ConsumptionRecord and
 * OrderAcquireManagement (lists, totals, balances, merchant choices, exports and writes), only the merchants they
 * acquire for (principal and related), within their own merchant scope. Staff without an assignment keep their
 * ordinary scope (head office: every merchant). The assignment changes the scope at once.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../server/core/route';
import { merchants, trafficPersonnel, users } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { moneyPost } from './money-calls';
import { apply } from './order-fixtures';

const CODES = [
  'MerchantSystem:RechargeRecord:view', 'MerchantSystem:RechargeRecord:recharge', 'MerchantSystem:RechargeRecord:export',
  'MerchantSystem:ConsumptionRecord:view', 'MerchantSystem:ConsumptionRecord:export',
  'MerchantSystem:OrderAcquireManagement:view', 'MerchantSystem:OrderAcquireManagement:export',
];
const LISTS = ['recharges', 'consumptions', 'acquisitions'] as const;

let t: TestApp;
let admin: string;
let headOffice: string;
const ids: Record<string, number> = {};

async function staff(merchantNo?: string) {
  const role = await createRole(t.db, { codes: CODES, sensitivePerms: ['exportData'] });
  const user = await createUser(t.db, role.id);
  if (merchantNo) await t.db.update(users).set({ merchantId: ids[merchantNo] }).where(eq(users.id, user.id));
  return { user, token: await t.login(user.username) };
}

type Page = { total: number; records: { merchantId: number; amountCents: number }[] };

/** Every row of a list, page by page. */
const list = async (token: string, name: string, query: Record<string, string | number> = {}): Promise<Page> => {
  const records: Page['records'] = [];
  for (let current = 1; ; current += 1) {
    const res = await t.call('GET', `merchantBilling/${name}`, { token, query: { current, size: 100, ...query } });
    expect(res.code, res.msg).toBe(200);
    records.push(...(res.data as Page).records);
    if (records.length >= res.data.total || !res.data.records.length) return { total: res.data.total, records };
  }
};
const totals = async (token: string, name: string, query: Record<string, string | number> = {}) => {
  const res = await t.call('GET', `merchantBilling/${name}/totals`, { token, query });
  expect(res.code, res.msg).toBe(200);
  return res.data as { count: number; amountCents: number };
};

async function sheetRows(token: string, name: string) {
  const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/merchantBilling/${name}/export`, headers: { authorization: `Bearer ${token}`, language: 'en' } });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0].rowCount - 1;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  for (const m of await t.db.select().from(merchants)) ids[m.merchantNo] = m.id;
  // Acquisitions at all three merchants (the intake charges each passed order).
  await apply(t, { merchantNo: '1501', productCode: 'JP-14D' });
  await apply(t, { merchantNo: '1502', productCode: 'HL-14D' });
  await apply(t, { merchantNo: '1503', productCode: 'SC-21D' });
  headOffice = (await staff()).token;
});
afterAll(() => t?.close());

describe('a traffic staff member sees only the merchants they acquire for', () => {
  it('narrows every list, total, balance, choice and export to the principal and related merchants', async () => {
    const { user, token } = await staff();
    const created = await t.call('POST', 'trafficPersonnel/save', { token: admin, body: {
      userId: user.id, merchantId: ids['1502'], relatedMerchantIds: [ids['1503']], staffType: 'channelManager', workingStatus: 'working',
    } });
    expect(created.code, created.msg).toBe(200);
    const mine = [ids['1502'], ids['1503']];

    const choices = await t.call('GET', 'merchantBilling/merchants', { token });
    expect(choices.data.map((c: { value: number }) => c.value).sort()).toEqual([...mine].sort());
    const balances = await t.call('GET', 'merchantBilling/balances', { token });
    expect(balances.data.map((b: { merchantId: number }) => b.merchantId).sort()).toEqual([...mine].sort());

    for (const name of LISTS) {
      const all = await list(headOffice, name);
      const expected = all.records.filter((r) => mine.includes(r.merchantId));
      expect(expected.length, name).toBeGreaterThan(0);
      expect(expected.length, name).toBeLessThan(all.records.length);
      const seen = await list(token, name);
      expect(seen.total, name).toBe(expected.length);
      expect(seen.records.every((r) => mine.includes(r.merchantId)), name).toBe(true);
      // The totals line is the sum of the head office's per-merchant totals.
      const perMerchant = await Promise.all(mine.map((merchantId) => totals(headOffice, name, { merchantId })));
      const sum = perMerchant.reduce((s, x) => ({ count: s.count + x.count, amountCents: s.amountCents + x.amountCents }), { count: 0, amountCents: 0 });
      expect(await totals(token, name), name).toMatchObject(sum);
      expect(seen.records.reduce((s, r) => s + r.amountCents, 0), name).toBe(sum.amountCents);
      // Asking for another merchant by filter shows nothing.
      expect((await list(token, name, { merchantId: ids['1501'] })).total, name).toBe(0);
      expect(await sheetRows(token, name), name).toBe(expected.length);
    }

    // Writes: a merchant outside the assignment is "not found".
    const outside = await moneyPost(t, token, 'merchantBilling/recharge', { merchantId: ids['1501'], amount: '100', channel: 'mpesa', channelRef: 'TRAFFIC001' });
    expect(outside).toMatchObject({ code: 404 });
    const inside = await moneyPost(t, token, 'merchantBilling/recharge', { merchantId: ids['1502'], amount: '100', channel: 'mpesa', channelRef: 'TRAFFIC002' });
    expect(inside.code, inside.msg).toBe(200);

    // The assignment changes the scope at once; deleting it gives back the ordinary scope.
    expect((await t.call('POST', 'trafficPersonnel/update', { token: admin, body: { id: created.data.id, merchantId: ids['1501'], relatedMerchantIds: [] } })).code).toBe(200);
    expect((await t.call('GET', 'merchantBilling/merchants', { token })).data.map((c: { value: number }) => c.value)).toEqual([ids['1501']]);
    expect((await list(token, 'recharges', { merchantId: ids['1502'] })).total).toBe(0);
    expect((await t.call('POST', 'trafficPersonnel/delete', { token: admin, body: { ids: [created.data.id] } })).code).toBe(200);
    expect((await list(token, 'recharges')).total).toBe((await list(headOffice, 'recharges')).total);
  });

  it('never widens the user\'s own merchant scope', async () => {
    const { user, token } = await staff('1502');
    await t.db.insert(trafficPersonnel).values({ userId: user.id, merchantId: ids['1501'], relatedMerchantIds: [ids['1502']], staffType: 'operations' });
    const choices = await t.call('GET', 'merchantBilling/merchants', { token });
    expect(choices.data.map((c: { value: number }) => c.value)).toEqual([ids['1502']]);
    const seen = await list(token, 'consumptions');
    expect(seen.records.every((r) => r.merchantId === ids['1502'])).toBe(true);
    expect(seen.total).toBe((await list(headOffice, 'consumptions', { merchantId: ids['1502'] })).total);
  });

  it('leaves staff without an assignment with their ordinary scope', async () => {
    const { token } = await staff('1503');
    const seen = await list(token, 'acquisitions');
    expect(seen.total).toBe((await list(headOffice, 'acquisitions', { merchantId: ids['1503'] })).total);
    expect(seen.total).toBeGreaterThan(0);
  });
});
