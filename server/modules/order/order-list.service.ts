/** The order lists' use case: the caller's merchant scope, one page and its total, fetched together. */
import type { OrderFilter } from '../../../common/orders/order-query';
import type { Deps } from '../../core/deps';
import { countOrders, listOrderPage } from './order-list.repository';
import { merchantScopeOf } from './order-scope';

export async function listOrders(deps: Deps, userId: number, filter: OrderFilter, page: { current: number; size: number }) {
  const scope = await merchantScopeOf(deps.db, userId);
  const [records, total] = await Promise.all([listOrderPage(deps.db, filter, scope, page), countOrders(deps.db, filter, scope)]);
  return { records, total, current: page.current, size: page.size };
}

/** Splits a list query into its filter and its page. */
export function splitPage<Q extends { current: number; size: number }>(query: Q) {
  const { current, size, ...filter } = query;
  return { filter: filter as Omit<Q, 'current' | 'size'>, page: { current, size } };
}
