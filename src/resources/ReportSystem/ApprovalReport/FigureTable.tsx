/**
 * A table of ApprovalReport figures: the row's own columns first (fixed), a column per figure, paged in the browser
 * (useRowPages), totals in the footer; a count links to the list behind it (marked when the list shows more).
 */
import { Table, Tooltip, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRowPages } from '../../../components/report/useRowPages';
import type { Drill } from './drill-down';
import { figureText } from './figure-text';

export interface LeadColumn<R> { key: string; title: string; width: number; render: (row: R) => ReactNode }

export interface FigureTableProps<R> {
  rows: readonly R[];
  rowKey: (row: R) => string;
  lead: readonly LeadColumn<R>[];
  figures: readonly string[];
  totals: Record<string, number | null>;
  /** Where a count of a row leads, or null (rates, times, a row without a key). */
  drill: (row: R, figure: string) => Drill | null;
  /** The hint on a link whose list shows more than the count. */
  approximate?: string;
  testId: string;
}

export function FigureTable<R extends object>({ rows, rowKey, lead, figures, totals, drill, approximate, testId }: FigureTableProps<R>) {
  const { t } = useTranslation('approvalReport');
  const { shown, pagination } = useRowPages(rows);
  const columns = useMemo(() => [
    ...lead.map((c) => ({ key: c.key, title: c.title, width: c.width, fixed: 'left' as const, render: (_: unknown, row: R) => c.render(row) })),
    ...figures.map((f) => ({
      key: f, title: t(`figures.${f}`), align: 'right' as const, width: 116,
      render: (_: unknown, row: R) => {
        const value = (row as Record<string, number | null>)[f];
        const text = figureText(t, f, value);
        const to = value ? drill(row, f) : null;
        if (!to) return text;
        const link = <Link to={to.address} data-exact={to.exact}>{text}</Link>;
        return to.exact || !approximate ? link : <Tooltip title={approximate}>{link}≈</Tooltip>;
      },
    })),
  ], [lead, figures, t, drill, approximate]);
  return (
    <Table<R> rowKey={rowKey} size="small" data-testid={testId} pagination={pagination}
      columns={columns} dataSource={shown} scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary fixed="bottom">
          <Table.Summary.Row data-testid={`${testId}-totals`}>
            <Table.Summary.Cell index={0} colSpan={lead.length}><Typography.Text strong>{t('table.total')}</Typography.Text></Table.Summary.Cell>
            {figures.map((f, i) => (
              <Table.Summary.Cell key={f} index={i + lead.length} align="right">
                <Typography.Text strong data-figure={f}>{figureText(t, f, totals[f] ?? null)}</Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )} />
  );
}
