import { describe, expect, it } from 'vitest';
import { drillDown } from './drill-down';

const filtersOf = (address: string) => {
  const search = new URLSearchParams(address.split('?')[1]);
  const out: Record<string, string> = {};
  for (let i = 0; search.has(`filters[${i}][field]`); i++) out[search.get(`filters[${i}][field]`)!] = search.get(`filters[${i}][value]`)!;
  return out;
};

describe('OperationReport drill-down', () => {
  it('opens the orders applied in the period, within the span, with the report filters', () => {
    const address = drillDown('applications', '2026-11-23', 'week', { dayFrom: '2026-11-25', dayTo: '2026-12-02', productId: 2, promotionChannel: 'facebook' })!;
    expect(address.startsWith('/AdminContent/AuditSystem/OrderManagement?')).toBe(true);
    expect(filtersOf(address)).toEqual({ applyDayFrom: '2026-11-25', applyDayTo: '2026-11-29', productId: '2', promotionChannel: 'facebook' });
  });
  it('narrows to the states and loan type of the figure, and a row to its merchant', () => {
    expect(filtersOf(drillDown('approved', '2026-11-28', 'day', { dayFrom: '2026-11-01', dayTo: '2026-11-30' }, 3)!))
      .toEqual({ applyDayFrom: '2026-11-28', applyDayTo: '2026-11-28', merchantId: '3', status: '30,60,70' });
    expect(filtersOf(drillDown('repeatDisbursed', '2026-11-28', 'day', { dayFrom: '2026-11-01', dayTo: '2026-11-30', merchantId: 2 })!))
      .toEqual({ applyDayFrom: '2026-11-28', applyDayTo: '2026-11-28', merchantId: '2', status: '60', loanType: '2' });
    expect(drillDown('disbursedAmount', '2026-11-28', 'day', { dayFrom: '2026-11-01', dayTo: '2026-11-30' })).toBeNull();
  });
});
