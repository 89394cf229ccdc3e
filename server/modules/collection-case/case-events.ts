/**
 * A bill's money changed (repayment, coupon, waiver, write-off, zero or automatic settlement, rollback): called
 * in the money core's transaction (applyRepayment and rollbackRepayment call it), so the case always agrees
 * with its bill. The case's figures are refreshed; cash is attributed to whoever held the case at that moment
 * (collector or agency; a rollback writes the reversed row, mirroring the original attribution); the open
 * promise is evaluated; the case closes when the bill is settled (writtenOff when the settling flow forgave the
 * rest) and reopens when a rollback makes the bill owe again. A bill without a case is left to the case job.
 */
import { daysBetween, eatDay } from '../../../common/money/bill-math';
import { sumBreakdown } from '../../../common/money/components';
import type { DbOrTx } from '../../db/client';
import { amountDue, chargedOf } from '../bill/bill.repository';
import { closeCase, reopenCase } from './case-lifecycle';
import * as repo from './case.repository';
import { promiseOnCash } from './promise-rules';

export interface MoneyEventFlow {
  id: number;
  /** Cash that paid the bill, cents (0 for a waiver, coupon or zero settlement). */
  amountCents: number;
  repaidAt: Date;
  /** True when the flow is being rolled back. */
  reversed?: boolean;
  /** What the flow forgave; a flow that settles the bill by forgiving the rest closes the case as written off. */
  waivedCents?: number;
}

export async function onBillMoneyEvent(tx: DbOrTx, billId: number, now: Date, flow?: MoneyEventFlow): Promise<void> {
  const c = await repo.lockCaseOfBill(tx, billId);
  if (!c) return;
  const bill = await repo.billOf(tx, billId);
  const settled = bill.status === 'settled';
  if (flow && flow.amountCents > 0) {
    if (flow.reversed) await repo.insertReversedAttribution(tx, flow.id, flow.repaidAt);
    else await repo.insertAttribution(tx, c, flow);
    await promiseOnCash(tx, c.id, flow.amountCents, flow.repaidAt, flow.reversed ?? false, settled, now);
  }
  await repo.setCaseFigures(tx, c.id, {
    dueDay: bill.dueDay, overdueDays: Math.max(0, daysBetween(bill.dueDay, eatDay(now))), billAmountCents: sumBreakdown(chargedOf(bill)), amountDueCents: amountDue(bill),
  }, now);
  if (settled && c.status !== 'closed') {
    const forgave = flow?.waivedCents !== undefined ? flow.waivedCents > 0 : (await repo.lastFlowWaived(tx, billId)) > 0;
    await closeCase(tx, c.id, forgave ? 'writtenOff' : 'settled', now);
  } else if (!settled && c.status === 'closed' && c.closeReason !== 'badDebt') {
    await reopenCase(tx, c.id, 'reopened', now);
  }
}
