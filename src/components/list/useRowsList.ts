/**
 * A list whose rows are already in hand (a check's results, an allocation run, the apps of an order): paged
 * in the browser with the shared pagination, for `ListTable`. A new set of rows starts again at page 1.
 */
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../common/constants';
import type { ListTableList } from './ListTable';
import { useListPagination } from './list-pagination';

const noReload = () => undefined;

export function useRowsList<T>(rows: readonly T[], initialPageSize: number = DEFAULT_PAGE_SIZE): ListTableList<T> {
  const [currentPage, setCurrentPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [shownRows, setShownRows] = useState(rows);
  if (shownRows !== rows) {
    setShownRows(rows);
    setCurrentPage(1);
  }
  const records = rows.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  const pagination = useListPagination({ currentPage, pageSize, setCurrentPage, setPageSize }, records.length, rows.length, true);
  return { records, total: rows.length, totalExact: true, loading: false, error: null, reload: noReload, pagination };
}
