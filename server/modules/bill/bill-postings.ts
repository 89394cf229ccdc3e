/** Ledger lines of the bill events, so every path posts the same shape. */
import { BILL_COMPONENTS, type Breakdown } from '../../../common/money/components';
import { ACCOUNTS, income, receivable } from '../../../common/money/ledger-accounts';
import type { BillRow } from './bill.repository';
import type { LedgerLine } from '../ledger/ledger.repository';

const where = (bill: BillRow) => ({ merchantId: bill.merchantId, orderId: bill.orderId, billId: bill.id });

/** Charging fees or interest to a bill: the receivable grows, income is earned. */
export function chargeLines(bill: BillRow, charge: Partial<Breakdown>): LedgerLine[] {
  return BILL_COMPONENTS.filter((c) => c !== 'principal' && (charge[c] ?? 0) !== 0).flatMap((c) => [
    { account: receivable(c), debit: charge[c], ...where(bill) },
    { account: income(c as Exclude<typeof c, 'principal'>), credit: charge[c], ...where(bill) },
  ]);
}

/** Settling bill components from a source account (cash at a channel, coupon or waiver expense). */
export function settleLines(bill: BillRow, paid: Breakdown, source: { account: string; channel?: string | null }, extraCredit: LedgerLine[] = []): LedgerLine[] {
  const total = BILL_COMPONENTS.reduce((s, c) => s + paid[c], 0) + extraCredit.reduce((s, l) => s + (l.credit ?? 0), 0);
  return [
    { account: source.account, channel: source.channel ?? null, debit: total, ...where(bill) },
    ...BILL_COMPONENTS.filter((c) => paid[c] > 0).map((c) => ({ account: receivable(c), credit: paid[c], ...where(bill) })),
    ...extraCredit,
  ];
}

export const overpaymentLine = (bill: BillRow, cents: number): LedgerLine =>
  ({ account: ACCOUNTS.overpayment, credit: cents, ...where(bill) });
