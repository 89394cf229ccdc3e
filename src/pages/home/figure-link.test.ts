import { parseTableParams } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { figureHref } from './figure-link';

describe('figureHref', () => {
  it("opens the figure's screen with its filters as the list kit reads them from the address", () => {
    const href = figureHref({ screen: 'AfterLoanSystem/LoanManagement', filters: { releaseStatus: 2, lendingDayFrom: '2026-12-02', lendingDayTo: '2026-12-02' } });
    const [path, search] = href.split('?');
    expect(path).toBe('/AdminContent/AfterLoanSystem/LoanManagement');
    expect(parseTableParams(`?${search}`).parsedFilters).toEqual([
      { field: 'releaseStatus', operator: 'eq', value: '2' },
      { field: 'lendingDayFrom', operator: 'eq', value: '2026-12-02' },
      { field: 'lendingDayTo', operator: 'eq', value: '2026-12-02' },
    ]);
  });

  it('is the bare path without filters', () => {
    expect(figureHref({ screen: 'CollectionSystemNew/collectionMerge', filters: {} })).toBe('/AdminContent/CollectionSystemNew/collectionMerge');
  });
});
