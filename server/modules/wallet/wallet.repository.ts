/** The wallet_withdrawals table and the WalletRecords list; names are joined in one query per page. */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { ACCOUNTS } from '../../../common/money/ledger-accounts';
import { WALLET_FILTERS } from '../../../common/money/wallet-filters';
import { defineList, type ListQuery } from '../../core/list/define-list';
import type { DbOrTx, Tx } from '../../db/client';
import { ledgerEntries, merchants, orders, walletWithdrawals } from '../../db/schema';

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

const w = walletWithdrawals;

/** Withdrawals, newest first (wallet_withdrawals_created_idx), with their order and merchant, within their merchant. */
export const withdrawalList = defineList({
  from: w,
  joins: [{ table: orders, on: eq(orders.id, w.orderId) }, { table: merchants, on: eq(merchants.id, w.merchantId) }],
  columns: {
    id: w.id, withdrawalNo: w.withdrawalNo, orderId: w.orderId, orderNo: orders.orderNo, customerName: orders.customerName,
    merchantName: merchants.merchantName, phone: w.phone, amountCents: w.amountCents, channel: w.channel, status: w.status,
    payoutRef: w.payoutRef, failCause: w.failCause, attempts: w.attempts, createdAt: w.createdAt, updatedAt: w.updatedAt,
  },
  filters: WALLET_FILTERS,
  match: {
    orderNo: orders.orderNo,
    // By the orders' phone index, then the withdrawals of those orders.
    phone: { where: (phone: string) => inArray(w.orderId, sql`(select ${orders.id} from ${orders} where ${orders.phone} = ${phone})`) },
    withdrawalNo: w.withdrawalNo, status: w.status, days: w.createdAt,
  },
  merchantScope: { column: w.merchantId },
  order: [desc(w.createdAt), desc(w.id)],
});
export type WithdrawalListQuery = ListQuery<typeof withdrawalList>;

/** Orders whose customers hold overpaid money, most first (the demo seed's candidates). */
export async function overpaidOrders(db: DbOrTx, limit: number) {
  const balance = sql<string>`sum(${ledgerEntries.creditCents} - ${ledgerEntries.debitCents})`;
  const rows = await db.select({ orderId: ledgerEntries.orderId, cents: balance }).from(ledgerEntries)
    .where(eq(ledgerEntries.account, ACCOUNTS.overpayment)).groupBy(ledgerEntries.orderId)
    .having(sql`${balance} > 0`).orderBy(sql`${balance} desc`, asc(ledgerEntries.orderId)).limit(limit);
  return rows.map((r) => ({ orderId: Number(r.orderId), cents: Number(r.cents) }));
}
