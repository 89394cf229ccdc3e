/**
 * The one way money is applied to a bill — by hand, by import, by a supplemented flow, by a collection,
 * by zero or automatic settlement. In the caller's transaction: the bill is locked, the day's late fee is
 * charged, a coupon then the cash pay the components (penalties first), a small remainder may be waived,
 * an extension moves the due day, the flow row is written and one balanced journal records it all.
 */
import { randomBytes } from 'node:crypto';
import { REPAY_PROBLEM_KEYS, addDays, bp, eatDay, overdueDaysOn, repayProblem, trial, type Trial } from '../../../common/money/bill-math';
import { addBreakdowns, allocate, sumBreakdown, zeroBreakdown, type Breakdown } from '../../../common/money/components';
import { ACCOUNTS } from '../../../common/money/ledger-accounts';
import type { FlowSource, RepayType } from '../../../common/money/statuses';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound, validationError } from '../../core/errors';
import { changeBill, lockBill, markAccrued, owedOf, type BillRow } from '../bill/bill.repository';
import { postJournal, type LedgerLine } from '../ledger/ledger.repository';
import { chargeLines, overpaymentLine, settleLines } from '../bill/bill-postings';
import { loanOfBill, type LoanOfBill } from '../bill/loan-of-bill.repository';
import { insertFlow, isPaymentCodeUsed, lockCoupon, markCouponUsed, setFlowJournal, type FlowRow } from './repay.repository';
import { onBillMoneyEvent } from '../collection-case/case-events';

export interface RepaymentInput {
  billId: number;
  repayType: RepayType;
  /** Cash received, cents (0 for a zero settlement). */
  amountCents: number;
  couponId?: number | null;
  paymentChannel: string | null;
  paymentCode: string | null;
  source: FlowSource;
  repaidAt: Date;
  isRecord?: boolean;
  accountId?: string | null;
  batchId?: number | null;
  remark?: string | null;
  /** Forgive what remains after the payment when it is at most this many cents. */
  waiveUpTo?: number;
  /** Forgive these amounts of these components (an approved collection waiver); each at most what the component owes. */
  waive?: Partial<Breakdown>;
  actorUserId: number | null;
  now: Date;
}

export interface FlowAllocation {
  charged: Breakdown;
  coupon: Breakdown;
  cash: Breakdown;
  waived: Breakdown;
}

export interface RepaymentResult {
  flow: FlowRow;
  bill: BillRow;
  loan: LoanOfBill;
  trial: Trial;
  waivedCents: number;
}

const newFlowNo = (at: Date) => `RF${eatDay(at).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`;

async function takeCoupon(tx: DbOrTx, couponId: number, loan: LoanOfBill, at: Date) {
  const coupon = await lockCoupon(tx, couponId);
  if (!coupon || coupon.customerId !== loan.customerId) throw notFound('repay:errors.couponNotFound');
  if (coupon.status !== 'waitingToBeUsed' || coupon.expiresAt <= at) throw conflict('repay:errors.couponUnusable', { couponNo: coupon.couponNo });
  return coupon;
}

/** The named parts of `owed` to forgive; more than a component owes is refused, never silently cut. */
function waiveParts(owed: Breakdown, waive: Partial<Breakdown>): Breakdown {
  const waived = zeroBreakdown();
  for (const [component, cents] of Object.entries(waive) as [keyof Breakdown, number][]) {
    if (!Number.isSafeInteger(cents) || cents < 0 || cents > owed[component]) throw conflict('repay:errors.waiveExceedsOwed');
    waived[component] = cents;
  }
  return waived;
}

export async function applyRepayment(tx: DbOrTx, input: RepaymentInput): Promise<RepaymentResult> {
  const bill = await lockBill(tx, input.billId);
  if (!bill) throw notFound('repay:errors.billNotFound');
  const loan = (await loanOfBill(tx, bill.orderId))!;
  if (!loan.lendingAt) throw conflict('repay:errors.notDisbursed', { orderNo: loan.orderNo });
  if (input.repaidAt < loan.lendingAt) throw validationError('repay:errors.beforeLoanDate');
  if (input.repaidAt > input.now) throw validationError('repay:errors.futureDate');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0) throw validationError('repay:errors.badAmount');
  if (input.paymentCode) {
    if (await isPaymentCodeUsed(tx, input.paymentCode)) throw conflict('repay:errors.serialRepeated', { serialNo: input.paymentCode });
    if (input.paymentCode === loan.orderNo) throw validationError('repay:errors.serialIsOrderNo');
  }

  const onDay = eatDay(input.repaidAt);
  const t = trial({ owed: owedOf(bill), dueDay: bill.dueDay, accruedThrough: bill.accruedThrough, terms: loan.terms, onDay });
  const coupon = input.couponId ? await takeCoupon(tx, input.couponId, loan, input.now) : null;
  const couponCents = coupon ? Math.min(coupon.amountCents, t.settlementCents) : 0;
  const paying = input.amountCents + couponCents;
  const shortfall = Math.max(0, t.settlementCents - paying);
  const waivable = input.waiveUpTo !== undefined && shortfall <= input.waiveUpTo ? shortfall : 0;
  const problem = repayProblem(input.repayType, paying + (input.repayType === 'settle' ? waivable : 0), t);
  if (problem) throw conflict(REPAY_PROBLEM_KEYS[problem], { settlement: t.settlementCents / 100, extension: t.extensionCents / 100 });

  const extension = input.repayType === 'extension';
  const charged = { ...zeroBreakdown(), lateFee: t.lateFeeToCharge, extensionFee: extension ? t.extensionFeeCents : 0 };
  let owed = addBreakdowns(t.owed, { extensionFee: charged.extensionFee });
  const couponPaid = allocate(couponCents, owed).paid;
  owed = addBreakdowns(owed, couponPaid, -1);
  const { paid: cashPaid, overflow } = allocate(input.amountCents, owed);
  owed = addBreakdowns(owed, cashPaid, -1);
  const remainder = sumBreakdown(owed);
  const waived = input.waive ? waiveParts(owed, input.waive)
    : remainder > 0 && input.waiveUpTo !== undefined && remainder <= input.waiveUpTo ? owed : zeroBreakdown();
  const waivedCents = sumBreakdown(waived);

  let dueDay: string | undefined;
  if (extension) {
    const base = bill.dueDay > onDay ? bill.dueDay : onDay;
    dueDay = addDays(base, loan.terms.termDays);
    charged.interest = bp((t.owed.principal - cashPaid.principal - couponPaid.principal) * loan.terms.termDays, loan.terms.dailyInterestBp);
  }

  const allocation: FlowAllocation = { charged, coupon: couponPaid, cash: cashPaid, waived };
  const flow = await insertFlow(tx, {
    flowNo: newFlowNo(input.repaidAt), orderId: bill.orderId, billId: bill.id, merchantId: bill.merchantId, repayType: input.repayType,
    source: input.source, paymentCode: input.paymentCode, paymentChannel: input.paymentChannel, isRecord: input.isRecord ?? false,
    accountId: input.accountId ?? null, amountCents: input.amountCents, couponCents, waivedCents, overflowCents: overflow,
    allocation, previousDueDay: dueDay ? bill.dueDay : null, couponId: coupon?.id ?? null, batchId: input.batchId ?? null,
    repaidAt: input.repaidAt, createdBy: input.actorUserId, remark: input.remark ?? null, createdAt: input.now, updatedAt: input.now,
  });

  const lines: LedgerLine[] = [
    ...chargeLines(bill, charged),
    ...(couponCents > 0 ? settleLines(bill, couponPaid, { account: ACCOUNTS.couponExpense }) : []),
    ...(input.amountCents > 0 ? settleLines(bill, cashPaid, { account: ACCOUNTS.cash, channel: input.paymentChannel ?? 'unassigned' }, overflow > 0 ? [overpaymentLine(bill, overflow)] : []) : []),
    ...(waivedCents > 0 ? settleLines(bill, waived, { account: ACCOUNTS.waiverExpense }) : []),
  ];
  const journalId = await postJournal(tx, { kind: 'repayment', refType: 'repayFlow', refId: flow.id, orderId: bill.orderId, actorUserId: input.actorUserId, at: input.now, lines });
  await setFlowJournal(tx, flow.id, journalId);
  if (coupon) await markCouponUsed(tx, coupon.id, flow.id, input.now);

  const updated = await changeBill(tx, bill, {
    charge: charged, settle: addBreakdowns(addBreakdowns(couponPaid, cashPaid), waived),
    repaidCents: input.amountCents - overflow, couponCents, waivedCents, overpaymentCents: overflow,
    dueDay, rolloverDelta: extension ? 1 : 0, at: input.repaidAt,
  });
  // The late fee to the repayment's day is charged now: the bill is accrued through that day, so neither the
  // overdue job nor the next trial charges those days again.
  if (charged.lateFee > 0) await markAccrued(tx, bill.id, onDay, overdueDaysOn(bill.dueDay, onDay));
  // The bill's collection case follows: figures, attribution to its holder, promise, closing.
  await onBillMoneyEvent(tx, bill.id, input.now, { id: flow.id, amountCents: input.amountCents - overflow, repaidAt: input.repaidAt, waivedCents });
  return { flow: { ...flow, journalId }, bill: updated, loan, trial: t, waivedCents };
}
