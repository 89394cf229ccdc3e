/**
 * The project's table pagination over a Refine table: "previous" and "next" as text buttons, a "page n"
 * label, a "total n records" label and a records-per-page selector (spec section 2, Tables). An estimated
 * total ("about n") is never below the rows already seen, and a full page keeps Next enabled.
 */
import type { PaginationProps } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '../../../common/constants';
import { PaginationSummary } from '../table/PaginationSummary';

export interface ListPagination {
  current: number;
  pageSize: number;
  /** Query parameters the list endpoints read. */
  params: { current: number; size: number };
  reset: () => void;
  /** Props for antd Table `pagination`; the arguments are accepted for older callers and ignored. */
  paginationProps: (total?: number, exact?: boolean) => PaginationProps;
}

interface PageControl {
  currentPage: number;
  pageSize: number;
  setCurrentPage: (page: number) => void;
  setPageSize: (size: number) => void;
}

/** The selector always offers the list's own page size (e.g. the 5-per-page history lists). */
export const sizeOptions = (pageSize: number) => [...new Set([pageSize, ...PAGE_SIZE_OPTIONS])].sort((a, b) => a - b);

/** What the pager counts: an estimate is raised to the rows seen, plus one more page when this one is full. */
export function pagerTotal({ current, pageSize, rows, total, exact }: { current: number; pageSize: number; rows: number; total: number; exact: boolean }) {
  const seen = (current - 1) * pageSize + rows;
  if (exact) return { shown: total, pager: total };
  // A short page is the last one: the rows seen are the whole list.
  if (rows < pageSize) return { shown: seen, pager: seen };
  const shown = Math.max(total, seen);
  return { shown, pager: Math.max(shown, current * pageSize + 1) };
}

export function useListPagination(control: PageControl, rows: number, total: number, exact: boolean): ListPagination {
  const { t } = useTranslation('common');
  const { currentPage: current, pageSize, setCurrentPage, setPageSize } = control;
  const options = useMemo(() => sizeOptions(pageSize), [pageSize]);
  const reset = useCallback(() => setCurrentPage(1), [setCurrentPage]);
  const paginationProps = useCallback((): PaginationProps => {
    const { shown, pager } = pagerTotal({ current, pageSize, rows, total, exact });
    return {
      current, pageSize, total: pager,
      pageSizeOptions: options,
      showSizeChanger: { options: options.map((size) => ({ value: size, label: t('table.perPage', { size }) })) },
      showTotal: () => <PaginationSummary total={shown} page={current} exact={exact} />,
      itemRender: (_, type, element) => {
        if (type === 'prev') return <a>{t('table.previous')}</a>;
        if (type === 'next') return <a>{t('table.next')}</a>;
        return element;
      },
      onChange: (page, size) => {
        if (size !== pageSize) { setPageSize(size); setCurrentPage(1); } else setCurrentPage(page);
      },
    };
  }, [current, pageSize, rows, total, exact, options, t, setCurrentPage, setPageSize]);
  const params = useMemo(() => ({ current, size: pageSize }), [current, pageSize]);
  return { current, pageSize, params, reset, paginationProps };
}
