/** Re-review applications, their merchant's config and the counts of the day. */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReReviewListQuery } from '../../../common/orders/order-review';
import type { DbOrTx, Tx } from '../../db/client';
import { startsWith } from '../../db/list-search';
import { auditPersonnel, merchants, orders, orderSteps, reReviewApplications, reReviewConfigs, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

type ApplicationInsert = typeof reReviewApplications.$inferInsert;

const inScope = (column: typeof orders.merchantId | typeof merchants.id, scope: MerchantScope) =>
  (scope ? [inArray(column, scope.length ? [...scope] : [-1])] : []);

export async function findOrderByNo(db: DbOrTx, orderNo: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  return row ?? null;
}

/** The merchant's config, locked: concurrent applications of one merchant count the day one at a time. */
export async function lockConfig(tx: Tx, merchantId: number) {
  const [row] = await tx.select().from(reReviewConfigs).where(eq(reReviewConfigs.merchantId, merchantId)).for('update');
  return row ?? null;
}

export async function lastRejectAt(db: DbOrTx, orderId: number): Promise<Date | null> {
  const [row] = await db.select({ at: orderSteps.at }).from(orderSteps)
    .where(and(eq(orderSteps.orderId, orderId), eq(orderSteps.action, 'reject'))).orderBy(desc(orderSteps.at)).limit(1);
  return row?.at ?? null;
}

export async function hasPendingApplication(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db.select({ id: reReviewApplications.id }).from(reReviewApplications)
    .where(and(eq(reReviewApplications.orderId, orderId), eq(reReviewApplications.status, 'pending'))).limit(1);
  return Boolean(row);
}

export async function countSubmitted(db: DbOrTx, merchantId: number, day: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reReviewApplications)
    .where(and(eq(reReviewApplications.merchantId, merchantId), eq(reReviewApplications.submittedDay, day)));
  return Number(row.n);
}

export async function insertApplication(tx: Tx, values: ApplicationInsert) {
  const [row] = await tx.insert(reReviewApplications).values(values).returning();
  return row;
}

export async function lockApplication(tx: Tx, id: number) {
  const [row] = await tx.select().from(reReviewApplications).where(eq(reReviewApplications.id, id)).for('update');
  return row ?? null;
}

export async function updateApplication(tx: Tx, id: number, values: Partial<ApplicationInsert>) {
  const [row] = await tx.update(reReviewApplications).set(values).where(eq(reReviewApplications.id, id)).returning();
  return row;
}

/** Still reviewing orders: an audit-personnel row in normal state, of a user who is neither frozen nor gone. */
export async function isActiveAuditor(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: auditPersonnel.id }).from(auditPersonnel).innerJoin(users, eq(users.id, auditPersonnel.userId))
    .where(and(eq(auditPersonnel.userId, userId), eq(auditPersonnel.status, 'normal'), eq(users.status, 'normal'), eq(users.employeeStatus, 'employed')))
    .limit(1);
  return Boolean(row);
}

export async function merchantNames(db: DbOrTx, ids: readonly number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.select({ id: merchants.id, name: merchants.merchantName }).from(merchants).where(inArray(merchants.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Every merchant in scope with its config and the number of applications submitted on the day. */
export async function dailyCounts(db: DbOrTx, scope: MerchantScope, day: string) {
  const submitted = db.select({ merchantId: reReviewApplications.merchantId, n: count().as('n') }).from(reReviewApplications)
    .where(eq(reReviewApplications.submittedDay, day)).groupBy(reReviewApplications.merchantId).as('submitted');
  return db.select({
    merchantId: merchants.id, merchantName: merchants.merchantName, enabled: reReviewConfigs.enabled,
    dailyLimit: reReviewConfigs.dailyLimit, submitted: sql<number>`coalesce(${submitted.n}, 0)::int`,
  }).from(merchants)
    .leftJoin(reReviewConfigs, eq(reReviewConfigs.merchantId, merchants.id))
    .leftJoin(submitted, eq(submitted.merchantId, merchants.id))
    .where(and(...inScope(merchants.id, scope))).orderBy(asc(merchants.merchantNo));
}

export async function applicationPage(db: DbOrTx, scope: MerchantScope, query: ReReviewListQuery) {
  const a = reReviewApplications;
  const applicant = alias(users, 'applicant');
  const decider = alias(users, 'decider');
  const where: SQL[] = scope ? [inArray(a.merchantId, scope.length ? [...scope] : [-1])] : [];
  if (query.status) where.push(eq(a.status, query.status));
  if (query.merchantId !== undefined) where.push(eq(a.merchantId, query.merchantId));
  if (query.dayFrom) where.push(gte(a.submittedDay, query.dayFrom));
  if (query.dayTo) where.push(lte(a.submittedDay, query.dayTo));
  if (query.orderNo) where.push(startsWith(orders.orderNo, query.orderNo));
  const condition = and(...where);
  const recordsQuery = db.select({
    id: a.id, orderId: a.orderId, orderNo: orders.orderNo, customerName: orders.customerName, merchantId: a.merchantId,
    merchantName: merchants.merchantName, refuseCode: orders.refuseCode, orderStatus: orders.status, reason: a.reason, status: a.status,
    submittedDay: a.submittedDay, applicantUserId: a.applicantUserId, applicantName: applicant.realName, deciderName: decider.realName,
    decidedAt: a.decidedAt, decisionRemark: a.decisionRemark, createdAt: a.createdAt,
  }).from(a)
    .innerJoin(orders, eq(orders.id, a.orderId))
    .innerJoin(merchants, eq(merchants.id, a.merchantId))
    .innerJoin(applicant, eq(applicant.id, a.applicantUserId))
    .leftJoin(decider, eq(decider.id, a.decidedBy))
    .where(condition).orderBy(desc(a.id)).limit(query.size).offset((query.current - 1) * query.size);
  const countQuery = db.select({ total: count() }).from(a).innerJoin(orders, eq(orders.id, a.orderId)).where(condition);
  const [records, [{ total }]] = await Promise.all([recordsQuery, countQuery]);
  return { records, total: Number(total) };
}
