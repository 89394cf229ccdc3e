import type { ReactNode } from 'react';
import { ListFilterBar } from '../list';
import { ALL_ORDER_FILTERS, ORDER_FILTER_DEFS, type OrderFilterName, type OrderFilterParams } from './order-filters';

export interface OrderFilterBarProps {
  onSearch: (filter: OrderFilterParams) => void;
  /** The filter in force (from the address bar). */
  values?: OrderFilterParams;
  /** The filters offered, in order; all of them by default. */
  fields?: readonly OrderFilterName[];
  /** How many show before "more filters". */
  visibleCount?: number;
  /** Restricts a select's choices, e.g. { status: [10, 20] }. */
  only?: Partial<Record<OrderFilterName, readonly (string | number)[]>>;
  /** Buttons after search and reset (e.g. export). */
  extra?: ReactNode;
}

/** The order filters on the one filter bar, labelled by `order:fields.*`. */
export function OrderFilterBar({ fields = ALL_ORDER_FILTERS, values, onSearch, visibleCount = 6, only = {}, extra }: OrderFilterBarProps) {
  const defs = fields.map((name) => ORDER_FILTER_DEFS.find((d) => d.name === name)!);
  return <ListFilterBar defs={defs} values={values as Record<string, string>} onSearch={onSearch} labels="order:fields"
    visibleCount={visibleCount} only={only as Record<string, readonly (string | number)[]>} extra={extra} testId="order-filter-bar" />;
}
