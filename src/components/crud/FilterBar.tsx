import { useMemo, type ReactNode } from 'react';
import type { EntitySpec } from '../../../common/crud/entity';
import type { FilterParams } from '../../../common/lists/filters';
import { ListFilterBar } from '../list';
import { entityFilterDefs } from './entity-filters';

interface Props {
  entity: EntitySpec;
  /** The filter in force (from the address bar). */
  values?: FilterParams;
  onSearch: (values: FilterParams) => void;
  /** Replaces the input of a filter (e.g. a tree select), keeping its label. */
  inputs?: Record<string, ReactNode>;
  /** Two columns, labels inside the inputs: for a list in a narrow card. */
  compact?: boolean;
}

/** The list's filters, from the fields declared with `filter`, on the one filter bar. */
export function FilterBar({ entity, values, onSearch, inputs, compact }: Props) {
  const defs = useMemo(() => entityFilterDefs(entity), [entity]);
  if (defs.length === 0) return null;
  return <ListFilterBar defs={defs} values={values} onSearch={onSearch} labels={`${entity.namespace ?? entity.name}:fields`} inputs={inputs} compact={compact} />;
}
