import { describe, expect, it } from 'vitest';
import { promiseProblem } from './promise-rules';

const now = new Date('2026-12-02T07:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const key = (actionCode: string, at: Date | null, cents: number | null, owed: number | null = 10_000) => promiseProblem({ actionCode, at, cents }, now, owed)?.key ?? null;

describe('promiseProblem', () => {
  it('requires the promise for "promised to pay" only', () => {
    expect(key('promised', null, null)).toBe('promiseRequired');
    expect(key('noAnswer', null, null)).toBeNull();
  });
  it('wants both fields', () => {
    expect(key('promised', hours(2), null)).toBe('promiseIncomplete');
    expect(key('connected', null, 500)).toBe('promiseIncomplete');
  });
  it('checks the time: future, within 30 days', () => {
    expect(key('promised', now, 500)).toBe('promiseInPast');
    expect(key('promised', hours(30 * 24 + 1), 500)).toBe('promiseTooFar');
    expect(key('promised', hours(30 * 24), 500)).toBeNull();
  });
  it('checks the amount: over 0, at most what is owed', () => {
    expect(key('promised', hours(2), 0)).toBe('promiseAmount');
    expect(key('promised', hours(2), 10_001)).toBe('promiseAboveDue');
    expect(key('promised', hours(2), 10_000)).toBeNull();
    expect(key('promised', hours(2), 10_001, null)).toBeNull();
  });
});
