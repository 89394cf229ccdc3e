/**
 * The case list of CaseAllocation (-New, -Merge) and OutCollectionList (-New), declared once: its filters, its
 * sortable columns (each backed by an index in server/db/schema/collection.ts), its columns and export columns,
 * the allocation actions and their per-item answers. Other collection screens may import the filters and columns.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { sortQuery } from '../list-query';
import { FILTERED_BATCH_CAP, expectedCountSchema } from '../lists/filtered-batch';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { columnOf, valuesOf } from '../lists/declared-columns';
import { CASE_STATUSES, COLLECTION_SYSTEMS, displayLevel, type CaseStatus, type CollectionSystem } from './statuses';

/** Which cases a screen shows: one system, or both (CaseAllocationMerge). */
export const CASE_SCOPES = ['v1', 'v2', 'both'] as const;
export type CaseScope = (typeof CASE_SCOPES)[number];
export const systemsOf = (scope: CaseScope): CollectionSystem[] => (scope === 'both' ? [...COLLECTION_SYSTEMS] : [scope]);

export const CASE_ALLOCATION_SCREENS: Record<CaseScope, string> = {
  v1: 'CollectionSystem/CaseAllocation',
  v2: 'CollectionSystemNew/CaseAllocationNew',
  both: 'CollectionSystemNew/CaseAllocationMerge',
};
export const OUT_COLLECTION_SCREENS: Record<CollectionSystem, string> = {
  v1: 'CollectionSystem/OutCollectionList',
  v2: 'CollectionSystemNew/OutCollectionListNew',
};

const digits = /^\d{1,6}$/;
const amount = /^\d{1,9}(\.\d{1,2})?$/;

/** The case filters (the filter bar, the server's query schema and "all filtered rows" derive from these). */
export const CASE_FILTERS = [
  { name: 'caseNo', kind: 'text', match: 'prefix' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'customerName', kind: 'text', match: 'contains' },
  { name: 'level', kind: 'lookup', url: 'caseAllocation/levels', multiple: true },
  { name: 'collectorUserId', kind: 'lookup', url: 'caseAllocation/collectorOptions', numeric: true },
  { name: 'unallocated', kind: 'flag' },
  { name: 'status', kind: 'choice', values: CASE_STATUSES, labels: 'collection:options.status', multiple: true },
  { name: 'merchantId', kind: 'lookup', url: 'caseAllocation/merchants', numeric: true },
  { name: 'system', kind: 'choice', values: COLLECTION_SYSTEMS, labels: 'collection:options.system' },
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'overdueDaysFrom', kind: 'text', pattern: digits, messageKey: 'caseAllocation:errors.wholeDays' },
  { name: 'overdueDaysTo', kind: 'text', pattern: digits, messageKey: 'caseAllocation:errors.wholeDays' },
  { name: 'amountFrom', kind: 'text', pattern: amount, messageKey: 'caseAllocation:errors.amount' },
  { name: 'amountTo', kind: 'text', pattern: amount, messageKey: 'caseAllocation:errors.amount' },
  { name: 'enteredDay', kind: 'dayRange', from: 'enteredDayFrom', to: 'enteredDayTo' },
  { name: 'dueDay', kind: 'dayRange', from: 'dueDayFrom', to: 'dueDayTo' },
  { name: 'outsourced', kind: 'flag' },
] as const satisfies readonly FilterDef[];

/** Filters shown by OutCollectionList (no pool or collector view of its own). */
export const OUT_COLLECTION_FILTER_NAMES = ['caseNo', 'orderNo', 'phone', 'customerName', 'level', 'status', 'merchantId',
  'overdueDaysFrom', 'overdueDaysTo', 'dueDay', 'outsourced'] as const;

/** Sorts backed by indexes: entered time (collection_cases_entered_idx), days overdue and amount due (migration 0024+). */
export const CASE_SORTABLE = ['enteredAt', 'overdueDays', 'amountDueCents'] as const;
export type CaseSortField = (typeof CASE_SORTABLE)[number];
/** Without a sort: newest entry first. */
const intText = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const centsText = (v: string | undefined) => (v === undefined ? undefined : Math.round(Number(v) * 100));

const matching = (pattern: RegExp, message: string) => z.string().trim().max(16, message).optional()
  .transform((v) => v || undefined).refine((v) => v === undefined || pattern.test(v), message);

/** The server's case filter: the declared filters with the numbers checked, plus the screen's system scope. */
export const caseFilterSchema = filterQuerySchema(CASE_FILTERS).extend({
  overdueDaysFrom: matching(digits, 'validation.integer'),
  overdueDaysTo: matching(digits, 'validation.integer'),
  amountFrom: matching(amount, 'validation.money'),
  amountTo: matching(amount, 'validation.money'),
  scope: z.enum(CASE_SCOPES, { message: 'validation.option' }).default('v1'),
  agency: z.string().trim().max(64).optional().transform((v) => v || undefined),
});
export type CaseFilterQuery = z.infer<typeof caseFilterSchema>;
export const caseListQuerySchema = caseFilterSchema.extend({
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  ...sortQuery(CASE_SORTABLE),
});

/** The filter as the repositories take it (numbers read, amounts in cents). */
export function readCaseFilter(q: CaseFilterQuery) {
  return {
    ...q,
    overdueDaysFrom: intText(q.overdueDaysFrom), overdueDaysTo: intText(q.overdueDaysTo),
    amountFromCents: centsText(q.amountFrom), amountToCents: centsText(q.amountTo),
  };
}
export type CaseFilter = ReturnType<typeof readCaseFilter>;

/** One row of the case lists. Phones are masked for masked users by the envelope (field name `phone`). */
export interface CaseRow {
  id: number;
  caseNo: string;
  system: CollectionSystem;
  orderId: number;
  orderNo: string;
  customerName: string;
  phone: string;
  merchantId: number;
  merchantName: string;
  kind: 'preReminder' | 'overdue';
  level: string;
  status: CaseStatus;
  collectorUserId: number | null;
  collectorName: string | null;
  agency: string | null;
  assignedAt: string | null;
  enteredAt: string;
  dueDay: string;
  overdueDays: number;
  billAmountCents: number;
  amountDueCents: number;
  overdueAmountCents: number;
  followUpCount: number;
  lastActionCode: string | null;
  commitmentAt: string | null;
  commitmentCents: number | null;
  overdueReason: string | null;
  updatedAt: string;
}

const v = valuesOf<CaseRow>('collection');
const label = (path: string, labels: string) => v(path, 'label', { labels });

/** The columns, declared once: the table (useCaseColumns) and the xlsx export derive from them (spec 3 Case). */
export const CASE_COLUMNS = [
  columnOf('caseNo', [v('caseNo'), v('orderNo')]),
  columnOf('customerName', [v('customerName'), v('phone')]),
  columnOf('level', [{ ...v('level'), read: (row: CaseRow) => displayLevel(row.level) }, label('kind', 'collection:options.kind')]),
  columnOf('status', [label('status', 'collection:options.status')]),
  columnOf('collectorName', [v('collectorName'), v('assignedAt', 'time')]),
  columnOf('overdueDays', [v('overdueDays', 'int')]),
  columnOf('amountDueCents', [v('amountDueCents', 'money', { title: 'collection:fields.amountDue' })]),
  columnOf('system', [label('system', 'collection:options.system')]),
  columnOf('merchantName', [v('merchantName')]),
  columnOf('agency', [v('agency')]),
  columnOf('enteredAt', [v('enteredAt', 'time')]),
  columnOf('dueDay', [v('dueDay')]),
  columnOf('billAmountCents', [v('billAmountCents', 'money', { title: 'collection:fields.billAmount' })]),
  columnOf('overdueAmountCents', [v('overdueAmountCents', 'money', { title: 'collection:fields.overdueAmount' })]),
  columnOf('followUpCount', [v('followUpCount', 'int')]),
  columnOf('lastActionCode', [v('lastActionCode')]),
  columnOf('commitmentAt', [v('commitmentAt', 'time'), v('commitmentCents', 'money', { title: 'collection:fields.commitmentAmount' })]),
  columnOf('overdueReason', [label('overdueReason', 'collection:options.overdueReason')]),
];
export type CaseColumn = (typeof CASE_COLUMNS)[number]['key'];
/** Shown when the user asks (column chooser), so the first view fits 1280 px; the export holds every column. */
export const CASE_DEFAULT_HIDDEN: readonly string[] = ['status', 'overdueDays', 'system', 'merchantName', 'agency', 'enteredAt', 'billAmountCents',
  'overdueAmountCents', 'followUpCount', 'lastActionCode', 'commitmentAt', 'overdueReason'];
export const CASE_EXPORT_MAX_ROWS = 50_000;

/** Allocation actions on one, a selection or all filtered cases (operation code = action). */
export const CASE_ACTIONS = ['allocate', 'reallocate', 'recall', 'undo', 'retain', 'cancelRetain'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];
/** Operation codes of CaseAllocation (-New, -Merge); cancelling retention needs `retain`. */
export const codeOfAction = (action: CaseAction) => (action === 'cancelRetain' ? 'retain' : action);
export const needsCollector = (action: CaseAction) => action === 'allocate' || action === 'reallocate';

/** A chosen case and the holder the user saw (so a change made meanwhile is refused, not overwritten). */
const caseItem = z.object({ id: z.number().int().positive(), collectorUserId: z.number().int().positive().nullable().optional() });

export const caseActionSchema = z.object({
  scope: z.enum(CASE_SCOPES, { message: 'validation.option' }),
  action: z.enum(CASE_ACTIONS, { message: 'validation.option' }),
  collectorUserId: z.number().int().positive().optional(),
  items: z.array(caseItem).min(1, 'validation.selectFirst').max(FILTERED_BATCH_CAP, 'validation.maxValue'),
});
export type CaseActionInput = z.infer<typeof caseActionSchema>;

export const caseFilteredActionSchema = z.object({
  action: z.enum(CASE_ACTIONS, { message: 'validation.option' }),
  collectorUserId: z.number().int().positive().optional(),
  filter: caseFilterSchema.prefault({}),
  expectedCount: expectedCountSchema,
});
export type CaseFilteredActionInput = z.infer<typeof caseFilteredActionSchema>;

export const caseFilteredPreviewSchema = z.object({ action: z.enum(CASE_ACTIONS, { message: 'validation.option' }), filter: caseFilterSchema.prefault({}) });

export const autoAllocateSchema = z.object({ scope: z.enum(CASE_SCOPES, { message: 'validation.option' }) });

export interface CaseItemResult {
  id: number;
  caseNo: string | null;
  outcome: 'done' | 'skipped';
  /** caseAllocation:reasons.<key> when skipped. */
  reason?: string;
  collectorName?: string | null;
}
export interface CaseActionSummary {
  action: CaseAction | 'auto' | 'outsource' | 'outsourceEnd';
  done: number;
  skipped: number;
  results: CaseItemResult[];
  /** Schedules drive work (issue 34): the chosen collector is off shift today (allowed by hand, said here). */
  warnings?: { key: string; params: Record<string, string | number> }[];
}

/** The Collection user tree (spec 3): departments, their collectors, and what each holds now. */
export interface CollectorNode {
  userId: number;
  realName: string;
  systems: CollectionSystem[];
  groupName: string | null;
  levels: string[];
  openCases: number;
  openAmountCents: number;
  capacity: number;
  available: boolean;
  agency: string | null;
}
export interface CollectorDept {
  deptId: number | null;
  deptName: string | null;
  collectionUsers: CollectorNode[];
}

/** OutCollectionList: hand cases to an agency (an agency seat's user, or an agency name), end it, record results. */
export const outsourceSchema = z.object({
  system: z.enum(COLLECTION_SYSTEMS, { message: 'validation.option' }),
  ids: z.array(z.number().int().positive()).min(1, 'validation.selectFirst').max(FILTERED_BATCH_CAP, 'validation.maxValue'),
  agency: z.string().trim().min(1, 'validation.required').max(64, 'validation.maxLength'),
  seatUserId: z.number().int().positive().optional(),
});
/** Outsource, or end outsourcing of, every case the list's filter matches (the narrowing to eligible cases is the server's). */
export const OUT_FILTERED_KINDS = ['outsource', 'outsourceEnd'] as const;
export const outFilteredPreviewSchema = z.object({
  system: z.enum(COLLECTION_SYSTEMS, { message: 'validation.option' }),
  kind: z.enum(OUT_FILTERED_KINDS, { message: 'validation.option' }),
  filter: caseFilterSchema.prefault({}),
});
export const outFilteredSchema = outFilteredPreviewSchema.extend({
  expectedCount: expectedCountSchema,
  agency: z.string().trim().min(1, 'validation.required').max(64, 'validation.maxLength').optional(),
  seatUserId: z.number().int().positive().optional(),
});
export const endOutsourceSchema = z.object({
  system: z.enum(COLLECTION_SYSTEMS, { message: 'validation.option' }),
  ids: z.array(z.number().int().positive()).min(1, 'validation.selectFirst').max(FILTERED_BATCH_CAP, 'validation.maxValue'),
});
export const AGENCY_RESULTS = ['contacted', 'promised', 'paidPart', 'paid', 'unreachable', 'refused'] as const;
export const agencyResultSchema = z.object({
  system: z.enum(COLLECTION_SYSTEMS, { message: 'validation.option' }),
  id: z.number().int().positive(),
  result: z.enum(AGENCY_RESULTS, { message: 'validation.option' }),
  remark: z.string().trim().max(500, 'validation.maxLength').optional().transform((v) => v || null),
});

export const CASE_ALLOCATION_URLS = {
  list: 'caseAllocation/list',
  collectors: 'caseAllocation/collectors',
  action: 'caseAllocation/action',
  filtered: 'caseAllocation/filtered',
  filteredPreview: 'caseAllocation/filtered/preview',
  autoAllocate: 'caseAllocation/autoAllocate',
  export: 'caseAllocation/export',
  outList: 'outCollection/list',
  outsource: 'outCollection/outsource',
  endOutsource: 'outCollection/end',
  agencyResult: 'outCollection/result',
  agencies: 'outCollection/agencies',
  outFiltered: 'outCollection/filtered',
  outFilteredPreview: 'outCollection/filtered/preview',
} as const;
