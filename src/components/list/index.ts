export { ColumnChooser } from './ColumnChooser';
export { ListFilterBar, type ListFilterBarProps } from './ListFilterBar';
export { ListTable, type ListTableProps } from './ListTable';
export { RowActions, type RowAction } from './RowActions';
export { useListTable, type FilterParams, type ListTableOptions, type ListTableState } from './useListTable';
export { dictUrl, useLookupOptions, type LookupOption } from './useLookupOptions';
export { useRowsList } from './useRowsList';
