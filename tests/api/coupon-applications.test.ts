/**
 * Coupon tasks and applications (issue 16): every field filled, limits not above their cap, an application
 * within the per-request limit, the agent's daily remaining (spec 8 message, enforced under concurrency: 50
 * applications against a daily limit of 10 give exactly 10), their total and the task's stock; approval by
 * someone other than the applicant issues the coupons (a discount coupon is usable in a repayment, a limit
 * coupon adds a credit line); a rejection gives the coupons back; lists scoped, masked, permission-checked.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, csCouponApplications, csCouponTasks, customerCredits, customers, merchants } from '../../server/db/schema';
import { applyRepayment } from '../../server/modules/repay/apply-repayment';
import { applyCodes, auditCodes, couponTask, firstMerchant, newCustomer, staff } from './coupon-fixtures';
import { startTestApp, type TestApp } from './harness';
import { disbursedLoan } from './money-fixtures';

let t: TestApp;
let admin: string;
let merchant: { id: number; appName: string };
let agent: Awaited<ReturnType<typeof staff>>;
let approver: Awaited<ReturnType<typeof staff>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  merchant = await firstMerchant(t);
  agent = await staff(t, applyCodes);
  approver = await staff(t, auditCodes, true);
});
afterAll(async () => { await t?.close(); });

const apply = (body: Record<string, unknown>, token = agent.token, language?: string) =>
  t.call('POST', 'csCouponApply/apply', { token, body: { quantity: 1, reason: 'Payout was delayed two days', ...body }, language });
const approve = (id: number, token = approver.token) => t.call('POST', 'csCouponAudit/approve', { token, body: { id, remark: 'ok' } });
/** The task's applications so far move to an earlier EAT day (a session would not survive advancing the clock a day). */
const yesterday = (taskId: number) => t.db.update(csCouponApplications).set({ day: '2000-01-01' }).where(eq(csCouponApplications.taskId, taskId));
const reject = (id: number, token = approver.token) => t.call('POST', 'csCouponAudit/reject', { token, body: { id, remark: 'not needed' } });

describe('coupon tasks', () => {
  it('need every field, and limits not above their cap (per-request ≤ daily ≤ total ≤ count)', async () => {
    const save = (extra: Record<string, unknown>) => couponTask(t, admin, merchant, extra).then(() => 200, (e: Error) => e.message);
    expect(await save({ dailyLimit: 200 })).toMatch(/^couponTask: 400 Limits must not exceed their cap/);
    expect(await save({ perRequestLimit: 11 })).toMatch(/^couponTask: 400 Limits must not exceed/);
    expect(await save({ totalLimit: 2000 })).toMatch(/^couponTask: 400 Limits must not exceed/);
    expect(await save({ name: '' })).toMatch(/^couponTask: 400/);
    expect(await save({ reason: '' })).toMatch(/^couponTask: 400/);
    expect(await save({ apps: [] })).toMatch(/^couponTask: 400/);
    expect(await save({ merchantIds: [] })).toMatch(/^couponTask: 400/);
    expect(await save({ faceValueCents: '0' })).toMatch(/^couponTask: 400/);
    expect(await save({ expiresAt: undefined })).toMatch(/^couponTask: 400/);
    expect(await save({ name: 'x'.repeat(31) })).toMatch(/^couponTask: 400/);
    const zh = await t.call('POST', 'csCouponTask/save', { token: admin, language: 'zh', body: { name: 'Z', dailyLimit: 5 } });
    expect(zh.code).toBe(400);
    expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await save({})).toBe(200);
  });

  it('are refused to callers without the screen\'s codes', async () => {
    expect((await t.call('GET', 'csCouponTask/list', { token: agent.token })).code).toBe(403);
    expect((await t.call('POST', 'csCouponTask/save', { token: approver.token, body: {} })).code).toBe(403);
  });
});

describe('applying', () => {
  it('refuses incomplete applications, unknown customers, customers outside the task, and above the per-request limit', async () => {
    const task = await couponTask(t, admin, merchant);
    const customer = await newCustomer(t, merchant.id);
    expect(await apply({ taskId: task.id, phone: customer.phone, reason: ' ' })).toMatchObject({ code: 400, msg: expect.stringContaining('Please provide complete information') });
    expect(await apply({ taskId: task.id, phone: '' })).toMatchObject({ code: 400 });
    expect(await apply({ taskId: task.id, phone: customer.phone, quantity: undefined })).toMatchObject({ code: 400 });
    expect(await apply({ taskId: task.id, phone: '254799999999' })).toMatchObject({ code: 404, msg: 'No customer with this phone number.' });
    expect(await apply({ taskId: task.id, phone: customer.phone, quantity: 4 })).toMatchObject({ code: 400, msg: 'At most 3 coupons per application.' });
    const [other] = await t.db.select().from(csCouponTasks).where(eq(csCouponTasks.id, task.id));
    await t.db.update(csCouponTasks).set({ merchantIds: [other.merchantIds[0] + 1000] }).where(eq(csCouponTasks.id, task.id));
    expect(await apply({ taskId: task.id, phone: customer.phone })).toMatchObject({ code: 409, msg: expect.stringContaining('not covered') });
    await t.db.update(csCouponTasks).set({ merchantIds: other.merchantIds, enabled: false }).where(eq(csCouponTasks.id, task.id));
    expect(await apply({ taskId: task.id, phone: customer.phone })).toMatchObject({ code: 409, msg: 'The coupon task is disabled or expired.' });
    await t.db.update(csCouponTasks).set({ enabled: true, expiresAt: new Date(t.clock.now().getTime() - 1000) }).where(eq(csCouponTasks.id, task.id));
    expect(await apply({ taskId: task.id, phone: customer.phone })).toMatchObject({ code: 409 });
  });

  it('takes a phone typed as 07…, and counts the daily remaining: 50 concurrent applications against a daily limit of 10 give exactly 10', async () => {
    const task = await couponTask(t, admin, merchant, { perRequestLimit: 1 });
    const customer = await newCustomer(t, merchant.id);
    const local = `0${customer.phone.slice(3)}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply({ taskId: task.id, phone: local })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.code !== 200);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r).toMatchObject({ code: 409, msg: 'The limit has been exceeded. The remaining number of applications on the day is insufficient.' });
    const zh = await apply({ taskId: task.id, phone: local }, agent.token, 'zh');
    expect(zh.msg).toBe('超出限额，当日剩余申请次数不足。');
    const rows = await t.db.select().from(csCouponApplications).where(eq(csCouponApplications.taskId, task.id));
    expect(rows).toHaveLength(10);
    const [after] = await t.db.select().from(csCouponTasks).where(eq(csCouponTasks.id, task.id));
    expect(after.usedCount).toBe(10);
    // Another agent has their own day; the next EAT day the first agent has theirs again.
    const second = await staff(t, applyCodes);
    expect((await apply({ taskId: task.id, phone: local }, second.token)).code).toBe(200);
    await yesterday(task.id);
    expect((await apply({ taskId: task.id, phone: local })).code).toBe(200);
  });

  it('a rejection gives the coupons back; the total limit and the stock hold', async () => {
    const task = await couponTask(t, admin, merchant, { count: 5, dailyLimit: 5, totalLimit: 5, perRequestLimit: 3 });
    const customer = await newCustomer(t, merchant.id);
    const first = await apply({ taskId: task.id, phone: customer.phone, quantity: 3 });
    expect(first.code).toBe(200);
    expect(await apply({ taskId: task.id, phone: customer.phone, quantity: 3 })).toMatchObject({ code: 409, msg: 'The limit has been exceeded. The remaining number of applications on the day is insufficient.' });
    expect((await reject(first.data.id)).code).toBe(200);
    expect((await apply({ taskId: task.id, phone: customer.phone, quantity: 3 })).code).toBe(200);
    await yesterday(task.id);
    expect(await apply({ taskId: task.id, phone: customer.phone, quantity: 3 })).toMatchObject({ code: 409, msg: expect.stringContaining('remaining total') });
    const other = await staff(t, applyCodes);
    expect(await apply({ taskId: task.id, phone: customer.phone, quantity: 3 }, other.token)).toMatchObject({ code: 409, msg: expect.stringContaining('coupons left') });
    const options = (await t.call('GET', 'csCouponApply/taskOptions', { token: other.token })).data;
    expect(options.find((o: { value: number }) => o.value === task.id)).toMatchObject({ remainingToday: 2, remainingTotal: 2 });
  });
});

describe('review', () => {
  it('is never by the applicant; approval issues the coupons, usable in a repayment', async () => {
    const loan = await disbursedLoan(t);
    const [m] = await t.db.select({ appName: merchants.appName }).from(merchants).where(eq(merchants.id, loan.order.merchantId));
    const task = await couponTask(t, admin, { id: loan.order.merchantId, appName: m.appName as string });
    const both = await staff(t, [...applyCodes, ...auditCodes]);
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, loan.order.customerId));
    const applied = await apply({ taskId: task.id, phone: customer.phone, quantity: 2 }, both.token);
    expect(applied.code).toBe(200);
    expect(await approve(applied.data.id, both.token)).toMatchObject({ code: 403, msg: 'You cannot review your own application.' });
    expect((await approve(applied.data.id, agent.token)).code).toBe(403);
    const approved = await approve(applied.data.id);
    expect(approved).toMatchObject({ code: 200, data: { status: 'approved' } });
    expect(approved.data.couponNos).toHaveLength(2);
    expect((await approve(applied.data.id)).code).toBe(409);
    expect((await reject(applied.data.id)).code).toBe(409);
    const issued = await t.db.select().from(coupons).where(and(eq(coupons.source, 'csCouponApplication'), eq(coupons.sourceId, applied.data.id)));
    expect(issued).toHaveLength(2);
    expect(issued[0]).toMatchObject({ customerId: customer.id, status: 'waitingToBeUsed', amountCents: 150_00, couponType: 'discount_coupon', validDays: 14 });
    expect((await t.auditRows('coupon.issue')).length).toBeGreaterThanOrEqual(2);
    expect((await t.auditRows('csCouponApplication.approve')).at(-1)).toMatchObject({ entityId: String(applied.data.id) });
    const [bill] = loan.bills;
    const result = await t.db.transaction((tx) => applyRepayment(tx, {
      billId: bill.id, repayType: 'partial', amountCents: 100_00, paymentChannel: 'mpesa', paymentCode: `QKCP${loan.orderId}`, couponId: issued[0].id,
      source: 'manual', repaidAt: t.clock.now(), actorUserId: null, now: t.clock.now(),
    }));
    expect(result.flow.couponCents).toBe(150_00);
    const [used] = await t.db.select().from(coupons).where(eq(coupons.id, issued[0].id));
    expect(used.status).toBe('used');
    const view = (await t.call('GET', 'customerManage/detail', { token: admin, query: { customerId: String(customer.id) } })).data;
    expect(view.coupons.map((c: { couponNo: string }) => c.couponNo)).toEqual(expect.arrayContaining(approved.data.couponNos));
  });

  it('a limit coupon raises the customer\'s limit with its own credit line', async () => {
    const task = await couponTask(t, admin, merchant, { couponType: 'increase_loan_limit_coupon', faceValueCents: '2000' });
    const customer = await newCustomer(t, merchant.id);
    const applied = await apply({ taskId: task.id, phone: customer.phone });
    expect((await approve(applied.data.id)).code).toBe(200);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.customerId, customer.id));
    expect(coupon).toMatchObject({ couponType: 'increase_loan_limit_coupon', status: 'used' });
    const lines = await t.db.select().from(customerCredits).where(eq(customerCredits.customerId, customer.id));
    expect(lines).toMatchObject([{ creditType: 'couponRaise', limitCents: 2000_00, remainingCents: 2000_00, status: '5' }]);
    expect(lines[0].expiresAt?.getTime()).toBe(coupon.expiresAt.getTime());
  });

  it('lists: the agent sees their own, the reviewer all; masked for masked users', async () => {
    const mine = (await t.call('GET', 'csCouponApply/list', { token: agent.token })).data;
    expect(mine.total).toBeGreaterThan(0);
    const other = await staff(t, applyCodes);
    expect((await t.call('GET', 'csCouponApply/list', { token: other.token })).data.total).toBe(0);
    const masked = await staff(t, auditCodes);
    const all = (await t.call('GET', 'csCouponAudit/list', { token: masked.token, query: { status: 'pending' } })).data;
    expect(all.total).toBeGreaterThan(0);
    for (const r of all.records) expect(r.phone).toContain('*');
    const plain = (await t.call('GET', 'csCouponAudit/list', { token: approver.token })).data;
    expect(plain.records[0].phone).toMatch(/^2547\d{8}$/);
    expect((await t.call('GET', 'csCouponAudit/list', { token: agent.token })).code).toBe(403);
    expect((await t.call('POST', 'csCouponApply/apply', { token: approver.token, body: {} })).code).toBe(403);
  });
});
