/**
 * The arithmetic of bills, pure and shared: the repayment schedule of a new loan, overdue days, late fees
 * under the in-duplum rule, and the trial figures a repayment is checked against. Days are EAT calendar
 * days ("YYYY-MM-DD"); amounts are cents; rates are basis points.
 */
import { formatEatDate } from '../time';
import { sumBreakdown, zeroBreakdown, type Breakdown } from './components';
import type { RepayType } from './statuses';

const DAY_MS = 86_400_000;

export const eatDay = (at: Date) => formatEatDate(at);

export function addDays(day: string, days: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + days * DAY_MS;
  return new Date(t).toISOString().slice(0, 10);
}

export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const bp = (amount: number, basisPoints: number) => Math.round((amount * basisPoints) / 10_000);

export interface LoanTerms {
  loanAmountCents: number;
  termDays: number;
  installments: number;
  dailyInterestBp: number;
  managementFeeBp: number;
}

export interface ScheduledBill {
  periodNo: number;
  startDay: string;
  dueDay: string;
  charged: Breakdown;
}

/**
 * Equal principal per instalment (the last takes the rounding), interest for each instalment's days on
 * its principal, the management fee on its principal. The service fee is withheld at disbursement.
 */
export function buildSchedule(terms: LoanTerms, lendingDay: string): ScheduledBill[] {
  const n = Math.max(1, terms.installments);
  const share = Math.floor(terms.loanAmountCents / n);
  const daysEach = Math.max(1, Math.floor(terms.termDays / n));
  return Array.from({ length: n }, (_, i) => {
    const principal = i === n - 1 ? terms.loanAmountCents - share * (n - 1) : share;
    const startDay = addDays(lendingDay, daysEach * i);
    const dueDay = i === n - 1 ? addDays(lendingDay, terms.termDays) : addDays(lendingDay, daysEach * (i + 1));
    const charged = zeroBreakdown();
    charged.principal = principal;
    charged.interest = bp(principal * daysBetween(startDay, dueDay), terms.dailyInterestBp);
    charged.managementFee = bp(principal, terms.managementFeeBp);
    return { periodNo: i + 1, startDay, dueDay, charged };
  });
}

export const overdueDaysOn = (dueDay: string, today: string) => Math.max(0, daysBetween(dueDay, today));

/**
 * Late fee for `days` more overdue days on the unpaid principal, stopped by the in-duplum rule (Kenya's
 * Banking Act s.44A): interest and charges owed never grow beyond the unpaid principal.
 */
export function lateFeeFor(owed: Breakdown, lateFeeDailyBp: number, days: number): number {
  if (days <= 0 || owed.principal <= 0) return 0;
  const charges = sumBreakdown(owed) - owed.principal;
  const room = Math.max(0, owed.principal - charges);
  return Math.min(room, bp(owed.principal * days, lateFeeDailyBp));
}

export interface BillTerms {
  dailyInterestBp: number;
  lateFeeDailyBp: number;
  extensionFeeBp: number;
  termDays: number;
}

export interface TrialInput {
  owed: Breakdown;
  dueDay: string;
  /** The last day whose late fee is already charged (null: none yet). */
  accruedThrough: string | null;
  terms: BillTerms;
  /** The day the money is (or was) paid. */
  onDay: string;
}

export interface Trial {
  /** What is owed on that day, late fee up to that day included. */
  owed: Breakdown;
  /** Late fee the day adds beyond what is already charged. */
  lateFeeToCharge: number;
  settlementCents: number;
  /** Extension: the fee, and the least amount that buys an extension (every charge but the principal). */
  extensionFeeCents: number;
  extensionCents: number;
  overdueDays: number;
}

export function trial({ owed, dueDay, accruedThrough, terms, onDay }: TrialInput): Trial {
  const chargedThrough = accruedThrough && accruedThrough > dueDay ? accruedThrough : dueDay;
  const lateFeeToCharge = lateFeeFor(owed, terms.lateFeeDailyBp, daysBetween(chargedThrough, onDay));
  const withLate = { ...owed, lateFee: owed.lateFee + lateFeeToCharge };
  const extensionFeeCents = bp(owed.principal, terms.extensionFeeBp);
  const settlementCents = sumBreakdown(withLate);
  return {
    owed: withLate, lateFeeToCharge, settlementCents, extensionFeeCents,
    extensionCents: settlementCents - withLate.principal + extensionFeeCents,
    overdueDays: overdueDaysOn(dueDay, onDay),
  };
}

export type RepayProblem = 'chooseSettle' | 'belowSettlement' | 'belowExtension' | 'nothingOwed';

/** The message of each problem, the same in the repay dialog and from the server. */
export const REPAY_PROBLEM_KEYS: Record<RepayProblem, string> = {
  chooseSettle: 'repay:errors.chooseSettle',
  belowSettlement: 'repay:errors.belowSettlement',
  belowExtension: 'repay:errors.belowExtension',
  nothingOwed: 'repay:errors.nothingOwed',
};

/**
 * The spec's rule: when the amount meets the settlement amount, settle must be chosen; a settle must
 * cover it; an extension must cover every charge but the principal, plus its fee.
 */
export function repayProblem(type: RepayType, paidCents: number, t: Trial): RepayProblem | null {
  if (t.settlementCents <= 0) return 'nothingOwed';
  const meets = paidCents >= t.settlementCents;
  if (type === 'settle') return meets ? null : 'belowSettlement';
  if (type === 'generic') return null;
  if (meets) return 'chooseSettle';
  if (type === 'extension' && paidCents < t.extensionCents) return 'belowExtension';
  return null;
}
