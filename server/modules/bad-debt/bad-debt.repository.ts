/** bad_debt_entries: written, locked and decided here; the list joins the case (and its bill's amount owed today). */
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BAD_DEBT_FILTERS } from '../../../common/collection/bad-debt';
import { systemQuery } from '../../../common/collection/deduction';
import { defineList, type ListQuery } from '../../core/list/define-list';
import type { Tx } from '../../db/client';
import { badDebtEntries, bills, collectionCases, merchants, orders, users } from '../../db/schema';
import { owedSql } from '../bill/bill.repository';

type BadDebtRecord = typeof badDebtEntries.$inferSelect;

export async function insertEntry(tx: Tx, values: typeof badDebtEntries.$inferInsert): Promise<BadDebtRecord> {
  const [row] = await tx.insert(badDebtEntries).values(values).returning();
  return row;
}

export async function lockEntry(tx: Tx, id: number): Promise<BadDebtRecord | null> {
  const [row] = await tx.select().from(badDebtEntries).where(eq(badDebtEntries.id, id)).for('update');
  return row ?? null;
}

/** Moves an entry from one status to the next; null when it was no longer in `from` (someone acted first). */
export async function moveEntry(tx: Tx, id: number, from: BadDebtRecord['status'], values: Partial<typeof badDebtEntries.$inferInsert>) {
  const [row] = await tx.update(badDebtEntries).set(values).where(and(eq(badDebtEntries.id, id), eq(badDebtEntries.status, from))).returning();
  return row ?? null;
}

const applicant = alias(users, 'applicant');
const approver = alias(users, 'approver');
const mover = alias(users, 'mover');

/** Bad-debt entries, pending first then newest (bad_debt_entries_status_idx), within their merchant. */
export const badDebtList = defineList({
  from: badDebtEntries,
  joins: [
    { table: collectionCases, on: eq(collectionCases.id, badDebtEntries.caseId) },
    { table: bills, on: eq(bills.id, collectionCases.billId) },
    { table: orders, on: eq(orders.id, collectionCases.orderId) },
    { table: merchants, on: eq(merchants.id, badDebtEntries.merchantId) },
    { table: applicant, on: eq(applicant.id, badDebtEntries.requestedBy), type: 'left' },
    { table: approver, on: eq(approver.id, badDebtEntries.approvedBy), type: 'left' },
    { table: mover, on: eq(mover.id, badDebtEntries.movedOutBy), type: 'left' },
  ],
  columns: {
    id: badDebtEntries.id, system: badDebtEntries.system, caseId: badDebtEntries.caseId, caseNo: collectionCases.caseNo, level: collectionCases.level,
    orderNo: orders.orderNo, customerName: orders.customerName, merchantName: merchants.merchantName, overdueDays: collectionCases.overdueDays,
    amountCents: badDebtEntries.amountCents, amountDueCents: sql<number>`(${owedSql})::bigint`.mapWith(Number), reason: badDebtEntries.reason,
    status: badDebtEntries.status, requestedBy: badDebtEntries.requestedBy, applicantName: applicant.realName, approverName: approver.realName,
    approvedAt: badDebtEntries.approvedAt, movedOutByName: mover.realName, movedOutAt: badDebtEntries.movedOutAt, moveOutReason: badDebtEntries.moveOutReason,
    createdAt: badDebtEntries.createdAt,
  },
  filters: BAD_DEBT_FILTERS,
  params: systemQuery.shape,
  match: {
    system: badDebtEntries.system, caseNo: collectionCases.caseNo, orderNo: orders.orderNo, status: badDebtEntries.status,
    merchantId: badDebtEntries.merchantId, days: badDebtEntries.createdAt,
  },
  merchantScope: { column: badDebtEntries.merchantId },
  order: [sql`(${badDebtEntries.status} = 'pending') desc`, desc(badDebtEntries.createdAt), desc(badDebtEntries.id)],
});
export type BadDebtListQuery = ListQuery<typeof badDebtList>;
