/** The approved orders the auto-cancel job voids, and the ones a payout attempt still holds. */
import { and, asc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { LoanCodeStatus } from '../../../common/money/statuses';
import { crudSource } from '../../core/crud/crud.repository';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import type { DbOrTx } from '../../db/client';
import { autoLoanCancelConfigs, loanCodes, orders } from '../../db/schema';

/** AutomaticLoanCancelConfig rows, for the generic CRUD. */
export const autoLoanCancelConfigSource = crudSource(autoLoanCancelConfigs);

/** A payout attempt in progress or paid keeps its order: cancelling it could void a paid loan. */
const OPEN_LOAN_CODE_STATUSES: readonly LoanCodeStatus[] = ['inProgress', 'success'];

const openLoanCodeOf = (db: DbOrTx, orderId: typeof orders.id) => db.select({ one: sql`1` }).from(loanCodes)
  .where(and(eq(loanCodes.orderId, orderId), inArray(loanCodes.status, [...OPEN_LOAN_CODE_STATUSES])));

/**
 * Orders pending disbursement at merchants with auto cancel enabled, approved longer than the merchant's
 * wait before `now`, with no open payout attempt; lowest ids first (orders_merchant_status_idx).
 */
export async function ordersPastWait(db: DbOrTx, now: Date, limit: number) {
  return db.select({ id: orders.id, waitHours: autoLoanCancelConfigs.waitHours }).from(orders)
    .innerJoin(autoLoanCancelConfigs, and(eq(autoLoanCancelConfigs.merchantId, orders.merchantId), eq(autoLoanCancelConfigs.enabled, true)))
    .where(and(
      eq(orders.status, ORDER_STATUS.pendingDisbursement),
      lt(orders.auditAt, sql`${now.toISOString()}::timestamptz - make_interval(hours => ${autoLoanCancelConfigs.waitHours})`),
      notExists(openLoanCodeOf(db, orders.id)),
    ))
    .orderBy(asc(orders.id)).limit(limit);
}

/** Of these orders, the ones with a payout attempt in progress or paid (asked again once they are locked). */
export async function ordersWithOpenLoanCode(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectDistinct({ orderId: loanCodes.orderId }).from(loanCodes)
    .where(and(inArray(loanCodes.orderId, [...ids]), inArray(loanCodes.status, [...OPEN_LOAN_CODE_STATUSES])));
  return new Set(rows.map((r) => r.orderId));
}
