/** The order-list pieces every order screen shares (allocation, management, my audit, retrieval). */
export { ORDER_COLUMNS, type OrderColumnName } from './order-columns';
export { ALL_ORDER_FILTERS, ORDER_FILTER_DEFS, type OrderFilterName, type OrderFilterParams } from './order-filters';
export { OrderFilterBar, type OrderFilterBarProps } from './OrderFilterBar';
export { OrderStatusTag } from './OrderStatusTag';
export { OrderTable, type OrderTableProps } from './OrderTable';
export { orderDetailPath, useOrderColumns } from './useOrderColumns';
export { useOrderList, type OrderListState } from './useOrderList';
export { dictUrl, useOrderOptions, type OrderOption } from './useOrderOptions';
