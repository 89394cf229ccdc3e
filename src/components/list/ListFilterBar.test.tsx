// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FilterDef, FilterParams } from '../../../common/lists/filters';
import { RefineTestProvider } from '../../test/RefineTestProvider';
import { ListFilterBar } from './ListFilterBar';

const defsOf = (): FilterDef[] => [{ name: 'customerName', kind: 'text', match: 'contains' }, { name: 'orderNo', kind: 'text', match: 'prefix' }];

afterEach(cleanup);

const bar = (values: FilterParams, onSearch = vi.fn()) => (
  <RefineTestProvider><ListFilterBar defs={defsOf()} values={values} onSearch={onSearch} labels="order:fields" /></RefineTestProvider>
);

describe('ListFilterBar', () => {
  it('keeps what the user typed when the screen re-renders it with a new defs array', () => {
    const { rerender } = render(bar({}));
    fireEvent.change(screen.getByTestId('filter-customerName'), { target: { value: 'Kamau' } });
    rerender(bar({}));
    expect(screen.getByTestId('filter-customerName')).toHaveProperty('value', 'Kamau');
  });

  it('follows the searched values when they change (Back, a link, reset)', () => {
    const { rerender } = render(bar({ customerName: 'Kamau' }));
    expect(screen.getByTestId('filter-customerName')).toHaveProperty('value', 'Kamau');
    fireEvent.change(screen.getByTestId('filter-customerName'), { target: { value: 'Kam' } });
    rerender(bar({ customerName: 'Wanjiru', orderNo: '1503' }));
    expect(screen.getByTestId('filter-customerName')).toHaveProperty('value', 'Wanjiru');
    expect(screen.getByTestId('filter-orderNo')).toHaveProperty('value', '1503');
  });

  it('draws the filters behind "more filters" when it opens, and searches with their values meanwhile', async () => {
    const onSearch = vi.fn();
    const one = (values: FilterParams) => (
      <RefineTestProvider><ListFilterBar defs={defsOf()} values={values} onSearch={onSearch} labels="order:fields" visibleCount={1} /></RefineTestProvider>
    );
    const { rerender } = render(one({}));
    expect(screen.queryByTestId('filter-orderNo')).toBeNull();
    rerender(one({ orderNo: '1503' }));
    fireEvent.click(screen.getByTestId('filter-search'));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith({ orderNo: '1503' }));
    fireEvent.click(screen.getByTestId('filter-more'));
    expect(screen.getByTestId('filter-orderNo')).toHaveProperty('value', '1503');
  });
});
