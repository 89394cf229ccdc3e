/**
 * LoanManagement's "all filtered rows": the filter the list sends is resolved, page by page, to the rows the
 * action starts from (not yet sent for disburse, a failed payout for resend and cancel) within the caller's
 * merchants; more than FILTERED_BATCH_CAP is refused, and so is a count other than the one confirmed. The ids
 * then go through the same per-item checks as a selection (runPayouts, cancelOrders).
 */
import type { FilteredBatchPreview } from '../../../common/lists/filtered-batch';
import type { PayBatchAction, PayManageFilter } from '../../../common/money/pay-manage';
import { assertConfirmedCount, FILTERED_FETCH_LIMIT, withinCap } from '../../core/filtered-batch';
import type { DbOrTx } from '../../db/client';
import { merchantScopeOf } from '../order/order-scope';
import { batchStartRows } from './pay-manage.repository';

async function filteredRows(db: DbOrTx, userId: number, filter: PayManageFilter, action: PayBatchAction) {
  return withinCap(await batchStartRows(db, filter, await merchantScopeOf(db, userId), action, FILTERED_FETCH_LIMIT));
}

/** How many rows the action would cover and their practical amount, for the confirmation. */
export async function previewFiltered(db: DbOrTx, userId: number, filter: PayManageFilter, action: PayBatchAction): Promise<FilteredBatchPreview> {
  const rows = await filteredRows(db, userId, filter, action);
  return { count: rows.length, totalCents: rows.reduce((sum, r) => sum + r.amountCents, 0) };
}

/** The ids the action covers, provided they are as many as the user confirmed. */
export async function filteredIds(db: DbOrTx, userId: number, filter: PayManageFilter, action: PayBatchAction, expectedCount: number): Promise<number[]> {
  const rows = await filteredRows(db, userId, filter, action);
  assertConfirmedCount(rows.length, expectedCount);
  return rows.map((r) => r.id);
}
