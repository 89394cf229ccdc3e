import { REFUND_FILTERS } from '../../../../common/money/refund';
import type { FilterParams } from '../../../../common/lists/filters';
import { ListFilterBar } from '../../../components/list';

/** Order number, phone, the three statuses and the day applied, on the one filter bar. */
export function RefundFilters({ values, onSearch }: { values: FilterParams; onSearch: (values: FilterParams) => void }) {
  return <ListFilterBar defs={REFUND_FILTERS} values={values} onSearch={onSearch} labels="refund:fields" />;
}
