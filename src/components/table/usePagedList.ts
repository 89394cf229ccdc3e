/** Loads one page of a list endpoint ({ records, total }) and re-loads when its parameters change. */
import { useCallback, useEffect, useState } from 'react';
import type { Page } from '../../../common/envelope';
import { api } from '../../providers/http';

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
  const [page, setPage] = useState<Pick<Page<T>, 'records' | 'total'> & { totalExact: boolean }>({ records: [], total: 0, totalExact: true });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    if (!enabled) return undefined;
    // A stale answer is ignored rather than aborted: http.ts would toast an aborted request as a network failure.
    let current = true;
    setLoading(true);
    setError(null);
    api.get<Page<T> & { totalExact?: boolean }>(url, { params: JSON.parse(paramsKey) as Record<string, unknown>, silent: true })
      .then((result) => {
        if (current) setPage({ records: result.records, total: result.total, totalExact: result.totalExact !== false });
      })
      .catch((failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure : new Error(String(failure)));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [url, paramsKey, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...page, loading, error, reload };
}
