/** The order lists' use case: the caller's merchant scope, one page and its total, fetched together. */
import type { OrderFilter } from '../../../common/orders/order-query';
import type { Deps } from '../../core/deps';
import { countOrders, listOrderPage, type OrderPageOrder } from './order-list.repository';
import { merchantScopeOf } from './order-scope';

/**
 * One page and its total. `totalExact: false` means the total is the planner's estimate (a rare filter
 * combination over many rows); the screen shows "about n" and asks countOrders for the exact figure.
 */
export async function listOrders(deps: Deps, userId: number, filter: OrderFilter, page: { current: number; size: number }, order?: OrderPageOrder) {
  const scope = await merchantScopeOf(deps.db, userId);
  const [records, count] = await Promise.all([listOrderPage(deps.db, filter, scope, page, order), countOrders(deps.db, filter, scope)]);
  return { records, total: count.total, totalExact: count.exact, current: page.current, size: page.size };
}

/** The exact total of a filter, however long it takes (asked for after an estimated total). */
export async function exactOrderTotal(deps: Deps, userId: number, filter: OrderFilter) {
  const scope = await merchantScopeOf(deps.db, userId);
  return (await countOrders(deps.db, filter, scope, { exactOnly: true })).total;
}

/** Splits a list query into its filter and its page. */
export function splitPage<Q extends { current: number; size: number }>(query: Q) {
  const { current, size, ...filter } = query;
  return { filter: filter as Omit<Q, 'current' | 'size'>, page: { current, size } };
}
