/** The wallet_withdrawals table and the WalletRecords list; names are joined in one query per page. */
import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { WalletFilter } from '../../../common/money/wallet';
import { ACCOUNTS } from '../../../common/money/ledger-accounts';
import type { DbOrTx, Tx } from '../../db/client';
import { startsWith, withinEatDays } from '../../db/list-search';
import { ledgerEntries, merchants, orders, walletWithdrawals } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

export type WithdrawalRecord = typeof walletWithdrawals.$inferSelect;
type WithdrawalInsert = typeof walletWithdrawals.$inferInsert;

export async function findOrderByNo(db: DbOrTx, orderNo: string) {
  const [row] = await db.select({
    id: orders.id, orderNo: orders.orderNo, merchantId: orders.merchantId, customerId: orders.customerId, phone: orders.phone,
    lendingChannel: orders.lendingChannel,
  }).from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  return row ?? null;
}

export async function insertWithdrawal(tx: Tx, values: WithdrawalInsert) {
  const [row] = await tx.insert(walletWithdrawals).values(values).returning();
  return row;
}

export async function lockWithdrawal(tx: Tx, id: number): Promise<WithdrawalRecord | null> {
  const [row] = await tx.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, id)).for('update');
  return row ?? null;
}

export async function findWithdrawal(db: DbOrTx, id: number): Promise<WithdrawalRecord | null> {
  const [row] = await db.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, id));
  return row ?? null;
}

export async function updateWithdrawal(tx: Tx, id: number, values: Partial<WithdrawalInsert>) {
  const [row] = await tx.update(walletWithdrawals).set(values).where(eq(walletWithdrawals.id, id)).returning();
  return row;
}

/** Withdrawals in a status since before `before`: pending ones never sent (a crash), in-progress ones unanswered. */
export async function staleIn(db: DbOrTx, status: 'pending' | 'inProgress', before: Date, limit: number) {
  return db.select().from(walletWithdrawals).where(and(eq(walletWithdrawals.status, status), lt(walletWithdrawals.updatedAt, before)))
    .orderBy(asc(walletWithdrawals.id)).limit(limit);
}

function whereOf(scope: MerchantScope, filter: WalletFilter): SQL[] {
  const w = walletWithdrawals;
  const where: SQL[] = scope ? [inArray(w.merchantId, scope.length ? [...scope] : [-1])] : [];
  if (filter.orderNo) where.push(startsWith(orders.orderNo, filter.orderNo));
  if (filter.phone) where.push(inArray(w.orderId, sql`(select ${orders.id} from ${orders} where ${orders.phone} = ${filter.phone})`));
  if (filter.withdrawalNo) where.push(eq(w.withdrawalNo, filter.withdrawalNo));
  if (filter.status) where.push(eq(w.status, filter.status));
  where.push(...withinEatDays(w.createdAt, filter.dayFrom, filter.dayTo));
  return where;
}

export async function withdrawalRows(db: DbOrTx, scope: MerchantScope, filter: WalletFilter, limit: number, offset: number) {
  const w = walletWithdrawals;
  return db.select({
    id: w.id, withdrawalNo: w.withdrawalNo, orderId: w.orderId, orderNo: orders.orderNo, customerName: orders.customerName,
    merchantName: merchants.merchantName, phone: w.phone, amountCents: w.amountCents, channel: w.channel, status: w.status,
    payoutRef: w.payoutRef, failCause: w.failCause, attempts: w.attempts, createdAt: w.createdAt, updatedAt: w.updatedAt,
  }).from(w).innerJoin(orders, eq(orders.id, w.orderId)).innerJoin(merchants, eq(merchants.id, w.merchantId))
    .where(and(...whereOf(scope, filter))).orderBy(desc(w.createdAt), desc(w.id)).limit(limit).offset(offset);
}

export async function countWithdrawals(db: DbOrTx, scope: MerchantScope, filter: WalletFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(walletWithdrawals).innerJoin(orders, eq(orders.id, walletWithdrawals.orderId))
    .where(and(...whereOf(scope, filter)));
  return Number(row.total);
}

/** Orders whose customers hold overpaid money, most first (the demo seed's candidates). */
export async function overpaidOrders(db: DbOrTx, limit: number) {
  const balance = sql<string>`sum(${ledgerEntries.creditCents} - ${ledgerEntries.debitCents})`;
  const rows = await db.select({ orderId: ledgerEntries.orderId, cents: balance }).from(ledgerEntries)
    .where(eq(ledgerEntries.account, ACCOUNTS.overpayment)).groupBy(ledgerEntries.orderId)
    .having(sql`${balance} > 0`).orderBy(sql`${balance} desc`, asc(ledgerEntries.orderId)).limit(limit);
  return rows.map((r) => ({ orderId: Number(r.orderId), cents: Number(r.cents) }));
}
