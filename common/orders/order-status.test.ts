import { describe, expect, it } from 'vitest';
import { canApply, ORDER_ACTIONS, ORDER_STATUS, RETRIEVAL_TARGETS } from './order-status';

describe('order transitions', () => {
  it('lets only a pending-review order be approved or rejected', () => {
    for (const status of Object.values(ORDER_STATUS)) {
      expect(canApply('approve', status)).toBe(status === ORDER_STATUS.pendingReview);
      expect(canApply('reject', status)).toBe(status === ORDER_STATUS.pendingReview);
    }
  });

  it('never moves a disbursed or cancelled order backwards', () => {
    for (const action of Object.keys(ORDER_ACTIONS) as (keyof typeof ORDER_ACTIONS)[]) {
      expect(canApply(action, ORDER_STATUS.disbursed)).toBe(false);
      expect(canApply(action, ORDER_STATUS.cancelled)).toBe(false);
    }
  });

  it('retrieves only to an earlier state', () => {
    const rank = [10, 20, 30];
    for (const [target, action] of Object.entries(RETRIEVAL_TARGETS)) {
      expect(ORDER_ACTIONS[action].to).toBe(Number(target));
      for (const from of ORDER_ACTIONS[action].from) {
        const fromRank = rank.includes(from) ? rank.indexOf(from) : rank.length;
        expect(rank.indexOf(Number(target))).toBeLessThan(fromRank);
      }
    }
  });
});
