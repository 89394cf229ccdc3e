import { Flex, Table, type TableColumnType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedListState } from '../table/usePagedList';
import { tableStates } from '../table/loading-state';
import { LoadErrorAlert } from '../table/LoadErrorAlert';
import { PaginationSummary } from '../table/PaginationSummary';
import { ColumnChooser } from './ColumnChooser';
import { useHiddenColumns } from './column-prefs';
import { ACTIONS_KEY, fixedActions, freeText } from './list-columns';
import type { ListPagination } from './list-pagination';
import { actionsWidth, RowActions, type RowAction } from './RowActions';

export interface ListTableList<T> extends PagedListState<T> {
  pagination: Pick<ListPagination, 'paginationProps'>;
  onTableChange?: TableProps<T>['onChange'];
  sortOrderOf?: (field: string) => 'ascend' | 'descend' | null;
}

export interface ListTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading' | 'columns'> {
  list: ListTableList<T>;
  columns: TableColumnType<T>[];
  /** Remembers the user's columns under this name (the screen key); no chooser without it. */
  columnsKey?: string;
  /** Columns hidden until the user shows them (so the default view fits 1280 px). */
  defaultHidden?: readonly string[];
  /** Column keys the server sorts by (an index supports them); their headers sort through the address bar. */
  sortable?: readonly string[];
  /** Row actions: two inline at most, the rest in a menu, in a right-hand column that never covers data. */
  actions?: (row: T) => RowAction[];
  /** How a row is named to assistive technology (its order number, name …). */
  rowName?: (row: T) => string;
  /** Left of the column chooser, above the table. */
  toolbar?: ReactNode;
  /** Record history (components/history useRecordHistory): a History action after the row's own, and its drawer. */
  history?: { actions: (id: string | number, name: string) => RowAction[]; drawer: ReactNode };
}

/** The app header is sticky (styles.css .app-header); the table's header sticks below it. */
const APP_HEADER_HEIGHT = 64;
const EMPTY: readonly string[] = [];
const keyOf = <T,>(c: TableColumnType<T>) => String(c.key ?? (Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : c.dataIndex ?? ''));

/** A list's table: sticky header, a horizontal scrollbar that stays on screen, column chooser, sorting, the shared pagination, loading/empty/error states. */
export function ListTable<T extends object>({ list, columns, columnsKey, defaultHidden = EMPTY, sortable = EMPTY, actions: ownActions, rowName, toolbar, history, rowSelection, ...rest }: ListTableProps<T>) {
  const { t } = useTranslation('common');
  const [hidden, setHidden] = useHiddenColumns(columnsKey, defaultHidden);
  if (list.error) return <LoadErrorAlert error={list.error} onRetry={list.reload} />;
  const idOf = (row: T) => String((row as { id?: unknown }).id ?? '');
  const nameOf = (row: T) => rowName?.(row) ?? idOf(row);
  const actions = ownActions || history ? (row: T) => [...(ownActions?.(row) ?? []), ...(history?.actions(idOf(row), nameOf(row)) ?? [])] : undefined;
  // A screen's own actions column (buttons it draws itself) follows the kit's rule as the `actions` prop's does.
  const ownActionsColumn = (c: TableColumnType<T>) => keyOf(c) === ACTIONS_KEY;
  const shown = columns.filter((c) => ownActionsColumn(c) || !columnsKey || !hidden.includes(keyOf(c))).map((c) => {
    const key = keyOf(c);
    if (ownActionsColumn(c)) return fixedActions(c, typeof c.width === 'number' ? c.width : 0);
    return freeText(sortable.includes(key) ? { ...c, key, sorter: true, sortOrder: list.sortOrderOf?.(key) ?? null, showSorterTooltip: false } : c);
  });
  const maxActions = actions ? Math.max(0, ...list.records.map((r) => actions(r).length)) : 0;
  const actionColumn: TableColumnType<T>[] = actions && maxActions > 0 ? [fixedActions({
    key: ACTIONS_KEY, title: t('columns.actions'),
    render: (_, row) => <RowActions actions={actions(row)} name={nameOf(row)} />,
  }, actionsWidth(maxActions))] : [];
  const selection: TableProps<T>['rowSelection'] = rowSelection && {
    ...rowSelection,
    getCheckboxProps: (row) => ({ ...rowSelection.getCheckboxProps?.(row), 'aria-label': t('columns.selectRow', { name: nameOf(row) }) } as never),
  };
  return (
    <>
      {(columnsKey || toolbar) && (
        <Flex justify="flex-end" gap={8} style={{ marginBottom: 8 }}>
          {toolbar}
          {columnsKey && <ColumnChooser columns={columns.filter((c) => !ownActionsColumn(c)).map((c) => ({ key: keyOf(c), title: c.title as ReactNode }))} hidden={hidden} onChange={setHidden} />}
        </Flex>
      )}
      <Table<T>
        size="middle" scroll={{ x: 'max-content' }} sticky={{ offsetHeader: APP_HEADER_HEIGHT }}
        {...tableStates(list.loading, list.records.length)} dataSource={list.records} columns={[...shown, ...actionColumn]} rowSelection={selection}
        pagination={list.pagination.paginationProps(list.total, list.totalExact)}
        onChange={list.onTableChange}
        {...rest}
      />
      {/* antd draws no pager over no rows; an empty list still says how many it holds. */}
      {!list.loading && list.total === 0 && list.records.length === 0 && (
        <Flex justify="flex-end" style={{ margin: '16px 0' }}><PaginationSummary total={0} page={1} /></Flex>
      )}
      {history?.drawer}
    </>
  );
}
