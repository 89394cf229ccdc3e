/**
 * What the AfterLoanSystem settings share: every record belongs to a merchant, chosen from one list; the
 * auto settlement and auto write-off configs bound the remainder they forgive by the same rule.
 */
import type { FieldProblem, FieldSpec } from '../crud/entity';

/** The merchant choices of every AfterLoanSystem settings screen: GET afterLoanSettings/options/merchants. */
export const AFTER_LOAN_MERCHANTS_URL = 'afterLoanSettings/options/merchants';

/** A settings record's merchant: chosen from the list, shown by name, filtered exactly. */
export const merchantField = (extra: Partial<FieldSpec> = {}): FieldSpec =>
  ({ kind: 'integer', required: true, lookup: AFTER_LOAN_MERCHANTS_URL, list: true, filter: 'exact', ...extra });

/** The largest remainder a merchant may forgive automatically: KES 1,000. */
export const MAX_AUTO_REMAINDER_CENTS = 1_000_00;

/** Messages the settings screens share (namespace afterLoanSettings). */
export const AFTER_LOAN_SETTING_MESSAGES = {
  unknownMerchant: 'afterLoanSettings:errors.unknownMerchant',
  duplicateAccount: 'afterLoanSettings:errors.duplicateAccount',
  duplicateMerchant: 'afterLoanSettings:errors.duplicateMerchant',
  remainderRange: 'afterLoanSettings:errors.remainderRange',
} as const;

/** A remainder must be more than zero and at most KES 1,000 (in cents, on the server and in the form alike). */
export function remainderProblem(cents: number | null): FieldProblem | null {
  if (cents === null || cents <= 0 || cents > MAX_AUTO_REMAINDER_CENTS) {
    return { field: 'maxRemainderCents', message: AFTER_LOAN_SETTING_MESSAGES.remainderRange };
  }
  return null;
}
