/**
 * The order list queries every order list reads (spec 3, Order), shared by OrderAllocation, MyAudit,
 * OrderManagement, OrderManagementAbridgment and the export. Days are East Africa Time calendar days.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { sortQuery } from '../list-query';
import { filterQuerySchema } from '../lists/filters';
import { ORDER_FILTER_DEFS } from './order-filters';

/**
 * Derived from the declarations (./order-filters.ts): order numbers match by their start, names anywhere
 * (from NAME_CONTAINS_MIN characters; shorter: the start), phones in any typed form become 254…, states
 * one or several (comma-separated or an array), days must exist.
 */
export const orderFilterSchema = filterQuerySchema(ORDER_FILTER_DEFS);

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

/** Filters whose total comes from the per-day counts (order_daily_counts). */
export const COUNTED_BY_DAY: readonly (keyof OrderFilter)[] = ['status', 'merchantId', 'loanType', 'productId', 'applyDayFrom', 'applyDayTo'];

/** Filters whose total, with status and merchant only, comes from the per-value counts (order_dim_counts). */
export const COUNTED_BY_VALUE: readonly (keyof OrderFilter)[] = ['modelLevel', 'whitelist', 'incomingChannel', 'promotionChannel', 'lendingChannel', 'dataSource', 'refuseCode', 'auditorId'];
