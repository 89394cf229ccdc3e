/**
 * The order filters every order list offers (spec 3, Order), shared by OrderAllocation, MyAudit,
 * OrderManagement, OrderManagementAbridgment and the export. Days are East Africa Time calendar days.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { phoneFilter, sortQuery } from '../list-query';

const text = z.string().trim().max(64).optional().transform((v) => (v ? v : undefined));
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date').optional().or(z.literal('').transform(() => undefined));
const int = z.coerce.number().int().optional();
const flag = z.enum(['true', 'false']).transform((v) => v === 'true').optional();

export const orderFilterSchema = z.object({
  /** Matches order numbers that start with it. */
  orderNo: text,
  /** Matches anywhere in the name, any case (from NAME_CONTAINS_MIN characters; shorter: the start). */
  customerName: text,
  idNumber: text,
  certificateNumber: text,
  /** 07…, 7…, 254… or +254…: normalised to the stored 254… form (normalisePhone). */
  phone: phoneFilter,
  /** One state, several as an array, or several comma-separated ("20,30"). */
  status: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : [v]),
    z.array(z.coerce.number().int()).max(10).optional(),
  ),
  refuseCode: text,
  merchantId: int,
  productId: int,
  loanType: int,
  incomingChannel: text,
  promotionChannel: text,
  lendingChannel: text,
  dataSource: text,
  modelLevel: text,
  whitelist: flag,
  auditorId: int,
  applyDayFrom: day,
  applyDayTo: day,
  lendingDayFrom: day,
  lendingDayTo: day,
});

/**
 * The columns an order list sorts by (`sortField`), each backed by an index so a sorted page at a million
 * orders is an index walk; the screens mark these columns sortable. Without a sort: newest application first.
 */
export const ORDER_SORTABLE = ['applyAt', 'lendingAt', 'loanAmountCents'] as const;
export type OrderSortField = (typeof ORDER_SORTABLE)[number];

export const orderListQuerySchema = orderFilterSchema.extend({
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  ...sortQuery(ORDER_SORTABLE),
});

/** Filters a server sets from its own clock, never read from a query: next call time in [nextCallFrom, nextCallBefore). */
export interface OrderCallFilter {
  nextCallFrom?: Date;
  nextCallBefore?: Date;
}

export type OrderFilter = Partial<z.infer<typeof orderFilterSchema>> & OrderCallFilter;
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** Filters whose total comes from the per-day counts (order_daily_counts). */
export const COUNTED_BY_DAY: readonly (keyof OrderFilter)[] = ['status', 'merchantId', 'loanType', 'productId', 'applyDayFrom', 'applyDayTo'];

/** Filters whose total, with status and merchant only, comes from the per-value counts (order_dim_counts). */
export const COUNTED_BY_VALUE: readonly (keyof OrderFilter)[] = ['modelLevel', 'whitelist', 'incomingChannel', 'promotionChannel', 'lendingChannel', 'dataSource', 'refuseCode', 'auditorId'];
