import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { eatPickToUtcIso } from './eat-picker';

describe('eatPickToUtcIso', () => {
  it('reads the picked wall-clock time as East Africa Time, whatever the browser time zone', () => {
    expect(eatPickToUtcIso(dayjs('2026-11-21 12:05:00'))).toBe('2026-11-21T09:05:00.000Z');
  });

  it('crosses midnight back into the previous UTC day', () => {
    expect(eatPickToUtcIso(dayjs('2026-11-21 01:30:00'))).toBe('2026-11-20T22:30:00.000Z');
  });

  it('gives null when nothing valid was picked', () => {
    expect(eatPickToUtcIso(null)).toBeNull();
    expect(eatPickToUtcIso(dayjs('not a date'))).toBeNull();
  });
});
