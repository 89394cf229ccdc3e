import type { ReactNode } from 'react';
import { ListFilterBar } from '../list';
import type { MoneyFilterDef, MoneyFilterParams } from './money-filters';

interface Props {
  defs: readonly MoneyFilterDef[];
  /** The filter in force (from the address bar). */
  values?: MoneyFilterParams;
  onSearch: (params: MoneyFilterParams) => void;
  /** Translation prefix of the filters' labels, e.g. "repay:filters". */
  labels: string;
  visibleCount?: number;
  extra?: ReactNode;
  testId?: string;
}

/** A money list's filters on the one filter bar. */
export function MoneyFilterBar({ testId = 'money-filter-bar', ...props }: Props) {
  return <ListFilterBar testId={testId} {...props} />;
}
