/**
 * A screen's list on Refine's data layer: `useTable` with the page, page size, sort and filters in the
 * address bar (Back restores the view, a copied link opens it, a reload keeps it). Filters are query
 * parameters (`field=value`) as the list endpoints read them; `defaults` apply where the user left a
 * filter empty. A page change is a history entry (Back returns to the previous page); a page past the end shows
 * the last one. Drawers and second lists on a screen pass `syncWithLocation: false`.
 */
import { useTable, type CrudFilter, type CrudSort } from '@refinedev/core';
import type { TableProps } from 'antd';
import { useCallback, useEffect, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../common/constants';
import { filterParams } from '../../providers/data-provider';
import { pageBefore, useListPagination, type ListPagination } from './list-pagination';
import { useAddressPaging } from './useAddressPaging';

export type FilterParams = Record<string, string | number>;

export interface ListTableOptions {
  /** The list endpoint, e.g. `rePayManage/bills` or `user/list`. */
  url: string;
  defaults?: FilterParams;
  /** Fixed parameters that are not filters (a parent id, a tab). */
  params?: Record<string, unknown>;
  pageSize?: number;
  initialSort?: CrudSort;
  syncWithLocation?: boolean;
  enabled?: boolean;
  /** Refetch every n ms while the list is shown (Refine's refetch interval); false or absent: never. */
  refetchInterval?: number | false;
}

export interface ListTableState<T> {
  records: T[];
  total: number;
  /** False when the server's total is an estimate ("about n"). */
  totalExact: boolean;
  loading: boolean;
  error: Error | null;
  reload: () => void;
  /** The filter in force, defaults included: what an export or "all filtered rows" sends. */
  filter: FilterParams;
  /** What the user searched (the filter bar's values), without defaults. */
  searched: FilterParams;
  search: (next: FilterParams) => void;
  sorters: CrudSort[];
  /** antd Table's onChange: sorting (pagination is handled by `pagination`). */
  onTableChange: NonNullable<TableProps<T>['onChange']>;
  /** antd column `sortOrder` for a field, so the header shows the sort in force. */
  sortOrderOf: (field: string) => 'ascend' | 'descend' | null;
  pagination: ListPagination;
}

const toFilters = (params: FilterParams): CrudFilter[] =>
  Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '').map(([field, value]) => ({ field, operator: 'eq', value }));

export function useListTable<T>({ url, defaults, params, pageSize = DEFAULT_PAGE_SIZE, initialSort, syncWithLocation = true, enabled = true, refetchInterval = false }: ListTableOptions): ListTableState<T> {
  const table = useTable<T & Record<string, unknown>>({
    resource: url,
    syncWithLocation,
    pagination: { pageSize },
    sorters: { initial: initialSort ? [initialSort] : [] },
    meta: { listUrl: url, defaults, params },
    queryOptions: { enabled, refetchInterval },
    errorNotification: false,
  });
  const { tableQuery, result, filters, setFilters, sorters, setSorters, currentPage, pageSize: size, setCurrentPage } = table;
  const goTo = useAddressPaging(table, syncWithLocation);
  const searched = useMemo(() => filterParams(filters) as FilterParams, [filters]);
  const filter = useMemo(() => ({ ...defaults, ...searched }), [defaults, searched]);
  const search = useCallback((next: FilterParams) => {
    setFilters(toFilters(next), 'replace');
    setCurrentPage(1);
  }, [setFilters, setCurrentPage]);
  const records = result.data as T[];
  const total = result.total ?? 0;
  const totalExact = (result as { totalExact?: boolean }).totalExact !== false;
  const pagination = useListPagination({ ...table, goTo }, records.length, total, totalExact);
  // A page past the end (`?currentPage=999`, rows gone meanwhile) moves to the last page; useTable then writes it
  // into the address, replacing the entry.
  const settled = enabled && !tableQuery.isFetching && !tableQuery.error;
  useEffect(() => {
    if (settled && records.length === 0 && currentPage > 1) setCurrentPage(pageBefore({ current: currentPage, pageSize: size, total }));
  }, [settled, records.length, currentPage, size, total, setCurrentPage]);
  // Stable, so a screen may reload in an effect (e.g. after a change elsewhere) without looping.
  const { refetch } = tableQuery;
  const reload = useCallback(() => { void refetch(); }, [refetch]);

  const onTableChange = useCallback<NonNullable<TableProps<T>['onChange']>>((_, __, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = s?.columnKey ?? s?.field;
    setSorters(s?.order && field !== undefined ? [{ field: String(field), order: s.order === 'ascend' ? 'asc' : 'desc' }] : []);
    setCurrentPage(1);
  }, [setSorters, setCurrentPage]);
  const sortOrderOf = useCallback((field: string) => {
    const s = sorters.find((x) => x.field === field);
    return s ? (s.order === 'asc' ? 'ascend' : 'descend') : null;
  }, [sorters]);

  return {
    records, total, totalExact,
    loading: enabled && (tableQuery.isFetching || tableQuery.isLoading),
    error: tableQuery.error ? (tableQuery.error as unknown as Error) : null,
    reload,
    filter, searched, search, sorters, onTableChange, sortOrderOf, pagination,
  };
}
