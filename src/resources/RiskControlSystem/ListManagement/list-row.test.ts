import { describe, expect, it } from 'vitest';
import { isExpired, listValue } from './list-row';

describe('list rows', () => {
  it('reads the value from the field named after its subject', () => {
    expect(listValue({ subjectType: 'phone', phone: '2547*****666' })).toBe('2547*****666');
    expect(listValue({ subjectType: 'idNumber', idNumber: '6660666' })).toBe('6660666');
    expect(listValue({ subjectType: 'device', device: 'dev-1' })).toBe('dev-1');
  });

  it('marks an entry expired once its expiry has passed', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isExpired({ expiresAt: '2026-05-31T23:59:59Z' }, now)).toBe(true);
    expect(isExpired({ expiresAt: '2026-06-02T00:00:00Z' }, now)).toBe(false);
    expect(isExpired({ expiresAt: null }, now)).toBe(false);
  });
});
