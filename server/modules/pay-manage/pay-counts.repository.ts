/**
 * LoanManagement's total from the order rollups the triggers keep exact, when the filter sets only a merchant
 * and a release status: orders per release status (order_dim_counts, dimension releaseStatus), and without
 * one, plus the pending-disbursement orders (order_daily_counts) less those of them that have a release status.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PayManageFilter } from '../../../common/money/pay-manage';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { filtersOnly, total } from '../../db/budgeted-count';
import type { DbOrTx } from '../../db/client';
import { orderDailyCounts, orderDimCounts } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

const PAY_ROLLUP_KEYS = ['merchantId', 'releaseStatus'];

export function payRollupSql(filter: PayManageFilter, scope: MerchantScope): SQL | null {
  if (!filtersOnly(filter, PAY_ROLLUP_KEYS)) return null;
  const merchantOf = (column: typeof orderDimCounts.merchantId | typeof orderDailyCounts.merchantId) => [
    ...(scope ? [inArray(column, scope.length ? [...scope] : [-1])] : []),
    ...(filter.merchantId !== undefined ? [eq(column, filter.merchantId)] : []),
  ];
  const d = orderDimCounts;
  const released = (...more: SQL[]) => sql`(select coalesce(sum(${d.orders}), 0) from ${d} where ${and(eq(d.dim, 'releaseStatus'), ...merchantOf(d.merchantId), ...more)})`;
  if (filter.releaseStatus !== undefined) return sql`select ${released(eq(d.value, String(filter.releaseStatus)))} as total`;
  const c = orderDailyCounts;
  const pending = sql`(select coalesce(sum(${c.orders}), 0) from ${c} where ${and(eq(c.status, ORDER_STATUS.pendingDisbursement), ...merchantOf(c.merchantId))})`;
  return sql`select ${released()} + ${pending} - ${released(eq(d.status, ORDER_STATUS.pendingDisbursement))} as total`;
}

/** The rollup's total, or null when the filter sets more than it keys on. */
export async function payRollupTotal(db: DbOrTx, filter: PayManageFilter, scope: MerchantScope): Promise<number | null> {
  const rollup = payRollupSql(filter, scope);
  return rollup ? total(db, rollup) : null;
}
