import type { FilterParams } from '../../../../common/lists/filters';
import { RE_REVIEW_FILTERS } from '../../../../common/orders/order-review';
import { ListFilterBar } from '../../../components/list';

/** Application status, merchant, submission days and order number, on the one filter bar. */
export function ApplicationFilters({ values, onSearch }: { values: FilterParams; onSearch: (values: FilterParams) => void }) {
  return <ListFilterBar defs={RE_REVIEW_FILTERS} values={values} onSearch={onSearch} labels="orderReview:fields" />;
}
