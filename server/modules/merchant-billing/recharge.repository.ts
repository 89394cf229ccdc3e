/** Recharges: written, locked, listed and totalled within the caller's merchants. */
import { and, desc, eq, ne, or, sql, sum } from 'drizzle-orm';
import { startsWith } from '../../db/list-search';
import { alias } from 'drizzle-orm/pg-core';
import { RECHARGE_FILTERS, type RechargeFilter } from '../../../common/merchant/billing';
import { defineList } from '../../core/list/define-list';
import type { DbOrTx, Tx } from '../../db/client';
import { merchantRecharges as recharges, merchants, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

export type RechargeRecord = typeof recharges.$inferSelect;
type RechargeInsert = typeof recharges.$inferInsert;

export async function insertRecharge(tx: Tx, values: RechargeInsert): Promise<RechargeRecord> {
  const [row] = await tx.insert(recharges).values(values).returning();
  return row;
}

/** The recharge not rejected that already holds this payment reference. */
export async function findByChannelRef(db: DbOrTx, channel: string, channelRef: string): Promise<RechargeRecord | null> {
  const [row] = await db.select().from(recharges)
    .where(and(eq(recharges.channel, channel), eq(recharges.channelRef, channelRef), ne(recharges.status, 'rejected')));
  return row ?? null;
}

export async function lockRecharge(tx: Tx, id: number): Promise<RechargeRecord | null> {
  const [row] = await tx.select().from(recharges).where(eq(recharges.id, id)).for('update');
  return row ?? null;
}

export async function updateRecharge(tx: Tx, id: number, values: Partial<RechargeInsert>): Promise<RechargeRecord> {
  const [row] = await tx.update(recharges).set(values).where(eq(recharges.id, id)).returning();
  return row;
}

/** Confirmed recharges of a merchant: what its balance was built from (the consistency check). */
export async function confirmedTotal(db: DbOrTx, merchantId: number): Promise<number> {
  const [row] = await db.select({ cents: sum(recharges.amountCents) }).from(recharges)
    .where(and(eq(recharges.merchantId, merchantId), eq(recharges.status, 'confirmed')));
  return Number(row.cents ?? 0);
}

const recorder = alias(users, 'recorder');
const reviewer = alias(users, 'reviewer');

/** Recharges, newest first (merchant_recharges_recorded_idx); a reference is a recharge number's or the payment's start. */
const rechargeList = defineList({
  from: recharges,
  joins: [
    { table: merchants, on: eq(merchants.id, recharges.merchantId) },
    { table: recorder, on: eq(recorder.id, recharges.recordedBy), type: 'left' },
    { table: reviewer, on: eq(reviewer.id, recharges.reviewedBy), type: 'left' },
  ],
  columns: {
    id: recharges.id, rechargeNo: recharges.rechargeNo, merchantId: recharges.merchantId, merchantName: merchants.merchantName,
    amountCents: recharges.amountCents, channel: recharges.channel, channelRef: recharges.channelRef, status: recharges.status,
    remark: recharges.remark, recordedBy: recharges.recordedBy, recordedByName: recorder.realName, recordedAt: recharges.recordedAt,
    reviewedByName: reviewer.realName, reviewedAt: recharges.reviewedAt, reviewRemark: recharges.reviewRemark,
    balanceAfterCents: recharges.balanceAfterCents,
  },
  filters: RECHARGE_FILTERS,
  match: {
    merchantId: recharges.merchantId, status: recharges.status, channel: recharges.channel, days: recharges.recordedAt,
    reference: { where: (text: string) => or(startsWith(recharges.rechargeNo, text), startsWith(recharges.channelRef, text)) },
  },
  merchantScope: { column: recharges.merchantId },
  order: [desc(recharges.recordedAt), desc(recharges.id)],
  sums: {
    amountCents: sum(recharges.amountCents),
    confirmedCents: sql<string>`coalesce(sum(${recharges.amountCents}) filter (where ${recharges.status} = 'confirmed'), 0)`,
    pendingCents: sql<string>`coalesce(sum(${recharges.amountCents}) filter (where ${recharges.status} = 'pending'), 0)`,
  },
});

export const rechargeRows = (db: DbOrTx, scope: MerchantScope, filter: RechargeFilter, limit: number, offset = 0) =>
  rechargeList.rows(db, scope, filter, { limit, offset });

export async function rechargeTotals(db: DbOrTx, scope: MerchantScope, filter: RechargeFilter) {
  const { total, sums } = await rechargeList.total(db, scope, filter);
  return { count: total, amountCents: sums.amountCents, confirmedCents: sums.confirmedCents, pendingCents: sums.pendingCents };
}
