/**
 * The project's table pagination: "previous" and "next" as text buttons, a "page n" label, a "total n records"
 * label and a records-per-page selector (spec section 2, Tables). Every paged list uses this hook.
 */
import type { PaginationProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../common/constants';
import { PaginationSummary } from './PaginationSummary';

export interface PageState {
  current: number;
  pageSize: number;
}

export interface UsePaginationResult extends PageState {
  /** Query parameters the list endpoints read. */
  params: { current: number; size: number };
  /** Back to page 1, e.g. when a filter changes. */
  reset: () => void;
  /** Props for antd Table `pagination` or List `pagination`, given the total the server returned (and whether it is exact). */
  paginationProps: (total: number, exact?: boolean) => PaginationProps;
}

/** The selector always offers the list's own page size (e.g. the 5-per-page history lists). */
function sizeOptions(initialPageSize: number): number[] {
  return [...new Set([initialPageSize, ...PAGE_SIZE_OPTIONS])].sort((a, b) => a - b);
}

export function usePagination(initialPageSize: number = DEFAULT_PAGE_SIZE): UsePaginationResult {
  const { t } = useTranslation('common');
  const [page, setPage] = useState<PageState>({ current: 1, pageSize: initialPageSize });
  const reset = useCallback(() => setPage((p) => (p.current === 1 ? p : { ...p, current: 1 })), []);
  const options = useMemo(() => sizeOptions(initialPageSize), [initialPageSize]);

  const paginationProps = useCallback((total: number, exact = true): PaginationProps => ({
    current: page.current,
    pageSize: page.pageSize,
    total,
    pageSizeOptions: options,
    showSizeChanger: {
      options: options.map((size) => ({ value: size, label: t('table.perPage', { size, defaultValue: '{{size}} / page' }) })),
    },
    showTotal: (count) => <PaginationSummary total={count} page={page.current} exact={exact} />,
    itemRender: (_, type, element) => {
      if (type === 'prev') return <a>{t('table.previous', { defaultValue: 'Previous' })}</a>;
      if (type === 'next') return <a>{t('table.next', { defaultValue: 'Next' })}</a>;
      return element;
    },
    onChange: (current, pageSize) => setPage((p) => ({ current: pageSize === p.pageSize ? current : 1, pageSize })),
  }), [page, options, t]);

  const params = useMemo(() => ({ current: page.current, size: page.pageSize }), [page]);

  return {
    ...page,
    params,
    reset,
    paginationProps,
  };
}
