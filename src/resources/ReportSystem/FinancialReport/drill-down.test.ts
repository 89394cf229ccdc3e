import { describe, expect, it } from 'vitest';
import { periodEnd } from '../../../components/report/list-address';
import { drillDown } from './drill-down';

const filtersOf = (address: string) => {
  const search = new URLSearchParams(address.split('?')[1]);
  const out: Record<string, string> = {};
  for (let i = 0; search.has(`filters[${i}][field]`); i++) out[search.get(`filters[${i}][field]`)!] = search.get(`filters[${i}][value]`)!;
  return out;
};

describe('drill-down', () => {
  it('ends a period on its last day', () => {
    expect(periodEnd('2026-11-30', 'day')).toBe('2026-11-30');
    expect(periodEnd('2026-11-30', 'week')).toBe('2026-12-06');
    expect(periodEnd('2026-11-01', 'month')).toBe('2026-11-30');
  });
  it('opens the loans disbursed in the period, within the report span, with its merchant and channel', () => {
    const address = drillDown('disbursed', '2026-11-23', 'week', { dayFrom: '2026-11-25', dayTo: '2026-12-02', merchantId: 3, channel: 'mpesa' });
    expect(address.startsWith('/AdminContent/AfterLoanSystem/LoanManagement?')).toBe(true);
    expect(filtersOf(address)).toEqual({ lendingDayFrom: '2026-11-25', lendingDayTo: '2026-11-29', merchantId: '3', lendingChannel: 'mpesa' });
  });
  it('opens the repayments of the day by repaid time', () => {
    const address = drillDown('repaid', '2026-11-28', 'day', { dayFrom: '2026-11-01', dayTo: '2026-11-30' });
    expect(address.startsWith('/AdminContent/AfterLoanSystem/RepaymentManagementNew?')).toBe(true);
    expect(filtersOf(address)).toEqual({ repaidFrom: '2026-11-28 00:00:00', repaidTo: '2026-11-28 23:59:59' });
  });
});
