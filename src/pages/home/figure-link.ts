import { stringifyTableParams, type CrudFilter } from '@refinedev/core';
import type { HomeFigure } from '../../../common/home-figures';
import { screen } from '../../../common/routes';

/** The list behind a figure, filtered: its path with the filters as the list kit keeps them in the address (useListTable). */
export function figureHref(figure: Pick<HomeFigure, 'screen' | 'filters'>): string {
  const filters: CrudFilter[] = Object.entries(figure.filters).map(([field, value]) => ({ field, operator: 'eq', value: String(value) }));
  const path = screen(figure.screen).path;
  return filters.length ? `${path}?${stringifyTableParams({ filters, sorters: [] })}` : path;
}
