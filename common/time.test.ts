import { afterEach, describe, expect, it } from 'vitest';
import { formatEat, formatEatDate, parseEat } from './time';

const originalTz = process.env.TZ;

describe('formatEat', () => {
  afterEach(() => { process.env.TZ = originalTz; });

  it('shows UTC+3 whatever the machine time zone is', () => {
    for (const [tz, localHourAtUtcMidnight] of [['UTC', 0], ['America/New_York', 19], ['Asia/Shanghai', 8], ['Pacific/Kiritimati', 14]] as const) {
      process.env.TZ = tz;
      expect(new Date(Date.UTC(2026, 0, 1)).getHours(), `machine time zone switched to ${tz}`).toBe(localHourAtUtcMidnight);
      expect(formatEat('2026-11-21T09:05:00Z'), tz).toBe('2026-11-21 12:05:00');
      expect(formatEat(new Date(Date.UTC(2026, 0, 2, 3, 4, 5))), tz).toBe('2026-01-02 06:04:05');
    }
  });

  it('crosses midnight into the next day, month and year', () => {
    expect(formatEat('2026-11-21T21:30:00Z')).toBe('2026-11-22 00:30:00');
    expect(formatEat('2026-01-31T22:00:00Z')).toBe('2026-02-01 01:00:00');
    expect(formatEat('2026-12-31T23:59:59Z')).toBe('2027-01-01 02:59:59');
    expect(formatEatDate('2026-12-31T23:59:59Z')).toBe('2027-01-01');
  });

  it('accepts epoch milliseconds', () => {
    expect(formatEat(0)).toBe('1970-01-01 03:00:00');
  });

  it('shows nothing for missing or invalid values', () => {
    expect(formatEat(null)).toBe('');
    expect(formatEat(undefined)).toBe('');
    expect(formatEat('')).toBe('');
    expect(formatEat('not a date')).toBe('');
  });
});

describe('parseEat', () => {
  it('reads EAT wall-clock time as the UTC instant', () => {
    expect(parseEat('2026-11-21 12:05:00')?.toISOString()).toBe('2026-11-21T09:05:00.000Z');
    expect(parseEat('2026-11-22 01:00')?.toISOString()).toBe('2026-11-21T22:00:00.000Z');
    expect(parseEat('2026-11-22')?.toISOString()).toBe('2026-11-21T21:00:00.000Z');
  });

  it('round-trips with formatEat', () => {
    for (const iso of ['2026-11-21T09:05:00Z', '2026-12-31T23:59:59Z', '2024-02-29T21:00:00Z']) {
      const shown = formatEat(iso);
      expect(parseEat(shown)?.toISOString()).toBe(new Date(iso).toISOString());
      expect(formatEat(parseEat(shown))).toBe(shown);
    }
  });

  it('rejects text that is not a date', () => {
    expect(parseEat('21/11/2026')).toBeNull();
    expect(parseEat('yesterday')).toBeNull();
    expect(parseEat('')).toBeNull();
  });
});
