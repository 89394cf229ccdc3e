/** The order lists' use case: the caller's merchant scope, one page and its total, fetched together. */
import { sortOf, type SORT_ORDERS } from '../../../common/list-query';
import type { OrderFilter, OrderSortField } from '../../../common/orders/order-query';
import type { Deps } from '../../core/deps';
import { countOrders, listOrderPage, type OrderPageOrder } from './order-list.repository';
import { merchantScopeOf } from './order-scope';

/** A page as a list query asks for it: its number and size, and the column it is sorted by, if any. */
export interface PageQuery {
  current: number;
  size: number;
  sortField?: string;
  sortOrder?: (typeof SORT_ORDERS)[number];
}

/**
 * One page and its total. `totalExact: false` means the total is the planner's estimate (a rare filter
 * combination over many rows); the screen shows "about n" and asks countOrders for the exact figure.
 * The page follows `order` when given (MyAudit's queue), else the page's sort (ORDER_SORTABLE), else newest first.
 */
export async function listOrders(deps: Deps, userId: number, filter: OrderFilter, page: PageQuery, order?: OrderPageOrder) {
  const scope = await merchantScopeOf(deps.db, userId);
  const sort = sortOf(page as { sortField?: OrderSortField; sortOrder?: PageQuery['sortOrder'] }, 'applyAt');
  const pageOrder = order ?? (sort ? { by: 'sorted' as const, sort } : undefined);
  const [records, count] = await Promise.all([
    listOrderPage(deps.db, filter, scope, { current: page.current, size: page.size }, pageOrder), countOrders(deps.db, filter, scope),
  ]);
  return { records, total: count.total, totalExact: count.exact, current: page.current, size: page.size };
}

/** The exact total of a filter, however long it takes (asked for after an estimated total). */
export async function exactOrderTotal(deps: Deps, userId: number, filter: OrderFilter) {
  const scope = await merchantScopeOf(deps.db, userId);
  return (await countOrders(deps.db, filter, scope, { exactOnly: true })).total;
}

/** Splits a list query into its filter and its page (number, size and sort). */
export function splitPage<Q extends PageQuery>(query: Q) {
  const { current, size, sortField, sortOrder, ...filter } = query;
  return { filter: filter as Omit<Q, keyof PageQuery>, page: { current, size, sortField, sortOrder } as PageQuery };
}
