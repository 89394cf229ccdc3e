import { Card, Table, Typography, type TableColumnType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState, LoadErrorAlert } from '../table';
import type { MoneyListState } from './useMoneyList';

interface Props<T extends object> {
  title: string;
  /** Buttons in the card's header (export, batch actions). */
  extra?: ReactNode;
  filters: ReactNode;
  list: MoneyListState<T>;
  columns: TableColumnType<T>[];
  rowKey: string;
  rowSelection?: TableProps<T>['rowSelection'];
  testId: string;
}

/** A money list screen: title and actions, the filter bar, and the paged table with its loading, empty and error states. */
export function MoneyListCard<T extends object>({ title, extra, filters, list, columns, rowKey, rowSelection, testId }: Props<T>) {
  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title>} extra={extra}>
      {filters}
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<T>
          rowKey={rowKey} size="middle" data-testid={testId} scroll={{ x: 'max-content' }} sticky
          loading={list.loading} dataSource={list.records} columns={columns} rowSelection={rowSelection}
          pagination={list.pagination.paginationProps(list.total, list.totalExact)} locale={{ emptyText: <EmptyState /> }}
        />
      )}
    </Card>
  );
}
