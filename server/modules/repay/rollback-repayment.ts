/**
 * Undoing a repayment flow: the flow is marked rolled back (never deleted), its journal is reversed, and
 * the bill gets back what the flow took from it — charges, settled amounts, due day and rollover. The
 * money's later fate is checked first: later flows of the bill, or overpaid money already paid out, stop it.
 * One charge stays: the late fee a repayment on an overdue day charged up to that day was owed for the days that
 * passed, not for the payment, and the bill stays accrued through that day; it is posted again as an accrual so
 * the reversal of the flow's journal stays whole (otherwise those days would never be charged).
 */
import { addBreakdowns, sumBreakdown, zeroBreakdown } from '../../../common/money/components';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../core/errors';
import { chargeLines } from '../bill/bill-postings';
import { changeBill, lockBill, type BillRow } from '../bill/bill.repository';
import { overpaymentBalance, postJournal, reverseJournal } from '../ledger/ledger.repository';
import type { FlowAllocation } from './apply-repayment';
import { onBillMoneyEvent } from '../collection-case/case-events';
import { laterValidFlows, lockFlow, markFlowRolledBack, releaseCoupon, type FlowRow } from './repay.repository';

export interface RollbackInput {
  flowId: number;
  actorUserId: number | null;
  at: Date;
  reason?: string | null;
}

export async function rollbackRepayment(tx: DbOrTx, input: RollbackInput): Promise<{ flow: FlowRow; bill: BillRow }> {
  const flow = await lockFlow(tx, input.flowId);
  if (!flow) throw notFound('repay:errors.flowNotFound');
  const bill = (await lockBill(tx, flow.billId))!;
  if (flow.status !== 'valid') throw conflict('repay:errors.alreadyRolledBack', { flowNo: flow.flowNo });
  const later = await laterValidFlows(tx, flow);
  if (later.length > 0) throw conflict('repay:errors.laterFlows', { flowNos: later.map((f) => f.flowNo).join(', ') });
  if (flow.overflowCents > 0 && (await overpaymentBalance(tx, flow.orderId)) < flow.overflowCents) {
    throw conflict('repay:errors.overpaymentSpent', { flowNo: flow.flowNo });
  }
  const a = flow.allocation as FlowAllocation;
  if (flow.journalId) await reverseJournal(tx, flow.journalId, { kind: 'rollback', refType: 'repayFlow', refId: flow.id, actorUserId: input.actorUserId, at: input.at, memo: input.reason ?? undefined });
  const keptLateFee = a.charged.lateFee;
  if (keptLateFee > 0) {
    await postJournal(tx, {
      kind: 'accrual', refType: 'bill', refId: bill.id, orderId: bill.orderId, postingKey: `accrual:kept:${flow.id}`,
      at: input.at, lines: chargeLines(bill, { lateFee: keptLateFee }),
    });
  }
  const settledBack = addBreakdowns(addBreakdowns(addBreakdowns(zeroBreakdown(), a.coupon), a.cash), a.waived);
  const updated = await changeBill(tx, bill, {
    charge: addBreakdowns(zeroBreakdown(), { ...a.charged, lateFee: 0 }, -1), settle: addBreakdowns(zeroBreakdown(), settledBack, -1),
    repaidCents: -(flow.amountCents - flow.overflowCents), couponCents: -flow.couponCents, waivedCents: -flow.waivedCents,
    overpaymentCents: -flow.overflowCents, dueDay: flow.previousDueDay ?? undefined,
    rolloverDelta: flow.repayType === 'extension' ? -1 : 0, at: input.at,
  });
  if (flow.couponId) await releaseCoupon(tx, flow.couponId, input.at);
  const rolled = await markFlowRolledBack(tx, flow.id, input.at);
  // The bill's collection case follows: figures, the reversed attribution, reopened when the bill owes again.
  await onBillMoneyEvent(tx, bill.id, input.at, { id: flow.id, amountCents: flow.amountCents - flow.overflowCents, repaidAt: input.at, reversed: true });
  if (sumBreakdown(settledBack) + flow.overflowCents !== flow.amountCents + flow.couponCents + flow.waivedCents) {
    throw new Error(`Flow ${flow.id} allocation does not add up`);
  }
  return { flow: rolled, bill: updated };
}
