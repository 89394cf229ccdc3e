/**
 * Demo rows of the coupon screens (issue 16): three coupon tasks, applications of the demo `service` agent
 * for customers of their merchant in each state (approved ones reviewed by admin, their coupons issued, a limit
 * coupon's credit line), and a frozen and an expired coupon. A handful of INSERTs.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { eatToday } from '../../../common/eat-day';
import { newCouponNo } from '../../modules/coupon/coupon.issue';
import { CREDIT_GRANTED } from '../../modules/coupon/credit-raise';
import type { DbOrTx } from '../client';
import { seedDemoTempLimits } from './temp-limits';
import { coupons, csCouponApplications, csCouponTasks, customerCredits, customers, merchants, userMerchants, users } from '../schema';

const DAY = 86_400_000;
const REASONS = [
  'Payout reached M-Pesa two days late; goodwill for the delay.',
  'Charged a late fee although paid on the due day; compensation agreed on the call.',
  'Loyal customer, six loans repaid on time; asked for help with school fees.',
  'App was down on the due day and the customer could not repay.',
] as const;

export async function seedDemoCoupons(tx: DbOrTx, now = new Date()) {
  await seedDemoTempLimits(tx, now);
  const staff = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, ['admin', 'service']));
  const admin = staff.find((u) => u.username === 'admin');
  const agent = staff.find((u) => u.username === 'service');
  if (!admin || !agent) return;
  const allMerchants = await tx.select({ id: merchants.id, appName: merchants.appName }).from(merchants).orderBy(asc(merchants.id));
  const [own] = await tx.select({ merchantId: userMerchants.merchantId }).from(userMerchants).where(eq(userMerchants.userId, agent.id)).limit(1);
  const people = await tx.select({ id: customers.id }).from(customers)
    .where(own ? eq(customers.merchantId, own.merchantId) : undefined).orderBy(asc(customers.id)).limit(10);
  if (people.length < 8 || !allMerchants.length) return;
  const apps = [...new Set(allMerchants.map((m) => m.appName).filter((a): a is string => !!a))];
  const merchantIds = allMerchants.map((m) => m.id);
  const at = (days: number) => new Date(now.getTime() + days * DAY);

  const [discount, raise] = await tx.insert(csCouponTasks).values([
    { name: 'Delayed payout goodwill', apps, merchantIds, couponType: 'discount_coupon', faceValueCents: 200_00, count: 500, dailyLimit: 10, perRequestLimit: 2, totalLimit: 200, validDays: 14, expiresAt: at(60), reason: 'Compensate customers whose payout or repayment was held up by us.', createdAt: at(-20), updatedAt: at(-20) },
    { name: 'Loyal customer limit boost', apps, merchantIds, couponType: 'increase_loan_limit_coupon', faceValueCents: 1_000_00, count: 100, dailyLimit: 5, perRequestLimit: 1, totalLimit: 50, validDays: 30, expiresAt: at(90), reason: 'Raise the limit of customers with a clean repayment record.', createdAt: at(-15), updatedAt: at(-15) },
    { name: 'Easter repayment promo', apps, merchantIds, couponType: 'discount_coupon', faceValueCents: 100_00, count: 300, dailyLimit: 20, perRequestLimit: 1, totalLimit: 100, validDays: 7, expiresAt: at(-5), reason: 'Seasonal promotion for repayments made over Easter.', enabled: false, createdAt: at(-40), updatedAt: at(-5) },
  ]).returning();

  // [task, customer index, quantity, status, days ago]
  const plan: readonly [typeof discount, number, number, 'pending' | 'approved' | 'rejected', number][] = [
    [discount, 0, 1, 'approved', 6], [discount, 1, 2, 'approved', 4], [raise, 2, 1, 'approved', 3], [discount, 3, 1, 'rejected', 2],
    [raise, 4, 1, 'rejected', 2], [discount, 5, 1, 'pending', 1], [discount, 6, 2, 'pending', 0], [raise, 7, 1, 'pending', 0],
  ];
  const rows = await tx.insert(csCouponApplications).values(plan.map(([task, who, quantity, status, ago], i) => {
    const requestedAt = new Date(at(-ago).getTime() - (i + 1) * 3_600_000);
    const reviewed = status !== 'pending';
    return {
      applicationNo: `CA${eatToday(requestedAt).replaceAll('-', '')}D${String(i + 1).padStart(3, '0')}`, taskId: task.id, customerId: people[who].id,
      quantity, amountCents: task.faceValueCents, day: eatToday(requestedAt), reason: REASONS[i % REASONS.length], status, requestedBy: agent.id, requestedAt,
      reviewedBy: reviewed ? admin.id : null, reviewedAt: reviewed ? new Date(requestedAt.getTime() + 2 * 3_600_000) : null,
      reviewRemark: status === 'rejected' ? 'Not eligible: the delay was on the customer\'s side.' : reviewed ? 'Checked the payout log.' : null,
      createdAt: requestedAt, updatedAt: requestedAt,
    };
  })).returning();

  const issued = rows.filter((r) => r.status === 'approved').flatMap((r) => {
    const task = r.taskId === raise.id ? raise : discount;
    return Array.from({ length: r.quantity }, () => ({
      couponNo: newCouponNo(r.reviewedAt!), customerId: r.customerId, couponType: task.couponType, amountCents: r.amountCents,
      status: task.couponType === 'increase_loan_limit_coupon' ? 'used' : 'waitingToBeUsed', expiresAt: new Date(r.reviewedAt!.getTime() + task.validDays * DAY),
      source: 'csCouponApplication', sourceId: r.id, validDays: task.validDays, issuedBy: admin.id, createdAt: r.reviewedAt!, updatedAt: r.reviewedAt!,
    }));
  });
  const extra = [
    { couponNo: newCouponNo(at(-3)), customerId: people[8].id, couponType: 'discount_coupon', amountCents: 150_00, status: 'frozen', expiresAt: at(11), source: 'demo', validDays: 14, issuedBy: admin.id, createdAt: at(-3), updatedAt: at(-1) },
    { couponNo: newCouponNo(at(-20)), customerId: people[9 % people.length].id, couponType: 'discount_coupon', amountCents: 100_00, status: 'expired', expiresAt: at(-13), source: 'demo', validDays: 7, issuedBy: admin.id, createdAt: at(-20), updatedAt: at(-13) },
  ];
  const made = await tx.insert(coupons).values([...issued, ...extra]).returning();
  for (const r of rows.filter((x) => x.status === 'approved')) {
    await tx.update(csCouponApplications).set({ couponNos: made.filter((c) => c.sourceId === r.id && c.source === 'csCouponApplication').map((c) => c.couponNo) })
      .where(eq(csCouponApplications.id, r.id));
  }
  const raised = made.filter((c) => c.couponType === 'increase_loan_limit_coupon' && c.status === 'used');
  if (raised.length) {
    await tx.insert(customerCredits).values(raised.map((c) => ({
      customerId: c.customerId, creditType: 'couponRaise', limitCents: c.amountCents, remainingCents: c.amountCents, expiresAt: c.expiresAt, adjustable: false, status: CREDIT_GRANTED, createdAt: c.createdAt, updatedAt: c.createdAt,
    })));
  }
  for (const task of [discount, raise]) {
    const used = rows.filter((r) => r.taskId === task.id && r.status !== 'rejected').reduce((sum, r) => sum + r.quantity, 0);
    await tx.update(csCouponTasks).set({ usedCount: used }).where(and(eq(csCouponTasks.id, task.id)));
  }
}
