import { describe, expect, it } from 'vitest';
import { durationParts, ticketClock } from './ticket-clock';

describe('ticket clock', () => {
  const now = Date.parse('2026-12-04T10:00:00Z');
  it('says overdue past the due time, and the age from when it came', () => {
    expect(ticketClock('2026-12-04T06:00:00Z', '2026-12-04T08:00:00Z', now)).toEqual({ overdue: true, dueMinutes: 120, ageMinutes: 240 });
    expect(ticketClock('2026-12-04T09:30:00Z', '2026-12-05T09:30:00Z', now)).toEqual({ overdue: false, dueMinutes: 1410, ageMinutes: 30 });
  });
  it('keeps the two largest units', () => {
    expect(durationParts(15)).toEqual([{ unit: 'min', n: 15 }]);
    expect(durationParts(200)).toEqual([{ unit: 'h', n: 3 }, { unit: 'min', n: 20 }]);
    expect(durationParts(180)).toEqual([{ unit: 'h', n: 3 }]);
    expect(durationParts(3120)).toEqual([{ unit: 'd', n: 2 }, { unit: 'h', n: 4 }]);
    expect(durationParts(2880)).toEqual([{ unit: 'd', n: 2 }]);
  });
});
