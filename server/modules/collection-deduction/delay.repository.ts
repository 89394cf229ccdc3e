/** collection_delay_requests: written, locked and decided here; the list joins the case, order, merchant and users. */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DelayFilter } from '../../../common/collection/delay';
import type { DbOrTx, Tx } from '../../db/client';
import { startsWith, withinEatDays } from '../../db/list-search';
import { collectionCases, collectionDelayRequests, merchants, orders, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

type DelayRecord = typeof collectionDelayRequests.$inferSelect;

export async function insertDelay(tx: Tx, values: typeof collectionDelayRequests.$inferInsert): Promise<DelayRecord> {
  const [row] = await tx.insert(collectionDelayRequests).values(values).returning();
  return row;
}

export async function pendingDelayOf(db: DbOrTx, caseId: number) {
  const [row] = await db.select({ id: collectionDelayRequests.id }).from(collectionDelayRequests)
    .where(and(eq(collectionDelayRequests.caseId, caseId), eq(collectionDelayRequests.status, 'pending')));
  return row ?? null;
}

/** The request with its case's system and merchant, locked. */
export async function lockDelay(tx: Tx, id: number) {
  const [row] = await tx.select({ request: collectionDelayRequests, system: collectionCases.system, merchantId: collectionCases.merchantId, caseNo: collectionCases.caseNo })
    .from(collectionDelayRequests).innerJoin(collectionCases, eq(collectionCases.id, collectionDelayRequests.caseId))
    .where(eq(collectionDelayRequests.id, id)).for('update', { of: collectionDelayRequests });
  return row ?? null;
}

export async function decideDelay(tx: Tx, id: number, values: Partial<typeof collectionDelayRequests.$inferInsert>): Promise<DelayRecord | null> {
  const [row] = await tx.update(collectionDelayRequests).set(values)
    .where(and(eq(collectionDelayRequests.id, id), eq(collectionDelayRequests.status, 'pending'))).returning();
  return row ?? null;
}

function whereOf(scope: MerchantScope, filter: DelayFilter): SQL[] {
  const where: SQL[] = [eq(collectionCases.system, filter.system)];
  if (scope) where.push(inArray(collectionCases.merchantId, scope.length ? [...scope] : [-1]));
  if (filter.caseNo) where.push(startsWith(collectionCases.caseNo, filter.caseNo));
  if (filter.orderNo) where.push(startsWith(orders.orderNo, filter.orderNo));
  if (filter.status) where.push(eq(collectionDelayRequests.status, filter.status));
  where.push(...withinEatDays(collectionDelayRequests.createdAt, filter.dayFrom, filter.dayTo));
  return where;
}

const applicant = alias(users, 'applicant');
const reviewer = alias(users, 'reviewer');

export async function delayRows(db: DbOrTx, scope: MerchantScope, filter: DelayFilter, limit: number, offset: number) {
  return db.select({
    id: collectionDelayRequests.id, system: collectionCases.system, caseId: collectionDelayRequests.caseId, caseNo: collectionCases.caseNo,
    orderNo: orders.orderNo, customerName: orders.customerName, merchantName: merchants.merchantName, paymentRef: collectionDelayRequests.paymentRef,
    amountCents: collectionDelayRequests.amountCents, paidAt: collectionDelayRequests.paidAt, remark: collectionDelayRequests.remark,
    status: collectionDelayRequests.status, requestedBy: collectionDelayRequests.requestedBy, applicantName: applicant.realName,
    reviewerName: reviewer.realName, reviewedAt: collectionDelayRequests.reviewedAt, pauseUntil: collectionDelayRequests.pauseUntil,
    createdAt: collectionDelayRequests.createdAt,
  }).from(collectionDelayRequests)
    .innerJoin(collectionCases, eq(collectionCases.id, collectionDelayRequests.caseId))
    .innerJoin(orders, eq(orders.id, collectionCases.orderId))
    .innerJoin(merchants, eq(merchants.id, collectionCases.merchantId))
    .leftJoin(applicant, eq(applicant.id, collectionDelayRequests.requestedBy))
    .leftJoin(reviewer, eq(reviewer.id, collectionDelayRequests.reviewerId))
    .where(and(...whereOf(scope, filter)))
    .orderBy(sql`(${collectionDelayRequests.status} = 'pending') desc`, desc(collectionDelayRequests.createdAt), desc(collectionDelayRequests.id))
    .limit(limit).offset(offset);
}

export async function countDelays(db: DbOrTx, scope: MerchantScope, filter: DelayFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(collectionDelayRequests)
    .innerJoin(collectionCases, eq(collectionCases.id, collectionDelayRequests.caseId))
    .innerJoin(orders, eq(orders.id, collectionCases.orderId))
    .where(and(...whereOf(scope, filter)));
  return Number(row.n);
}
