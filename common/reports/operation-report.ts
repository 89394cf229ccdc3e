/**
 * OperationReport (issue 33), declared once for the server and the screen: its filters, its figures (counts of
 * the orders applied on each East Africa Time day, by the state they are in now, and the principal of those
 * disbursed: docs/reports.md), the rates derived from them, and the URLs. Periods and grains are FinancialReport's.
 */
import type { z } from 'zod';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { ORDER_STATUS } from '../orders/order-status';
import { REPORT_GRAINS, withReportSpan, type ReportGrain } from './financial-report';
import type { VintageRow } from './vintage';

export const OPERATION_REPORT_SCREEN = 'ReportSystem/OperationReport';

export const OPERATION_REPORT_URLS = {
  daily: 'operationReport/daily',
  export: 'operationReport/export',
  merchants: 'operationReport/options/merchants',
  products: 'operationReport/options/products',
} as const;

const S = ORDER_STATUS;
/** The order states each counted figure takes (of the orders applied in the period); the drill-down filters by them. */
export const COUNTED_FIGURES = {
  applications: [],
  machinePassed: [S.toBeAllocated, S.pendingReview, S.pendingDisbursement, S.approvalRejected, S.disbursed, S.cancelled],
  machineRefused: [S.machineRefused],
  approved: [S.pendingDisbursement, S.disbursed, S.cancelled],
  rejected: [S.approvalRejected],
  disbursed: [S.disbursed],
} as const satisfies Record<string, readonly number[]>;
export type CountedFigure = keyof typeof COUNTED_FIGURES;

/** The LOAN_TYPE of first loans and of repeat customers' loans. */
export const LOAN_TYPE = { first: 1, repeat: 2 } as const;

/** Every stored figure of a row: the counts, the principal of the disbursed loans, and new and repeat customers' part. */
export const OPERATION_FIGURES = [
  'applications', 'machinePassed', 'machineRefused', 'approved', 'rejected', 'disbursed', 'disbursedAmount',
  'newApplications', 'repeatApplications', 'newDisbursed', 'repeatDisbursed',
] as const;
export type OperationFigure = (typeof OPERATION_FIGURES)[number];
export type OperationFigures = Record<OperationFigure, number>;

/** Conversions between the steps, in basis points (10000 = 100 %); null when the step before had none. */
export const OPERATION_RATES = {
  machinePassRate: ['machinePassed', 'applications'],
  approvalRate: ['approved', 'machinePassed'],
  disbursementRate: ['disbursed', 'approved'],
  conversionRate: ['disbursed', 'applications'],
} as const satisfies Record<string, readonly [OperationFigure, OperationFigure]>;
export type OperationRate = keyof typeof OPERATION_RATES;
export const RATE_NAMES = Object.keys(OPERATION_RATES) as OperationRate[];

export const ratesOf = (f: OperationFigures) => Object.fromEntries(RATE_NAMES.map((r) => {
  const [part, whole] = OPERATION_RATES[r];
  return [r, f[whole] ? Math.round((f[part] * 10_000) / f[whole]) : null];
})) as Record<OperationRate, number | null>;

/** The table's and the export's columns, in order. */
export const OPERATION_COLUMNS = [
  'applications', 'machinePassed', 'machineRefused', 'machinePassRate', 'approved', 'rejected', 'approvalRate',
  'disbursed', 'disbursementRate', 'conversionRate', 'disbursedAmount', 'newApplications', 'repeatApplications', 'newDisbursed', 'repeatDisbursed',
] as const satisfies readonly (OperationFigure | OperationRate)[];
export const isRate = (c: string): c is OperationRate => c in OPERATION_RATES;

export const OPERATION_REPORT_FILTERS = [
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
  { name: 'merchantId', kind: 'lookup', url: OPERATION_REPORT_URLS.merchants, numeric: true },
  { name: 'productId', kind: 'lookup', url: OPERATION_REPORT_URLS.products, numeric: true },
  { name: 'incomingChannel', kind: 'dict', dictKey: 'INCOMING_CHANNEL' },
  { name: 'promotionChannel', kind: 'dict', dictKey: 'PROMOTION_CHANNEL' },
  { name: 'grain', kind: 'choice', values: REPORT_GRAINS, labels: 'financialReport:grains' },
] as const satisfies readonly FilterDef[];

export const operationReportQuery = withReportSpan(filterQuerySchema(OPERATION_REPORT_FILTERS), 'operationReport');
export type OperationReportQuery = z.infer<typeof operationReportQuery>;

/** One period of one merchant. */
export interface OperationReportRow extends OperationFigures, Record<OperationRate, number | null> {
  period: string;
  merchantId: number;
  merchantName: string;
}

/** The period's figures over the merchants, for the chart. */
export interface OperationPeriod extends OperationFigures, Record<OperationRate, number | null> { period: string }

export interface OperationReportAnswer {
  dayFrom: string;
  dayTo: string;
  grain: ReportGrain;
  /** Every period (days without applications too), over the merchants. */
  periods: OperationPeriod[];
  /** Periods × merchants with applications, by period then merchant. */
  rows: OperationReportRow[];
  totals: OperationFigures & Record<OperationRate, number | null>;
  /** The loans disbursed on the span's days, by week of disbursement, and how each cohort repays (common/reports/vintage.ts). */
  vintages: VintageRow[];
  /** Orders are counted live: when the figures were read. */
  readAt: string;
}

/** The figure a column drills into: the orders list of the period, in the figure's states (and loan type). */
export const DRILL_FIGURES: Partial<Record<OperationFigure, { figure: CountedFigure; loanType?: number }>> = {
  applications: { figure: 'applications' }, machinePassed: { figure: 'machinePassed' }, machineRefused: { figure: 'machineRefused' },
  approved: { figure: 'approved' }, rejected: { figure: 'rejected' }, disbursed: { figure: 'disbursed' },
  newApplications: { figure: 'applications', loanType: LOAN_TYPE.first }, repeatApplications: { figure: 'applications', loanType: LOAN_TYPE.repeat },
  newDisbursed: { figure: 'disbursed', loanType: LOAN_TYPE.first }, repeatDisbursed: { figure: 'disbursed', loanType: LOAN_TYPE.repeat },
};
