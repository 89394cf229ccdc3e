/** List libraries: filters, request schemas and columns, declared once for server and screens. */
import { z } from 'zod';
import { columnOf, valuesOf } from '../lists/declared-columns';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { optionalText, pageQuery } from '../money/money-inputs';
import { TM_CUSTOMER_STATUSES, TM_LIST_TYPES, TM_MARKETING_TARGETS } from './list';

const NS = 'telemarketingList';
export const TM_MERCHANTS_URL = 'telemarketingList/options/merchants';
export const TM_PRODUCTS_URL = 'telemarketingList/options/products';
/** Most entries one batch action (abandon, recycle, target change) takes. */
export const TM_BATCH_MAX = 500;

export const LIST_LIBRARY_FILTERS = [
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'batchNo', kind: 'text', match: 'exact' },
  { name: 'merchantId', kind: 'lookup', url: TM_MERCHANTS_URL, numeric: true },
  { name: 'listType', kind: 'choice', values: TM_LIST_TYPES, labels: `${NS}:options.listType` },
  { name: 'marketingTarget', kind: 'choice', values: TM_MARKETING_TARGETS, labels: `${NS}:options.marketingTarget` },
  { name: 'customerStatus', kind: 'choice', values: TM_CUSTOMER_STATUSES, labels: `${NS}:options.customerStatus` },
  { name: 'userGroupNo', kind: 'text', match: 'exact' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

export const ABANDONED_FILTERS = [
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'merchantId', kind: 'lookup', url: TM_MERCHANTS_URL, numeric: true },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

export const listLibraryFilterSchema = filterQuerySchema(LIST_LIBRARY_FILTERS);
export type ListLibraryFilter = z.infer<typeof listLibraryFilterSchema>;
export const listLibraryQuerySchema = pageQuery.extend(listLibraryFilterSchema.shape);
export const abandonedFilterSchema = filterQuerySchema(ABANDONED_FILTERS);
export type AbandonedFilter = z.infer<typeof abandonedFilterSchema>;
export const abandonedQuerySchema = pageQuery.extend(abandonedFilterSchema.shape);

const ids = z.array(z.number().int().positive(), { message: 'validation.selectFirst' }).min(1, 'validation.selectFirst').max(TM_BATCH_MAX, 'validation.maxValue');
export const entryIdsSchema = z.object({ ids });
export const abandonSchema = z.object({ ids, reason: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(64), remark: optionalText(200) });
export const changeTargetSchema = z.object({
  ids,
  marketingTarget: z.enum(TM_MARKETING_TARGETS, { message: 'validation.option' }),
  /** The user saw the refused ones and continues with the changeable ones only. */
  onlyChangeable: z.boolean().default(false),
});
export type ChangeTargetInput = z.infer<typeof changeTargetSchema>;

/** Per-item result of a batch action: the entry and the message key of why it was refused, if it was. */
export interface EntryResult {
  id: number;
  ok: boolean;
  messageKey?: string;
}

export interface ListEntryRow {
  id: number;
  phone: string;
  customerName: string | null;
  merchantName: string;
  batchNo: string | null;
  listType: string;
  marketingTarget: string;
  listStatus: 'incoming' | 'notIncoming';
  customerStatus: number;
  productName: string | null;
  recommendedAmountCents: number | null;
  userGroupNo: string | null;
  recycleCount: number;
  assignedUserName: string | null;
  createdAt: string;
  abandonedAt: string | null;
  abandonReason: string | null;
  abandonedByName: string | null;
}

const v = valuesOf<ListEntryRow>(NS);
export const LIST_ENTRY_COLUMNS = [
  columnOf('phone', [v('phone'), v('customerName')]),
  columnOf('merchantName', [v('merchantName')]),
  columnOf('batchNo', [v('batchNo')]),
  columnOf('listType', [v('listType', 'label', { labels: `${NS}:options.listType` })]),
  columnOf('marketingTarget', [v('marketingTarget', 'label', { labels: `${NS}:options.marketingTarget` })]),
  columnOf('listStatus', [v('listStatus', 'label', { labels: `${NS}:options.listStatus` })]),
  columnOf('customerStatus', [v('customerStatus', 'label', { labels: `${NS}:options.customerStatus` })]),
  columnOf('productName', [v('productName'), v('recommendedAmountCents', 'money')]),
  columnOf('userGroupNo', [v('userGroupNo')]),
  columnOf('recycleCount', [v('recycleCount', 'int')]),
  columnOf('assignedUserName', [v('assignedUserName')]),
  columnOf('createdAt', [v('createdAt', 'time')]),
];
export const LIST_ENTRY_HIDDEN_FIRST: readonly string[] = ['batchNo', 'userGroupNo', 'assignedUserName', 'recycleCount', 'listType'];

export const ABANDONED_COLUMNS = [
  columnOf('phone', [v('phone'), v('customerName')]),
  columnOf('merchantName', [v('merchantName')]),
  columnOf('marketingTarget', [v('marketingTarget', 'label', { labels: `${NS}:options.marketingTarget` })]),
  columnOf('customerStatus', [v('customerStatus', 'label', { labels: `${NS}:options.customerStatus` })]),
  columnOf('recycleCount', [v('recycleCount', 'int')]),
  columnOf('abandonedAt', [v('abandonedAt', 'time'), v('abandonedByName')]),
  columnOf('abandonReason', [v('abandonReason')]),
  columnOf('createdAt', [v('createdAt', 'time')]),
];
