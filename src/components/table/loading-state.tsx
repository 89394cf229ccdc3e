import { Skeleton, type TableProps } from 'antd';
import { EmptyState } from './EmptyState';

/**
 * A table's loading and empty states: while the first page loads (no rows yet) a skeleton stands where the rows
 * will be, so the "No records" picture never shows under a spinner; a reload over rows keeps them under the spinner.
 */
export function tableStates(loading: boolean, rows: number, empty?: string): Pick<TableProps<object>, 'loading' | 'locale'> {
  return {
    loading: loading && rows > 0,
    locale: { emptyText: loading ? <TableSkeleton /> : <EmptyState description={empty} /> },
  };
}

export function TableSkeleton() {
  return <div data-testid="table-loading"><Skeleton active title={false} paragraph={{ rows: 4 }} /></div>;
}
