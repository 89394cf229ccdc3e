/**
 * An order list's state: the filter last searched, the shared pagination (page n, total n records, size
 * selector) and the page of rows. Searching returns to page 1 in the same render, so only one request goes out.
 */
import { useCallback, useMemo, useState } from 'react';
import type { OrderListRow } from '../../../common/orders/order-row';
import { usePagedList, usePagination, type PagedListState, type UsePaginationResult } from '../table';
import type { OrderFilterParams } from './order-filters';

export interface OrderListState extends PagedListState<OrderListRow> {
  /** The filter in force, defaults included: what an export or "allocate all filtered" sends. */
  filter: OrderFilterParams;
  search: (filter: OrderFilterParams) => void;
  pagination: UsePaginationResult;
}

/** `defaults` apply when the user leaves that filter empty (e.g. allocation's statuses 10 and 20). */
export function useOrderList(url: string, defaults: OrderFilterParams = {}, enabled = true): OrderListState {
  const pagination = usePagination();
  const [searched, setSearched] = useState<OrderFilterParams>({});
  const defaultsKey = JSON.stringify(defaults);
  const filter = useMemo(() => ({ ...(JSON.parse(defaultsKey) as OrderFilterParams), ...searched }), [defaultsKey, searched]);
  const list = usePagedList<OrderListRow>(url, { ...filter, ...pagination.params }, enabled);
  const { reset } = pagination;
  const search = useCallback((next: OrderFilterParams) => {
    setSearched(next);
    reset();
  }, [reset]);
  return { ...list, filter, search, pagination };
}
