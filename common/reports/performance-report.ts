/**
 * PerformanceReport (issue 33), declared once for the server and the screen: what a team lead reads of each staff
 * member's work over the span's East Africa Time days — auditors, collectors, telemarketers and service agents —
 * each figure beside the median of the staff member's team, and the area's figures per day (docs/reports.md).
 */
import type { z } from 'zod';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { withReportSpan } from './financial-report';

export const PERFORMANCE_REPORT_SCREEN = 'ReportSystem/PerformanceReport';

export const PERFORMANCE_REPORT_URLS = {
  daily: 'performanceReport/daily',
  export: 'performanceReport/export',
  merchants: 'performanceReport/options/merchants',
  products: 'performanceReport/options/products',
} as const;

export const PERFORMANCE_AREAS = ['auditor', 'collector', 'telemarketer', 'service'] as const;
export type PerformanceArea = (typeof PERFORMANCE_AREAS)[number];

/**
 * Whose figures a caller reads: every area with the report's viewAll code, else the areas whose staff screen they
 * may open (the lead of that team).
 */
export const AREA_STAFF_SCREENS: Record<PerformanceArea, string> = {
  auditor: 'AuditSystem/AuditPersonnel',
  collector: 'CollectionSystem/CollectionPersonnel',
  telemarketer: 'TelemarketingSystem/TelemarketingPersonnel',
  service: 'CustomerServiceSystem/CustomerServiceStaff',
};

/**
 * Each area's figures, in the table's order. `kind`: a count (added up per day), money (cents, added up), a rate in
 * basis points or minutes (a median): rates and medians are not added up, and `held` is the state at the report's
 * reading, not per day.
 */
export const AREA_FIGURES = {
  auditor: { decided: 'count', approved: 'count', rejected: 'count', passRate: 'rate', handleMinutes: 'minutes' },
  collector: { casesHeld: 'held', contactedCases: 'count', contacts: 'count', promises: 'count', promisesKept: 'count', recoveredCents: 'money' },
  telemarketer: { dialled: 'count', connected: 'count', willing: 'count', converted: 'count', loans: 'count', loanCents: 'money' },
  service: { inCalls: 'count', opened: 'count', processed: 'count', resolveMinutes: 'minutes', overdueProcessed: 'count' },
} as const satisfies Record<PerformanceArea, Record<string, 'count' | 'money' | 'rate' | 'minutes' | 'held'>>;
export type FigureKind = 'count' | 'money' | 'rate' | 'minutes' | 'held';
/** A figure of any area (the union of the areas' figure names). */
export type AreaFigure = { [A in PerformanceArea]: keyof (typeof AREA_FIGURES)[A] & string }[PerformanceArea];

export const figuresOf = (area: PerformanceArea) => Object.keys(AREA_FIGURES[area]) as AreaFigure[];
export const figureKind = (area: PerformanceArea, figure: string): FigureKind => (AREA_FIGURES[area] as Record<string, FigureKind>)[figure];
/** The figures a day adds up (the chart's series). */
export const dailyFiguresOf = (area: PerformanceArea) => figuresOf(area).filter((f) => ['count', 'money'].includes(figureKind(area, f)));
/** A figure where less is better (shown green under the median). */
export const LOWER_IS_BETTER: ReadonlySet<string> = new Set(['handleMinutes', 'resolveMinutes', 'overdueProcessed']);

export const PERFORMANCE_REPORT_FILTERS = [
  { name: 'area', kind: 'choice', values: PERFORMANCE_AREAS, labels: 'performanceReport:areas' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
  { name: 'merchantId', kind: 'lookup', url: PERFORMANCE_REPORT_URLS.merchants, numeric: true },
] as const satisfies readonly FilterDef[];

export const performanceReportQuery = withReportSpan(filterQuerySchema(PERFORMANCE_REPORT_FILTERS), 'performanceReport');
export type PerformanceReportQuery = z.infer<typeof performanceReportQuery>;

export type Figures = Record<string, number | null>;

export interface StaffRow {
  userId: number;
  name: string;
  userNo: string;
  team: string | null;
  figures: Figures;
}

export interface PerformanceReportAnswer {
  dayFrom: string;
  dayTo: string;
  area: PerformanceArea;
  /** The areas the caller may read, the first of them the default. */
  areas: PerformanceArea[];
  /** Staff with work in the span (collectors: or holding cases now), most work first. */
  staff: StaffRow[];
  /** The median of each figure over the staff of each team (key: the team's name, '' without one), and over the area. */
  teamMedians: Record<string, Figures>;
  areaMedian: Figures;
  /** The area's figures that add up, per EAT day of the span (days without work too): the total and the staff's median. */
  days: { day: string; figures: Figures; medians: Figures }[];
  /** Each staff member's figures that add up on the days they worked. */
  staffDays: { userId: number; day: string; figures: Figures }[];
  readAt: string;
}

/** The median of the values that are not null (null when there are none): the middle one, or the mean of the two. */
export function medianOf(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/** A figure against its median, in basis points (10000 = at the median); null without a median or when it is 0. */
export function againstMedian(value: number | null, median: number | null): number | null {
  if (value === null || median === null || median === 0) return null;
  return Math.round((value * 10_000) / median);
}
