/** A money list: the screen's list on `useListTable` (page, size, sort and filters in the address bar). */
import { useListTable, type ListTableOptions, type ListTableState } from '../list/useListTable';

export type MoneyListState<T> = ListTableState<T>;

export function useMoneyList<T>(url: string, enabled = true, options: Partial<ListTableOptions> = {}): MoneyListState<T> {
  return useListTable<T>({ url, enabled, ...options });
}
