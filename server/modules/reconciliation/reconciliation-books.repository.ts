/**
 * Our side of a channel's day: payouts (loan codes, refunds, wallet withdrawals, cash transfers) and
 * collections (valid repayment flows). An entry belongs to the day when we sent or received it that day, or
 * when the day's statement names it (found by reference or receipt code, whatever our time says).
 */
import { and, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PaymentChannel } from '../../../common/money/statuses';
import type { DbOrTx } from '../../db/client';
import { cashTransfers, loanCodes, orders, refunds, repayFlows, walletWithdrawals } from '../../db/schema';
import type { BookEntry, Settlement } from './reconciliation.match';

/** Lookups go in chunks, well below the bind-parameter limit. */
const CHUNK = 1_000;

interface PayoutSource {
  table: PgTable;
  reference: PgColumn;
  channel: PgColumn;
  amountCents: PgColumn;
  status: PgColumn;
  /** When we sent the payout: the attempt's creation, or the last change of a record paid after review. */
  sentAt: PgColumn;
  orderId: PgColumn | null;
  thirdPartyCode: PgColumn | null;
  success: readonly string[];
  failed: readonly string[];
}

/** Each payout record's statuses read as settled or failed; any other status of a sent payout is pending. */
const PAYOUT_SOURCES: readonly PayoutSource[] = [
  { table: loanCodes, reference: loanCodes.systemCode, channel: loanCodes.channel, amountCents: loanCodes.amountCents, status: loanCodes.status,
    sentAt: loanCodes.createdAt, orderId: loanCodes.orderId, thirdPartyCode: loanCodes.thirdPartyCode, success: ['success'], failed: ['failed'] },
  { table: refunds, reference: refunds.payoutRef, channel: refunds.channel, amountCents: refunds.amountCents, status: refunds.refundStatus,
    sentAt: refunds.updatedAt, orderId: refunds.orderId, thirdPartyCode: refunds.thirdPartyCode, success: ['success'], failed: ['failure'] },
  { table: walletWithdrawals, reference: walletWithdrawals.payoutRef, channel: walletWithdrawals.channel, amountCents: walletWithdrawals.amountCents,
    status: walletWithdrawals.status, sentAt: walletWithdrawals.updatedAt, orderId: walletWithdrawals.orderId, thirdPartyCode: null,
    success: ['success'], failed: ['failed', 'cancelled'] },
  { table: cashTransfers, reference: cashTransfers.payoutRef, channel: cashTransfers.fromChannel, amountCents: cashTransfers.amountCents,
    status: cashTransfers.status, sentAt: cashTransfers.updatedAt, orderId: null, thirdPartyCode: cashTransfers.thirdPartyCode,
    success: ['paid', 'confirmed'], failed: ['failed'] },
];

interface PayoutRow {
  reference: string;
  amountCents: number;
  status: string;
  orderId: number | null;
  thirdPartyCode: string | null;
}

const settlementOf = (source: PayoutSource, status: string): Settlement =>
  (source.success.includes(status) ? 'success' : source.failed.includes(status) ? 'failed' : 'pending');

const chunks = <T>(values: readonly T[]) => Array.from({ length: Math.ceil(values.length / CHUNK) }, (_, i) => values.slice(i * CHUNK, (i + 1) * CHUNK));

async function payoutsWhere(db: DbOrTx, source: PayoutSource, channel: PaymentChannel, where: SQL): Promise<BookEntry[]> {
  const rows = await db.select({
    reference: source.reference, amountCents: source.amountCents, status: source.status,
    orderId: source.orderId ?? sql<null>`null`, thirdPartyCode: source.thirdPartyCode ?? sql<null>`null`,
  }).from(source.table).where(and(eq(source.channel, channel), isNotNull(source.reference), where)) as PayoutRow[];
  return rows.map((r) => ({
    direction: 'payout', reference: r.reference, thirdPartyCode: r.thirdPartyCode, amountCents: Number(r.amountCents),
    state: settlementOf(source, r.status), orderId: r.orderId === null ? null : Number(r.orderId),
  }));
}

async function collectionsWhere(db: DbOrTx, channel: PaymentChannel, where: SQL): Promise<BookEntry[]> {
  const rows = await db.select({ reference: repayFlows.flowNo, thirdPartyCode: repayFlows.paymentCode, amountCents: repayFlows.amountCents, orderId: repayFlows.orderId })
    .from(repayFlows)
    .where(and(eq(repayFlows.paymentChannel, channel), eq(repayFlows.status, 'valid'), isNotNull(repayFlows.paymentCode), where));
  return rows.map((r) => ({ direction: 'collection', reference: r.reference, thirdPartyCode: r.thirdPartyCode, amountCents: Number(r.amountCents), state: 'success', orderId: Number(r.orderId) }));
}

/** Our entries sent or received in [from, to), plus those the statement names by reference or receipt code. */
export async function ourEntries(db: DbOrTx, channel: PaymentChannel, from: Date, to: Date, named: { payoutRefs: readonly string[]; receiptCodes: readonly string[] }) {
  const entries: BookEntry[] = [];
  // One query after another: a transaction has one connection.
  for (const source of PAYOUT_SOURCES) {
    entries.push(...await payoutsWhere(db, source, channel, and(gte(source.sentAt, from), lt(source.sentAt, to))!));
    for (const refs of chunks(named.payoutRefs)) entries.push(...await payoutsWhere(db, source, channel, inArray(source.reference, [...refs])));
  }
  entries.push(...await collectionsWhere(db, channel, and(gte(repayFlows.repaidAt, from), lt(repayFlows.repaidAt, to))!));
  for (const codes of chunks(named.receiptCodes)) entries.push(...await collectionsWhere(db, channel, inArray(repayFlows.paymentCode, [...codes])));
  return entries;
}

/** Orders whose number a collection was paid against (a paybill's account number is the order number). */
export async function ordersByNo(db: DbOrTx, orderNos: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const nos of chunks(orderNos)) {
    const rows = await db.select({ id: orders.id, orderNo: orders.orderNo }).from(orders).where(inArray(orders.orderNo, [...nos]));
    for (const r of rows) found.set(r.orderNo, Number(r.id));
  }
  return found;
}
