import { Table, type TableColumnType, type TableProps } from 'antd';
import type { OrderListRow } from '../../../common/orders/order-row';
import { EmptyState, LoadErrorAlert } from '../table';
import type { OrderListState } from './useOrderList';

export interface OrderTableProps extends Omit<TableProps<OrderListRow>, 'dataSource' | 'columns' | 'pagination' | 'loading'> {
  list: OrderListState;
  columns: TableColumnType<OrderListRow>[];
}

/** The paged order table: loading, empty and error states, the shared pagination, horizontal scroll. */
export function OrderTable({ list, columns, ...rest }: OrderTableProps) {
  if (list.error) return <LoadErrorAlert error={list.error} onRetry={list.reload} />;
  return (
    <Table<OrderListRow>
      rowKey="id" size="middle" data-testid="order-table" scroll={{ x: 'max-content' }}
      loading={list.loading} dataSource={list.records} columns={columns}
      pagination={list.pagination.paginationProps(list.total, list.totalExact)}
      locale={{ emptyText: <EmptyState /> }}
      {...rest}
    />
  );
}
