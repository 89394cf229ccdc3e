import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEatDate } from '../../common/time';
import { actionCode, viewCode } from '../../common/routes';
import { auditPersonnel, merchants, orders, orderSteps, reReviewApplications, reReviewConfigs } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { HOUR, startTestApp, type TestApp } from './harness';
import { apply } from './order-fixtures';
import { tieToEveryMerchant } from './merchant-scope.rows';
import { approvalRejected, merchantId, scopeUserTo } from './order-states';

const SCREEN = 'AuditSystem/RejectOrderReview';
const HL = { merchantNo: '1502', productCode: 'HL-14D' };
const SC = { merchantNo: '1503', productCode: 'SC-21D' };
let t: TestApp;
let admin: string;
let auditor: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin, auditor] = [await t.login('admin'), await t.login('auditor')];
});
afterAll(async () => { await t.close(); });

const applyFor = (orderNo: string, token = admin, reason = 'Customer sent a new payslip') =>
  t.call('POST', 'orderReview/apply', { token, body: { orderNo, reason } });
const approve = (id: number, token = auditor) => t.call('POST', 'orderReview/approve', { token, body: { id } });
const reject = (id: number, remark: string, token = auditor) => t.call('POST', 'orderReview/reject', { token, body: { id, remark } });
const setConfig = async (merchantNo: string, values: Partial<typeof reReviewConfigs.$inferInsert>) =>
  t.db.update(reReviewConfigs).set(values).where(eq(reReviewConfigs.merchantId, await merchantId(t, merchantNo)));
const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const idOf = new Map<string, number>();

describe('re-review config', () => {
  beforeAll(async () => {
    for (const no of ['1501', '1502', '1503']) idOf.set(no, await merchantId(t, no));
  });

  it('validates the limits, the merchant and the refuse codes, and keeps one config per merchant', async () => {
    const [merchant] = await t.db.insert(merchants).values({ merchantNo: '1599', merchantName: 'Test Merchant', companyCode: '15', companyName: 'Jamii' }).returning();
    // A merchant added straight into the database: the administrator is tied to it as the merchant screen would.
    await tieToEveryMerchant(t.db, ['admin']);
    const save = (body: Record<string, unknown>) => t.call('POST', 'orderReviewConfig/save', { token: admin, body });
    const valid = { merchantId: merchant.id, dailyLimit: 5, minHoursAfterReject: 2, refuseCodes: ['M101'] };
    expect(await save({ ...valid, dailyLimit: -1 })).toMatchObject({ code: 400, msg: 'Daily limit: at least 0.' });
    expect(await save({ ...valid, minHoursAfterReject: 1.5 })).toMatchObject({ code: 400, msg: 'Hours after rejection must be a whole number.' });
    expect(await save({ ...valid, merchantId: undefined })).toMatchObject({ code: 400 });
    expect(await save({ ...valid, merchantId: 99_999 })).toMatchObject({ code: 400, msg: 'The merchant was not found.' });
    expect(await save({ ...valid, refuseCodes: ['M101', 'X999'] })).toMatchObject({ code: 400, msg: 'Unknown refuse codes: X999' });
    const created = await save(valid);
    expect(created).toMatchObject({ code: 200, data: { merchantId: merchant.id, merchantName: 'Test Merchant', refuseCodes: ['M101'], enabled: true } });
    expect(await save(valid)).toMatchObject({ code: 409, msg: 'This merchant already has a re-review configuration.' });
    expect(await save({ ...valid, merchantId: idOf.get('1501') })).toMatchObject({ code: 409 });
    const updated = await t.call('POST', 'orderReviewConfig/update', { token: admin, body: { id: created.data.id, dailyLimit: 0, refuseCodes: [] } });
    expect(updated.data).toMatchObject({ dailyLimit: 0, refuseCodes: [] });
    expect(await t.call('POST', 'orderReviewConfig/enable', { token: admin, body: { id: created.data.id, enabled: false } })).toMatchObject({ code: 200 });
    const list = await t.call('GET', 'orderReviewConfig/list', { token: admin, query: { merchantId: merchant.id } });
    expect(list.data.records).toMatchObject([{ enabled: false, merchantName: 'Test Merchant' }]);
    expect(await t.call('POST', 'orderReviewConfig/delete', { token: admin, body: { ids: [created.data.id] } })).toMatchObject({ code: 200 });
  });
});

describe('re-review applications', () => {
  it('refuses each order that does not qualify, with its reason', async () => {
    expect(await applyFor('150199123199999')).toMatchObject({ code: 404, msg: 'The order was not found.' });
    expect(await applyFor('not-a-number')).toMatchObject({ code: 400, msg: 'Enter a valid order number.' });
    expect(await applyFor('')).toMatchObject({ code: 400 });
    const fresh = await apply(t);
    expect(await applyFor(fresh.orderNo)).toMatchObject({ code: 409, msg: `Order ${fresh.orderNo} is To be allocated; only approval-rejected orders can be re-reviewed.` });
    const wrongCode = await approvalRejected(t, {}, 'M101');
    expect(await applyFor(wrongCode.orderNo)).toMatchObject({ code: 409, msg: 'Refuse code M101 does not qualify for re-review.' });
    const other = await approvalRejected(t, HL);
    const role = await createRole(t.db, { codes: [viewCode(SCREEN), actionCode(SCREEN, 'apply')] });
    const user = await createUser(t.db, role.id);
    await scopeUserTo(t, user.id, '1501');
    expect(await applyFor(other.orderNo, await t.login(user.username))).toMatchObject({ code: 403, msg: 'The order does not belong to your merchants.' });
    await setConfig('1502', { enabled: false });
    expect(await applyFor(other.orderNo)).toMatchObject({ code: 409, msg: 'Re-review applications are not enabled for this merchant.' });
    await setConfig('1502', { enabled: true });
  });

  it('waits the configured hours after the rejection', async () => {
    await setConfig('1502', { minHoursAfterReject: 2 });
    const order = await approvalRejected(t, HL);
    const early = await applyFor(order.orderNo);
    expect(early).toMatchObject({ code: 409 });
    expect(early.msg).toMatch(/^A re-review may be applied for 2 hours after the rejection, from \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(EAT\)\.$/);
    t.clock.advance(2 * HOUR + 1_000);
    [admin, auditor] = [await t.login('admin'), await t.login('auditor')];
    expect(await applyFor(order.orderNo)).toMatchObject({ code: 200, data: { status: 'pending' } });
    await setConfig('1502', { minHoursAfterReject: 0 });
  });

  it('accepts one pending application per order', async () => {
    const order = await approvalRejected(t);
    expect(await applyFor(order.orderNo)).toMatchObject({ code: 200 });
    expect(await applyFor(order.orderNo)).toMatchObject({ code: 409, msg: `Order ${order.orderNo} already has a pending re-review application.` });
  });

  it('shows per merchant the day\'s submitted and remaining counts, and refuses past the daily limit', async () => {
    await setConfig('1503', { dailyLimit: 2 });
    const day = formatEatDate(t.clock.now());
    const before = await t.call('GET', 'orderReview/dailyCounts', { token: admin });
    expect(before.data.day).toBe(day);
    const row = (data: { merchants: { merchantId: number }[] }) => data.merchants.find((m) => m.merchantId === idOf.get('1503'));
    expect(row(before.data)).toMatchObject({ open: true, dailyLimit: 2, submitted: 0, remaining: 2 });
    const [a, b, c] = [await approvalRejected(t, SC), await approvalRejected(t, SC), await approvalRejected(t, SC)];
    expect(await applyFor(a.orderNo)).toMatchObject({ code: 200 });
    expect(row((await t.call('GET', 'orderReview/dailyCounts', { token: admin })).data)).toMatchObject({ submitted: 1, remaining: 1 });
    expect(await applyFor(b.orderNo)).toMatchObject({ code: 200 });
    expect(await applyFor(c.orderNo)).toMatchObject({ code: 409, msg: 'The remaining number of applications on the day is insufficient.' });
    expect(row((await t.call('GET', 'orderReview/dailyCounts', { token: admin })).data)).toMatchObject({ submitted: 2, remaining: 0 });
    await setConfig('1503', { enabled: false });
    expect(row((await t.call('GET', 'orderReview/dailyCounts', { token: admin })).data)).toMatchObject({ open: false, remaining: 0 });
    await setConfig('1503', { enabled: true });
  });

  it('gives the last slot of the day to exactly one of two concurrent applications', async () => {
    const [a, b] = [await approvalRejected(t, SC), await approvalRejected(t, SC)];
    const submitted = (await t.db.select().from(reReviewApplications)
      .where(eq(reReviewApplications.merchantId, idOf.get('1503')!))).filter((r) => r.submittedDay === formatEatDate(t.clock.now())).length;
    await setConfig('1503', { dailyLimit: submitted + 1 });
    const results = await Promise.all([applyFor(a.orderNo, admin), applyFor(b.orderNo, auditor)]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.code === 409)!.msg).toBe('The remaining number of applications on the day is insufficient.');
  });
});

describe('deciding re-review applications', () => {
  const pendingApplication = async (options = {}) => {
    const order = await approvalRejected(t, options);
    const res = await applyFor(order.orderNo);
    expect(res.code).toBe(200);
    return { order, id: res.data.id as number };
  };

  it('does not let the applicant decide their own application', async () => {
    const { id } = await pendingApplication();
    expect(await approve(id, admin)).toMatchObject({ code: 403, msg: 'The person who applies cannot approve or reject their own application.' });
    expect(await reject(id, 'no', admin)).toMatchObject({ code: 403 });
    const list = await t.call('GET', 'orderReview/list', { token: admin, query: { status: 'pending' } });
    expect(list.data.records.find((r: { id: number }) => r.id === id)).toMatchObject({ ownApplication: true, applicantName: 'Grace Wanjiku' });
  });

  it('approval sends the order back to pending review with its auditor, counts the re-review and records a reReview step', async () => {
    const { order, id } = await pendingApplication();
    const res = await approve(id);
    expect(res).toMatchObject({ code: 200, data: { orderStatus: 20, application: { status: 'approved' } } });
    expect(await orderOf(order.orderId)).toMatchObject({ status: 20, auditorId: order.auditorId, reReviewCount: 1, refuseCode: null });
    const [step] = await t.db.select().from(orderSteps).where(eq(orderSteps.orderId, order.orderId)).orderBy(desc(orderSteps.id)).limit(1);
    expect(step).toMatchObject({ action: 'reReview', fromStatus: 50, toStatus: 20, actorName: 'Brian Otieno', reason: 'Customer sent a new payslip' });
    expect(await approve(id)).toMatchObject({ code: 409, msg: 'This application has already been decided (Approved).' });
    expect((await t.auditRows('orderReview.approve')).at(-1)).toMatchObject({ entityId: String(id) });
  });

  it('approval sends the order to be allocated when its auditor no longer reviews', async () => {
    const { order, id } = await pendingApplication();
    await t.db.update(auditPersonnel).set({ status: 'frozen' }).where(eq(auditPersonnel.userId, order.auditorId));
    try {
      expect(await approve(id)).toMatchObject({ code: 200, data: { orderStatus: 10, auditorId: null } });
    } finally {
      await t.db.update(auditPersonnel).set({ status: 'normal' }).where(eq(auditPersonnel.userId, order.auditorId));
    }
    expect(await orderOf(order.orderId)).toMatchObject({ status: 10, auditorId: null, reReviewCount: 1 });
    const [step] = await t.db.select().from(orderSteps).where(eq(orderSteps.orderId, order.orderId)).orderBy(desc(orderSteps.id)).limit(1);
    expect(step).toMatchObject({ action: 'retrieveToAllocation', fromStatus: 50, toStatus: 10, detail: { reReviewApplicationId: id, auditorUnavailable: true } });
  });

  it('rejection needs a remark and leaves the order rejected', async () => {
    const { order, id } = await pendingApplication();
    expect(await reject(id, ' ')).toMatchObject({ code: 400 });
    expect(await reject(id, 'Payslip is not new')).toMatchObject({ code: 200, data: { application: { status: 'rejected', decisionRemark: 'Payslip is not new' } } });
    expect(await orderOf(order.orderId)).toMatchObject({ status: 50, reReviewCount: 0, refuseCode: 'M102' });
    expect(await applyFor(order.orderNo)).toMatchObject({ code: 200 });
  });

  it('lists applications with their filters', async () => {
    const { order } = await pendingApplication(HL);
    const byOrder = await t.call('GET', 'orderReview/list', { token: auditor, query: { orderNo: order.orderNo } });
    expect(byOrder.data).toMatchObject({ total: 1, records: [{ orderNo: order.orderNo, status: 'pending', refuseCode: 'M102', orderStatus: 50, ownApplication: false }] });
    const approved = await t.call('GET', 'orderReview/list', { token: auditor, query: { status: 'approved' } });
    expect(approved.data.records.length).toBeGreaterThan(0);
    expect(approved.data.records.every((r: { status: string; deciderName: string }) => r.status === 'approved' && r.deciderName === 'Brian Otieno')).toBe(true);
    const hl = await t.call('GET', 'orderReview/list', { token: auditor, query: { merchantId: idOf.get('1502')!, dayFrom: formatEatDate(t.clock.now()) } });
    expect(hl.data.records.every((r: { orderNo: string }) => r.orderNo.startsWith('1502'))).toBe(true);
    expect(hl.data.total).toBeGreaterThanOrEqual(2);
  });

  it('needs the screen\'s codes', async () => {
    const role = await createRole(t.db, { codes: [viewCode(SCREEN)] });
    const viewer = await t.login((await createUser(t.db, role.id)).username);
    const { id, order } = await pendingApplication();
    expect(await t.call('GET', 'orderReview/list', { token: viewer })).toMatchObject({ code: 200 });
    expect(await applyFor(order.orderNo, viewer)).toMatchObject({ code: 403 });
    expect(await approve(id, viewer)).toMatchObject({ code: 403 });
    expect(await reject(id, 'x', viewer)).toMatchObject({ code: 403 });
  });
});
