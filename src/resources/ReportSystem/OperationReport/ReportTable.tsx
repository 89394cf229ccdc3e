/**
 * The report per period and merchant, paged by the kit's pager, totals in the footer; a count opens the orders
 * behind it (OrderManagement, filtered), so the list's total is the figure.
 */
import { Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '../../../../common/money';
import { formatRate } from '../../../../common/rate';
import {
  isRate, OPERATION_COLUMNS, type OperationReportAnswer, type OperationReportRow,
} from '../../../../common/reports/operation-report';
import type { FilterParams } from '../../../components/list';
import { useRowPages } from '../../../components/report/useRowPages';
import { drillDown } from './drill-down';

type Column = (typeof OPERATION_COLUMNS)[number];

function figureText(column: Column, value: number | null): string {
  if (value === null) return '—';
  if (isRate(column)) return formatRate(value);
  return column === 'disbursedAmount' ? formatCents(value) : value.toLocaleString('en-KE');
}

export function ReportTable({ report, filter }: { report: OperationReportAnswer; filter: FilterParams }) {
  const { t } = useTranslation('operationReport');
  const { shown: rows, pagination } = useRowPages(report.rows);
  const columns = useMemo(() => [
    { key: 'period', dataIndex: 'period', title: t(`financialReport:periods.${report.grain}`), fixed: 'left' as const, width: 110 },
    { key: 'merchantName', dataIndex: 'merchantName', title: t('table.merchant'), fixed: 'left' as const, width: 150 },
    ...OPERATION_COLUMNS.map((c) => ({
      key: c, dataIndex: c, title: t(`figures.${c}`), align: 'right' as const, width: 120,
      render: (value: number | null, row: OperationReportRow) => {
        const address = isRate(c) || !value ? null : drillDown(c, row.period, report.grain, filter, row.merchantId);
        return address ? <Link to={address}>{figureText(c, value)}</Link> : figureText(c, value);
      },
    })),
  ], [t, report.grain, filter]);
  return (
    <Table<OperationReportRow> rowKey={(r) => `${r.period}-${r.merchantId}`} size="small" data-testid="operation-report-table"
      pagination={pagination} columns={columns} dataSource={rows} scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary fixed="bottom">
          <Table.Summary.Row data-testid="operation-report-totals">
            <Table.Summary.Cell index={0} colSpan={2}><Typography.Text strong>{t('table.total')}</Typography.Text></Table.Summary.Cell>
            {OPERATION_COLUMNS.map((c, i) => (
              <Table.Summary.Cell key={c} index={i + 2} align="right">
                <Typography.Text strong data-figure={c}>{figureText(c, report.totals[c])}</Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )} />
  );
}
