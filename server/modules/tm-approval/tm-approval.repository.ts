/** Approvals and the activity limit counters. */
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { APPROVAL_FILTERS } from '../../../common/telemarketing/dial';
import { defineList, type ListQuery } from '../../core/list/define-list';
import type { RangeValue } from '../../core/list/list-conditions';
import type { DbOrTx, Tx } from '../../db/client';
import { customers, ledgerJournals, orders, tmActivities as a, tmActivityDayCounts as d, tmApprovals as p, users } from '../../db/schema';

const requester = alias(users, 'requester');
const reviewer = alias(users, 'reviewer');

/**
 * Approval's list, newest request first (tm_approvals_status_idx by status, tm_approvals_requester_idx for one
 * telemarketer's requests). `requestedBy` is set by the service, never by the query: without viewAll a telemarketer
 * sees only their own requests. Days are the request's EAT day, a date column compared as it is.
 */
export const approvalList = defineList({
  from: p,
  joins: [
    { table: a, on: eq(a.id, p.activityId) },
    { table: customers, on: eq(customers.id, p.customerId) },
    { table: requester, on: eq(requester.id, p.requestedBy) },
    { table: reviewer, on: eq(reviewer.id, p.reviewedBy), type: 'left' },
  ],
  columns: {
    id: p.id, activityId: p.activityId, activityName: a.name, activityType: a.activityType, customerId: p.customerId,
    customerName: customers.fullName, phone: customers.phone, amountCents: p.amountCents, validDays: a.validDays, reason: p.reason,
    status: p.status, requestedBy: p.requestedBy, requesterName: requester.realName, requestedAt: p.requestedAt,
    reviewerName: reviewer.realName, reviewedAt: p.reviewedAt, reviewRemark: p.reviewRemark, couponNo: p.couponNo,
  },
  filters: APPROVAL_FILTERS,
  params: { requestedBy: z.number().int().positive().optional() },
  match: {
    requestedBy: p.requestedBy, status: p.status,
    days: { where: ({ from, to }: RangeValue) => and(from ? gte(p.day, from) : undefined, to ? lte(p.day, to) : undefined) },
  },
  merchantScope: { column: p.merchantId },
  order: [desc(p.requestedAt), desc(p.id)],
});
export type ApprovalListQuery = ListQuery<typeof approvalList>;

/** The activity row, locked: every request of one activity passes through this lock, so limits hold under concurrency. */
export async function lockActivity(tx: Tx, id: number) {
  const [row] = await tx.select().from(a).where(eq(a.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function usedOn(db: DbOrTx, activityId: number, day: string): Promise<number> {
  const [row] = await db.select({ used: d.used }).from(d).where(and(eq(d.activityId, activityId), eq(d.day, day))).limit(1);
  return row?.used ?? 0;
}

export async function customerRequests(tx: Tx, activityId: number, customerId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(p)
    .where(and(eq(p.activityId, activityId), eq(p.customerId, customerId), ne(p.status, 'rejected')));
  return row.n;
}

/** Counts one request (+1) or gives one back (-1) on the day's and the total counters. */
export async function countRequest(tx: Tx, activityId: number, day: string, delta: 1 | -1) {
  await tx.insert(d).values({ activityId, day, used: Math.max(delta, 0) })
    .onConflictDoUpdate({ target: [d.activityId, d.day], set: { used: sql`greatest(${d.used} + ${delta}, 0)` } });
  await tx.update(a).set({ usedTotal: sql`greatest(${a.usedTotal} + ${delta}, 0)` }).where(eq(a.id, activityId));
}

export async function insertApproval(tx: Tx, values: typeof p.$inferInsert) {
  const [row] = await tx.insert(p).values(values).returning();
  return row;
}

export async function lockApproval(tx: Tx, id: number) {
  const [row] = await tx.select().from(p).where(eq(p.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function decide(tx: Tx, id: number, values: Partial<typeof p.$inferInsert>) {
  const [row] = await tx.update(p).set(values).where(and(eq(p.id, id), eq(p.status, 'pending'))).returning();
  return row ?? null;
}

/** Enabled activities with today's use, by name. */
export async function activeActivities(db: DbOrTx, day: string) {
  return db.select({
    id: a.id, name: a.name, activityType: a.activityType, faceValueCents: a.faceValueCents, dailyLimit: a.dailyLimit,
    totalLimit: a.totalLimit, usedTotal: a.usedTotal, usedToday: sql<number>`coalesce(${d.used}, 0)::int`,
  }).from(a).leftJoin(d, and(eq(d.activityId, a.id), eq(d.day, day))).where(eq(a.enabled, true)).orderBy(asc(a.name)).limit(200);
}

/** The customer's latest order with the merchant: its wallet receives a reward (the wallet is per order). */
export async function walletOrderOf(db: DbOrTx, customerId: number, merchantId: number) {
  const [row] = await db.select({ id: orders.id, orderNo: orders.orderNo }).from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.merchantId, merchantId))).orderBy(desc(orders.id)).limit(1);
  return row ?? null;
}

/** Where an approved reward was paid: the order whose wallet it went into (by the reward journal's posting key). */
export async function rewardOrdersOf(db: DbOrTx, approvalIds: readonly number[]) {
  if (!approvalIds.length) return new Map<number, string>();
  const keys = approvalIds.map((id) => `tmReward:${id}`);
  const rows = await db.select({ key: ledgerJournals.postingKey, orderNo: orders.orderNo }).from(ledgerJournals)
    .innerJoin(orders, eq(orders.id, ledgerJournals.orderId)).where(inArray(ledgerJournals.postingKey, keys));
  return new Map(rows.map((r) => [Number(String(r.key).slice('tmReward:'.length)), r.orderNo]));
}
