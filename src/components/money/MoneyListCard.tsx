import { Card, type TableColumnType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { ListTable } from '../list';
import type { RowAction } from '../list/RowActions';
import { ScreenTitle } from '../layout/ScreenTitle';
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
  /** Remembers the user's columns under this name (the screen key). */
  columnsKey?: string;
  defaultHidden?: readonly string[];
  sortable?: readonly string[];
  actions?: (row: T) => RowAction[];
  rowName?: (row: T) => string;
}

/** A money list screen: title and actions, the filter bar, and the list kit's table. */
export function MoneyListCard<T extends object>({ title, extra, filters, list, testId, ...table }: Props<T>) {
  return (
    <Card title={<ScreenTitle>{title}</ScreenTitle>} extra={extra}>
      {filters}
      <ListTable<T> data-testid={testId} list={list} {...table} />
    </Card>
  );
}
