import { describe, expect, it } from 'vitest';
import { roundRobin } from './round-robin';

const customers = (n: number, merchantId = 1) => Array.from({ length: n }, (_, i) => ({ id: i + 1, merchantId }));
const agents = [{ userId: 10, merchantIds: null }, { userId: 20, merchantIds: [1] }, { userId: 30, merchantIds: [1, 2] }];

describe('roundRobin', () => {
  it('gives customers in turn from the agent after the cursor, evenly', () => {
    const { picks, cursor } = roundRobin(customers(7), agents, 10);
    expect([...picks.values()]).toEqual([20, 30, 10, 20, 30, 10, 20]);
    expect(cursor).toBe(20);
    const counts = [10, 20, 30].map((a) => [...picks.values()].filter((p) => p === a).length);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('starts with the first agent without a cursor, or when the cursor is past the last agent', () => {
    expect([...roundRobin(customers(2), agents, null).picks.values()]).toEqual([10, 20]);
    expect([...roundRobin(customers(2), agents, 99).picks.values()]).toEqual([10, 20]);
  });

  it('skips agents who do not serve the customer\'s merchant, and names none when nobody does', () => {
    const { picks, cursor } = roundRobin([{ id: 1, merchantId: 2 }, { id: 2, merchantId: 2 }, { id: 3, merchantId: 3 }], agents, 10);
    expect([...picks.entries()]).toEqual([[1, 30], [2, 10], [3, 10]]);
    expect(cursor).toBe(10);
    expect(roundRobin([{ id: 1, merchantId: 3 }], [agents[1]], null).picks.get(1)).toBeNull();
  });
});
