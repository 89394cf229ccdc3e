/** collection_delay_requests: written, locked and decided here; the list joins the case, order, merchant and users. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DELAY_FILTERS } from '../../../common/collection/delay';
import { systemQuery } from '../../../common/collection/deduction';
import { defineList, type ListQuery } from '../../core/list/define-list';
import type { DbOrTx, Tx } from '../../db/client';
import { collectionCases, collectionDelayRequests, merchants, orders, users } from '../../db/schema';

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

const applicant = alias(users, 'applicant');
const reviewer = alias(users, 'reviewer');

/** Collection delays, pending first then newest (collection_delay_requests_status_idx), within the case's merchant. */
export const delayList = defineList({
  from: collectionDelayRequests,
  joins: [
    { table: collectionCases, on: eq(collectionCases.id, collectionDelayRequests.caseId) },
    { table: orders, on: eq(orders.id, collectionCases.orderId) },
    { table: merchants, on: eq(merchants.id, collectionCases.merchantId) },
    { table: applicant, on: eq(applicant.id, collectionDelayRequests.requestedBy), type: 'left' },
    { table: reviewer, on: eq(reviewer.id, collectionDelayRequests.reviewerId), type: 'left' },
  ],
  columns: {
    id: collectionDelayRequests.id, system: collectionCases.system, caseId: collectionDelayRequests.caseId, caseNo: collectionCases.caseNo,
    orderNo: orders.orderNo, customerName: orders.customerName, merchantName: merchants.merchantName, paymentRef: collectionDelayRequests.paymentRef,
    amountCents: collectionDelayRequests.amountCents, paidAt: collectionDelayRequests.paidAt, remark: collectionDelayRequests.remark,
    status: collectionDelayRequests.status, requestedBy: collectionDelayRequests.requestedBy, applicantName: applicant.realName,
    reviewerName: reviewer.realName, reviewedAt: collectionDelayRequests.reviewedAt, pauseUntil: collectionDelayRequests.pauseUntil,
    createdAt: collectionDelayRequests.createdAt,
  },
  filters: DELAY_FILTERS,
  params: systemQuery.shape,
  match: {
    system: collectionCases.system, caseNo: collectionCases.caseNo, orderNo: orders.orderNo, status: collectionDelayRequests.status,
    days: collectionDelayRequests.createdAt,
  },
  merchantScope: { column: collectionCases.merchantId },
  order: [sql`(${collectionDelayRequests.status} = 'pending') desc`, desc(collectionDelayRequests.createdAt), desc(collectionDelayRequests.id)],
});
export type DelayListQuery = ListQuery<typeof delayList>;
