/**
 * One page of a secondary list (a drawer, a history, a tab) through Refine's `useList` and the data
 * provider. `params` carries `current` and `size` (see usePagination) and the list's own parameters.
 * A screen's main list uses `useListTable`, which keeps its view in the address bar.
 */
import { useList } from '@refinedev/core';
import { useCallback } from 'react';
import type { Page } from '../../../common/envelope';

export interface PagedListState<T> {
  records: T[];
  total: number;
  /** False when the server's total is an estimate (order lists over a rare filter combination). */
  totalExact: boolean;
  loading: boolean;
  /** The last failure, shown in place (the list call is silent, so it is not also toasted). */
  error: Error | null;
  reload: () => void;
}

export function usePagedList<T>(url: string, params: Record<string, unknown>, enabled = true): PagedListState<T> {
  const { current, size, ...rest } = params as { current?: number; size?: number } & Record<string, unknown>;
  const { result, query } = useList<T & Record<string, unknown>>({
    resource: url,
    pagination: current === undefined ? { mode: 'off' } : { currentPage: current, pageSize: size, mode: 'server' },
    meta: { listUrl: url, params: rest },
    queryOptions: { enabled },
    errorNotification: false,
  });
  // Stable, so a screen may reload in an effect (e.g. after a change elsewhere) without looping.
  const { refetch } = query;
  const reload = useCallback(() => { void refetch(); }, [refetch]);
  return {
    records: result.data as T[],
    total: result.total ?? 0,
    totalExact: (result as Partial<Page<T>> & { totalExact?: boolean }).totalExact !== false,
    loading: enabled && query.isFetching,
    error: query.error ? (query.error as unknown as Error) : null,
    reload,
  };
}
