import { describe, expect, it } from 'vitest';
import { leaveState } from './leave.types';

const NOW = Date.parse('2026-11-21T09:00:00Z');
const row = (startAt: string, endAt: string, status: 'submitted' | 'cancelled' = 'submitted') => ({ startAt, endAt, status });

describe('leaveState', () => {
  it('is upcoming before the start, so it can still be cancelled', () => {
    expect(leaveState(row('2026-11-22T05:00:00Z', '2026-11-22T14:00:00Z'), NOW)).toBe('upcoming');
  });

  it('is ongoing between start and end, and ended after', () => {
    expect(leaveState(row('2026-11-21T05:00:00Z', '2026-11-21T14:00:00Z'), NOW)).toBe('ongoing');
    expect(leaveState(row('2026-11-20T05:00:00Z', '2026-11-20T14:00:00Z'), NOW)).toBe('ended');
  });

  it('is cancelled whatever the times', () => {
    expect(leaveState(row('2026-11-22T05:00:00Z', '2026-11-22T14:00:00Z', 'cancelled'), NOW)).toBe('cancelled');
  });

  it('counts a leave starting exactly now as started', () => {
    expect(leaveState(row('2026-11-21T09:00:00Z', '2026-11-21T14:00:00Z'), NOW)).toBe('ongoing');
  });
});
