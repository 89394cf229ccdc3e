/**
 * Approval (issue 15): a telemarketer requests an activity's coupon for the customer of their own dial task, within
 * the activity's rules and its daily and total limits — enforced under concurrency (50 requests against a daily
 * limit of 10 give exactly 10); an approver approves (the coupon is issued) or rejects (the count is given back),
 * never their own request; the list is scoped and masked.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, tmActivities, tmActivityDayCounts, tmApprovals, tmDialTasks } from '../../server/db/schema';
import { codesOf } from './collection-approvals.helpers';
import { DAY, startTestApp, type TestApp } from './harness';
import { APPROVAL, firstMerchant, managerCodes, newCustomer, newEntries, staff, telemarketerCodes } from './telemarketing-work.helpers';

let t: TestApp;
let admin: string;
let merchantId: number;
let manager: { id: number; username: string; token: string };
let tm: { id: number; username: string; token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  merchantId = await firstMerchant(t);
  manager = await staff(t, managerCodes);
  tm = await staff(t, telemarketerCodes, { telemarketer: true });
});
afterAll(async () => { await t?.close(); });

async function activity(extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', 'tmActivity/save', { token: admin, body: {
    name: `Discount ${Math.random().toString(36).slice(2, 8)}`, activityType: 'discount_coupon', faceValueCents: '200', dailyLimit: 10,
    totalLimit: 15, perCustomerLimit: 100, eligibleIntents: ['willing'], validDays: 14, ...extra,
  } });
  if (res.code !== 200) throw new Error(`activity: ${res.code} ${res.msg}`);
  return res.data as { id: number };
}

/** A dial task of the telemarketer whose entry is a registered customer, followed up with `intent`. */
async function task(intent = 'willing') {
  const customer = await newCustomer(t, merchantId, t.clock.now());
  const [entry] = await newEntries(t, merchantId, 1, [customer.id]);
  await t.db.insert(tmDialTasks).values({ entryId: entry.id, userId: tm.id, merchantId, assignedAt: t.clock.now() });
  const res = await t.call('POST', 'dialTask/followUp', { token: tm.token, body: { entryId: entry.id, intent } });
  if (res.code !== 200) throw new Error(`follow-up: ${res.code} ${res.msg}`);
  return { entryId: entry.id, customer };
}

const apply = (activityId: number, entryId: number, token = tm.token, language?: string) =>
  t.call('POST', 'tmApproval/apply', { token, body: { activityId, entryId, reason: 'Willing on the call' }, language });

describe('activities', () => {
  it('validates limits with translated messages', async () => {
    const bad = await t.call('POST', 'tmActivity/save', { token: admin, body: { name: 'Bad', activityType: 'reward', faceValueCents: '1', dailyLimit: 10, totalLimit: 5, perCustomerLimit: 1, validDays: 1 } });
    expect(bad).toMatchObject({ code: 400, msg: 'The total limit cannot be below the daily limit' });
    const zh = await t.call('POST', 'tmActivity/save', { token: admin, language: 'zh', body: { name: 'Bad', activityType: 'reward', faceValueCents: '1', dailyLimit: 10, totalLimit: 5, perCustomerLimit: 1, validDays: 1 } });
    expect(zh.msg).toBe('总上限不能小于每日上限');
  });
});

describe('requesting', () => {
  it('follows the activity\'s rules', async () => {
    const a = await activity();
    const unwilling = await task('unwilling');
    expect(await apply(a.id, unwilling.entryId)).toMatchObject({ code: 409, msg: "The customer's intent does not qualify for this activity" });
    const other = await staff(t, telemarketerCodes, { telemarketer: true });
    const own = await task();
    expect((await apply(a.id, own.entryId, other.token)).code).toBe(404);
    const [prospect] = await newEntries(t, merchantId, 1);
    await t.db.insert(tmDialTasks).values({ entryId: prospect.id, userId: tm.id, merchantId, assignedAt: t.clock.now(), intent: 'willing' });
    expect(await apply(a.id, prospect.id)).toMatchObject({ code: 409, msg: 'This prospect has not registered yet; a coupon needs a customer' });
    const once = await activity({ perCustomerLimit: 1 });
    expect((await apply(once.id, own.entryId)).code).toBe(200);
    expect(await apply(once.id, own.entryId)).toMatchObject({ code: 409, msg: 'This customer already has the most requests this activity allows' });
  });

  it('gives exactly the daily limit to 50 requests at once, then the total limit the next day', async () => {
    const a = await activity();
    const { entryId } = await task();
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply(a.id, entryId)));
    expect(answers.filter((r) => r.code === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.code === 409).every((r) => r.msg === "Today's applications for this activity are used up")).toBe(true);
    const [row] = await t.db.select().from(tmActivities).where(eq(tmActivities.id, a.id));
    expect(row.usedTotal).toBe(10);
    expect((await apply(a.id, entryId, tm.token, 'zh')).msg).toBe('该活动今日申请次数已用完');
    t.clock.advance(DAY);
    // Sessions idle for a day end: sign in again.
    [tm.token, manager.token, admin] = await Promise.all([t.login(tm.username), t.login(manager.username), t.login('admin')]);
    const next = await Promise.all(Array.from({ length: 10 }, () => apply(a.id, entryId)));
    expect(next.filter((r) => r.code === 200)).toHaveLength(5);
    expect(next.filter((r) => r.code === 409).every((r) => r.msg === "This activity's total limit is used up")).toBe(true);
    const days = await t.db.select().from(tmActivityDayCounts).where(eq(tmActivityDayCounts.activityId, a.id));
    expect(days.map((d) => d.used).sort()).toEqual([10, 5].sort());
  });
});

describe('deciding', () => {
  it('never by the applicant, nor without the approve button; the button alone decides another\'s request', async () => {
    const a = await activity();
    const { entryId } = await task();
    const res = await apply(a.id, entryId, manager.token);
    expect(res.code).toBe(200);
    expect(await t.call('POST', 'tmApproval/approve', { token: manager.token, body: { id: res.data.id } })).toMatchObject({ code: 403, msg: 'You cannot review your own request' });
    expect((await t.call('POST', 'tmApproval/approve', { token: tm.token, body: { id: res.data.id } })).code).toBe(403);
    // Approving is the approve button's (the demo gives it to managers, not to telemarketers).
    const narrow = await staff(t, codesOf(APPROVAL, ['approve']));
    const other = await task();
    const second = await apply(a.id, other.entryId, manager.token);
    expect((await t.call('POST', 'tmApproval/approve', { token: narrow.token, body: { id: second.data.id } })).code).toBe(200);
  });

  it('issues the coupon on approval and gives the count back on rejection', async () => {
    const a = await activity();
    const first = await task();
    const second = await task();
    const approved = await apply(a.id, first.entryId);
    const rejected = await apply(a.id, second.entryId);
    const ok = await t.call('POST', 'tmApproval/approve', { token: manager.token, body: { id: approved.data.id, remark: 'Good prospect' } });
    expect(ok.data).toMatchObject({ status: 'approved', couponNo: expect.stringMatching(/^CP/) });
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.customerId, first.customer.id));
    expect(coupon).toMatchObject({ couponType: 'discount_coupon', amountCents: 20_000, status: 'waitingToBeUsed' });
    expect((await t.call('POST', 'tmApproval/approve', { token: manager.token, body: { id: approved.data.id } })).code).toBe(409);
    await t.call('POST', 'tmApproval/reject', { token: manager.token, body: { id: rejected.data.id, remark: 'Already has one' } });
    const [row] = await t.db.select().from(tmActivities).where(eq(tmActivities.id, a.id));
    expect(row.usedTotal).toBe(1);
    const audits = await t.auditRows('tmApproval.approve');
    expect(audits.find((a) => String(a.entityId) === String(approved.data.id))).toMatchObject({ actorUserId: manager.id, after: { status: 'approved' } });
    const [rejectedRow] = await t.db.select().from(tmApprovals).where(and(eq(tmApprovals.id, rejected.data.id), eq(tmApprovals.status, 'rejected')));
    expect(rejectedRow.reviewedBy).toBe(manager.id);
  });

  it('shows a telemarketer only their own requests, and phones masked', async () => {
    const mine = await t.call('GET', 'tmApproval/list', { token: tm.token, query: { size: 100 } });
    expect(mine.data.records.every((r: { requesterName: string }) => r.requesterName !== 'Grace Wanjiku')).toBe(true);
    expect(mine.data.records.some((r: { ownRequest: boolean }) => !r.ownRequest)).toBe(false);
    expect(mine.data.records[0].phone).toMatch(/\*/);
    const all = await t.call('GET', 'tmApproval/list', { token: manager.token, query: { size: 100, status: 'pending' } });
    expect(all.data.records.some((r: { ownRequest: boolean }) => r.ownRequest)).toBe(true);
  });
});
