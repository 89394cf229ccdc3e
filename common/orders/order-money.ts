/**
 * The money of one order as its detail shows it (issue 37, "The order's money on the order detail"): its bills with
 * their breakdown, every flow, waiver, rollback, refund and wallet withdrawal with who and when, and its ledger
 * journals. Declared once for the server that answers `orderDetail/money` and the section that draws it.
 * Amounts are integer cents; instants are ISO strings (shown in EAT); days are EAT calendar days.
 */
import { BILL_COMPONENTS, sumBreakdown, type Breakdown } from '../money/components';

export const ORDER_MONEY_URL = 'orderDetail/money';

/** What a bill or the order was charged, and how it was settled: owed = charged − paid − waived − coupon. */
export interface MoneyFigures {
  chargedCents: number;
  /** Cash received against the bills (overflow not counted: it is the customer's overpayment). */
  paidCents: number;
  waivedCents: number;
  couponCents: number;
  owedCents: number;
  overpaidCents: number;
}

export interface MoneyBill extends MoneyFigures {
  id: number;
  billNo: string;
  periodNo: number;
  status: string;
  startDay: string;
  dueDay: string;
  /** Positive: days past the due day; negative: days until it; null once settled. */
  daysPastDue: number | null;
  rolloverCount: number;
  lastRepaidAt: string | null;
  settledAt: string | null;
  charged: Breakdown;
  owed: Breakdown;
}

/** Someone on staff, or null where the system did it (a batch, a job, the seeded book). */
type Who = string | null;

export interface MoneyFlow {
  id: number;
  flowNo: string;
  periodNo: number | null;
  repayType: string;
  source: string;
  paymentChannel: string | null;
  paymentCode: string | null;
  amountCents: number;
  couponCents: number;
  waivedCents: number;
  overflowCents: number;
  status: string;
  repaidAt: string;
  recordedBy: Who;
  remark: string | null;
}

export interface MoneyWaiver {
  id: number;
  deductionNo: string;
  periodNo: number | null;
  components: Partial<Breakdown>;
  totalCents: number;
  status: string;
  reason: string | null;
  requestedBy: Who;
  requestedAt: string;
  reviewedBy: Who;
  reviewedAt: string | null;
  flowNo: string | null;
}

export interface MoneyRollback {
  id: number;
  flowNo: string | null;
  rollbackType: string;
  totalCents: number;
  reason: string | null;
  replacementFlowNo: string | null;
  by: Who;
  at: string;
}

export interface MoneyRefund {
  id: number;
  refundNo: string;
  amountCents: number;
  channel: string;
  /** The receiving account (often the customer's phone): masked for masked users by its field name. */
  accountNumber: string;
  verificationStatus: string;
  auditStatus: string;
  refundStatus: string;
  appliedBy: Who;
  appliedAt: string;
  auditedBy: Who;
  auditedAt: string | null;
  failCause: string | null;
}

/** A transfer of the order's overpaid money out of the customer's wallet, asked for in the app. */
export interface MoneyWithdrawal {
  id: number;
  withdrawalNo: string;
  amountCents: number;
  channel: string;
  phone: string;
  status: string;
  at: string;
  failCause: string | null;
}

export interface MoneyJournalLine {
  id: number;
  account: string;
  channel: string | null;
  periodNo: number | null;
  debitCents: number;
  creditCents: number;
}

export interface MoneyJournal {
  id: number;
  kind: string;
  refType: string;
  refId: string;
  reversesId: number | null;
  memo: string | null;
  by: Who;
  at: string;
  debitCents: number;
  creditCents: number;
  lines: MoneyJournalLine[];
}

export interface OrderMoney {
  orderId: number;
  orderNo: string;
  /** The EAT day the days past due are counted to. */
  today: string;
  totals: MoneyFigures & { charged: Breakdown; reconciles: boolean };
  bills: MoneyBill[];
  flows: MoneyFlow[];
  waivers: MoneyWaiver[];
  rollbacks: MoneyRollback[];
  refunds: MoneyRefund[];
  withdrawals: MoneyWithdrawal[];
  journals: MoneyJournal[];
}

/** Whether the figures add up: what is owed is what was charged less what was paid, waived and covered by coupons. */
export const reconciles = (f: MoneyFigures) => f.owedCents === f.chargedCents - f.paidCents - f.waivedCents - f.couponCents;

/** The order's figures: the sum of its bills'. */
export function totalsOf(bills: readonly MoneyBill[]): OrderMoney['totals'] {
  const sum = (pick: (b: MoneyBill) => number) => bills.reduce((total, b) => total + pick(b), 0);
  const charged = Object.fromEntries(BILL_COMPONENTS.map((c) => [c, sum((b) => b.charged[c])])) as Breakdown;
  const figures: MoneyFigures = {
    chargedCents: sumBreakdown(charged), paidCents: sum((b) => b.paidCents), waivedCents: sum((b) => b.waivedCents),
    couponCents: sum((b) => b.couponCents), owedCents: sum((b) => b.owedCents), overpaidCents: sum((b) => b.overpaidCents),
  };
  return { ...figures, charged, reconciles: reconciles(figures) && bills.every(reconciles) };
}
