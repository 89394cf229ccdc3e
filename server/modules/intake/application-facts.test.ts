import { describe, expect, it } from 'vitest';
import { ageOn } from './application-facts';

describe('ageOn', () => {
  it('counts a birthday only once it has come', () => {
    expect(ageOn('2000-11-21', new Date('2026-11-21T00:00:00Z'))).toBe(26);
    expect(ageOn('2000-11-22', new Date('2026-11-21T00:00:00Z'))).toBe(25);
    expect(ageOn('2000-12-01', new Date('2026-11-21T00:00:00Z'))).toBe(25);
  });
});
