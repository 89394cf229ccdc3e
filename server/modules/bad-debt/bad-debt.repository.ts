/** bad_debt_entries: written, locked and decided here; the list joins the case (and its bill's amount owed today). */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BadDebtFilter } from '../../../common/collection/bad-debt';
import type { DbOrTx, Tx } from '../../db/client';
import { startsWith, withinEatDays } from '../../db/list-search';
import { badDebtEntries, bills, collectionCases, merchants, orders, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';
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

function whereOf(scope: MerchantScope, filter: BadDebtFilter): SQL[] {
  const where: SQL[] = [eq(badDebtEntries.system, filter.system)];
  if (scope) where.push(inArray(badDebtEntries.merchantId, scope.length ? [...scope] : [-1]));
  if (filter.caseNo) where.push(startsWith(collectionCases.caseNo, filter.caseNo));
  if (filter.orderNo) where.push(startsWith(orders.orderNo, filter.orderNo));
  if (filter.status) where.push(eq(badDebtEntries.status, filter.status));
  if (filter.merchantId) where.push(eq(badDebtEntries.merchantId, filter.merchantId));
  where.push(...withinEatDays(badDebtEntries.createdAt, filter.dayFrom, filter.dayTo));
  return where;
}

const applicant = alias(users, 'applicant');
const approver = alias(users, 'approver');
const mover = alias(users, 'mover');

export async function entryRows(db: DbOrTx, scope: MerchantScope, filter: BadDebtFilter, limit: number, offset: number) {
  return db.select({
    id: badDebtEntries.id, system: badDebtEntries.system, caseId: badDebtEntries.caseId, caseNo: collectionCases.caseNo, level: collectionCases.level,
    orderNo: orders.orderNo, customerName: orders.customerName, merchantName: merchants.merchantName, overdueDays: collectionCases.overdueDays,
    amountCents: badDebtEntries.amountCents, amountDueCents: sql<number>`(${owedSql})::bigint`.mapWith(Number), reason: badDebtEntries.reason,
    status: badDebtEntries.status, requestedBy: badDebtEntries.requestedBy, applicantName: applicant.realName, approverName: approver.realName,
    approvedAt: badDebtEntries.approvedAt, movedOutByName: mover.realName, movedOutAt: badDebtEntries.movedOutAt, moveOutReason: badDebtEntries.moveOutReason,
    createdAt: badDebtEntries.createdAt,
  }).from(badDebtEntries)
    .innerJoin(collectionCases, eq(collectionCases.id, badDebtEntries.caseId))
    .innerJoin(bills, eq(bills.id, collectionCases.billId))
    .innerJoin(orders, eq(orders.id, collectionCases.orderId))
    .innerJoin(merchants, eq(merchants.id, badDebtEntries.merchantId))
    .leftJoin(applicant, eq(applicant.id, badDebtEntries.requestedBy))
    .leftJoin(approver, eq(approver.id, badDebtEntries.approvedBy))
    .leftJoin(mover, eq(mover.id, badDebtEntries.movedOutBy))
    .where(and(...whereOf(scope, filter)))
    .orderBy(sql`(${badDebtEntries.status} = 'pending') desc`, desc(badDebtEntries.createdAt), desc(badDebtEntries.id))
    .limit(limit).offset(offset);
}

export async function countEntries(db: DbOrTx, scope: MerchantScope, filter: BadDebtFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(badDebtEntries)
    .innerJoin(collectionCases, eq(collectionCases.id, badDebtEntries.caseId))
    .innerJoin(orders, eq(orders.id, collectionCases.orderId))
    .where(and(...whereOf(scope, filter)));
  return Number(row.n);
}
