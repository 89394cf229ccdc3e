/** The cash_transfers table, its list with names joined once per page, its history (audit rows) and the form's choices. */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { listOrder } from '../../../common/money/money-inputs';
import { TRANSFER_FILTERS } from '../../../common/money/transfer';
import { defineList, type ListFilter, type ListQuery } from '../../core/list/define-list';
import type { DbOrTx, Tx } from '../../db/client';
import { auditLogs, cashTransfers, lenderAccounts, merchants, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

export type TransferRecord = typeof cashTransfers.$inferSelect;
type TransferInsert = typeof cashTransfers.$inferInsert;

const inScope = (column: Parameters<typeof inArray>[0], scope: MerchantScope) =>
  (scope ? [inArray(column, scope.length ? [...scope] : [-1])] : []);

export async function findAccount(db: DbOrTx, id: number) {
  const [row] = await db.select().from(lenderAccounts).where(eq(lenderAccounts.id, id));
  return row ?? null;
}

export async function insertTransfer(tx: Tx, values: TransferInsert) {
  const [row] = await tx.insert(cashTransfers).values(values).returning();
  return row;
}

export async function lockTransfer(tx: Tx, id: number): Promise<TransferRecord | null> {
  const [row] = await tx.select().from(cashTransfers).where(eq(cashTransfers.id, id)).for('update');
  return row ?? null;
}

export async function updateTransfer(tx: Tx, id: number, values: Partial<TransferInsert>) {
  const [row] = await tx.update(cashTransfers).set(values).where(eq(cashTransfers.id, id)).returning();
  return row;
}

export async function staleInStatus(db: DbOrTx, status: string, before: Date, limit: number) {
  return db.select().from(cashTransfers).where(and(eq(cashTransfers.status, status), lt(cashTransfers.updatedAt, before)))
    .orderBy(asc(cashTransfers.id)).limit(limit);
}

const applicant = alias(users, 'applicant');
const auditor = alias(users, 'auditor');
const confirmer = alias(users, 'confirmer');
const c = cashTransfers;

/** Transfers, newest first or pending first (the audit screen), with their account and people, within their merchant. */
export const transferList = defineList({
  from: c,
  joins: [
    { table: merchants, on: eq(merchants.id, c.merchantId) },
    { table: lenderAccounts, on: eq(lenderAccounts.id, c.toAccountId) },
    { table: applicant, on: eq(applicant.id, c.applicantId) },
    { table: auditor, on: eq(auditor.id, c.auditorId), type: 'left' },
    { table: confirmer, on: eq(confirmer.id, c.confirmedBy), type: 'left' },
  ],
  columns: {
    id: c.id, transferNo: c.transferNo, merchantId: c.merchantId, merchantName: merchants.merchantName, fromChannel: c.fromChannel,
    toAccountId: c.toAccountId, toAccountName: lenderAccounts.accountName, toBankName: lenderAccounts.bankName,
    toAccountNo: lenderAccounts.accountNo, toChannel: lenderAccounts.channel, amountCents: c.amountCents, reason: c.reason, status: c.status,
    applicantId: c.applicantId, applicantName: applicant.realName, auditorName: auditor.realName, auditedAt: c.auditedAt,
    auditRemark: c.auditRemark, payoutRef: c.payoutRef, thirdPartyCode: c.thirdPartyCode, failCause: c.failCause,
    confirmedByName: confirmer.realName, confirmedAt: c.confirmedAt, createdAt: c.createdAt, updatedAt: c.updatedAt,
  },
  filters: TRANSFER_FILTERS,
  // The merchant's id as a positive number (the filter bar sends it from the merchant select).
  params: { merchantId: z.coerce.number().int().positive().optional() },
  match: { transferNo: c.transferNo, merchantId: c.merchantId, status: c.status, fromChannel: c.fromChannel, days: c.createdAt },
  merchantScope: { column: c.merchantId },
  order: [desc(c.createdAt), desc(c.id)],
  orderParam: { schema: listOrder, orders: { pendingFirst: [sql`(${c.status} = 'pending') desc`, desc(c.createdAt), desc(c.id)] } },
});
export type TransferListQuery = ListQuery<typeof transferList>;
export type TransferFilter = ListFilter<typeof transferList>;
export type TransferListRecord = Awaited<ReturnType<typeof transferList.rows>>[number];

/** One transfer as the list shows it, within the caller's merchants; null when none. */
export const transferRow = (db: DbOrTx, scope: MerchantScope, id: number) => transferList.find(db, scope, eq(c.id, id));

/** A transfer's history: its audit rows, oldest first. */
export async function historyOf(db: DbOrTx, id: number) {
  return db.select({ id: auditLogs.id, at: auditLogs.at, action: auditLogs.action, actorUsername: auditLogs.actorUsername, after: auditLogs.after })
    .from(auditLogs).where(and(eq(auditLogs.entity, 'cashTransfer'), eq(auditLogs.entityId, String(id)))).orderBy(asc(auditLogs.id));
}

/** Enabled lender accounts of the merchants in scope. */
export async function accountOptions(db: DbOrTx, scope: MerchantScope) {
  return db.select({ value: lenderAccounts.id, accountName: lenderAccounts.accountName, bankName: lenderAccounts.bankName,
    accountNo: lenderAccounts.accountNo, merchantId: lenderAccounts.merchantId, channel: lenderAccounts.channel })
    .from(lenderAccounts).where(and(eq(lenderAccounts.enabled, true), ...inScope(lenderAccounts.merchantId, scope)))
    .orderBy(asc(lenderAccounts.merchantId), asc(lenderAccounts.id));
}
