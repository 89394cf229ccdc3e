import { describe, expect, it } from 'vitest';
import { zeroBreakdown } from '../money/components';
import { reconciles, totalsOf, type MoneyBill } from './order-money';

const bill = (over: Partial<MoneyBill>): MoneyBill => ({
  id: 1, billNo: 'B-1', periodNo: 1, status: 'partial', startDay: '2026-11-01', dueDay: '2026-11-15', daysPastDue: 3, rolloverCount: 0,
  lastRepaidAt: null, settledAt: null, charged: { ...zeroBreakdown(), principal: 100_00, interest: 5_00, lateFee: 2_00 }, owed: zeroBreakdown(),
  chargedCents: 107_00, paidCents: 50_00, waivedCents: 2_00, couponCents: 10_00, owedCents: 45_00, overpaidCents: 0, ...over,
});

describe('the order money figures', () => {
  it('owed = charged − paid − waived − coupon, per bill and for the order', () => {
    const bills = [bill({}), bill({ id: 2, periodNo: 2, paidCents: 107_00, waivedCents: 0, couponCents: 0, owedCents: 0, overpaidCents: 3_00 })];
    expect(totalsOf(bills)).toMatchObject({
      chargedCents: 214_00, paidCents: 157_00, waivedCents: 2_00, couponCents: 10_00, owedCents: 45_00, overpaidCents: 3_00, reconciles: true,
    });
    expect(totalsOf(bills).charged).toMatchObject({ principal: 200_00, interest: 10_00, lateFee: 4_00 });
  });

  it('says so when a bill does not add up, even if the order\'s sums happen to', () => {
    expect(reconciles(bill({ owedCents: 44_00 }))).toBe(false);
    expect(totalsOf([bill({ owedCents: 44_00 }), bill({ id: 2, owedCents: 46_00 })]).reconciles).toBe(false);
  });
});
