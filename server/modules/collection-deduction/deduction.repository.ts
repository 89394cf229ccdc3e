/** collection_deductions: written, locked and decided here; the list joins the case, order, merchant and users per page. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEDUCTION_FILTERS, systemQuery } from '../../../common/collection/deduction';
import { defineList, type ListQuery } from '../../core/list/define-list';
import type { DbOrTx, Tx } from '../../db/client';
import { bills, collectionCases, collectionDeductions, merchants, orders, reductionStrategies, repayFlows, users } from '../../db/schema';
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

/** Marks an approved waiver reversed; null when it is no longer approved (someone reversed it first). */
export async function reverseDeduction(tx: Tx, id: number, values: { reversedBy: number; reversedAt: Date; reverseReason: string }): Promise<DeductionRecord | null> {
  const [row] = await tx.update(collectionDeductions).set({ ...values, status: 'reversed', updatedAt: values.reversedAt })
    .where(and(eq(collectionDeductions.id, id), eq(collectionDeductions.status, 'approved'))).returning();
  return row ?? null;
}

const applicant = alias(users, 'applicant');
const reviewer = alias(users, 'reviewer');
const reverser = alias(users, 'reverser');

/** Waivers, pending first then newest (collection_deductions_status_idx), within their merchant. */
export const deductionList = defineList({
  from: collectionDeductions,
  joins: [
    { table: collectionCases, on: eq(collectionCases.id, collectionDeductions.caseId) },
    { table: orders, on: eq(orders.id, collectionCases.orderId) },
    { table: bills, on: eq(bills.id, collectionDeductions.billId) },
    { table: merchants, on: eq(merchants.id, collectionDeductions.merchantId) },
    { table: reductionStrategies, on: eq(reductionStrategies.id, collectionDeductions.strategyId), type: 'left' },
    { table: applicant, on: eq(applicant.id, collectionDeductions.requestedBy), type: 'left' },
    { table: reviewer, on: eq(reviewer.id, collectionDeductions.reviewerId), type: 'left' },
    { table: repayFlows, on: eq(repayFlows.id, collectionDeductions.flowId), type: 'left' },
    { table: reverser, on: eq(reverser.id, collectionDeductions.reversedBy), type: 'left' },
  ],
  columns: {
    id: collectionDeductions.id, deductionNo: collectionDeductions.deductionNo, system: collectionDeductions.system,
    caseId: collectionDeductions.caseId, caseNo: collectionCases.caseNo, level: collectionCases.level, orderNo: orders.orderNo,
    billNo: bills.billNo, customerName: orders.customerName, merchantName: merchants.merchantName, overdueDays: collectionCases.overdueDays,
    components: collectionDeductions.components, totalCents: collectionDeductions.totalCents, amountDueCents: sql<number>`(${owedSql})::bigint`.mapWith(Number),
    strategyName: reductionStrategies.name, reason: collectionDeductions.reason, status: collectionDeductions.status,
    requestedBy: collectionDeductions.requestedBy, applicantName: applicant.realName, reviewerName: reviewer.realName,
    reviewedAt: collectionDeductions.reviewedAt, reviewRemark: collectionDeductions.reviewRemark, flowNo: repayFlows.flowNo,
    reversedByName: reverser.realName, reversedAt: collectionDeductions.reversedAt, reverseReason: collectionDeductions.reverseReason,
    createdAt: collectionDeductions.createdAt,
  },
  filters: DEDUCTION_FILTERS,
  params: systemQuery.shape,
  match: {
    system: collectionDeductions.system, caseNo: collectionCases.caseNo, orderNo: orders.orderNo, status: collectionDeductions.status,
    merchantId: collectionDeductions.merchantId, requestedBy: collectionDeductions.requestedBy, days: collectionDeductions.createdAt,
  },
  merchantScope: { column: collectionDeductions.merchantId },
  order: [sql`(${collectionDeductions.status} = 'pending') desc`, desc(collectionDeductions.createdAt), desc(collectionDeductions.id)],
});
export type DeductionListQuery = ListQuery<typeof deductionList>;

/** Everyone who has proposed a waiver, for the applicant filter. */
export async function applicantOptions(db: DbOrTx) {
  return db.selectDistinct({ value: users.id, label: users.realName }).from(collectionDeductions)
    .innerJoin(users, eq(users.id, collectionDeductions.requestedBy)).orderBy(asc(users.realName));
}
