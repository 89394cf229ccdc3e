/**
 * Paging as history: Refine's useTable writes its page, size, sort and filters into the address bar by replacing
 * the entry, and reads the address only when it mounts, so Back from page 2 left the screen. Here a page change
 * pushes an entry of its own, and an address the user moves to (Back, Forward) sets the table's state from it.
 * A search or a sort still replaces the entry, as before (the filter bar's own Back is the detail's).
 */
import { stringifyTableParams, useGo, useParsed, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useCallback, useEffect, useRef } from 'react';

export interface AddressTable {
  currentPage: number;
  pageSize: number;
  sorters: CrudSort[];
  filters: CrudFilter[];
  setCurrentPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSorters: (sorters: CrudSort[]) => void;
  setFilters: (filters: CrudFilter[], behavior: 'replace') => void;
}

/** Sorts and filters as the address writes them: values compare as text (the address has no numbers). */
const viewKey = (sorters: CrudSort[], filters: CrudFilter[]) => stringifyTableParams({ sorters, filters });

/** `goTo(page, size)`: a history entry for the page; without `enabled` (a drawer's list) the table's state only. */
export function useAddressPaging(table: AddressTable, enabled: boolean) {
  const go = useGo();
  const { params } = useParsed();
  const urlPage = Number(params?.currentPage) || undefined;
  const urlSize = Number(params?.pageSize) || undefined;
  const urlSorters = (params?.sorters ?? []) as CrudSort[];
  const urlFilters = (params?.filters ?? []) as CrudFilter[];
  const urlKey = `${urlPage}|${urlSize}|${viewKey(urlSorters, urlFilters)}`;

  // Only a move of the address acts: while the table's own change waits for useTable to write it, they differ.
  const seen = useRef(urlKey);
  const { currentPage, pageSize, sorters, filters, setCurrentPage, setPageSize, setSorters, setFilters } = table;
  useEffect(() => {
    if (!enabled || seen.current === urlKey) return;
    seen.current = urlKey;
    // An address without a page is a fresh visit (the menu), which useTable resets on its own.
    if (urlPage === undefined) return;
    if (urlPage !== currentPage) setCurrentPage(urlPage);
    if (urlSize !== undefined && urlSize !== pageSize) setPageSize(urlSize);
    if (viewKey(urlSorters, urlFilters) !== viewKey(sorters, filters)) {
      setSorters(urlSorters);
      setFilters(urlFilters, 'replace');
    }
  }, [enabled, urlKey, urlPage, urlSize, urlSorters, urlFilters, currentPage, pageSize, sorters, filters, setCurrentPage, setPageSize, setSorters, setFilters]);

  return useCallback((page: number, size: number) => {
    if (!enabled) {
      if (size !== pageSize) setPageSize(size);
      setCurrentPage(page);
      return;
    }
    go({ type: 'push', options: { keepQuery: true, keepHash: true }, query: { currentPage: page, pageSize: size } });
  }, [enabled, go, pageSize, setCurrentPage, setPageSize]);
}
