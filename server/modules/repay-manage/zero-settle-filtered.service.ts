/**
 * Zero settlement over all filtered rows: the bill list's filter is resolved page by page to its unsettled
 * bills within the caller's merchants; more than FILTERED_BATCH_CAP, or a count other than the one confirmed,
 * is refused. Then, under one Idempotency-Key and in one transaction, each bill is locked, checked and settled
 * to 0 in a savepoint of its own, so one bill's refusal is its result and the others still settle.
 */
import { eatDay } from '../../../common/money/bill-math';
import type { FilteredBatchPreview } from '../../../common/lists/filtered-batch';
import type { BillFilter } from '../../../common/money/repay-lists';
import type { ZeroSettleFilteredAnswer, ZeroSettleFilteredBody, ZeroSettleItemResult } from '../../../common/money/zero-settle';
import type { Actor, SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { assertConfirmedCount, FILTERED_FETCH_LIMIT, withinCap } from '../../core/filtered-batch';
import { idempotent } from '../../core/idempotency';
import type { DbOrTx } from '../../db/client';
import { lockBills } from '../bill/bill.repository';
import { merchantScopeOf } from '../order/order-scope';
import { unsettledBillsOf } from './bills-filtered.repository';
import { zeroSettleBill } from './repay.service';
import { withinScope, withKesParams } from './repay-guards';

async function filteredBills(deps: Deps, db: DbOrTx, userId: number, filter: BillFilter) {
  return withinCap(await unsettledBillsOf(db, filter, await merchantScopeOf(db, userId), eatDay(deps.now()), FILTERED_FETCH_LIMIT));
}

/** How many unsettled bills the filter holds and what they owe, for the confirmation. */
export async function previewZeroSettle(deps: Deps, userId: number, filter: BillFilter): Promise<FilteredBatchPreview> {
  const rows = await filteredBills(deps, deps.db, userId, filter);
  return { count: rows.length, totalCents: rows.reduce((sum, r) => sum + r.amountDueCents, 0) };
}

export async function zeroSettleFiltered(deps: Deps, session: SessionUser, actor: Actor, body: ZeroSettleFilteredBody, key: string): Promise<ZeroSettleFilteredAnswer> {
  return idempotent(deps, key, 'rePayManage.zeroSettleFiltered', session.userId, async (tx) => {
    const found = await filteredBills(deps, tx, session.userId, body.filter);
    assertConfirmedCount(found.length, body.expectedCount);
    const scope = await merchantScopeOf(tx, session.userId);
    const now = deps.now();
    const results: ZeroSettleItemResult[] = [];
    for (const bill of await lockBills(tx, found.map((b) => b.id))) {
      if (!withinScope(scope, bill.merchantId)) continue;
      if (bill.status === 'settled') {
        results.push({ billId: bill.id, billNo: bill.billNo, ok: false, errorKey: 'repay:errors.alreadySettled', errorParams: { billNos: bill.billNo } });
        continue;
      }
      try {
        results.push(await tx.transaction(async (sp) => {
          const result = await zeroSettleBill(sp, bill, { userId: session.userId, actor, now, extra: { filtered: true } });
          return { billId: bill.id, billNo: bill.billNo, ok: true, flowNo: result.flow.flowNo, waivedCents: result.waivedCents };
        }));
      } catch (error) {
        const refused = withKesParams(error);
        if (!(refused instanceof AppError)) throw error;
        results.push({ billId: bill.id, billNo: bill.billNo, ok: false, errorKey: refused.messageKey, errorParams: refused.params });
      }
    }
    const settled = results.filter((r) => r.ok);
    return { results, settled: settled.length, waivedCents: settled.reduce((sum, r) => sum + (r.waivedCents ?? 0), 0) };
  });
}
