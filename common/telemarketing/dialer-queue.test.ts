import { describe, expect, it } from 'vitest';
import { formatEat } from '../time';
import { callbackAt, intentOfOutcome } from './dialer-queue';

describe('callbackAt (EAT)', () => {
  it('sets "in 2 h" two hours on', () => {
    expect(callbackAt('in2h', new Date('2026-12-02T15:20:00Z'))?.toISOString()).toBe('2026-12-02T17:20:00.000Z');
  });
  it('sets "tomorrow 10:00" to 10:00 EAT of the next EAT day, also late in the UTC evening (already tomorrow in EAT)', () => {
    expect(formatEat(callbackAt('tomorrow10', new Date('2026-12-02T15:20:00Z')))).toBe('2026-12-03 10:00:00');
    expect(callbackAt('tomorrow10', new Date('2026-12-02T15:20:00Z'))?.toISOString()).toBe('2026-12-03T07:00:00.000Z');
    // 22:30 UTC on the 2nd is 01:30 EAT on the 3rd: tomorrow is the 4th.
    expect(formatEat(callbackAt('tomorrow10', new Date('2026-12-02T22:30:00Z')))).toBe('2026-12-04 10:00:00');
    expect(formatEat(callbackAt('tomorrow10', new Date('2026-12-31T12:00:00Z')))).toBe('2027-01-01 10:00:00');
  });
  it('takes a chosen time as given, and none as no callback', () => {
    expect(callbackAt('at', new Date(), '2026-12-05T09:30:00+03:00')?.toISOString()).toBe('2026-12-05T06:30:00.000Z');
    expect(callbackAt('at', new Date(), null)).toBeNull();
    expect(callbackAt('none', new Date())).toBeNull();
  });
});

describe('intentOfOutcome', () => {
  it('implies the intent of a call nobody answered, a wrong number and a conversion; an answered call leaves it to the telemarketer', () => {
    expect(intentOfOutcome('noAnswer')).toBe('notConnected');
    expect(intentOfOutcome('busy')).toBe('notConnected');
    expect(intentOfOutcome('wrongNumber')).toBe('numberFault');
    expect(intentOfOutcome('converted')).toBe('willing');
    expect(intentOfOutcome('answered')).toBeNull();
  });
});
