/** The rows the repayment lists and calls answer with (rePayManage); amounts in cents, instants as ISO strings. */
import { addBreakdowns, zeroBreakdown, type Breakdown } from './components';
import type { BillStatus, FlowSource, RepayType, RollbackType } from './statuses';

type Instant = string;

/** One bill (repayment plan instalment) with every field of spec 3. */
export interface BillListRow {
  id: number;
  billNo: string;
  orderId: number;
  orderNo: string;
  periodNo: number;
  merchantName: string;
  customerName: string;
  phone: string;
  status: BillStatus;
  lendingAt: Instant | null;
  dueDay: string;
  /** Actual repayment date: the last time cash came in. */
  lastRepaidAt: Instant | null;
  settledAt: Instant | null;
  billAmountCents: number;
  amountDueCents: number;
  repaidCents: number;
  couponCents: number;
  waivedCents: number;
  overpaymentCents: number;
  overdue: boolean;
  overdueDays: number;
  rollover: boolean;
  rolloverCount: number;
  extensionFeeCents: number;
  /** Unpaid per component. */
  unpaid: Breakdown;
}

/** One disbursed order with its bills summed (RepaymentManagementMerge). */
export interface LoanListRow {
  orderId: number;
  orderNo: string;
  merchantName: string;
  customerName: string;
  phone: string;
  lendingAt: Instant | null;
  loanAmountCents: number;
  billCount: number;
  openBillCount: number;
  billAmountCents: number;
  amountDueCents: number;
  repaidCents: number;
  earliestOpenDueDay: string | null;
  /** The bill a repayment of the order goes to. */
  earliestOpenBillId: number | null;
  maxOverdueDays: number;
}

export interface FlowListRow {
  id: number;
  flowNo: string;
  orderId: number;
  orderNo: string;
  billId: number;
  billNo: string;
  customerName: string;
  phone: string;
  merchantName: string;
  repayType: RepayType;
  source: FlowSource;
  status: 'valid' | 'rolledBack';
  paymentCode: string | null;
  paymentChannel: string | null;
  amountCents: number;
  couponCents: number;
  waivedCents: number;
  overflowCents: number;
  /** What each fee type received from the flow (cash, coupon and waiver together). */
  offsets: Breakdown;
  repaidAt: Instant;
  createdAt: Instant;
  creatorName: string | null;
  remark: string | null;
}

export interface RollbackListRow {
  id: number;
  flowId: number;
  flowNo: string;
  orderNo: string;
  rollbackType: RollbackType;
  totalCents: number;
  offsets: Breakdown;
  replacementFlowNo: string | null;
  reason: string | null;
  creatorName: string | null;
  at: Instant;
}

/** The repay trial of a bill on a day (spec 7, repay trial). */
export interface TrialView {
  billId: number;
  billNo: string;
  orderNo: string;
  customerName: string;
  phone: string;
  status: BillStatus;
  dueDay: string;
  /** EAT day of the loan: a repayment cannot be dated before it. */
  lendingDay: string;
  onDay: string;
  /** The server's time (EAT wall clock), the repayment time's default and upper bound. */
  serverNow: string;
  owed: Breakdown;
  lateFeeToCharge: number;
  settlementCents: number;
  extensionCents: number;
  extensionFeeCents: number;
  overdueDays: number;
}

export interface CouponOption {
  id: number;
  couponNo: string;
  amountCents: number;
  expiresAt: Instant;
}

export interface RepayResult {
  flowId: number;
  flowNo: string;
  billId: number;
  billNo: string;
  billStatus: BillStatus;
  amountDueCents: number;
  overflowCents: number;
  waivedCents: number;
}

export interface RollbackResult {
  rollbackId: number;
  flowNo: string;
  billStatus: BillStatus;
  replacementFlowNo: string | null;
}

/** A flow's allocation ({charged, coupon, cash, waived}) → what each fee type received. */
export function offsetsOf(allocation: { coupon: Breakdown; cash: Breakdown; waived: Breakdown }): Breakdown {
  return addBreakdowns(addBreakdowns(addBreakdowns(zeroBreakdown(), allocation.coupon), allocation.cash), allocation.waived);
}
