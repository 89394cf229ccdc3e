import { describe, expect, it } from 'vitest';
import { periodOf, periodsOf } from './financial-report';

describe('report periods', () => {
  it('starts a week on Monday and a month on its first day', () => {
    expect(periodOf('2026-12-02', 'week')).toBe('2026-11-30');
    expect(periodOf('2026-11-30', 'week')).toBe('2026-11-30');
    expect(periodOf('2026-11-29', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-12-02', 'month')).toBe('2026-12-01');
  });
  it('lists every period of a span, days without money included', () => {
    expect(periodsOf('2026-11-29', '2026-12-02', 'day')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(periodsOf('2026-11-20', '2026-12-02', 'week')).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(periodsOf('2026-10-31', '2026-12-02', 'month')).toEqual(['2026-10-01', '2026-11-01', '2026-12-01']);
  });
});
