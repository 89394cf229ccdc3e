/**
 * CollectionReport (issue 33), declared once for the server and the screen: its filters, its figures (cases
 * entering and leaving each level, the roll-rate matrix, cure and recovery by level, merchant, group and
 * collector, promises, contacts by channel, outsourced and bad-debt recovery: docs/reports.md), and the URLs.
 * Periods and grains are FinancialReport's; amounts are integer cents, rates basis points (10000 = 100 %).
 */
import type { z } from 'zod';
import { COLLECTION_SYSTEMS, type CollectionSystem } from '../collection/statuses';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { REPORT_GRAINS, withReportSpan, type ReportGrain } from './financial-report';

export const COLLECTION_REPORT_SCREEN = 'ReportSystem/CollectionReport';

export const COLLECTION_REPORT_URLS = {
  daily: 'collectionReport/daily',
  export: 'collectionReport/export',
  merchants: 'collectionReport/options/merchants',
  products: 'collectionReport/options/products',
  levels: 'collectionReport/options/levels',
  groups: 'collectionReport/options/groups',
  collectors: 'collectionReport/options/collectors',
} as const;

export const COLLECTION_REPORT_FILTERS = [
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
  { name: 'system', kind: 'choice', values: COLLECTION_SYSTEMS, labels: 'collection:options.system' },
  { name: 'merchantId', kind: 'lookup', url: COLLECTION_REPORT_URLS.merchants, numeric: true },
  { name: 'level', kind: 'lookup', url: COLLECTION_REPORT_URLS.levels },
  { name: 'groupName', kind: 'lookup', url: COLLECTION_REPORT_URLS.groups },
  { name: 'collectorUserId', kind: 'lookup', url: COLLECTION_REPORT_URLS.collectors, numeric: true },
  { name: 'grain', kind: 'choice', values: REPORT_GRAINS, labels: 'financialReport:grains' },
] as const satisfies readonly FilterDef[];

export const collectionReportQuery = withReportSpan(filterQuerySchema(COLLECTION_REPORT_FILTERS), 'collectionReport');
export type CollectionReportQuery = z.infer<typeof collectionReportQuery>;

/** The voice and message channels a collection manager counts contacts on (notes and agency results are not contacts). */
export const CONTACT_CHANNELS = ['call', 'sms', 'robot', 'aiCall'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
/** Results of a voice contact that reached the customer (a call answered; a robot or AI call answered or promised). */
export const CONNECTED_RESULTS = ['answered', 'promised'] as const;

/** Where a case went by the span's end when it is no longer at a level. */
export const CLOSED_STATES = ['settled', 'writtenOff', 'badDebt'] as const;
/** The roll-rate row of cases that were not in collection at the span's start. */
export const NEW_STATE = 'new';

/** One period's figures, for the chart and the per-period table. */
export interface CollectionPeriod {
  period: string;
  /** Cases that entered collection (CaseAllocation's entered day). */
  newCases: number;
  /** Level entries and exits (every level a case entered or left). */
  entered: number;
  left: number;
  /** Net repayments attributed to collection (repaymentDetails), cents. */
  collectedCents: number;
  promisesMade: number;
}

/** Cases entering and leaving one level in one period. */
export interface LevelFlowRow { period: string; level: string; entered: number; left: number }

export interface RollCell { from: string; to: string; cases: number; amountCents: number; shareBp: number | null }
export interface RollRate {
  /** Row states: NEW_STATE then the levels; column states: the levels then CLOSED_STATES. */
  from: string[];
  to: string[];
  cells: RollCell[];
  /** Per row state: its cases and amount. */
  rows: { state: string; cases: number; amountCents: number }[];
  /** The instants compared (the span's start and its end, or now when the span ends today). */
  startAt: string;
  endAt: string;
}

export const BREAKDOWNS = ['level', 'merchant', 'group', 'collector'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/** Cure and recovery of one level, merchant, group or collector. */
export interface CureRow {
  key: string;
  label: string;
  /** The key as a list filter value (level, merchant id, collector id); null for "none". */
  value: string | number | null;
  cases: number;
  cured: number;
  cureRateBp: number | null;
  chargedCents: number;
  recoveredCents: number;
  recoveryRateBp: number | null;
  collectedCents: number;
}
export const CURE_COLUMNS = ['cases', 'cured', 'cureRateBp', 'chargedCents', 'recoveredCents', 'recoveryRateBp', 'collectedCents'] as const;

export interface PromiseFigures {
  made: number;
  kept: number;
  partlyKept: number;
  broken: number;
  pending: number;
  superseded: number;
  promisedCents: number;
  paidCents: number;
  /** kept / (kept + partly kept + broken). */
  keptRateBp: number | null;
}
export const PROMISE_COLUMNS = ['made', 'kept', 'partlyKept', 'broken', 'pending', 'keptRateBp', 'promisedCents', 'paidCents'] as const;

export interface ContactRow {
  channel: ContactChannel;
  contacts: number;
  casesContacted: number;
  /** Voice channels: contacts that reached the customer; null for SMS. */
  connected: number | null;
  contactRateBp: number | null;
  contactsPerCase: number | null;
  connectRateBp: number | null;
}
export const CONTACT_COLUMNS = ['contacts', 'casesContacted', 'contactRateBp', 'contactsPerCase', 'connected', 'connectRateBp'] as const;

export interface RecoveryFigures {
  outsourcedCases: number;
  outsourcedCollectedCents: number;
  badDebtMovedIn: number;
  badDebtMovedInCents: number;
  badDebtRecoveredCents: number;
}
export const RECOVERY_FIGURES = ['outsourcedCases', 'outsourcedCollectedCents', 'badDebtMovedIn', 'badDebtMovedInCents', 'badDebtRecoveredCents'] as const;

export interface CollectionReportAnswer {
  dayFrom: string;
  dayTo: string;
  grain: ReportGrain;
  system: CollectionSystem;
  /** The system's levels in band order (stored names). */
  levels: string[];
  periods: CollectionPeriod[];
  flow: LevelFlowRow[];
  roll: RollRate;
  cure: Record<Breakdown, CureRow[]>;
  /** Promises made per period, and over the span. */
  promises: (PromiseFigures & { period: string })[];
  promiseTotals: PromiseFigures;
  /** Cases in collection at some time in the span (the contact rate's base). */
  casesInCollection: number;
  contacts: ContactRow[];
  recovery: RecoveryFigures;
  totals: Omit<CollectionPeriod, 'period'>;
  /** The figures are counted live: when. */
  readAt: string;
}

export const rateBp = (part: number, whole: number) => (whole ? Math.round((part * 10_000) / whole) : null);
/** Money columns (cents) of the tables and the export. */
export const isCents = (column: string) => column.endsWith('Cents');
export const isRateColumn = (column: string) => column.endsWith('Bp');
