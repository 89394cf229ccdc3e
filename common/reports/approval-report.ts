/**
 * ApprovalReport (issue 33), declared once for the server and the screen: what a risk lead reads of the orders
 * applied on each East Africa Time day — the approval funnel by the state each order is in now, pass rates by
 * model level, rule set, product and auditor, refuse codes ranked, times to decision and payout, and re-review
 * outcomes (docs/reports.md). Periods and grains are FinancialReport's.
 */
import type { z } from 'zod';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { ORDER_STATUS } from '../orders/order-status';
import { REPORT_GRAINS, withReportSpan, type ReportGrain } from './financial-report';

export const APPROVAL_REPORT_SCREEN = 'ReportSystem/ApprovalReport';

export const APPROVAL_REPORT_URLS = {
  daily: 'approvalReport/daily',
  export: 'approvalReport/export',
  merchants: 'approvalReport/options/merchants',
  products: 'approvalReport/options/products',
} as const;

const S = ORDER_STATUS;
/** The order states each count takes (of the orders applied in the period); the drill-down filters by them. */
export const FUNNEL_STATES = {
  applications: [],
  machinePassed: [S.toBeAllocated, S.pendingReview, S.pendingDisbursement, S.approvalRejected, S.disbursed, S.cancelled],
  manualReview: [S.pendingReview, S.pendingDisbursement, S.approvalRejected, S.disbursed, S.cancelled],
  decided: [S.pendingDisbursement, S.approvalRejected, S.disbursed, S.cancelled],
  approved: [S.pendingDisbursement, S.disbursed, S.cancelled],
  disbursed: [S.disbursed],
  machineRefused: [S.machineRefused],
  rejected: [S.approvalRejected],
} as const satisfies Record<string, readonly number[]>;
export type FunnelCount = keyof typeof FUNNEL_STATES;
export const FUNNEL_COUNTS = Object.keys(FUNNEL_STATES) as FunnelCount[];

/** The funnel's steps, in order, as the chart draws them. */
export const FUNNEL_STEPS = ['applications', 'machinePassed', 'manualReview', 'approved', 'disbursed'] as const satisfies readonly FunnelCount[];

/** Pass rates in basis points (10000 = 100 %); null when the step before had none. */
export const APPROVAL_RATES = {
  machinePassRate: ['machinePassed', 'applications'],
  manualApprovalRate: ['approved', 'decided'],
  approvalRate: ['approved', 'applications'],
  disbursementRate: ['disbursed', 'approved'],
} as const satisfies Record<string, readonly [FunnelCount, FunnelCount]>;
export type ApprovalRate = keyof typeof APPROVAL_RATES;
export const APPROVAL_RATE_NAMES = Object.keys(APPROVAL_RATES) as ApprovalRate[];

export const approvalRatesOf = (f: Record<FunnelCount, number>) => Object.fromEntries(APPROVAL_RATE_NAMES.map((r) => {
  const [part, whole] = APPROVAL_RATES[r];
  return [r, f[whole] ? Math.round((f[part] * 10_000) / f[whole]) : null];
})) as Record<ApprovalRate, number | null>;

/** Minutes from application to the first manual decision (of the decided orders) and to the payout (of the disbursed). */
export const APPROVAL_TIMES = ['decisionMedian', 'decisionP90', 'payoutMedian', 'payoutP90'] as const;
export type ApprovalTime = (typeof APPROVAL_TIMES)[number];

export type FunnelFigures = Record<FunnelCount, number> & Record<ApprovalRate, number | null> & Record<ApprovalTime, number | null>;

/** The funnel table's and the export's columns, in order. */
export const FUNNEL_COLUMNS = [
  ...FUNNEL_STEPS, 'machineRefused', 'rejected', 'machinePassRate', 'manualApprovalRate', 'approvalRate', ...APPROVAL_TIMES,
] as const satisfies readonly (FunnelCount | ApprovalRate | ApprovalTime)[];
export const isApprovalRate = (c: string): c is ApprovalRate => c in APPROVAL_RATES;
export const isApprovalTime = (c: string): c is ApprovalTime => (APPROVAL_TIMES as readonly string[]).includes(c);

/** The keys pass rates are read by; each names the OrderManagement filter that narrows to it (none for a rule set). */
export const APPROVAL_DIMENSIONS = { modelLevel: 'modelLevel', ruleSet: null, product: 'productId', auditor: 'auditorId' } as const;
export type ApprovalDimension = keyof typeof APPROVAL_DIMENSIONS;
export const DIMENSION_NAMES = Object.keys(APPROVAL_DIMENSIONS) as ApprovalDimension[];

/** A dimension's columns: the counts and rates that concern that key. */
export const DIMENSION_COLUMNS = [
  'applications', 'machinePassed', 'decided', 'approved', 'rejected', 'disbursed', 'machinePassRate', 'manualApprovalRate', 'approvalRate',
] as const satisfies readonly (FunnelCount | ApprovalRate)[];

/** Re-review applications submitted in the span, by their outcome, and what became of the orders sent back. */
export const RE_REVIEW_FIGURES = ['submitted', 'pending', 'refused', 'sentBack', 'sentBackApproved', 'sentBackRejected', 'sentBackInReview'] as const;
export type ReReviewFigure = (typeof RE_REVIEW_FIGURES)[number];
/** The RejectOrderReview status a re-review figure drills into (the list's own filter). */
export const RE_REVIEW_STATUS_OF: Record<ReReviewFigure, 'pending' | 'approved' | 'rejected' | undefined> = {
  submitted: undefined, pending: 'pending', refused: 'rejected', sentBack: 'approved',
  sentBackApproved: 'approved', sentBackRejected: 'approved', sentBackInReview: 'approved',
};

export const APPROVAL_REPORT_FILTERS = [
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
  { name: 'merchantId', kind: 'lookup', url: APPROVAL_REPORT_URLS.merchants, numeric: true },
  { name: 'productId', kind: 'lookup', url: APPROVAL_REPORT_URLS.products, numeric: true },
  { name: 'incomingChannel', kind: 'dict', dictKey: 'INCOMING_CHANNEL' },
  { name: 'promotionChannel', kind: 'dict', dictKey: 'PROMOTION_CHANNEL' },
  { name: 'grain', kind: 'choice', values: REPORT_GRAINS, labels: 'financialReport:grains' },
] as const satisfies readonly FilterDef[];

export const approvalReportQuery = withReportSpan(filterQuerySchema(APPROVAL_REPORT_FILTERS), 'approvalReport');
export type ApprovalReportQuery = z.infer<typeof approvalReportQuery>;

export interface ApprovalRow extends FunnelFigures { period: string; merchantId: number; merchantName: string }
export interface ApprovalPeriod extends FunnelFigures { period: string }

/** One key of a dimension: `key` is the filter value (null: orders without one), `merchantId` a rule set's merchant. */
export type DimensionRow = Record<FunnelCount, number> & Record<ApprovalRate, number | null> & {
  key: string | null;
  label: string | null;
  merchantId?: number | null;
};

/** A refuse code of the orders refused now, by machine review (40) or an auditor (50); `share` of all refused, bp. */
export interface RefusalRow { code: string | null; status: number; count: number; share: number }

export interface ApprovalReportAnswer {
  dayFrom: string;
  dayTo: string;
  grain: ReportGrain;
  /** Every period (days without applications too), over the merchants. */
  periods: ApprovalPeriod[];
  /** Periods × merchants with applications, by period then merchant. */
  rows: ApprovalRow[];
  totals: FunnelFigures;
  dimensions: Record<ApprovalDimension, DimensionRow[]>;
  /** Ranked: most refused first. */
  refusals: RefusalRow[];
  reReview: Record<ReReviewFigure, number>;
  /** Orders are counted live: when the figures were read. */
  readAt: string;
}
