/**
 * Where a bar of the chart leads: the loans disbursed in its period (LoanManagement, by lending day) or the
 * repayments of its period (RepaymentManagementNew, by repaid time), with the report's merchant and channel, as
 * those lists read their filters from the address bar (the list kit's Refine filters).
 */
import dayjs from 'dayjs';
import { DAY_FORMAT } from '../../../../common/lists/filters';
import type { ReportGrain } from '../../../../common/reports/financial-report';
import { screen } from '../../../../common/routes';
import type { FilterParams } from '../../../components/list';

export type DrillTarget = 'disbursed' | 'repaid';

/** The last day of the period starting on `period`. */
export function periodEnd(period: string, grain: ReportGrain): string {
  if (grain === 'day') return period;
  if (grain === 'week') return dayjs(period).add(6, 'day').format(DAY_FORMAT);
  return dayjs(period).endOf('month').format(DAY_FORMAT);
}

function address(key: string, filters: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  Object.entries(filters).filter(([, v]) => v !== undefined && v !== '').forEach(([field, value], i) => {
    search.append(`filters[${i}][field]`, field);
    search.append(`filters[${i}][operator]`, 'eq');
    search.append(`filters[${i}][value]`, String(value));
  });
  return `${screen(key).path}?${search.toString()}`;
}

export function drillDown(target: DrillTarget, period: string, grain: ReportGrain, filter: FilterParams): string {
  const last = periodEnd(period, grain);
  const from = period < String(filter.dayFrom) ? String(filter.dayFrom) : period;
  const to = last > String(filter.dayTo) ? String(filter.dayTo) : last;
  if (target === 'disbursed') {
    return address('AfterLoanSystem/LoanManagement', { lendingDayFrom: from, lendingDayTo: to, merchantId: filter.merchantId, lendingChannel: filter.channel });
  }
  return address('AfterLoanSystem/RepaymentManagementNew', { repaidFrom: `${from} 00:00:00`, repaidTo: `${to} 23:59:59`, paymentChannel: filter.channel });
}
