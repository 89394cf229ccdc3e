import { describe, expect, it } from 'vitest';
import { parseRepaidAt, repayAmountProblem, repayBodySchema, rollbackTypeFor, zeroSettleBodySchema } from './repay';

const body = { billId: 7, repayType: 'partial', amount: '1,250.50', paymentChannel: 'mpesa', paymentCode: 'QK12AB34CD', repaidAt: '2026-11-21 12:05:00' };
const firstMessage = (input: object) => {
  const result = repayBodySchema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe('repayment input rules', () => {
  it('reads amounts in KES with at most two decimals as cents', () => {
    expect(repayBodySchema.parse(body).amount).toBe(125_050);
    expect(repayBodySchema.parse({ ...body, amount: 99.9 }).amount).toBe(9_990);
    for (const amount of ['12.345', '-1', 'abc', '10000000.01']) expect(repayAmountProblem(amount), amount).toBe('repay:errors.badAmount');
    expect(repayAmountProblem('')).toBe('repay:errors.amountRequired');
    expect(repayAmountProblem('10000000')).toBeNull();
  });

  it('asks for a serial number whenever cash is paid, and an amount above 0 unless a coupon pays', () => {
    expect(firstMessage({ ...body, paymentCode: '' })).toBe('repay:errors.paymentCodeRequired');
    expect(firstMessage({ ...body, paymentCode: 'a b' })).toBe('repay:errors.badPaymentCode');
    expect(firstMessage({ ...body, amount: '0', paymentCode: null })).toBe('repay:errors.badAmount');
    expect(firstMessage({ ...body, amount: '0', paymentCode: null, couponId: 3 })).toBeNull();
  });

  it('reads the repayment time as an East Africa Time wall clock that exists', () => {
    expect(parseRepaidAt('2026-11-21 12:05:00')?.toISOString()).toBe('2026-11-21T09:05:00.000Z');
    expect(parseRepaidAt('2026-02-30 10:00:00')).toBeNull();
    expect(parseRepaidAt('2026-11-21T12:05:00')).toBeNull();
    expect(firstMessage({ ...body, repaidAt: '21/11/2026' })).toBe('repay:errors.badRepaidAt');
  });

  it('takes a zero settlement with the count confirmed', () => {
    expect(zeroSettleBodySchema.parse({ billIds: [1, 2], expectedCount: '2' })).toEqual({ billIds: [1, 2], expectedCount: 2 });
    expect(zeroSettleBodySchema.safeParse({ billIds: [], expectedCount: 0 }).success).toBe(false);
  });

  it('knows which rollback fits a flow', () => {
    expect(rollbackTypeFor('settle')).toBe('settle');
    expect(rollbackTypeFor('partial')).toBe('portionToExtension');
    expect(rollbackTypeFor('extension')).toBe('extensionToSettle');
    expect(rollbackTypeFor('generic')).toBeNull();
  });
});
