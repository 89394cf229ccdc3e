/**
 * The repay dialog's rules, the same as the server's: the amount as typed (common/money/repay.ts), a serial
 * number for cash, a time neither before the loan nor in the future, and the trial's rule that an amount
 * meeting the settlement must be a settle (common/money/bill-math.ts repayProblem).
 */
import type { Dayjs } from 'dayjs';
import { parseMoneyInput } from '../../../common/money';
import { REPAY_PROBLEM_KEYS, repayProblem, type Trial } from '../../../common/money/bill-math';
import { REPAID_AT_FORMAT, repayAmountProblem, type RepayRequest } from '../../../common/money/repay';
import type { CouponOption, TrialView } from '../../../common/money/repay-rows';
import type { PaymentChannel, RepayType } from '../../../common/money/statuses';

export interface RepayFormValues {
  repayType: RepayType;
  amount?: string;
  couponId?: number | null;
  paymentChannel: PaymentChannel;
  paymentCode?: string;
  repaidAt?: Dayjs;
  remark?: string;
}

export const amountCentsOf = (amount: string | undefined) => (amount && !repayAmountProblem(amount) ? parseMoneyInput(amount)! : 0);

/** The coupon's part of the payment: never more than the settlement. */
export const couponCentsOf = (coupons: readonly CouponOption[], couponId: number | null | undefined, trial: TrialView | null) => {
  const coupon = coupons.find((c) => c.id === couponId);
  return coupon && trial ? Math.min(coupon.amountCents, trial.settlementCents) : 0;
};

/** The message key (and amounts) of what the trial says against this payment, or null when it fits. */
export function trialProblem(values: Partial<RepayFormValues>, trial: TrialView | null, couponCents: number) {
  if (!trial || !values.repayType || repayAmountProblem(values.amount)) return null;
  const problem = repayProblem(values.repayType, amountCentsOf(values.amount) + couponCents, trial as Trial);
  return problem ? { key: REPAY_PROBLEM_KEYS[problem], settlementCents: trial.settlementCents, extensionCents: trial.extensionCents } : null;
}

export function toRepayRequest(billId: number, values: RepayFormValues): RepayRequest {
  return {
    billId, repayType: values.repayType, amount: values.amount?.trim() ?? '', couponId: values.couponId ?? null,
    paymentChannel: values.paymentChannel, paymentCode: values.paymentCode?.trim() || null,
    repaidAt: values.repaidAt!.format(REPAID_AT_FORMAT), remark: values.remark?.trim() || null,
  };
}
