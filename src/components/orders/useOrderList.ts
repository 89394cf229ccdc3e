/**
 * An order list on `useListTable` (page, size, sort and filters in the address bar). When the server
 * could only estimate the total ("about n"), the exact figure is asked for through Refine's `useCustom`.
 */
import { useCustom } from '@refinedev/core';
import type { OrderListRow } from '../../../common/orders/order-row';
import { useListTable, type ListTableState } from '../list/useListTable';
import type { OrderFilterParams } from './order-filters';

export type OrderListState = ListTableState<OrderListRow>;

/**
 * `defaults` apply when the user leaves that filter empty (e.g. allocation's statuses 10 and 20).
 * `exactTotalUrl`: when the server could only estimate the total ("about n"), ask it for the exact figure.
 */
export function useOrderList(url: string, defaults: OrderFilterParams = {}, enabled = true, exactTotalUrl?: string, syncWithLocation = true): OrderListState {
  const list = useListTable<OrderListRow>({ url, defaults: defaults as Record<string, string | number>, enabled, syncWithLocation });
  const wanted = Boolean(exactTotalUrl) && !list.loading && !list.totalExact;
  // Silent: if the exact count fails, the estimate stays on screen, marked "about".
  const exact = useCustom<{ total: number }>({
    url: exactTotalUrl ?? '', method: 'get', config: { query: list.filter },
    meta: { silent: true }, errorNotification: false, queryOptions: { enabled: wanted },
  });
  const counted = wanted ? exact.result?.data?.total : undefined;
  return counted === undefined ? list : { ...list, total: counted, totalExact: true };
}
