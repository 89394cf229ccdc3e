/**
 * An order list's state: the filter last searched, the shared pagination (page n, total n records, size
 * selector) and the page of rows. Searching returns to page 1 in the same render, so only one request goes out.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../../providers/http';
import type { OrderListRow } from '../../../common/orders/order-row';
import { usePagedList, usePagination, type PagedListState, type UsePaginationResult } from '../table';
import type { OrderFilterParams } from './order-filters';

export interface OrderListState extends PagedListState<OrderListRow> {
  /** The filter in force, defaults included: what an export or "allocate all filtered" sends. */
  filter: OrderFilterParams;
  search: (filter: OrderFilterParams) => void;
  pagination: UsePaginationResult;
}

/**
 * `defaults` apply when the user leaves that filter empty (e.g. allocation's statuses 10 and 20).
 * `exactTotalUrl`: when the server could only estimate the total ("about n"), ask it for the exact figure.
 */
export function useOrderList(url: string, defaults: OrderFilterParams = {}, enabled = true, exactTotalUrl?: string): OrderListState {
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
  const exact = useExactTotal(exactTotalUrl, filter, !list.loading && list.totalExact === false);
  return { ...list, ...exact, filter, search, pagination };
}

function useExactTotal(url: string | undefined, filter: OrderFilterParams, wanted: boolean) {
  const key = JSON.stringify(filter);
  const [counted, setCounted] = useState<{ key: string; total: number } | null>(null);
  useEffect(() => {
    if (!url || !wanted) return undefined;
    let current = true;
    // Silent: if the exact count fails, the estimate stays on screen, marked "about".
    api.get<{ total: number }>(url, { params: JSON.parse(key) as OrderFilterParams, silent: true })
      .then((data) => { if (current) setCounted({ key, total: data.total }); }, () => undefined);
    return () => { current = false; };
  }, [url, key, wanted]);
  return counted?.key === key ? { total: counted.total, totalExact: true } : {};
}
