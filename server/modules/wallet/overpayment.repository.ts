/** What refunds and withdrawals have claimed of an order's overpaid money, and its refund under way. */
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refunds, walletWithdrawals } from '../../db/schema';

export interface Claimant {
  refundId?: number;
  withdrawalId?: number;
}

/** Cents claimed by refunds not yet sent (audit pending or approved, status created) and pending withdrawals. */
export async function reservedOverpayment(db: DbOrTx, orderId: number, except: Claimant = {}): Promise<number> {
  const [refund] = await db.select({ cents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` }).from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.refundStatus, 'created'), ne(refunds.auditStatus, 'rejected'),
      except.refundId ? ne(refunds.id, except.refundId) : undefined));
  const [withdrawal] = await db.select({ cents: sql<string>`coalesce(sum(${walletWithdrawals.amountCents}), 0)` }).from(walletWithdrawals)
    .where(and(eq(walletWithdrawals.orderId, orderId), eq(walletWithdrawals.status, 'pending'),
      except.withdrawalId ? ne(walletWithdrawals.id, except.withdrawalId) : undefined));
  return Number(refund.cents) + Number(withdrawal.cents);
}

const CLOSED_REFUND_STATUSES = ['success', 'failure'] as const;
/** The refund of an order under way (the unique index refunds_one_open_uq allows one). */
export async function openRefundOf(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.auditStatus, 'rejected'), notInArray(refunds.refundStatus, [...CLOSED_REFUND_STATUSES])))
    .limit(1);
  return row ?? null;
}
