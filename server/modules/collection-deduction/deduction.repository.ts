/** collection_deductions: written, locked and decided here; the list joins the case, order, merchant and users per page. */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeductionFilter } from '../../../common/collection/deduction';
import type { DbOrTx, Tx } from '../../db/client';
import { startsWith, withinEatDays } from '../../db/list-search';
import { bills, collectionCases, collectionDeductions, merchants, orders, reductionStrategies, repayFlows, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';
import { owedSql } from '../bill/bill.repository';

type DeductionRecord = typeof collectionDeductions.$inferSelect;

export async function insertDeduction(tx: Tx, values: typeof collectionDeductions.$inferInsert): Promise<DeductionRecord> {
  const [row] = await tx.insert(collectionDeductions).values(values).returning();
  return row;
}

export async function lockDeduction(tx: Tx, id: number): Promise<DeductionRecord | null> {
  const [row] = await tx.select().from(collectionDeductions).where(eq(collectionDeductions.id, id)).for('update');
  return row ?? null;
}

export async function pendingDeductionOf(db: DbOrTx, billId: number) {
  const [row] = await db.select({ deductionNo: collectionDeductions.deductionNo }).from(collectionDeductions)
    .where(and(eq(collectionDeductions.billId, billId), eq(collectionDeductions.status, 'pending')));
  return row ?? null;
}

/** Decides a pending waiver; null when it is no longer pending (someone decided first). */
export async function decideDeduction(tx: Tx, id: number, values: Partial<typeof collectionDeductions.$inferInsert>): Promise<DeductionRecord | null> {
  const [row] = await tx.update(collectionDeductions).set(values)
    .where(and(eq(collectionDeductions.id, id), eq(collectionDeductions.status, 'pending'))).returning();
  return row ?? null;
}

function whereOf(scope: MerchantScope, filter: DeductionFilter): SQL[] {
  const where: SQL[] = [eq(collectionDeductions.system, filter.system)];
  if (scope) where.push(inArray(collectionDeductions.merchantId, scope.length ? [...scope] : [-1]));
  if (filter.caseNo) where.push(startsWith(collectionCases.caseNo, filter.caseNo));
  if (filter.orderNo) where.push(startsWith(orders.orderNo, filter.orderNo));
  if (filter.status) where.push(eq(collectionDeductions.status, filter.status));
  if (filter.merchantId) where.push(eq(collectionDeductions.merchantId, filter.merchantId));
  if (filter.requestedBy) where.push(eq(collectionDeductions.requestedBy, filter.requestedBy));
  where.push(...withinEatDays(collectionDeductions.createdAt, filter.dayFrom, filter.dayTo));
  return where;
}

const applicant = alias(users, 'applicant');
const reviewer = alias(users, 'reviewer');

export async function deductionRows(db: DbOrTx, scope: MerchantScope, filter: DeductionFilter, limit: number, offset: number) {
  return db.select({
    id: collectionDeductions.id, deductionNo: collectionDeductions.deductionNo, system: collectionDeductions.system,
    caseId: collectionDeductions.caseId, caseNo: collectionCases.caseNo, level: collectionCases.level, orderNo: orders.orderNo,
    billNo: bills.billNo, customerName: orders.customerName, merchantName: merchants.merchantName, overdueDays: collectionCases.overdueDays,
    components: collectionDeductions.components, totalCents: collectionDeductions.totalCents, amountDueCents: sql<number>`(${owedSql})::bigint`.mapWith(Number),
    strategyName: reductionStrategies.name, reason: collectionDeductions.reason, status: collectionDeductions.status,
    requestedBy: collectionDeductions.requestedBy, applicantName: applicant.realName, reviewerName: reviewer.realName,
    reviewedAt: collectionDeductions.reviewedAt, reviewRemark: collectionDeductions.reviewRemark, flowNo: repayFlows.flowNo,
    createdAt: collectionDeductions.createdAt,
  }).from(collectionDeductions)
    .innerJoin(collectionCases, eq(collectionCases.id, collectionDeductions.caseId))
    .innerJoin(orders, eq(orders.id, collectionCases.orderId))
    .innerJoin(bills, eq(bills.id, collectionDeductions.billId))
    .innerJoin(merchants, eq(merchants.id, collectionDeductions.merchantId))
    .leftJoin(reductionStrategies, eq(reductionStrategies.id, collectionDeductions.strategyId))
    .leftJoin(applicant, eq(applicant.id, collectionDeductions.requestedBy))
    .leftJoin(reviewer, eq(reviewer.id, collectionDeductions.reviewerId))
    .leftJoin(repayFlows, eq(repayFlows.id, collectionDeductions.flowId))
    .where(and(...whereOf(scope, filter)))
    .orderBy(sql`(${collectionDeductions.status} = 'pending') desc`, desc(collectionDeductions.createdAt), desc(collectionDeductions.id))
    .limit(limit).offset(offset);
}

export async function countDeductions(db: DbOrTx, scope: MerchantScope, filter: DeductionFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(collectionDeductions)
    .innerJoin(collectionCases, eq(collectionCases.id, collectionDeductions.caseId))
    .innerJoin(orders, eq(orders.id, collectionCases.orderId))
    .where(and(...whereOf(scope, filter)));
  return Number(row.n);
}

/** Everyone who has proposed a waiver, for the applicant filter. */
export async function applicantOptions(db: DbOrTx) {
  return db.selectDistinct({ value: users.id, label: users.realName }).from(collectionDeductions)
    .innerJoin(users, eq(users.id, collectionDeductions.requestedBy)).orderBy(asc(users.realName));
}
