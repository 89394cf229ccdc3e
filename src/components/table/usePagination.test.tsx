// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { WithI18n } from '../header/testing/i18n';
import { usePagination } from './usePagination';

const rows = Array.from({ length: 45 }, (_, i) => ({ id: i + 1 }));

function PagedTable({ pageSize }: { pageSize?: number }) {
  const pagination = usePagination(pageSize);
  const start = (pagination.current - 1) * pagination.pageSize;
  return (
    <>
      <span data-testid="params">{JSON.stringify(pagination.params)}</span>
      <Table rowKey="id" columns={[{ dataIndex: 'id', title: 'id' }]} dataSource={rows.slice(start, start + pagination.pageSize)}
        pagination={pagination.paginationProps(rows.length)} />
    </>
  );
}

const renderTable = (pageSize?: number) => render(<WithI18n><PagedTable pageSize={pageSize} /></WithI18n>);

afterEach(cleanup);

describe('usePagination', () => {
  it('shows previous and next as text, the page, the total and the records-per-page selector', () => {
    renderTable();
    expect(screen.getByText('Previous')).toBeTruthy();
    expect(screen.getByText('Next')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByText('Total 45 records')).toBeTruthy();
    expect(screen.getByText('20 / page')).toBeTruthy();
  });

  it('moves to the next page and sends current and size', () => {
    renderTable();
    act(() => { fireEvent.click(screen.getByText('Next')); });
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByTestId('params').textContent).toBe('{"current":2,"size":20}');
  });

  it('offers a list its own page size, such as the 5-per-page history', () => {
    renderTable(5);
    expect(screen.getByText('5 / page')).toBeTruthy();
    expect(screen.getByTestId('params').textContent).toBe('{"current":1,"size":5}');
  });
});
