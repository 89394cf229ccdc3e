/**
 * Merchant configuration screens (issue 17): the artificial black list refuses at machine review, the contact
 * black list answers isContactBlacklisted, every write is checked against the screen's codes and audited, masked
 * users receive masked phones, and bad input is refused with translated messages.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, orderSteps } from '../../server/db/schema';
import { isContactBlacklisted } from '../../server/modules/merchant-config/contact-blacklist';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { tieToEveryMerchant } from './merchant-scope.rows';
import { apply } from './order-fixtures';

let t: TestApp;
let admin: string;
let viewer: string;
let nobody: string;
const ids: Record<string, number> = {};

async function login(codes: readonly string[]) {
  const role = await createRole(t.db, { codes });
  return t.login((await createUser(t.db, role.id)).username);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  viewer = await login(['MerchantSystem:ArtificialBlacklistLibrary:view', 'MerchantSystem:ContactBlacklist:view', 'OperationSystem:OrganizationMerchantManagement:view']);
  nobody = await login(['MerchantSystem:ConsumptionRecord:view']);
  for (const m of await t.db.select().from(merchants)) ids[m.merchantNo] = m.id;
});
afterAll(() => t?.close());

const blacklist = (body: Record<string, unknown>, token = admin, language = 'en') => t.call('POST', 'artificialBlacklist/save', { token, body, language });

describe('artificial black list at machine review', () => {
  it('refuses an applicant listed for the merchant or for all merchants, not one listed for another merchant', async () => {
    const own = await blacklist({ merchantId: ids['1501'], subjectType: 'phone', value: '254799000101', reason: 'Fraud ring' });
    expect(own.code, own.msg).toBe(200);
    expect((await blacklist({ merchantId: ids['1502'], subjectType: 'phone', value: '254799000102', reason: 'Other merchant' })).code).toBe(200);
    expect((await blacklist({ subjectType: 'idNumber', value: '4123987', reason: 'Stolen ID' })).code).toBe(200);
    expect((await blacklist({ merchantId: ids['1501'], subjectType: 'device', value: 'dev-blocked-77', reason: 'Farm device' })).code).toBe(200);

    const refused = await apply(t, { change: (a) => { a.customer.phone = '254799000101'; } });
    expect(refused).toMatchObject({ status: 40, refuseCode: 'R100' });
    const [step] = await t.db.select().from(orderSteps).where(eq(orderSteps.orderId, refused.orderId));
    // The machine step's explanation names the merchant's black-list entry, its key masked (docs/risk.md).
    const lists = (step.detail as { explanation: { lists: { listType: string; subjectType: string; source: string; key: string }[] } }).explanation.lists;
    expect(lists.map(({ listType, subjectType, source }) => ({ listType, subjectType, source }))).toEqual([{ listType: 'black', subjectType: 'phone', source: 'manualBlacklist' }]);
    expect(lists[0].key).not.toContain('254799000101');
    expect(await apply(t, { change: (a) => { a.customer.phone = '254799000102'; } })).toMatchObject({ status: 10, refuseCode: null });
    expect(await apply(t, { merchantNo: '1503', productCode: 'SC-21D', change: (a) => { a.customer.idNumber = '4123987'; } })).toMatchObject({ status: 40, refuseCode: 'R100' });
    expect(await apply(t, { change: (a) => { a.device.deviceId = 'dev-blocked-77'; } })).toMatchObject({ status: 40, refuseCode: 'R100' });

    // Disabled: no longer refuses.
    expect((await t.call('POST', 'artificialBlacklist/enable', { token: admin, body: { id: own.data.id, enabled: false } })).code).toBe(200);
    expect(await apply(t, { change: (a) => { a.customer.phone = '254799000101'; } })).toMatchObject({ status: 10 });
  });

  it('checks the value against its subject and refuses duplicates, in the caller\'s language', async () => {
    expect(await blacklist({ subjectType: 'phone', value: '0712', reason: 'x' })).toMatchObject({ code: 400 });
    expect((await blacklist({ subjectType: 'device', value: 'a b', reason: 'x' })).msg).toBe('A device ID is 3 to 128 letters, digits, ".", ":", "_" or "-".');
    expect((await blacklist({ subjectType: 'device', value: 'a b', reason: 'x' }, admin, 'zh')).msg).toBe('设备号为 3 到 128 个字母、数字、"."、":"、"_" 或 "-"。');
    expect((await blacklist({ subjectType: 'phone', value: '254799000201', reason: 'x', merchantId: 99_999 })).msg).toBe('The merchant does not exist.');
    expect((await blacklist({ subjectType: 'phone', value: '254799000201', reason: 'Twice' })).code).toBe(200);
    expect(await blacklist({ subjectType: 'phone', value: '254799000201', reason: 'Twice' })).toMatchObject({ code: 409, msg: 'This value is already blacklisted for this merchant.' });
  });

  it('answers phones masked to masked users, and names all merchants', async () => {
    const page = await t.call('GET', 'artificialBlacklist/list', { token: viewer, query: { subjectType: 'phone', size: 50 } });
    expect(page.code).toBe(200);
    const seeded = page.data.records.find((r: { reason: string }) => r.reason.startsWith('Confirmed fraud'));
    expect(seeded.phone).not.toBe('254790112233');
    expect(seeded.phone).toMatch(/\*/);
    expect(seeded).not.toHaveProperty('value');
    expect(seeded.merchantName).toBeNull();
  });
});

describe('contact black list', () => {
  it('isContactBlacklisted reads any typed form of an enabled number', async () => {
    expect(await isContactBlacklisted(t.db, '0792 556 018')).toBe(true);
    expect(await isContactBlacklisted(t.db, '+254792556018')).toBe(true);
    expect(await isContactBlacklisted(t.db, '254799999999')).toBe(false);
    expect(await isContactBlacklisted(t.db, 'not a phone')).toBe(false);
    const added = await t.call('POST', 'contactBlacklist/save', { token: admin, body: { phone: '254799000301', reason: 'Asked to stop' } });
    expect(added.code, added.msg).toBe(200);
    expect(await isContactBlacklisted(t.db, '0799000301')).toBe(true);
    await t.call('POST', 'contactBlacklist/enable', { token: admin, body: { id: added.data.id, enabled: false } });
    expect(await isContactBlacklisted(t.db, '0799000301')).toBe(false);
    expect(await t.call('POST', 'contactBlacklist/save', { token: admin, body: { phone: '254799000301', reason: 'Again' } }))
      .toMatchObject({ code: 409, msg: 'This number is already on the contact blacklist.' });
    expect((await t.call('POST', 'contactBlacklist/save', { token: admin, body: { phone: '0799', reason: 'x' } })).code).toBe(400);
  });
});

describe('permissions and audit', () => {
  it('needs the screen\'s codes: view lists, writes need their action', async () => {
    expect((await t.call('GET', 'trafficRule/list', { token: viewer })).code).toBe(200);
    expect((await t.call('GET', 'merchantConfig/options/merchants', { token: viewer })).data).toHaveLength(3);
    expect((await t.call('GET', 'merchantLoanLimit/list', { token: viewer })).code).toBe(403);
    expect((await t.call('GET', 'trafficRule/list', { token: nobody })).code).toBe(403);
    expect((await t.call('GET', 'merchantConfig/options/merchants', { token: nobody })).code).toBe(403);
    expect((await t.call('POST', 'contactBlacklist/save', { token: viewer, body: { phone: '254799000401', reason: 'x' } })).code).toBe(403);
    expect((await blacklist({ subjectType: 'phone', value: '254799000402', reason: 'x' }, viewer)).code).toBe(403);
  });

  it('audits a traffic rule with before and after, one per merchant', async () => {
    const [m] = await t.db.insert(merchants).values({ merchantNo: '1599', merchantName: 'Pesa Haraka', companyCode: '15', companyName: 'Jamii' }).returning();
    await tieToEveryMerchant(t.db);
    const created = await t.call('POST', 'trafficRule/save', { token: admin, body: { merchantId: m.id, applyLimit: 1, registerLimit: 0 } });
    expect(created.code, created.msg).toBe(200);
    expect(await t.call('POST', 'trafficRule/save', { token: admin, body: { merchantId: m.id, applyLimit: -1, registerLimit: -1 } }))
      .toMatchObject({ code: 409, msg: 'This merchant already has a traffic rule.' });
    expect((await t.call('POST', 'trafficRule/save', { token: admin, body: { merchantId: m.id, applyLimit: -2, registerLimit: -1 } })).code).toBe(400);
    expect((await t.call('POST', 'trafficRule/update', { token: admin, body: { id: created.data.id, applyLimit: -1 } })).code).toBe(200);
    const row = (await t.auditRows('update')).find((r) => r.entity === 'trafficRule' && r.entityId === String(created.data.id));
    expect(row?.before).toMatchObject({ applyLimit: 1 });
    expect(row?.after).toMatchObject({ applyLimit: -1 });
    const list = await t.call('GET', 'trafficRule/list', { token: admin, query: { merchantId: m.id } });
    expect(list.data.records).toMatchObject([{ merchantName: 'Pesa Haraka', applyLimit: -1, registerLimit: 0, enabled: true }]);
  });
});
