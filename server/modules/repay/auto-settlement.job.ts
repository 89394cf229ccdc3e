/**
 * AutoSettlementConfig at work: a bill the customer has paid down to a small remainder (at most the
 * merchant's enabled maximum, and overdue at least its minimum days) is settled by forgiving the rest —
 * a zero-cash settle flow (source autoSettlement) whose waiver is posted to the ledger like any other.
 * Only bills with money already repaid qualify: an untouched small loan is collected, not forgiven.
 * Safe to run twice: a settled bill is no longer open.
 */
import { eatDay } from '../../../common/money/bill-math';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { enabledAutoSettlementConfigs } from '../auto-settlement-config/auto-settlement-config.repository';
import { smallRemainderBillIds } from '../bill/bill.repository';
import { applyRepayment } from './apply-repayment';

const BATCH = 200;

export async function runAutoSettlement(deps: Deps): Promise<{ settled: number; forgivenCents: number }> {
  const configs = await enabledAutoSettlementConfigs(deps.db);
  const now = deps.now();
  const today = eatDay(now);
  let settled = 0;
  let forgivenCents = 0;
  for (const config of configs) {
    let after = 0;
    for (;;) {
      const batch = await smallRemainderBillIds(deps.db, config.merchantId, {
        maxRemainderCents: config.maxRemainderCents, minOverdueDays: config.minOverdueDays, day: today, afterId: after, limit: BATCH,
      });
      if (!batch.length) break;
      after = batch[batch.length - 1];
      for (const id of batch) {
        try {
          const result = await deps.db.transaction((tx) => applyRepayment(tx, {
            billId: id, repayType: 'settle', amountCents: 0, paymentChannel: null, paymentCode: null, source: 'autoSettlement',
            repaidAt: now, waiveUpTo: config.maxRemainderCents, actorUserId: null, now, remark: 'auto settlement',
          }));
          settled += 1;
          forgivenCents += result.waivedCents;
        } catch (error) {
          // The bill changed since it was read (paid, accrued past the maximum): it is left for the next run.
          if (!(error instanceof AppError)) throw error;
        }
      }
    }
  }
  return { settled, forgivenCents };
}
