/**
 * AutoSettlementConfig at work: a bill the customer has paid down to a small remainder (at most the
 * merchant's enabled maximum, and overdue at least its minimum days) is settled by forgiving the rest —
 * a zero-cash settle flow (source autoSettlement) whose waiver is posted to the ledger like any other.
 * Only bills with money already repaid qualify: an untouched small loan is collected, not forgiven.
 * Safe to run twice: a settled bill is no longer open.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { eatDay } from '../../../common/money/bill-math';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { autoSettlementConfigs, bills } from '../../db/schema';
import { applyRepayment } from '../repay/apply-repayment';
import { owedSql } from './bill';

const BATCH = 200;
const OPEN = ['unpaid', 'partial', 'extended'];

export async function runAutoSettlement(deps: Deps): Promise<{ settled: number; forgivenCents: number }> {
  const configs = await deps.db.select().from(autoSettlementConfigs).where(eq(autoSettlementConfigs.enabled, true));
  const now = deps.now();
  const today = eatDay(now);
  let settled = 0;
  let forgivenCents = 0;
  for (const config of configs) {
    let after = 0;
    for (;;) {
      const batch = await deps.db.select({ id: bills.id }).from(bills).where(and(
        eq(bills.merchantId, config.merchantId), inArray(bills.status, OPEN), gt(bills.repaidCents, 0), gt(bills.id, after),
        sql`${owedSql} between 1 and ${config.maxRemainderCents}`,
        sql`${bills.dueDay} <= (${today}::date - ${config.minOverdueDays}::int)`,
      )).orderBy(asc(bills.id)).limit(BATCH);
      if (!batch.length) break;
      after = batch[batch.length - 1].id;
      for (const { id } of batch) {
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
