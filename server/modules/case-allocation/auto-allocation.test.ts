import { describe, expect, it } from 'vitest';
import type { CollectorRow } from './allocation.repository';
import { planBatch } from './auto-allocation.job';

const collector = (userId: number, over: Partial<CollectorRow> = {}): CollectorRow => ({
  userId, realName: `C${userId}`, system: 'v1', deptId: null, deptName: null, groupName: null, merchantIds: [1], relatedMerchantIds: [],
  levels: [], autoAllocation: true, capacity: 10, agency: null, workingStatus: 'working', employment: 'employed', status: 'normal',
  userStatus: 'normal', onLeave: false, ...over,
});
const load = (row: CollectorRow, count = 0, cents = 0) => ({ row, count, cents });
const cases = (amounts: number[], level = 'S1', merchantId = 1) => amounts.map((amountDueCents, i) => ({ id: i + 1, merchantId, level, amountDueCents }));

describe('planBatch', () => {
  it('spreads amounts evenly: the largest case to whoever holds least', () => {
    const a = load(collector(1));
    const b = load(collector(2), 0, 50_000);
    const plan = planBatch(cases([40_000, 30_000, 20_000, 10_000]), [a, b]);
    expect(plan.get(1)).toBe(1);
    expect([a.cents, b.cents]).toEqual([70_000, 80_000]);
    expect(a.count + b.count).toBe(4);
  });

  it('stops at capacity, honours levels, prefers principal merchants over related ones', () => {
    const full = load(collector(1, { capacity: 2 }), 2);
    const s2Only = load(collector(2, { levels: ['S2'] }));
    const related = load(collector(3, { merchantIds: [], relatedMerchantIds: [1] }));
    const principal = load(collector(4, { capacity: 1 }), 0, 999_999);
    const plan = planBatch(cases([100, 200]), [full, s2Only, related, principal]);
    expect(plan.get(2)).toBe(4);
    expect(plan.get(1)).toBe(3);
    expect(planBatch(cases([100], 'S1', 7), [load(collector(5))]).size).toBe(0);
  });
});
