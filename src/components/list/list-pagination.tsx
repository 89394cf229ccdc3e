/**
 * The project's table pagination over a Refine table: "previous" and "next" as text buttons, a "page n"
 * label, a "total n records" label and a records-per-page selector (spec section 2, Tables). A total ("about n" or
 * exact) is never below the rows already seen, and a full page of an estimate keeps Next enabled.
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
  /** One move to a page and size (an address-bar list pushes it as a history entry); else the two setters. */
  goTo?: (page: number, size: number) => void;
}

/** The selector always offers the list's own page size (e.g. the 5-per-page history lists). */
export const sizeOptions = (pageSize: number) => [...new Set([pageSize, ...PAGE_SIZE_OPTIONS])].sort((a, b) => a - b);

/**
 * What the pager counts: never fewer than the rows seen, (page - 1) × size + this page's rows (a total counted
 * before rows arrived, or a stale estimate); an estimate gets one more page when this one is full.
 */
export function pagerTotal({ current, pageSize, rows, total, exact }: { current: number; pageSize: number; rows: number; total: number; exact: boolean }) {
  const seen = (current - 1) * pageSize + rows;
  if (exact) return { shown: Math.max(total, seen), pager: Math.max(total, seen) };
  // A short page is the last one: the rows seen are the whole list.
  if (rows < pageSize) return { shown: seen, pager: seen };
  const shown = Math.max(total, seen);
  return { shown, pager: Math.max(shown, current * pageSize + 1) };
}

/**
 * Where an empty page past the first goes: the last page by the total, and always an earlier page, so a total
 * that overstates (an estimate, rows deleted meanwhile) walks back until a page has rows.
 */
export const pageBefore = ({ current, pageSize, total }: { current: number; pageSize: number; total: number }) =>
  Math.max(1, Math.min(current - 1, Math.ceil(total / pageSize)));

export function useListPagination(control: PageControl, rows: number, total: number, exact: boolean): ListPagination {
  const { t } = useTranslation('common');
  const { currentPage: current, pageSize, setCurrentPage, setPageSize, goTo } = control;
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
        const next = size === pageSize ? page : 1;
        if (goTo) goTo(next, size);
        else { if (size !== pageSize) setPageSize(size); setCurrentPage(next); }
      },
    };
  }, [current, pageSize, rows, total, exact, options, t, setCurrentPage, setPageSize, goTo]);
  const params = useMemo(() => ({ current, size: pageSize }), [current, pageSize]);
  return { current, pageSize, params, reset, paginationProps };
}
