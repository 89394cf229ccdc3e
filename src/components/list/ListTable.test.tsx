// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RefineTestProvider } from '../../test/RefineTestProvider';
import { FREE_TEXT_WIDTH, fixedActions, freeText } from './list-columns';
import { ListTable, type ListTableList } from './ListTable';

afterEach(cleanup);

interface Row { id: number; reason: string }
const LONG = 'The customer moved abroad and stopped answering calls after the third reminder';
const listOf = (records: Row[], loading = false): ListTableList<Row> => ({
  records, total: records.length, totalExact: true, loading, error: null, reload: () => undefined,
  pagination: { paginationProps: () => ({ current: 1, pageSize: 10, total: records.length }) },
});
const table = (list: ListTableList<Row>) => (
  <RefineTestProvider>
    <ListTable<Row> rowKey="id" list={list} columns={[{ key: 'reason', dataIndex: 'reason', title: 'Reason', ellipsis: true }]}
      actions={() => [{ key: 'edit', label: 'Edit', onClick: () => undefined }]} />
  </RefineTestProvider>
);

describe('the list kit\'s columns', () => {
  it('caps a free-text column at a width, cut with an ellipsis, its whole text kept for the tooltip', () => {
    const column = freeText<Row>({ key: 'reason', dataIndex: 'reason', ellipsis: true });
    expect(column.width).toBe(FREE_TEXT_WIDTH);
    expect(column.ellipsis).toEqual({ showTitle: false });
    render(<div>{column.render?.(LONG, { id: 1, reason: LONG }, 0) as never}</div>);
    const cell = screen.getByText(LONG);
    expect(cell.style.maxWidth).toBe(`${FREE_TEXT_WIDTH - 16}px`);
    expect(cell.style.textOverflow).toBe('ellipsis');
  });

  it('with a cap, leaves a column without a width as narrow as its content and cuts it only past the cap', () => {
    const column = freeText<Row>({ key: 'reason', dataIndex: 'reason', ellipsis: true }, 160);
    expect(column.width).toBeUndefined();
    render(<div>{column.render?.(LONG, { id: 1, reason: LONG }, 0) as never}</div>);
    expect(screen.getByText(LONG).style.maxWidth).toBe('144px');
  });

  it('leaves columns that are not free text alone', () => {
    const column = { key: 'id', dataIndex: 'id' };
    expect(freeText(column)).toBe(column);
  });

  it('fixes the actions column to the right', () => {
    expect(fixedActions({ key: 'actions' }, 120)).toMatchObject({ fixed: 'right', width: 120, className: 'list-actions' });
  });
});

describe('ListTable states', () => {
  it('shows a skeleton while the first page loads, never the empty picture', () => {
    render(table(listOf([], true)));
    expect(screen.getByTestId('table-loading')).toBeTruthy();
    expect(screen.queryByText('No records')).toBeNull();
    expect(screen.queryByTestId('pagination-summary')).toBeNull();
  });

  it('says "Total 0 records" under an empty list', () => {
    render(table(listOf([])));
    expect(screen.getByText('No records')).toBeTruthy();
    // The test i18n leaves {{total}} uninterpolated: the summary's presence is what is checked.
    expect(screen.getByTestId('pagination-summary').textContent).toContain('Total');
  });

  it('puts the row actions in a column fixed to the right', () => {
    const { container } = render(table(listOf([{ id: 1, reason: LONG }])));
    expect(container.querySelector('td.list-actions.ant-table-cell-fix-right')).toBeTruthy();
  });
});
