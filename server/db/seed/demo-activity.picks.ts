/**
 * What the demo activity works on, read from the demo book: overdue bills, overpaid orders, flows that can
 * be rolled back, rejected and refused orders, accounts. Reads only; every change goes through the API.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import { allocate, sumBreakdown, type Breakdown } from '../../../common/money/components';
import { trial } from '../../../common/money/bill-math';
import { eatDayRange } from '../../../common/eat-day';
import { ACCOUNTS } from '../../../common/money/ledger-accounts';
import { WRITE_OFF_PARTS } from '../../../common/money/write-off';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { owedOf } from '../../modules/bill/bill.repository';
import { loanOfBill } from '../../modules/bill/loan-of-bill.repository';
import type { DbOrTx } from '../client';
import {
  balanceAccounts, bills, ledgerEntries, ledgerJournals, lenderAccounts, merchants, orders, repayFlows, reReviewConfigs,
} from '../schema';

export const merchantIdsByNo = async (db: DbOrTx) =>
  new Map((await db.select({ id: merchants.id, no: merchants.merchantNo }).from(merchants)).map((m) => [m.no, m.id]));

export interface OpenBill {
  billId: number;
  orderId: number;
  orderNo: string;
  merchantId: number;
  customerName: string;
  phone: string;
  practicalAmountCents: number;
  lendingAt: Date;
}

/** Unpaid bills of a merchant lent before `day` (only those overdue on it, if asked), longest lent first, none of `used`. */
export async function unpaidBills(db: DbOrTx, merchantId: number, day: string, used: ReadonlySet<number>, limit: number, overdue: boolean): Promise<OpenBill[]> {
  const rows = await db.select({
    billId: bills.id, orderId: orders.id, orderNo: orders.orderNo, merchantId: orders.merchantId, customerName: orders.customerName,
    phone: orders.phone, practicalAmountCents: orders.practicalAmountCents, lendingAt: orders.lendingAt,
  }).from(bills).innerJoin(orders, eq(orders.id, bills.orderId))
    .where(and(eq(bills.merchantId, merchantId), eq(bills.status, 'unpaid'), lt(orders.lendingAt, eatDayRange(day).from),
      overdue ? lt(bills.dueDay, day) : undefined, used.size ? notInArray(orders.id, [...used]) : undefined))
    .orderBy(asc(bills.dueDay), asc(bills.id)).limit(limit);
  return rows.map((r) => ({ ...r, lendingAt: r.lendingAt! }));
}

/** What the bill asks on an EAT day, as the repay trial computes it: the components owed and their sum. */
export async function owedOn(db: DbOrTx, billId: number, day: string): Promise<{ owed: Breakdown; settlementCents: number }> {
  const [bill] = await db.select().from(bills).where(eq(bills.id, billId));
  const loan = (await loanOfBill(db, bill.orderId))!;
  const t = trial({ owed: owedOf(bill), dueDay: bill.dueDay, accruedThrough: bill.accruedThrough, terms: loan.terms, onDay: day });
  return { owed: t.owed, settlementCents: t.settlementCents };
}

const KES_1 = 100;

/**
 * The amounts of a bank flow as a collections clerk states them: what it pays of each component (penalties
 * first), any overflow. Every column is required and none may be 0, so a component it does not pay is put
 * at KES 1.00 out of the largest one, and the coupon column's KES 1.00 is balanced in the overflow.
 */
export function statedAmounts(owed: Breakdown, amountCents: number): Record<string, number> {
  const { paid, overflow } = allocate(amountCents, owed);
  const parts = Object.fromEntries(WRITE_OFF_PARTS.map((p) => [p, paid[p]])) as Record<(typeof WRITE_OFF_PARTS)[number], number>;
  for (const p of WRITE_OFF_PARTS) {
    if (parts[p] !== 0) continue;
    const largest = WRITE_OFF_PARTS.reduce((a, b) => (parts[b] > parts[a] ? b : a));
    parts[p] = KES_1;
    parts[largest] -= KES_1;
  }
  const stated = {
    amountCents, ...Object.fromEntries(WRITE_OFF_PARTS.map((p) => [`${p}Cents`, parts[p]])), couponCents: KES_1, overflowCents: overflow + KES_1,
  };
  const check = WRITE_OFF_PARTS.reduce((sum, p) => sum + parts[p], 0) + stated.overflowCents - stated.couponCents;
  if (check !== amountCents || WRITE_OFF_PARTS.some((p) => parts[p] <= 0) || sumBreakdown(paid) + overflow !== amountCents) {
    throw new Error(`Cannot state KES ${amountCents / 100} against the bill`);
  }
  return stated;
}

const overpaidBalance = sql<string>`sum(${ledgerEntries.creditCents} - ${ledgerEntries.debitCents})`;

/** Orders holding overpaid money, largest first, with the balance. */
export async function overpaidOrders(db: DbOrTx): Promise<{ orderId: number; cents: number }[]> {
  const rows = await db.select({ orderId: ledgerEntries.orderId, cents: overpaidBalance }).from(ledgerEntries)
    .where(eq(ledgerEntries.account, ACCOUNTS.overpayment)).groupBy(ledgerEntries.orderId)
    .having(sql`${overpaidBalance} > 0`).orderBy(sql`${overpaidBalance} desc`, asc(ledgerEntries.orderId));
  return rows.map((r) => ({ orderId: Number(r.orderId), cents: Number(r.cents) }));
}

export async function ordersById(db: DbOrTx, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { id: number; orderNo: string; merchantId: number; phone: string; customerName: string }>();
  const rows = await db.select({ id: orders.id, orderNo: orders.orderNo, merchantId: orders.merchantId, phone: orders.phone, customerName: orders.customerName })
    .from(orders).where(inArray(orders.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface FlowPick {
  id: number;
  flowNo: string;
  orderId: number;
  merchantId: number;
  repaidAt: Date;
}

/**
 * Valid flows of a type paid by hand through M-Pesa in [from, to), the last valid flow of their bill and
 * without overpaid money (so a rollback is allowed), newest first.
 */
export async function rollbackableFlows(db: DbOrTx, repayType: string, from: Date, to: Date, merchantIds: readonly number[] | null, used: ReadonlySet<number>): Promise<FlowPick[]> {
  const later = sql`exists (select 1 from repay_flows later where later.bill_id = ${repayFlows.billId} and later.status = 'valid' and later.id > ${repayFlows.id})`;
  const rows = await db.select({ id: repayFlows.id, flowNo: repayFlows.flowNo, orderId: repayFlows.orderId, merchantId: repayFlows.merchantId, repaidAt: repayFlows.repaidAt })
    .from(repayFlows)
    .where(and(eq(repayFlows.status, 'valid'), eq(repayFlows.repayType, repayType), eq(repayFlows.source, 'manual'), eq(repayFlows.paymentChannel, 'mpesa'),
      eq(repayFlows.overflowCents, 0), eq(repayFlows.couponCents, 0), gte(repayFlows.repaidAt, from), lt(repayFlows.repaidAt, to),
      merchantIds ? inArray(repayFlows.merchantId, [...merchantIds]) : undefined, sql`not ${later}`))
    .orderBy(desc(repayFlows.repaidAt)).limit(40);
  return rows.filter((r) => !used.has(Number(r.orderId))).map((r) => ({ ...r, orderId: Number(r.orderId) }));
}

/** Orders rejected at manual review before `before`, with the refuse codes asked for, most recent first. */
export async function rejectedOrders(db: DbOrTx, codes: readonly string[], before: Date, used: ReadonlySet<number>, limit: number) {
  const rows = await db.select({ id: orders.id, orderNo: orders.orderNo, merchantId: orders.merchantId, refuseCode: orders.refuseCode })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.approvalRejected), inArray(orders.refuseCode, [...codes]), lt(orders.auditAt, before), isNotNull(orders.auditorId)))
    .orderBy(desc(orders.auditAt), desc(orders.id)).limit(limit + used.size);
  return rows.filter((r) => !used.has(r.id)).slice(0, limit);
}

/** Refuse codes the merchants' re-review configs accept, and those none accepts. */
export async function reReviewCodes(db: DbOrTx): Promise<{ eligible: string[] }> {
  const rows = await db.select({ codes: reReviewConfigs.refuseCodes }).from(reReviewConfigs).where(eq(reReviewConfigs.enabled, true));
  return { eligible: [...new Set(rows.flatMap((r) => r.codes))] };
}

/** Orders the machine review refused, most with the given refuse code first, applied before `before`. */
export async function machineRefused(db: DbOrTx, code: string, before: Date, limit: number) {
  const rows = await db.select({ id: orders.id, orderNo: orders.orderNo, refuseCode: orders.refuseCode }).from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.machineRefused), lt(orders.applyAt, before)))
    .orderBy(sql`${orders.refuseCode} = ${code} desc`, desc(orders.applyAt)).limit(limit);
  return rows;
}

/** An order of the merchant whose every bill is settled. */
export async function settledOrder(db: DbOrTx, merchantId: number, used: ReadonlySet<number>) {
  const open = sql`exists (select 1 from bills o where o.order_id = ${orders.id} and o.status <> 'settled')`;
  const rows = await db.select({ id: orders.id, orderNo: orders.orderNo, practicalAmountCents: orders.practicalAmountCents, lendingAt: orders.lendingAt })
    .from(orders).innerJoin(bills, eq(bills.orderId, orders.id))
    .where(and(eq(orders.merchantId, merchantId), eq(bills.status, 'settled'), sql`not ${open}`)).orderBy(asc(orders.id)).limit(10);
  return rows.find((r) => !used.has(r.id)) ?? null;
}

export async function orderNoExists(db: DbOrTx, orderNo: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return Boolean(row);
}

export async function lenderAccountId(db: DbOrTx, merchantId: number, channel: string) {
  const [row] = await db.select({ id: lenderAccounts.id }).from(lenderAccounts)
    .where(and(eq(lenderAccounts.merchantId, merchantId), eq(lenderAccounts.channel, channel), eq(lenderAccounts.enabled, true))).orderBy(asc(lenderAccounts.id)).limit(1);
  return row?.id ?? null;
}

export const balanceAccountRows = (db: DbOrTx) =>
  db.select({ id: balanceAccounts.id, paymentCompany: balanceAccounts.paymentCompany }).from(balanceAccounts).where(eq(balanceAccounts.enabled, true)).orderBy(asc(balanceAccounts.id));

/** The ledger's cash at a channel from the journals posted before `before` (what the account statement should show). */
export async function ledgerCashBefore(db: DbOrTx, channel: string, before: Date): Promise<number> {
  const [row] = await db.select({ cents: sql<string>`coalesce(sum(${ledgerEntries.debitCents} - ${ledgerEntries.creditCents}), 0)` })
    .from(ledgerEntries).innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(and(eq(ledgerEntries.account, ACCOUNTS.cash), eq(ledgerEntries.channel, channel), lt(ledgerJournals.at, before)));
  return Number(row.cents);
}
