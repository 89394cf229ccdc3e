import { describe, expect, it } from 'vitest';
import type { DimensionRow } from '../../../../common/reports/approval-report';
import { dimensionDrill, funnelDrill, reReviewDrill, refusalDrill } from './drill-down';

const filtersOf = (address: string) => {
  const search = new URLSearchParams(address.split('?')[1]);
  const out: Record<string, string> = {};
  for (let i = 0; search.has(`filters[${i}][field]`); i++) out[search.get(`filters[${i}][field]`)!] = search.get(`filters[${i}][value]`)!;
  return out;
};
const span = { dayFrom: '2026-11-25', dayTo: '2026-12-02', productId: 2 };
const row = (key: string | null, merchantId?: number | null) => ({ key, label: key, merchantId }) as DimensionRow;

describe('ApprovalReport drill-down', () => {
  it('a funnel step opens the orders applied in the period (within the span) in its states, or the whole span', () => {
    const address = funnelDrill('manualReview', '2026-11-23', 'week', span);
    expect(address.startsWith('/AdminContent/AuditSystem/OrderManagement?')).toBe(true);
    expect(filtersOf(address)).toEqual({ applyDayFrom: '2026-11-25', applyDayTo: '2026-11-29', productId: '2', status: '20,30,50,60,70' });
    expect(filtersOf(funnelDrill('applications', null, 'day', span, 3))).toEqual({ applyDayFrom: '2026-11-25', applyDayTo: '2026-12-02', productId: '2', merchantId: '3' });
  });
  it('a key narrows by its list filter; a rule set by its merchant only, not exactly; a row without a key has no list', () => {
    expect(filtersOf(dimensionDrill('auditor', row('7'), 'approved', span)!.address)).toMatchObject({ auditorId: '7', status: '30,60,70' });
    expect(filtersOf(dimensionDrill('modelLevel', row('B'), 'decided', span)!.address)).toMatchObject({ modelLevel: 'B', status: '30,50,60,70' });
    const ruleSet = dimensionDrill('ruleSet', row('4', 2), 'machinePassed', span)!;
    expect(ruleSet.exact).toBe(false);
    expect(filtersOf(ruleSet.address)).toMatchObject({ merchantId: '2' });
    expect(dimensionDrill('modelLevel', row(null), 'applications', span)).toBeNull();
  });
  it('a refuse code opens its refused orders; re-reviews open their list, exactly while no order key narrows them', () => {
    expect(filtersOf(refusalDrill({ code: 'M102', status: 50, count: 3, share: 100 }, span)!)).toMatchObject({ refuseCode: 'M102', status: '50' });
    const refused = reReviewDrill('refused', { dayFrom: '2026-11-25', dayTo: '2026-12-02' });
    expect(refused.exact).toBe(true);
    expect(refused.address.startsWith('/AdminContent/AuditSystem/RejectOrderReview?')).toBe(true);
    expect(filtersOf(refused.address)).toEqual({ dayFrom: '2026-11-25', dayTo: '2026-12-02', status: 'rejected' });
    expect(reReviewDrill('sentBackApproved', { dayFrom: '2026-11-25', dayTo: '2026-12-02' }).exact).toBe(false);
    expect(reReviewDrill('pending', span).exact).toBe(false);
  });
});
