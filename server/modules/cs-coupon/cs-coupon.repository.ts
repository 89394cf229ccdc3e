/** Coupon applications: the lists, the task lock, what an agent has applied for, the decision. */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { COUPON_APPLICATION_FILTERS } from '../../../common/coupons/coupon-application';
import { crudSource } from '../../core/crud/crud.repository';
import { defineList } from '../../core/list/define-list';
import type { DbOrTx, Tx } from '../../db/client';
import { csCouponApplications as p, csCouponTasks as task, customers, merchants, users } from '../../db/schema';

const requester = alias(users, 'requester');
const reviewer = alias(users, 'reviewer');

/** Coupon applications, newest first (an agent's own along cs_coupon_applications_requester_idx); `requestedBy` is set by the service, never by the query. */
export const applicationList = defineList({
  from: p,
  joins: [
    { table: task, on: eq(task.id, p.taskId) },
    { table: customers, on: eq(customers.id, p.customerId) },
    { table: requester, on: eq(requester.id, p.requestedBy) },
    { table: reviewer, on: eq(reviewer.id, p.reviewedBy), type: 'left' },
  ],
  columns: {
    id: p.id, applicationNo: p.applicationNo, taskName: task.name, couponType: task.couponType, customerName: customers.fullName,
    phone: customers.phone, quantity: p.quantity, amountCents: p.amountCents, reason: p.reason, status: p.status, requestedBy: p.requestedBy,
    requesterName: requester.realName, requestedAt: p.requestedAt, reviewerName: reviewer.realName, reviewedAt: p.reviewedAt,
    reviewRemark: p.reviewRemark, couponNos: p.couponNos,
  },
  filters: COUPON_APPLICATION_FILTERS,
  params: { requestedBy: z.number().int().positive().optional() },
  match: { requestedBy: p.requestedBy, applicationNo: p.applicationNo, phone: customers.phone, status: p.status, days: p.requestedAt },
  merchantScope: { column: customers.merchantId },
  order: [desc(p.requestedAt), desc(p.id)],
});

/** The task row, locked: every application under one task passes this lock, so its limits hold under concurrency. */
export async function lockTask(tx: Tx, id: number) {
  const [row] = await tx.select().from(task).where(eq(task.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Coupons the agent has applied for under the task (pending or approved), on the day and in all. */
export async function agentUse(db: DbOrTx, taskId: number, userId: number, day: string) {
  const [row] = await db.select({
    today: sql<number>`coalesce(sum(${p.quantity}) filter (where ${p.day} = ${day}), 0)::int`,
    total: sql<number>`coalesce(sum(${p.quantity}), 0)::int`,
  }).from(p).where(and(eq(p.taskId, taskId), eq(p.requestedBy, userId), ne(p.status, 'rejected')));
  return { today: Number(row.today), total: Number(row.total) };
}

export async function addUsed(tx: Tx, taskId: number, delta: number) {
  await tx.update(task).set({ usedCount: sql`greatest(${task.usedCount} + ${delta}, 0)` }).where(eq(task.id, taskId));
}

export async function customerByPhone(db: DbOrTx, phone: string) {
  const [row] = await db.select({ id: customers.id, merchantId: customers.merchantId, appName: merchants.appName })
    .from(customers).innerJoin(merchants, eq(merchants.id, customers.merchantId)).where(eq(customers.phone, phone)).limit(1);
  return row ?? null;
}

export async function insertApplication(tx: Tx, values: typeof p.$inferInsert) {
  const [row] = await tx.insert(p).values(values).returning();
  return row;
}

export async function lockApplication(tx: Tx, id: number) {
  const [row] = await tx.select({ application: p, merchantId: customers.merchantId }).from(p)
    .innerJoin(customers, eq(customers.id, p.customerId)).where(eq(p.id, id)).for('update', { of: p });
  return row ?? null;
}

export async function decide(tx: Tx, id: number, values: Partial<typeof p.$inferInsert>) {
  const [row] = await tx.update(p).set(values).where(and(eq(p.id, id), eq(p.status, 'pending'))).returning();
  return row ?? null;
}

/** Enabled, unexpired tasks with the agent's use today and in all (one query). */
export async function openTasks(db: DbOrTx, userId: number, day: string, now: Date) {
  const mine = db.select({
    taskId: p.taskId,
    today: sql<number>`coalesce(sum(${p.quantity}) filter (where ${p.day} = ${day}), 0)::int`.as('today'),
    total: sql<number>`coalesce(sum(${p.quantity}), 0)::int`.as('total'),
  }).from(p).where(and(eq(p.requestedBy, userId), ne(p.status, 'rejected'))).groupBy(p.taskId).as('mine');
  return db.select({
    id: task.id, name: task.name, couponType: task.couponType, faceValueCents: task.faceValueCents, count: task.count, usedCount: task.usedCount,
    dailyLimit: task.dailyLimit, perRequestLimit: task.perRequestLimit, totalLimit: task.totalLimit,
    today: sql<number>`coalesce(${mine.today}, 0)::int`, total: sql<number>`coalesce(${mine.total}, 0)::int`,
  }).from(task).leftJoin(mine, eq(mine.taskId, task.id))
    .where(and(eq(task.enabled, true), gt(task.expiresAt, now))).orderBy(asc(task.name)).limit(200);
}

export async function appOptions(db: DbOrTx) {
  const rows = await db.selectDistinct({ appName: merchants.appName }).from(merchants).where(isNotNull(merchants.appName)).orderBy(asc(merchants.appName));
  return rows.map((r) => ({ value: r.appName as string, label: r.appName as string }));
}

export async function merchantOptions(db: DbOrTx) {
  const rows = await db.select({ id: merchants.id, name: merchants.merchantName }).from(merchants).orderBy(asc(merchants.merchantName)).limit(500);
  return rows.map((r) => ({ value: r.id, label: r.name }));
}

export async function merchantsFound(db: DbOrTx, ids: readonly number[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(merchants).where(inArray(merchants.id, [...ids]));
  return Number(row.n);
}

export async function applicationsOfTask(db: DbOrTx, taskId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(p).where(eq(p.taskId, taskId));
  return Number(row.n);
}

export const csCouponTaskSource = crudSource(task);
