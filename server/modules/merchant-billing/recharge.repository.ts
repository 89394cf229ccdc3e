/** Recharges: written, locked, listed and totalled within the caller's merchants. */
import { and, count, desc, eq, inArray, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import { startsWith, withinEatDays } from '../../db/list-search';
import { alias } from 'drizzle-orm/pg-core';
import type { RechargeFilter } from '../../../common/merchant/billing';
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

function whereOf(scope: MerchantScope, filter: RechargeFilter): SQL[] {
  const where: SQL[] = scope ? [inArray(recharges.merchantId, scope.length ? [...scope] : [-1])] : [];
  if (filter.merchantId) where.push(eq(recharges.merchantId, filter.merchantId));
  if (filter.reference) where.push(or(startsWith(recharges.rechargeNo, filter.reference), startsWith(recharges.channelRef, filter.reference))!);
  if (filter.status) where.push(eq(recharges.status, filter.status));
  if (filter.channel) where.push(eq(recharges.channel, filter.channel));
  where.push(...withinEatDays(recharges.recordedAt, filter.dayFrom, filter.dayTo));
  return where;
}

const recorder = alias(users, 'recorder');
const reviewer = alias(users, 'reviewer');

export async function rechargeRows(db: DbOrTx, scope: MerchantScope, filter: RechargeFilter, limit: number, offset = 0) {
  return db.select({
    id: recharges.id, rechargeNo: recharges.rechargeNo, merchantId: recharges.merchantId, merchantName: merchants.merchantName,
    amountCents: recharges.amountCents, channel: recharges.channel, channelRef: recharges.channelRef, status: recharges.status,
    remark: recharges.remark, recordedBy: recharges.recordedBy, recordedByName: recorder.realName, recordedAt: recharges.recordedAt,
    reviewedByName: reviewer.realName, reviewedAt: recharges.reviewedAt, reviewRemark: recharges.reviewRemark,
    balanceAfterCents: recharges.balanceAfterCents,
  }).from(recharges)
    .innerJoin(merchants, eq(merchants.id, recharges.merchantId))
    .leftJoin(recorder, eq(recorder.id, recharges.recordedBy))
    .leftJoin(reviewer, eq(reviewer.id, recharges.reviewedBy))
    .where(and(...whereOf(scope, filter))).orderBy(desc(recharges.recordedAt), desc(recharges.id)).limit(limit).offset(offset);
}

export async function rechargeTotals(db: DbOrTx, scope: MerchantScope, filter: RechargeFilter) {
  const [row] = await db.select({
    count: count(), amountCents: sum(recharges.amountCents),
    confirmedCents: sql<string>`coalesce(sum(${recharges.amountCents}) filter (where ${recharges.status} = 'confirmed'), 0)`,
    pendingCents: sql<string>`coalesce(sum(${recharges.amountCents}) filter (where ${recharges.status} = 'pending'), 0)`,
  }).from(recharges).where(and(...whereOf(scope, filter)));
  return { count: Number(row.count), amountCents: Number(row.amountCents ?? 0), confirmedCents: Number(row.confirmedCents), pendingCents: Number(row.pendingCents) };
}
