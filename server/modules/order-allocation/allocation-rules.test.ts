import { describe, expect, it } from 'vitest';
import { planAutoAllocation, refusalOf } from './allocation-rules';
import type { AuditorRow } from './order-allocation.repository';

const auditor = (userId: number, over: Partial<AuditorRow> = {}): AuditorRow => ({
  userId, realName: `A${userId}`, merchantIds: [1], relatedMerchantIds: [], loanTypes: 'all', autoAllocation: true,
  dailyLimit: 10, workingStatus: 'working', status: 'normal', userStatus: 'normal', ...over,
});
const orders = (n: number, merchantId = 1, loanType = 1) => Array.from({ length: n }, (_, i) => ({ id: i + 1, merchantId, loanType }));

describe('planAutoAllocation', () => {
  it('gives each order to the least loaded auditor, evenly', () => {
    const plan = planAutoAllocation(orders(4), [auditor(1), auditor(2)], new Map([[1, 2]]));
    expect([...plan.values()]).toEqual([2, 2, 1, 2]);
  });

  it('stops at the daily limit and leaves the rest unplanned', () => {
    const plan = planAutoAllocation(orders(3), [auditor(1, { dailyLimit: 2 })], new Map([[1, 1]]));
    expect(plan.size).toBe(1);
  });

  it('prefers principal merchants over related ones, and respects the loan type', () => {
    const related = auditor(1, { merchantIds: [], relatedMerchantIds: [1] });
    const principal = auditor(2, { dailyLimit: 1 });
    const plan = planAutoAllocation(orders(2), [related, principal], new Map());
    expect([...plan.values()]).toEqual([2, 1]);
    expect(planAutoAllocation(orders(1, 1, 2), [auditor(3, { loanTypes: 'first' })], new Map()).size).toBe(0);
  });
});

describe('refusalOf', () => {
  it('names the merchant or loan type the auditor does not cover', () => {
    expect(refusalOf(auditor(1), { id: 1, merchantId: 2, loanType: 1 })).toBe('merchantNotCovered');
    expect(refusalOf(auditor(1, { loanTypes: 'repeat' }), { id: 1, merchantId: 1, loanType: 1 })).toBe('loanTypeNotCovered');
    expect(refusalOf(auditor(1), { id: 1, merchantId: 1, loanType: 2 })).toBeNull();
  });
});
