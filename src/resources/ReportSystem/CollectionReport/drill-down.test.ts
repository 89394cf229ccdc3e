import { describe, expect, it } from 'vitest';
import type { CureRow } from '../../../../common/reports/collection-report';
import { casesAddress, repaymentsAddress, scopeOf, scopeOfRow } from './drill-down';

const filtersOf = (address: string) => {
  const search = new URLSearchParams(address.split('?')[1]);
  const out: Record<string, string> = {};
  for (let i = 0; search.has(`filters[${i}][field]`); i++) out[search.get(`filters[${i}][field]`)!] = search.get(`filters[${i}][value]`)!;
  return out;
};
const row = (value: string | number | null): CureRow => ({
  key: String(value ?? 0), label: '', value, cases: 1, cured: 0, cureRateBp: 0, chargedCents: 0, recoveredCents: 0, recoveryRateBp: 0, collectedCents: 0,
});

describe('CollectionReport drill-down', () => {
  it('opens the system\'s cases entered in the days, in every state, with the report\'s merchant, level and collector', () => {
    const scope = scopeOf({ dayFrom: '2026-11-01', dayTo: '2026-11-30', merchantId: 2, level: 'S1', collectorUserId: 7 }, 'v1', '2026-11-03', '2026-11-03')!;
    const address = casesAddress(scope);
    expect(address.startsWith('/AdminContent/CollectionSystem/CaseAllocation?')).toBe(true);
    expect(filtersOf(address)).toEqual({
      enteredDayFrom: '2026-11-03', enteredDayTo: '2026-11-03', status: 'collecting,retained,closed', merchantId: '2', level: 'S1', collectorUserId: '7',
    });
    expect(casesAddress({ ...scope, system: 'v2' }).startsWith('/AdminContent/CollectionSystemNew/CaseAllocationNew?')).toBe(true);
  });

  it('opens the repayments of the days, and a breakdown row narrows to its key', () => {
    const scope = scopeOf({ dayFrom: '2026-11-01', dayTo: '2026-11-30' }, 'v1', '2026-11-01', '2026-11-30')!;
    expect(filtersOf(repaymentsAddress(scopeOfRow(scope, 'collector', row(9))!)!)).toEqual({ dayFrom: '2026-11-01', dayTo: '2026-11-30', collectorUserId: '9' });
    expect(filtersOf(casesAddress(scopeOfRow(scope, 'level', row('S2'))!))).toMatchObject({ level: 'S2' });
    expect(filtersOf(casesAddress(scopeOfRow(scope, 'collector', row(null))!))).toMatchObject({ unallocated: 'true' });
    expect(repaymentsAddress(scopeOfRow(scope, 'collector', row(null))!)).toBeNull();
    expect(scopeOfRow(scope, 'group', row('Early'))).toBeNull();
  });

  it('has no drill-down when the report is filtered by a group (no list filters by group)', () => {
    expect(scopeOf({ dayFrom: '2026-11-01', dayTo: '2026-11-30', groupName: 'Early' }, 'v1', '2026-11-01', '2026-11-30')).toBeNull();
  });
});
