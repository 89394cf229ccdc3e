/**
 * FinancialReport (issue 33), declared once for the server and the screen: its filters, its figures (cents,
 * from the ledger: docs/reports.md), the grains it groups days by, and the URLs.
 */
import type { z } from 'zod';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { PAYMENT_CHANNELS } from '../money/statuses';

export const FINANCIAL_REPORT_SCREEN = 'ReportSystem/FinancialReport';

export const FINANCIAL_REPORT_URLS = {
  daily: 'financialReport/daily',
  export: 'financialReport/export',
  merchants: 'financialReport/options/merchants',
  products: 'financialReport/options/products',
} as const;

export const REPORT_GRAINS = ['day', 'week', 'month'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];

/** Every figure of a row, in the table's order. The repaid parts add up to the cash received. */
export const FINANCIAL_FIGURES = [
  'principalDisbursed', 'disbursementFees',
  'repaidPrincipal', 'repaidInterest', 'repaidLateFee', 'repaidFees', 'repaidLiquidatedDamages', 'repaidOverpayment',
  'coupons', 'waivers', 'writeOffs', 'refundsPaid', 'withdrawalsPaid', 'transfersPaid',
] as const;
export type FinancialFigure = (typeof FINANCIAL_FIGURES)[number];
export type FinancialFigures = Record<FinancialFigure, number>;

export const REPAID_PARTS = [
  'repaidPrincipal', 'repaidInterest', 'repaidLateFee', 'repaidFees', 'repaidLiquidatedDamages', 'repaidOverpayment',
] as const satisfies readonly FinancialFigure[];

/** Cash received from customers: the sum of the repaid parts. */
export const repaidOf = (f: FinancialFigures) => REPAID_PARTS.reduce((sum, k) => sum + f[k], 0);

/** The columns of the table and the export, in order: the chart's two figures and what is owed first. */
export const REPORT_COLUMNS = [
  'principalDisbursed', 'repaid', 'outstandingPrincipal', ...FINANCIAL_FIGURES.filter((f) => f !== 'principalDisbursed'),
] as const;

/** The longest span one request may read, so a report stays thousands of rows. */
export const REPORT_MAX_DAYS = 400;

export const FINANCIAL_REPORT_FILTERS = [
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
  { name: 'merchantId', kind: 'lookup', url: FINANCIAL_REPORT_URLS.merchants, numeric: true },
  { name: 'productId', kind: 'lookup', url: FINANCIAL_REPORT_URLS.products, numeric: true },
  { name: 'channel', kind: 'choice', values: PAYMENT_CHANNELS, labels: 'financialReport:channels' },
  { name: 'grain', kind: 'choice', values: REPORT_GRAINS, labels: 'financialReport:grains' },
] as const satisfies readonly FilterDef[];

const daySpan = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** A report's query with its day span checked: in order and at most REPORT_MAX_DAYS (messages in `ns`'s errors). */
export const withReportSpan = <T extends z.ZodType<{ dayFrom?: string; dayTo?: string }>>(schema: T, ns: string) => schema
  .refine((q) => !q.dayFrom || !q.dayTo || q.dayFrom <= q.dayTo, { message: `${ns}:errors.dayOrder`, path: ['dayTo'] })
  .refine((q) => !q.dayFrom || !q.dayTo || daySpan(q.dayFrom, q.dayTo) < REPORT_MAX_DAYS, { message: `${ns}:errors.tooManyDays`, path: ['dayTo'] });

export const financialReportQuery = withReportSpan(filterQuerySchema(FINANCIAL_REPORT_FILTERS), 'financialReport');
export type FinancialReportQuery = z.infer<typeof financialReportQuery>;

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period (its first day) a day falls in: the day, its week's Monday, or its month's first day. */
export function periodOf(day: string, grain: ReportGrain): string {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 7)}-01`;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return dayOf(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS);
}

/** Every period of [from, to], in order, so a report shows the days without money too. */
export function periodsOf(from: string, to: string, grain: ReportGrain): string[] {
  const periods = new Set<string>();
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += DAY_MS) periods.add(periodOf(dayOf(ms), grain));
  return [...periods];
}

/** `outstandingPrincipal`: the principal owed at the end of the period (the ledger's receivable:principal balance). */
export interface FinancialReportRow extends FinancialFigures { period: string; repaid: number; outstandingPrincipal: number }

export interface FinancialReportAnswer {
  dayFrom: string;
  dayTo: string;
  grain: ReportGrain;
  rows: FinancialReportRow[];
  /** Sums over the span; `outstandingPrincipal` at its end. */
  totals: FinancialFigures & { repaid: number; outstandingPrincipal: number };
  /** When the oldest snapshot day read was built (today's figures are live); null when none was read. */
  refreshedAt: string | null;
}
