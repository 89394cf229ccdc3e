/**
 * Demo data of the telemarketing work screens (issue 15, second half), after the list-library seed: activities,
 * attribution rules, telemarketers, dial tasks with follow-ups, the touches that credit an incoming customer and
 * (after the demo money, seedDemoTmLoanAttribution) a loan to the demo telemarketer, and approvals (one pending for the admin or supervisor to decide).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { eatToday } from '../../../common/eat-day';
import type { TmIntent } from '../../../common/telemarketing/dial';
import { issueCoupon } from '../../modules/coupon/coupon.issue';
import { phoneHash } from '../../modules/telemarketing-list/phone-hash';
import type { DbOrTx } from '../client';
import {
  customers, departments, merchants, orders, telemarketingListEntries as entries, tmActivities, tmActivityDayCounts, tmApprovals,
  tmDialTasks, tmFollowUps, tmInboundConfigs, tmPersonnel, tmTouches, users,
} from '../schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const INTENTS: readonly TmIntent[] = ['willing', 'notConnected', 'unclear', 'noDemand', 'willing', 'unwilling', 'numberFault', 'willing'];
const REMARKS = ['Asked for a call after payday', 'Interested in the 30-day product', 'Phone off; try evening', 'Wants a lower rate', 'Will download the app tonight'];

async function seedSettings(db: DbOrTx) {
  const ms = await db.select({ id: merchants.id, no: merchants.merchantNo }).from(merchants).orderBy(asc(merchants.merchantNo));
  await db.insert(tmInboundConfigs).values(ms.slice(0, 2).map((m, i) => ({
    merchantId: m.id, windowDays: i === 0 ? 7 : 14, touchModel: i === 0 ? 'last' as const : 'first' as const,
    channels: i === 0 ? ['callCentre', 'telLink', 'manual'] : ['callCentre'], remark: i === 0 ? 'Calls and recorded follow-ups count' : 'Only call-centre calls count',
  })));
  return db.insert(tmActivities).values([
    { name: 'Willing customer discount', activityType: 'discount_coupon', faceValueCents: 20_000, dailyLimit: 10, totalLimit: 500, perCustomerLimit: 1, eligibleIntents: ['willing', 'unclear'], validDays: 14 },
    { name: 'Loan-limit boost', activityType: 'increase_loan_limit_coupon', faceValueCents: 200_000, dailyLimit: 5, totalLimit: 200, perCustomerLimit: 1, eligibleIntents: ['willing'], validDays: 30 },
    { name: 'Referral reward', activityType: 'reward', faceValueCents: 10_000, dailyLimit: 20, totalLimit: 1_000, perCustomerLimit: 2, eligibleIntents: [], validDays: 7 },
  ]).returning();
}

async function telemarketers(db: DbOrTx) {
  const [demo] = await db.select({ id: users.id, merchantId: users.merchantId }).from(users).where(eq(users.username, 'telemarketer'));
  const others = await db.select({ id: users.id }).from(users).innerJoin(departments, eq(departments.id, users.deptId))
    .where(and(eq(departments.name, 'Telemarketing'), eq(users.merchantId, demo.merchantId!))).orderBy(asc(users.id)).limit(4);
  const ids = [demo.id, ...others.map((o) => o.id).filter((id) => id !== demo.id)];
  await db.insert(tmPersonnel).values(ids.map((userId, i) => ({
    userId, channels: i % 2 ? ['callCentre'] : ['callCentre', 'telLink', 'manual'], workingStatus: i === ids.length - 1 && i > 1 ? 'resting' as const : 'working' as const,
  })));
  return { demo, ids };
}

/**
 * When a followed task is to be called back: the dialer's tabs all have work on a fresh demo — a few due now
 * (in the last hour), a few overdue (since yesterday), the rest in the coming days. Every call-back is after its
 * follow-up (those are at least a day old).
 */
function callBackAt(now: Date, i: number): Date {
  if (i % 6 === 0) return new Date(now.getTime() - (5 + (i % 50)) * 60_000);
  if (i % 6 === 1 || i % 6 === 4) return new Date(now.getTime() - DAY - (2 + (i % 5)) * HOUR);
  return new Date(now.getTime() + (1 + (i % 4)) * DAY);
}

export async function seedDemoTelemarketingWork(db: DbOrTx, now = new Date()): Promise<void> {
  const activities = await seedSettings(db);
  const { demo, ids } = await telemarketers(db);
  const merchantId = demo.merchantId!;
  await ensureEntries(db, merchantId);
  // Registered prospects first, so the demo telemarketer can request coupons for real customers.
  const picked = await db.select({ id: entries.id, phone: entries.phone, customerId: entries.customerId }).from(entries)
    .where(and(eq(entries.merchantId, merchantId), eq(entries.listState, 'active'), isNull(entries.assignedUserId))).orderBy(desc(isNotNull(entries.customerId)), asc(entries.id)).limit(60);
  const tasks = picked.map((e, i) => ({
    entryId: e.id, userId: i % 2 === 0 && i < 48 ? demo.id : ids[1 + (i % Math.max(ids.length - 1, 1))] ?? demo.id, merchantId,
    assignedBy: null, assignedAt: new Date(now.getTime() - (3 + (i % 5)) * DAY),
  }));
  if (tasks.length) await db.insert(tmDialTasks).values(tasks);
  for (const userId of new Set(tasks.map((t) => t.userId))) {
    await db.update(entries).set({ assignedUserId: userId }).where(inArray(entries.id, tasks.filter((t) => t.userId === userId).map((t) => t.entryId)));
  }
  // Two in three tasks followed: a follow-up each, its touch, the task's latest state.
  const followed = picked.map((e, i) => ({ e, i, task: tasks[i] })).filter(({ i }) => i % 3 !== 2);
  const followUps = followed.map(({ e, i, task }) => ({
    entryId: e.id, userId: task.userId, intent: INTENTS[i % INTENTS.length], remark: REMARKS[i % REMARKS.length],
    nextCallAt: INTENTS[i % INTENTS.length] === 'numberFault' ? null : callBackAt(now, i), at: new Date(now.getTime() - (1 + (i % 3)) * DAY - i * HOUR),
  }));
  if (followUps.length) {
    await db.insert(tmFollowUps).values(followUps);
    await db.insert(tmTouches).values(followUps.map((f) => ({ entryId: f.entryId, userId: f.userId, merchantId, phone: picked.find((p) => p.id === f.entryId)!.phone, channel: 'callCentre' as const, at: f.at })));
    for (const f of followUps) {
      await db.update(tmDialTasks).set({ followStatus: 'followed', intent: f.intent, nextCallAt: f.nextCallAt, lastCallAt: f.at, followCount: 1, remark: f.remark }).where(eq(tmDialTasks.entryId, f.entryId));
    }
  }
  await seedRegistrationTouches(db, demo.id, merchantId);
  await seedApprovals(db, now, demo.id, merchantId, activities, followUps.filter((f) => f.userId === demo.id && f.intent === 'willing').map((f) => picked.find((p) => p.id === f.entryId)!));
}

/**
 * The list-library seed runs first and normally leaves enough entries; should it leave too few unassigned ones of
 * the demo telemarketer's merchant, recent customers and a few prospects are added (deduplicated by phone hash).
 */
async function ensureEntries(db: DbOrTx, merchantId: number) {
  const free = await db.select({ id: entries.id }).from(entries).where(and(eq(entries.merchantId, merchantId), eq(entries.listState, 'active'), isNull(entries.assignedUserId))).limit(40);
  if (free.length >= 40) return;
  const recent = await db.select({ id: customers.id, phone: customers.phone, name: customers.fullName }).from(customers)
    .where(eq(customers.merchantId, merchantId)).orderBy(desc(customers.registeredAt)).limit(25);
  const prospects = Array.from({ length: 20 }, (_, i) => ({ phone: `25479${String(4_410_000 + i * 7_919).padStart(7, '0')}`, name: null as string | null, id: null as number | null }));
  await db.insert(entries).values([...recent, ...prospects].map((c) => ({
    merchantId, phone: c.phone, phoneHash: phoneHash(c.phone), customerName: c.name, customerId: c.id,
    marketingTarget: c.id ? 'apply' as const : 'register' as const, listType: c.id ? 'registeredNotApplied' as const : 'imported' as const,
  }))).onConflictDoNothing();
}

/** Touches by the demo telemarketer one day before two registrations (the customers exist when this seed runs). */
async function seedRegistrationTouches(db: DbOrTx, userId: number, merchantId: number) {
  const registered = await db.select({ phone: customers.phone, at: customers.registeredAt }).from(customers)
    .where(eq(customers.merchantId, merchantId)).orderBy(desc(customers.registeredAt)).limit(2);
  if (registered.length) await db.insert(tmTouches).values(registered.map((c) => ({ userId, merchantId, phone: c.phone, channel: 'callCentre' as const, at: new Date(c.at.getTime() - DAY) })));
}

/**
 * Touches by the demo telemarketer two days before three loans' applications (MyLoan). It runs after the demo
 * money (server/main.ts): the order book is submitted and paid out after prepareData, so when the work seed runs
 * no order is lent yet, and a touch seeded then credited no loan (issue 37). Loans whose phone another touch
 * already reached are passed over, so the merchant's first/last-touch rule credits these three to her.
 */
export async function seedDemoTmLoanAttribution(db: DbOrTx): Promise<number> {
  const [demo] = await db.select({ id: users.id, merchantId: users.merchantId }).from(users).where(eq(users.username, 'telemarketer'));
  if (!demo?.merchantId) return 0;
  const merchantId = demo.merchantId;
  const touched = db.select({ phone: tmTouches.phone }).from(tmTouches).where(eq(tmTouches.merchantId, merchantId));
  const lent = await db.select({ phone: orders.phone, at: orders.applyAt }).from(orders)
    .where(and(eq(orders.merchantId, merchantId), isNotNull(orders.lendingAt), notInArray(orders.phone, touched))).orderBy(desc(orders.applyAt)).limit(3);
  if (lent.length) await db.insert(tmTouches).values(lent.map((o) => ({ userId: demo.id, merchantId, phone: o.phone, channel: 'callCentre' as const, at: new Date(o.at.getTime() - 2 * DAY) })));
  return lent.length;
}

type Activity = typeof tmActivities.$inferSelect;
type Entry = { id: number; customerId: number | null };

/** A pending request (for the admin or supervisor), an approved one with its coupon and a rejected one. */
async function seedApprovals(db: DbOrTx, now: Date, userId: number, merchantId: number, activities: Activity[], willing: Entry[]) {
  const withCustomer = willing.filter((e) => e.customerId !== null);
  const [discount, boost] = activities;
  const day = eatToday(now);
  const plan = withCustomer.slice(0, 3).map((e, i) => ({ e, status: (['pending', 'approved', 'rejected'] as const)[i], activity: i === 1 ? boost : discount }));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  for (const { e, status, activity } of plan) {
    const [row] = await db.insert(tmApprovals).values({
      activityId: activity.id, customerId: e.customerId!, merchantId, entryId: e.id, amountCents: activity.faceValueCents, day, status,
      reason: 'Customer willing; offered on the call', requestedBy: userId, requestedAt: new Date(now.getTime() - 3 * HOUR),
      ...(status === 'pending' ? {} : { reviewedBy: admin.id, reviewedAt: new Date(now.getTime() - HOUR), reviewRemark: status === 'approved' ? 'Good prospect' : 'Already holds a coupon' }),
    }).returning();
    if (status === 'rejected') continue;
    await db.insert(tmActivityDayCounts).values({ activityId: activity.id, day, used: 1 })
      .onConflictDoUpdate({ target: [tmActivityDayCounts.activityId, tmActivityDayCounts.day], set: { used: 2 } });
    await db.update(tmActivities).set({ usedTotal: 1 }).where(eq(tmActivities.id, activity.id));
    if (status === 'approved') {
      const coupon = await issueCoupon(db, {
        customerId: row.customerId, couponType: 'increase_loan_limit_coupon', amountCents: row.amountCents, validDays: activity.validDays,
        source: 'telemarketing', sourceId: row.id, byUserId: admin.id,
      }, now);
      await db.update(tmApprovals).set({ couponId: coupon.id, couponNo: coupon.couponNo }).where(eq(tmApprovals.id, row.id));
    }
  }
}
