/** The refunds table and the reads of the refund screens; the list joins names in one query per page. */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { listOrder } from '../../../common/money/money-inputs';
import { REFUND_FILTERS } from '../../../common/money/refund';
import { defineList, type ListFilter, type ListQuery } from '../../core/list/define-list';
import type { DbOrTx, Tx } from '../../db/client';
import { merchants, orders, refunds, users } from '../../db/schema';

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

const applicant = alias(users, 'applicant');
const auditor = alias(users, 'auditor');

/** Refunds, newest first (refunds_created_idx) or pending first (the audit screen), within the refund's merchant. */
export const refundList = defineList({
  from: refunds,
  joins: [
    { table: orders, on: eq(orders.id, refunds.orderId) },
    { table: merchants, on: eq(merchants.id, refunds.merchantId) },
    { table: applicant, on: eq(applicant.id, refunds.applicantId), type: 'left' },
    { table: auditor, on: eq(auditor.id, refunds.auditorId), type: 'left' },
  ],
  columns: {
    id: refunds.id, refundNo: refunds.refundNo, orderId: refunds.orderId, orderNo: orders.orderNo, customerName: orders.customerName,
    merchantName: merchants.merchantName, phone: refunds.phone, amountCents: refunds.amountCents, channel: refunds.channel,
    receivingBank: refunds.receivingBank, receivingAccount: refunds.receivingAccount, receivingName: refunds.receivingName,
    remark: refunds.remark, verificationStatus: refunds.verificationStatus, auditStatus: refunds.auditStatus,
    refundStatus: refunds.refundStatus, applicantId: refunds.applicantId, applicantName: applicant.realName,
    auditorId: refunds.auditorId, auditorName: auditor.realName, auditedAt: refunds.auditedAt, auditRemark: refunds.auditRemark,
    payoutRef: refunds.payoutRef, thirdPartyCode: refunds.thirdPartyCode, failCause: refunds.failCause, attempts: refunds.attempts,
    createdAt: refunds.createdAt, updatedAt: refunds.updatedAt,
  },
  filters: REFUND_FILTERS,
  match: {
    orderNo: orders.orderNo,
    // By the orders' phone index, then the refunds of those orders.
    phone: { where: (phone: string) => inArray(refunds.orderId, sql`(select ${orders.id} from ${orders} where ${orders.phone} = ${phone})`) },
    auditStatus: refunds.auditStatus, refundStatus: refunds.refundStatus, verificationStatus: refunds.verificationStatus, days: refunds.createdAt,
  },
  merchantScope: { column: refunds.merchantId },
  order: [desc(refunds.createdAt), desc(refunds.id)],
  orderParam: { schema: listOrder, orders: { pendingFirst: [sql`(${refunds.auditStatus} = 'pending') desc`, desc(refunds.createdAt), desc(refunds.id)] } },
});
export type RefundListQuery = ListQuery<typeof refundList>;
export type RefundFilter = ListFilter<typeof refundList>;
export type RefundListRecord = Awaited<ReturnType<typeof refundList.rows>>[number];
