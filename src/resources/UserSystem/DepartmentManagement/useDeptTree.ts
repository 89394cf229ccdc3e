import { useCustom } from '@refinedev/core';
import { useCallback } from 'react';
import type { DeptNode } from '../../../../common/entities/dept';

const NONE: DeptNode[] = [];

/** The tree's read; a write to departments invalidates it (usePost). */
export const DEPT_TREE_URL = 'dept/manageTree';

/** The whole department tree with user counts (unpaged: a company has tens of departments, not thousands), through Refine's useCustom. */
export function useDeptTree() {
  const { query, result } = useCustom<DeptNode[]>({ url: DEPT_TREE_URL, method: 'get', meta: { silent: true }, errorNotification: false });
  const { refetch } = query;
  const reload = useCallback(() => { void refetch(); }, [refetch]);
  return {
    tree: Array.isArray(result.data) ? result.data : NONE,
    loading: query.isFetching,
    error: query.error ? (query.error as unknown as Error) : null,
    reload,
  };
}
