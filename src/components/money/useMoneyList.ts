/**
 * A money list's state: the filter last searched, the shared pagination (page n, total n records, size
 * selector) and the page of rows. Searching returns to page 1 in the same render, so one request goes out.
 */
import { useCallback, useState } from 'react';
import { usePagedList, usePagination, type PagedListState, type UsePaginationResult } from '../table';
import type { MoneyFilterParams } from './money-filters';

export interface MoneyListState<T> extends PagedListState<T> {
  filter: MoneyFilterParams;
  search: (filter: MoneyFilterParams) => void;
  pagination: UsePaginationResult;
}

export function useMoneyList<T>(url: string, enabled = true): MoneyListState<T> {
  const pagination = usePagination();
  const [filter, setFilter] = useState<MoneyFilterParams>({});
  const list = usePagedList<T>(url, { ...filter, ...pagination.params }, enabled);
  const { reset } = pagination;
  const search = useCallback((next: MoneyFilterParams) => {
    setFilter(next);
    reset();
  }, [reset]);
  return { ...list, filter, search, pagination };
}
