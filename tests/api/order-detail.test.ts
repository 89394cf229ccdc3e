import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { callAccounts, callLogs, customerContacts, customerCredits, merchants, orderAttachments, orders, userMerchants } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { rejectDirectly } from './order-detail-fixtures';
import { apply } from './order-fixtures';

let t: TestApp;
let admin: string;
let first: { orderId: number };
let order: typeof orders.$inferSelect;
let contacts: (typeof customerContacts.$inferSelect)[];
const BVN_PHONE = '254799887766';
const IMEI = '356789012345678';
const CUSTOMER = 710_001;
const ORDER_VIEW = viewCode('AuditSystem/OrderManagement');

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  first = await apply(t, { customer: CUSTOMER });
  await rejectDirectly(t, first.orderId, await t.userId('auditor'));
  const second = await apply(t, {
    customer: CUSTOMER,
    change: (app) => {
      app.bvn = { matched: true, registeredName: app.customer.fullName, registeredPhone: BVN_PHONE };
      app.device.imei = IMEI;
      app.bankCard = { holderName: app.customer.fullName, paymentType: 'mpesa', walletAccount: app.customer.phone };
    },
  });
  [order] = await t.db.select().from(orders).where(eq(orders.id, second.orderId));
  contacts = await t.db.select().from(customerContacts).where(eq(customerContacts.orderId, order.id));
  await t.db.insert(customerCredits).values({ customerId: order.customerId, creditType: 'cash', limitCents: 500_000, remainingCents: 200_000, status: 'active' });
  await t.db.insert(orderAttachments).values({ orderId: order.id, kind: 'idFront', fileName: 'id-front.jpg', contentType: 'image/jpeg', storageKey: 'k/1', sizeBytes: 120_000 });
});
afterAll(async () => { await t?.close(); });

const detail = (token: string, orderId = order.id) => t.call('GET', 'orderDetail/detail', { token, query: { orderId } });

/** A user of merchant 1502 only, who must not see 1501's orders. */
async function otherMerchantUser(codes: string[], sensitivePerms: ('viewPlainData' | 'revealMaskedValue')[]) {
  const user = await createUser(t.db, (await createRole(t.db, { codes, sensitivePerms })).id);
  const [other] = await t.db.select().from(merchants).where(eq(merchants.merchantNo, '1502'));
  await t.db.insert(userMerchants).values({ userId: user.id, merchantId: other.id });
  return t.login(user.username);
}

/** A masked user who may read orders (issue 31.5: order data needs a code of a screen that opens orders). */
async function maskedUser(sensitivePerms: ('revealMaskedValue')[] = [], codes: string[] = []) {
  const role = await createRole(t.db, { codes: [ORDER_VIEW, ...codes], sensitivePerms });
  return t.login((await createUser(t.db, role.id)).username);
}

describe('order detail', () => {
  it('returns every section and tab with the order\'s data', async () => {
    const { code, data } = await detail(admin);
    expect(code).toBe(200);
    expect(data.order).toMatchObject({ orderNo: order.orderNo, status: 10, phone: order.phone, idNumber: order.idNumber, productName: expect.any(String) });
    const s = data.sections;
    expect(s.incoming).toMatchObject({ externalRef: order.externalRef, appVersion: '3.4.1' });
    expect(s.basic).toMatchObject({ orderNo: order.orderNo, productCode: 'JP-14D', loanAmountCents: order.loanAmountCents, loanType: 1 });
    expect(s.bankCard).toMatchObject({ paymentType: 'mpesa', walletAccount: order.phone });
    expect(s.payment).toMatchObject({ practicalAmountCents: order.practicalAmountCents, disbursed: false, lendingAt: null });
    expect(s.repaymentCode).toEqual({ paybill: '4001501', accountNo: order.orderNo });
    expect(s.face).toMatchObject({ score: 90, livenessPassed: true });
    expect(s.steps.map((step: { action: string }) => step.action)).toEqual(['machinePass']);
    expect(s.attachments).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'idFront', fileName: 'id-front.jpg' }), expect.objectContaining({ kind: 'selfie', contentType: 'image/png' })]));
    expect(s.reviews).toEqual([]);
    expect(s.followRecords).toEqual([]);
    expect(s.merchantLink).toMatchObject({ merchantNo: '1501', merchantName: 'Jamii Pesa', appName: 'Jamii Pesa', dataSource: order.dataSource });
    const tabs = data.tabs;
    expect(tabs.basic).toMatchObject({ fullName: order.customerName, phone: order.phone, idNumber: order.idNumber });
    expect(tabs.basic.credits).toEqual(expect.arrayContaining([expect.objectContaining({ limitCents: 500_000, remainingCents: 200_000 }), expect.objectContaining({ creditType: 'cash', status: '4' })]));
    expect(tabs.socialRelations).toHaveLength(2);
    expect(tabs.closeContacts.length).toBe(contacts.filter((c) => c.kind === 'close').length);
    expect(tabs.closeContacts.length).toBeGreaterThan(0);
    expect(tabs.operator).toMatchObject({ carrier: 'Safaricom' });
    expect(tabs.appList.length).toBeGreaterThan(0);
    expect(tabs.location).toMatchObject({ county: 'Nairobi' });
    expect(tabs.device).toMatchObject({ imei: IMEI });
    expect(tabs.bvn).toMatchObject({ registeredPhone: BVN_PHONE });
  });

  it('finds an order by its number too', async () => {
    const { data } = await t.call('GET', 'orderDetail/detail', { token: admin, query: { orderNo: order.orderNo } });
    expect(data.order.id).toBe(order.id);
  });

  it('pages the customer\'s other orders and their audit steps 5 at a time', async () => {
    const history = await t.call('GET', 'orderDetail/historyOrders', { token: admin, query: { orderId: order.id } });
    expect(history.data).toMatchObject({ total: 1, current: 1, size: 5 });
    expect(history.data.records).toEqual([expect.objectContaining({ id: first.orderId, status: 50, refuseCode: 'M105' })]);
    const steps = await t.call('GET', 'orderDetail/historySteps', { token: admin, query: { orderId: order.id } });
    expect(steps.data).toMatchObject({ total: 3, size: 5 });
    expect(steps.data.records.map((r: { action: string }) => r.action)).toEqual(['reject', 'allocate', 'machinePass']);
    const second = await t.call('GET', 'orderDetail/historySteps', { token: admin, query: { orderId: order.id, current: 2, size: 2 } });
    expect(second.data.records.map((r: { action: string }) => r.action)).toEqual(['machinePass']);
  });

  it('masks phones and ID numbers everywhere for a masked user, contacts and captured data included', async () => {
    const token = await maskedUser();
    const { code, data } = await detail(token);
    expect(code).toBe(200);
    const text = JSON.stringify(data);
    for (const plain of [order.phone, order.idNumber, BVN_PHONE, IMEI, ...contacts.map((c) => c.phone)]) expect(text).not.toContain(plain);
    expect(data.order.phone).toBe(`${order.phone.slice(0, 4)}*****${order.phone.slice(-3)}`);
    expect(data.tabs.bvn.registeredPhone).toMatch(/^2547\*+766$/);
    expect(data.tabs.socialRelations[0].phone).toMatch(/^2547\*+\d{3}$/);
    expect(data.sections.bankCard.walletAccount).toMatch(/\*/);
  });

  it('answers 404 for an order outside the user\'s merchants', async () => {
    // A user who may read orders (issue 31.5), of another merchant.
    const collector = await otherMerchantUser([ORDER_VIEW], []);
    expect((await detail(collector)).code).toBe(404);
    expect((await t.call('GET', 'orderDetail/historyOrders', { token: collector, query: { orderId: order.id } })).code).toBe(404);
    expect((await t.call('GET', 'call/logs', { token: collector, query: { orderId: order.id } })).code).toBe(404);
    expect((await detail(admin, 999_999)).code).toBe(404);
  });
});

describe('reveal on the order detail', () => {
  const reveal = (token: string, entity: string, id: number, field: string) => t.call('GET', 'sensitive/reveal', { token, query: { entity, id, field } });

  it('shows the plain phone, ID and contact phone to a masked user allowed to reveal, and audits each', async () => {
    const token = await maskedUser(['revealMaskedValue'], [actionCode('OrderDetailAudit/OrderDetail', 'reveal')]);
    expect((await reveal(token, 'order', order.id, 'phone')).data).toEqual({ data: order.phone });
    expect((await reveal(token, 'order', order.id, 'idNumber')).data).toEqual({ data: order.idNumber });
    expect((await reveal(token, 'orderContact', contacts[0].id, 'phone')).data).toEqual({ data: contacts[0].phone });
    const rows = (await t.auditRows('reveal')).slice(-3);
    expect(rows.map((r) => [r.entity, r.entityId, (r.after as { field: string }).field])).toEqual([
      ['order', String(order.id), 'phone'], ['order', String(order.id), 'idNumber'], ['orderContact', String(contacts[0].id), 'phone']]);
  });

  it('refuses without the permission and hides orders outside the user\'s merchants', async () => {
    expect((await reveal(await maskedUser([], [actionCode('OrderDetailAudit/OrderDetail', 'reveal')]), 'order', order.id, 'phone')).code).toBe(403);
    const outsider = await otherMerchantUser([actionCode('OrderDetailAudit/OrderDetail', 'reveal')], ['revealMaskedValue']);
    expect((await reveal(outsider, 'order', order.id, 'phone')).code).toBe(404);
    expect((await reveal(outsider, 'orderContact', contacts[0].id, 'phone')).code).toBe(404);
  });
});

describe('click-to-call', () => {
  const call = (token: string, body: Record<string, unknown>) => t.call('POST', 'call/clickToCall', { token, body });

  it('reads the call config, 7 by default', async () => {
    const auditor = await t.login('auditor');
    expect((await t.call('GET', 'call/getCallConfig', { token: auditor })).data).toEqual({ startAccount: 7, seat: 'SIP-7100' });
    expect((await t.call('GET', 'call/getCallConfig', { token: admin })).data).toEqual({ startAccount: 7, seat: null });
  });

  it('places a call-centre call with the number the server resolves, logged and audited', async () => {
    const auditor = await t.login('auditor');
    const res = await call(auditor, { orderId: order.id, contactId: contacts[0].id, phoneNumber: '254700000000' });
    expect(res).toMatchObject({ code: 200, data: { via: 'callCentre', status: 'dialing', providerRef: expect.stringMatching(/^sandbox-call-\d+$/) } });
    const [log] = await t.db.select().from(callLogs).where(eq(callLogs.id, res.data.callLogId));
    expect(log).toMatchObject({ orderId: order.id, phone: contacts[0].phone, via: 'callCentre', provider: 'sandbox', providerRef: res.data.providerRef });
    expect((await t.auditRows('call.clickToCall')).at(-1)).toMatchObject({ actorUsername: 'auditor', entityId: String(order.id) });
    const logs = await t.call('GET', 'call/logs', { token: admin, query: { orderId: order.id } });
    expect(logs.data.records[0]).toMatchObject({ id: log.id, phone: contacts[0].phone, userName: 'Brian Otieno', via: 'callCentre' });
  });

  it('gives a tel: link (startAccount 9) only to users who see plain data', async () => {
    await t.db.insert(callAccounts).values({ userId: await t.userId('admin'), startAccount: 9 });
    const res = await call(admin, { orderId: order.id });
    expect(res.data).toMatchObject({ via: 'telLink', telUri: `tel:+${order.phone}` });
    const [log] = await t.db.select().from(callLogs).where(eq(callLogs.id, res.data.callLogId));
    expect(log).toMatchObject({ via: 'telLink', phone: order.phone, status: 'opened' });

    const role = await createRole(t.db, { codes: [actionCode('OrderDetailAudit/OrderDetail', 'call')] });
    const masked = await createUser(t.db, role.id);
    await t.db.insert(callAccounts).values({ userId: masked.id, startAccount: 9 });
    const before = (await t.db.select().from(callLogs)).length;
    const refused = await call(await t.login(masked.username), { orderId: order.id });
    expect(refused.code).toBe(403);
    expect(refused.msg).toContain('tel: link');
    expect(await t.db.select().from(callLogs)).toHaveLength(before);
  });

  it('refuses a call without the call code, and on an order outside the user\'s merchants', async () => {
    expect((await call(await maskedUser(), { orderId: order.id })).code).toBe(403);
    const outsider = await otherMerchantUser([actionCode('OrderDetailAudit/OrderDetail', 'call')], ['viewPlainData']);
    expect((await call(outsider, { orderId: order.id })).code).toBe(404);
  });
});
