/** The cash_transfers table, its list with names joined once per page, its history (audit rows) and the form's choices. */
import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransferFilter } from '../../../common/money/transfer';
import type { DbOrTx, Tx } from '../../db/client';
import { withinEatDays } from '../../db/list-search';
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

function whereOf(scope: MerchantScope, filter: Partial<TransferFilter>): SQL[] {
  const c = cashTransfers;
  const where: SQL[] = inScope(c.merchantId, scope);
  if (filter.transferNo) where.push(eq(c.transferNo, filter.transferNo));
  if (filter.merchantId) where.push(eq(c.merchantId, filter.merchantId));
  if (filter.status) where.push(eq(c.status, filter.status));
  if (filter.fromChannel) where.push(eq(c.fromChannel, filter.fromChannel));
  where.push(...withinEatDays(c.createdAt, filter.dayFrom, filter.dayTo));
  return where;
}

const applicant = alias(users, 'applicant');
const auditor = alias(users, 'auditor');
const confirmer = alias(users, 'confirmer');
const c = cashTransfers;
const columns = {
  id: c.id, transferNo: c.transferNo, merchantId: c.merchantId, merchantName: merchants.merchantName, fromChannel: c.fromChannel,
  toAccountId: c.toAccountId, toAccountName: lenderAccounts.accountName, toBankName: lenderAccounts.bankName,
  toAccountNo: lenderAccounts.accountNo, toChannel: lenderAccounts.channel, amountCents: c.amountCents, reason: c.reason, status: c.status,
  applicantId: c.applicantId, applicantName: applicant.realName, auditorName: auditor.realName, auditedAt: c.auditedAt,
  auditRemark: c.auditRemark, payoutRef: c.payoutRef, thirdPartyCode: c.thirdPartyCode, failCause: c.failCause,
  confirmedByName: confirmer.realName, confirmedAt: c.confirmedAt, createdAt: c.createdAt, updatedAt: c.updatedAt,
};
export type TransferListRecord = Awaited<ReturnType<typeof transferRows>>[number];

export async function transferRows(db: DbOrTx, scope: MerchantScope, filter: Partial<TransferFilter> & { id?: number }, limit: number, offset = 0) {
  const where = whereOf(scope, filter);
  if (filter.id) where.push(eq(c.id, filter.id));
  const order = filter.order === 'pendingFirst' ? [sql`(${c.status} = 'pending') desc`, desc(c.createdAt), desc(c.id)] : [desc(c.createdAt), desc(c.id)];
  return db.select(columns).from(c)
    .innerJoin(merchants, eq(merchants.id, c.merchantId))
    .innerJoin(lenderAccounts, eq(lenderAccounts.id, c.toAccountId))
    .innerJoin(applicant, eq(applicant.id, c.applicantId))
    .leftJoin(auditor, eq(auditor.id, c.auditorId))
    .leftJoin(confirmer, eq(confirmer.id, c.confirmedBy))
    .where(and(...where)).orderBy(...order).limit(limit).offset(offset);
}

export async function countTransfers(db: DbOrTx, scope: MerchantScope, filter: TransferFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(c).where(and(...whereOf(scope, filter)));
  return Number(row.total);
}

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
