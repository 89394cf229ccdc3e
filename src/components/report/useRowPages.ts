/**
 * A report table's rows paged in the browser (a report answers all its rows at once) by the list kit's pager:
 * the page's rows and the Table's `pagination`.
 */
import { useMemo, useState } from 'react';
import { useListPagination } from '../list/list-pagination';

const PAGE_SIZE = 20;

export function useRowPages<R>(rows: readonly R[]) {
  const [page, setPage] = useState({ current: 1, size: PAGE_SIZE });
  const control = useMemo(() => ({
    currentPage: page.current, pageSize: page.size,
    setCurrentPage: (current: number) => setPage((p) => ({ ...p, current })),
    setPageSize: (size: number) => setPage({ current: 1, size }),
  }), [page]);
  const shown = rows.slice((page.current - 1) * page.size, page.current * page.size);
  const pagination = useListPagination(control, shown.length, rows.length, true);
  return { shown, pagination: pagination.paginationProps() };
}
