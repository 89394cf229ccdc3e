/**
 * Where a report's chart point leads: a list screen's address with the filters that produce the figure, as the
 * lists read them from the address bar (the list kit's Refine filters), and the days of a report period.
 */
import dayjs from 'dayjs';
import { DAY_FORMAT } from '../../../common/lists/filters';
import type { ReportGrain } from '../../../common/reports/financial-report';
import { screen } from '../../../common/routes';
import type { FilterParams } from '../list';

/** The last day of the period starting on `period`. */
export function periodEnd(period: string, grain: ReportGrain): string {
  if (grain === 'day') return period;
  if (grain === 'week') return dayjs(period).add(6, 'day').format(DAY_FORMAT);
  return dayjs(period).endOf('month').format(DAY_FORMAT);
}

/** The period's days within the report's span (a week or month can start before the span or end after it). */
export function periodDays(period: string, grain: ReportGrain, filter: FilterParams): { from: string; to: string } {
  const last = periodEnd(period, grain);
  return {
    from: period < String(filter.dayFrom) ? String(filter.dayFrom) : period,
    to: last > String(filter.dayTo) ? String(filter.dayTo) : last,
  };
}

/** The list screen `key` with `filters` (empty ones left out) in its address. */
export function listAddress(key: string, filters: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  Object.entries(filters).filter(([, v]) => v !== undefined && v !== '').forEach(([field, value], i) => {
    search.append(`filters[${i}][field]`, field);
    search.append(`filters[${i}][operator]`, 'eq');
    search.append(`filters[${i}][value]`, String(value));
  });
  return `${screen(key).path}?${search.toString()}`;
}
