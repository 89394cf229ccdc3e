/**
 * The palette's record search: one query per kind, each at most RECORDS_PER_KIND rows along an index, each
 * limited to the caller's merchants. Indexes (server/db/schema):
 * - orders by number's start: orders_no_uq (text_pattern_ops), newest first among the few matches;
 * - customers by phone (customers_phone_idx), ID number (customers_id_number_idx), name anywhere
 *   (customers_name_trgm_idx, from NAME_CONTAINS_MIN characters), ORed into one bitmap scan;
 * - cases by number's start: collection_cases_no_uq (text_pattern_ops);
 * - bills by number's start: bills_no_uq (text_pattern_ops);
 * - repayment flows by number's start (repay_flows_no_uq) or by the channel's receipt code among valid flows
 *   (repay_flows_payment_code_uq, partial on valid flows), ORed into one bitmap scan;
 * - refunds, transfers and wallet withdrawals by their whole number (refunds_no_uq, cash_transfers_no_uq,
 *   wallet_withdrawals_no_uq: one probe each);
 * - staff by username's start, name anywhere or job number: the users table is a few hundred rows, read whole.
 * What the user typed is a literal in every pattern (escapeLike).
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../../common/list-query';
import { RECORDS_PER_KIND } from '../../../common/search/records';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { startsWith } from '../../db/list-search';
import { bills, cashTransfers, collectionCases, customers, merchants, orders, refunds, repayFlows, users, walletWithdrawals } from '../../db/schema';
import { owedSql } from '../bill/bill.repository';
import { tiedOnlyTo } from '../user/user.repository';

const within = (conditions: (SQL | undefined)[]) => and(...conditions.filter((c): c is SQL => c !== undefined));

export function ordersNumbered(db: DbOrTx, scope: MerchantScope, prefix: string) {
  return db.select({
    id: orders.id, orderNo: orders.orderNo, status: orders.status, merchantId: merchants.id, merchantName: merchants.merchantName,
    amountCents: orders.loanAmountCents, at: orders.applyAt, customerName: orders.customerName,
  }).from(orders).innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .where(within([startsWith(orders.orderNo, prefix), merchantScopeClause(orders.merchantId, scope)]))
    .orderBy(orders.orderNo).limit(RECORDS_PER_KIND);
}

export interface CustomerKeys {
  /** The typed phone as stored (254 + 9 digits), when it is one. */
  phone: string | null;
  idNumber: string | null;
  /** A name part long enough for the trigram index. */
  name: string | null;
}

export function customersMatching(db: DbOrTx, scope: MerchantScope, keys: CustomerKeys) {
  const matches = [
    keys.phone ? eq(customers.phone, keys.phone) : undefined,
    keys.idNumber ? eq(customers.idNumber, keys.idNumber) : undefined,
    keys.name ? sql`${customers.fullName} ilike ${`%${escapeLike(keys.name)}%`}` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (matches.length === 0) return Promise.resolve([]);
  return db.select({
    id: customers.id, fullName: customers.fullName, phone: customers.phone, idNumber: customers.idNumber,
    merchantId: merchants.id, merchantName: merchants.merchantName, at: customers.registeredAt,
  }).from(customers).innerJoin(merchants, eq(merchants.id, customers.merchantId))
    .where(within([or(...matches), merchantScopeClause(customers.merchantId, scope)]))
    .orderBy(desc(customers.registeredAt), desc(customers.id)).limit(RECORDS_PER_KIND);
}

/** Which cases the caller may open: every case of `listed` systems, and their own cases of `held` systems. */
export interface CaseReach {
  listed: readonly ('v1' | 'v2')[];
  held: readonly ('v1' | 'v2')[];
  userId: number;
}

export function casesNumbered(db: DbOrTx, scope: MerchantScope, prefix: string, reach: CaseReach) {
  const reachable = or(
    reach.listed.length ? inArray(collectionCases.system, [...reach.listed]) : undefined,
    reach.held.length ? and(inArray(collectionCases.system, [...reach.held]), eq(collectionCases.collectorUserId, reach.userId)) : undefined,
  );
  return db.select({
    id: collectionCases.id, caseNo: collectionCases.caseNo, system: collectionCases.system, status: collectionCases.status,
    collectorUserId: collectionCases.collectorUserId, merchantId: merchants.id, merchantName: merchants.merchantName,
    amountCents: collectionCases.amountDueCents, at: collectionCases.enteredAt,
  }).from(collectionCases).innerJoin(merchants, eq(merchants.id, collectionCases.merchantId))
    .where(within([startsWith(collectionCases.caseNo, prefix), reachable, merchantScopeClause(collectionCases.merchantId, scope)]))
    .orderBy(collectionCases.caseNo).limit(RECORDS_PER_KIND);
}

export function staffMatching(db: DbOrTx, scope: MerchantScope, text: string) {
  const pattern = escapeLike(text);
  return db.select({
    id: users.id, username: users.username, realName: users.realName, jobNumber: users.jobNumber, status: users.status,
    merchantId: merchants.id, merchantName: merchants.merchantName, at: users.createdAt,
  }).from(users).leftJoin(merchants, eq(merchants.id, users.merchantId))
    .where(within([
      or(sql`${users.username} ilike ${`${pattern}%`}`, sql`${users.realName} ilike ${`%${pattern}%`}`, eq(users.jobNumber, text)),
      scope === null ? undefined : scope.length ? tiedOnlyTo(scope) : sql`false`,
    ]))
    .orderBy(users.username).limit(RECORDS_PER_KIND);
}

export function billsNumbered(db: DbOrTx, scope: MerchantScope, prefix: string) {
  return db.select({
    id: bills.id, billNo: bills.billNo, status: bills.status, merchantId: merchants.id, merchantName: merchants.merchantName,
    amountCents: sql<number>`(${owedSql})::bigint`.mapWith(Number), dueDay: bills.dueDay, customerName: orders.customerName,
  }).from(bills).innerJoin(merchants, eq(merchants.id, bills.merchantId)).innerJoin(orders, eq(orders.id, bills.orderId))
    .where(within([startsWith(bills.billNo, prefix), merchantScopeClause(bills.merchantId, scope)]))
    .orderBy(bills.billNo).limit(RECORDS_PER_KIND);
}

/** Flows by number's start, or the valid flow of a receipt code (a receipt is unique among valid flows). */
export function flowsMatching(db: DbOrTx, scope: MerchantScope, text: string) {
  return db.select({
    id: repayFlows.id, flowNo: repayFlows.flowNo, paymentCode: repayFlows.paymentCode, status: repayFlows.status, merchantId: merchants.id, merchantName: merchants.merchantName,
    amountCents: repayFlows.amountCents, at: repayFlows.repaidAt, customerName: orders.customerName,
  }).from(repayFlows).innerJoin(merchants, eq(merchants.id, repayFlows.merchantId)).innerJoin(orders, eq(orders.id, repayFlows.orderId))
    .where(within([
      or(startsWith(repayFlows.flowNo, text), and(eq(repayFlows.paymentCode, text), eq(repayFlows.status, 'valid'))),
      merchantScopeClause(repayFlows.merchantId, scope),
    ]))
    .orderBy(repayFlows.flowNo).limit(RECORDS_PER_KIND);
}

export function refundNumbered(db: DbOrTx, scope: MerchantScope, refundNo: string) {
  return db.select({
    id: refunds.id, refundNo: refunds.refundNo, status: refunds.refundStatus, merchantId: merchants.id, merchantName: merchants.merchantName, amountCents: refunds.amountCents,
    at: refunds.createdAt, orderNo: orders.orderNo, customerName: orders.customerName,
  }).from(refunds).innerJoin(merchants, eq(merchants.id, refunds.merchantId)).innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(within([eq(refunds.refundNo, refundNo), merchantScopeClause(refunds.merchantId, scope)])).limit(1);
}

export function transferNumbered(db: DbOrTx, scope: MerchantScope, transferNo: string) {
  return db.select({
    id: cashTransfers.id, transferNo: cashTransfers.transferNo, status: cashTransfers.status, merchantId: merchants.id, merchantName: merchants.merchantName,
    amountCents: cashTransfers.amountCents, at: cashTransfers.createdAt,
  }).from(cashTransfers).innerJoin(merchants, eq(merchants.id, cashTransfers.merchantId))
    .where(within([eq(cashTransfers.transferNo, transferNo), merchantScopeClause(cashTransfers.merchantId, scope)])).limit(1);
}

export function withdrawalNumbered(db: DbOrTx, scope: MerchantScope, withdrawalNo: string) {
  return db.select({
    id: walletWithdrawals.id, withdrawalNo: walletWithdrawals.withdrawalNo, status: walletWithdrawals.status, merchantId: merchants.id, merchantName: merchants.merchantName,
    amountCents: walletWithdrawals.amountCents, at: walletWithdrawals.createdAt, customerName: orders.customerName,
  }).from(walletWithdrawals).innerJoin(merchants, eq(merchants.id, walletWithdrawals.merchantId)).innerJoin(orders, eq(orders.id, walletWithdrawals.orderId))
    .where(within([eq(walletWithdrawals.withdrawalNo, withdrawalNo), merchantScopeClause(walletWithdrawals.merchantId, scope)])).limit(1);
}
