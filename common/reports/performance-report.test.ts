import { describe, expect, it } from 'vitest';
import { againstMedian, dailyFiguresOf, medianOf } from './performance-report';

describe('PerformanceReport medians', () => {
  it('takes the middle value, the mean of the two middle ones, and leaves out staff without the figure', () => {
    expect(medianOf([5, 1, 3])).toBe(3);
    expect(medianOf([4, 1, 3, 10])).toBe(4); // (3 + 4) / 2 rounded
    expect(medianOf([null, 7, null])).toBe(7);
    expect(medianOf([])).toBeNull();
  });
  it('says a figure against its median in basis points, none against a median of 0', () => {
    expect(againstMedian(15, 10)).toBe(15_000);
    expect(againstMedian(5, 0)).toBeNull();
    expect(againstMedian(null, 10)).toBeNull();
  });
  it('adds up per day only counts and money', () => {
    expect(dailyFiguresOf('auditor')).toEqual(['decided', 'approved', 'rejected']);
    expect(dailyFiguresOf('collector')).not.toContain('casesHeld');
  });
});
