/** The refunds table and the reads of the refund screens; the list joins names in one query per page. */
import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RefundFilter } from '../../../common/money/refund';
import type { DbOrTx, Tx } from '../../db/client';
import { startsWith, withinEatDays } from '../../db/list-search';
import { merchants, orders, refunds, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

export type RefundRecord = typeof refunds.$inferSelect;
type RefundInsert = typeof refunds.$inferInsert;

export async function findOrderByNo(db: DbOrTx, orderNo: string) {
  const [row] = await db.select({
    id: orders.id, orderNo: orders.orderNo, merchantId: orders.merchantId, phone: orders.phone, customerName: orders.customerName,
    merchantName: merchants.merchantName,
  }).from(orders).innerJoin(merchants, eq(merchants.id, orders.merchantId)).where(eq(orders.orderNo, orderNo)).limit(1);
  return row ?? null;
}

export async function insertRefund(tx: Tx, values: RefundInsert) {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row;
}

export async function lockRefund(tx: Tx, id: number): Promise<RefundRecord | null> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row ?? null;
}

export async function findRefund(db: DbOrTx, id: number): Promise<RefundRecord | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}

export async function updateRefund(tx: Tx, id: number, values: Partial<RefundInsert>) {
  const [row] = await tx.update(refunds).set(values).where(eq(refunds.id, id)).returning();
  return row;
}

/** Refunds sent to the channel and unanswered since before `before` (a time-out or a crash). */
export async function staleInProgress(db: DbOrTx, before: Date, limit: number) {
  return db.select().from(refunds).where(and(eq(refunds.refundStatus, 'inProgress'), lt(refunds.updatedAt, before)))
    .orderBy(asc(refunds.id)).limit(limit);
}

function whereOf(scope: MerchantScope, filter: RefundFilter): SQL[] {
  const where: SQL[] = scope ? [inArray(refunds.merchantId, scope.length ? [...scope] : [-1])] : [];
  if (filter.orderNo) where.push(startsWith(orders.orderNo, filter.orderNo));
  // By the orders' phone index, then the refunds of those orders.
  if (filter.phone) where.push(inArray(refunds.orderId, sql`(select ${orders.id} from ${orders} where ${orders.phone} = ${filter.phone})`));
  if (filter.auditStatus) where.push(eq(refunds.auditStatus, filter.auditStatus));
  if (filter.refundStatus) where.push(eq(refunds.refundStatus, filter.refundStatus));
  if (filter.verificationStatus) where.push(eq(refunds.verificationStatus, filter.verificationStatus));
  where.push(...withinEatDays(refunds.createdAt, filter.dayFrom, filter.dayTo));
  return where;
}

const applicant = alias(users, 'applicant');
const auditor = alias(users, 'auditor');
const listColumns = {
  id: refunds.id, refundNo: refunds.refundNo, orderId: refunds.orderId, orderNo: orders.orderNo, customerName: orders.customerName,
  merchantName: merchants.merchantName, phone: refunds.phone, amountCents: refunds.amountCents, channel: refunds.channel,
  receivingBank: refunds.receivingBank, receivingAccount: refunds.receivingAccount, receivingName: refunds.receivingName,
  remark: refunds.remark, verificationStatus: refunds.verificationStatus, auditStatus: refunds.auditStatus,
  refundStatus: refunds.refundStatus, applicantId: refunds.applicantId, applicantName: applicant.realName,
  auditorId: refunds.auditorId, auditorName: auditor.realName, auditedAt: refunds.auditedAt, auditRemark: refunds.auditRemark,
  payoutRef: refunds.payoutRef, thirdPartyCode: refunds.thirdPartyCode, failCause: refunds.failCause, attempts: refunds.attempts,
  createdAt: refunds.createdAt, updatedAt: refunds.updatedAt,
};
export type RefundListRecord = Awaited<ReturnType<typeof refundRows>>[number];

/** One page (or an export's rows) of the filtered refunds, newest first or pending first. */
export async function refundRows(db: DbOrTx, scope: MerchantScope, filter: RefundFilter, limit: number, offset = 0) {
  const order = filter.order === 'pendingFirst'
    ? [sql`(${refunds.auditStatus} = 'pending') desc`, desc(refunds.createdAt), desc(refunds.id)]
    : [desc(refunds.createdAt), desc(refunds.id)];
  return db.select(listColumns).from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(merchants, eq(merchants.id, refunds.merchantId))
    .leftJoin(applicant, eq(applicant.id, refunds.applicantId))
    .leftJoin(auditor, eq(auditor.id, refunds.auditorId))
    .where(and(...whereOf(scope, filter))).orderBy(...order).limit(limit).offset(offset);
}

export async function countRefunds(db: DbOrTx, scope: MerchantScope, filter: RefundFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(...whereOf(scope, filter)));
  return Number(row.total);
}
