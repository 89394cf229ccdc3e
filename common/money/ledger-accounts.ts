/**
 * The chart of accounts of the double-entry ledger. Every money event posts a journal whose lines name
 * one of these accounts; asset and expense accounts grow with debits, the others with credits.
 */
import type { BillComponent } from './components';

export const receivable = (c: BillComponent) => `receivable:${c}` as const;
export const income = (c: Exclude<BillComponent, 'principal'>) => `income:${c}` as const;

export const ACCOUNTS = {
  /** Money held at a payment channel or bank (per channel). */
  cash: 'cash',
  /** Overpaid money we owe the customer (per order), refunded or withdrawn from the wallet. */
  overpayment: 'liability:overpayment',
  /** A refund or withdrawal sent to the channel and not yet answered. */
  payoutClearing: 'clearing:payout',
  /** A transfer between our accounts that left one and has not been confirmed at the other. */
  transferClearing: 'clearing:transfer',
  /** Bill amounts forgiven by a coupon. */
  couponExpense: 'expense:coupon',
  /** Bill amounts forgiven by automatic write-off, auto settlement or zero settlement. */
  waiverExpense: 'expense:waiver',
  /** The lender's own money put into the channels to lend (opening and later funding). */
  capital: 'equity:capital',
  /** Merchants' prepaid balances (per merchant): money they paid us for traffic not yet consumed. */
  merchantPrepaid: 'liability:merchantPrepaid',
  /** What merchants are charged for the traffic and services they consume (per merchant). */
  merchantFees: 'income:merchantFees',
  /** Telemarketing activity rewards paid into customers' wallets (credited to their overpayment, withdrawable). */
  rewardExpense: 'expense:telemarketingReward',
} as const;

/** What posts journals; one name per money event. */
export const JOURNAL_KINDS = [
  'disbursement', 'charge', 'accrual', 'repayment', 'coupon', 'waiver', 'rollback', 'refund', 'refundSettled',
  'refundFailed', 'funding', 'transfer', 'withdrawal', 'withdrawalSettled', 'withdrawalFailed', 'extension',
  'merchantRecharge', 'merchantCharge', 'telemarketingReward',
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];
