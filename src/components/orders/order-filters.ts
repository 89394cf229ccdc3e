/** The order lists' filters (declared in common/orders/order-filters.ts) and the parameters they send. */
import type { OrderFilter } from '../../../common/orders/order-query';

export { ALL_ORDER_FILTERS, ORDER_FILTER_DEFS, type OrderFilterName } from '../../../common/orders/order-filters';

/** Query parameters of an order list, as sent: the names of common/orders/order-query.ts. */
export type OrderFilterParams = Partial<Record<keyof OrderFilter, string | number>>;
