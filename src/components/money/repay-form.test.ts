import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { zeroBreakdown } from '../../../common/money/components';
import type { TrialView } from '../../../common/money/repay-rows';
import { couponCentsOf, toRepayRequest, trialProblem } from './repay-form';

const trial = {
  billId: 1, settlementCents: 300_000, extensionCents: 60_000, extensionFeeCents: 20_000, owed: { ...zeroBreakdown(), principal: 260_000, interest: 40_000 },
  lateFeeToCharge: 0, overdueDays: 0,
} as TrialView;

describe('the repay dialog’s rules', () => {
  it('says "choose settle" when the amount and coupon meet the settlement, as the server does', () => {
    expect(trialProblem({ repayType: 'partial', amount: '3000' }, trial, 0)?.key).toBe('repay:errors.chooseSettle');
    expect(trialProblem({ repayType: 'partial', amount: '2950' }, trial, 5_000)?.key).toBe('repay:errors.chooseSettle');
    expect(trialProblem({ repayType: 'partial', amount: '2999.99' }, trial, 0)).toBeNull();
    expect(trialProblem({ repayType: 'settle', amount: '2999.99' }, trial, 0)?.key).toBe('repay:errors.belowSettlement');
    expect(trialProblem({ repayType: 'extension', amount: '599.99' }, trial, 0)?.key).toBe('repay:errors.belowExtension');
    expect(trialProblem({ repayType: 'partial', amount: '1.234' }, trial, 0)).toBeNull();
  });

  it('counts a coupon up to the settlement', () => {
    const coupons = [{ id: 4, couponNo: 'CP4', amountCents: 500_000, expiresAt: '' }];
    expect(couponCentsOf(coupons, 4, trial)).toBe(300_000);
    expect(couponCentsOf(coupons, null, trial)).toBe(0);
  });

  it('sends the amount as typed and the time as EAT wall clock', () => {
    expect(toRepayRequest(1, { repayType: 'partial', amount: ' 1,000.5 ', paymentChannel: 'mpesa', paymentCode: ' QK1 ', repaidAt: dayjs('2026-11-21 08:00:00'), remark: '' }))
      .toEqual({ billId: 1, repayType: 'partial', amount: '1,000.5', couponId: null, paymentChannel: 'mpesa', paymentCode: 'QK1', repaidAt: '2026-11-21 08:00:00', remark: null });
  });
});
