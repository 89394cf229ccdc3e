import { useCustom } from '@refinedev/core';
import { useCallback } from 'react';
import type { DictItemNode } from '../../../../common/entities/dict';

const NONE: DictItemNode[] = [];

/** A write to entries refetches their tree and the types' list (its entry counts). */
export const ENTRY_READS = ['dictItem/tree', 'dict/list'];

/** The entries of one type as a tree (unpaged: a type has tens of entries), through Refine's useCustom. */
export function useEntryTree(typeId: number | null) {
  const { query, result } = useCustom<DictItemNode[]>({
    url: 'dictItem/tree', method: 'get', config: { query: { typeId } }, meta: { silent: true }, errorNotification: false,
    // Another type's tree is never shown under this type's title while it loads.
    queryOptions: { enabled: typeId !== null, placeholderData: undefined },
  });
  const { refetch } = query;
  const reload = useCallback(() => { void refetch(); }, [refetch]);
  return {
    tree: typeId !== null && Array.isArray(result.data) ? result.data : NONE,
    loading: query.isFetching,
    error: query.error ? (query.error as unknown as Error) : null,
    reload,
  };
}
