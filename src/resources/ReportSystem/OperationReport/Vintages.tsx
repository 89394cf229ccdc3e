/**
 * The loans disbursed in the report's days by week of disbursement (vintages): first-payment default on the due day,
 * 7 and 30 days after it as lines, loans as bars; the table with every figure, a rate's counts in its tooltip, and
 * the loans of a week opening LoanManagement by lending day.
 */
import { Table, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '../../../../common/money';
import { formatRate } from '../../../../common/rate';
import type { OperationReportAnswer } from '../../../../common/reports/operation-report';
import { FPD_FIGURES, VINTAGE_COLUMN_KINDS, VINTAGE_COLUMNS, vintageValue, type FpdFigure, type VintageColumn, type VintageRow } from '../../../../common/reports/vintage';
import Chart from '../../../components/chart/Chart';
import type { FilterParams } from '../../../components/list';
import { ChartHeading } from '../../../components/report/ReportScreen';
import { listAddress, periodDays } from '../../../components/report/list-address';
import { useRowPages } from '../../../components/report/useRowPages';

function text(column: VintageColumn, value: number | null): string {
  if (value === null) return '—';
  const kind = VINTAGE_COLUMN_KINDS[column];
  return kind === 'rate' ? formatRate(value) : kind === 'cents' ? formatCents(value) : value.toLocaleString('en-KE');
}

const isFpd = (c: VintageColumn): c is FpdFigure => (FPD_FIGURES as string[]).includes(c);

function VintageChart({ rows }: { rows: VintageRow[] }) {
  const { t } = useTranslation('operationReport');
  const option = useMemo(() => ({
    dataset: { source: rows.map((r) => ({ week: r.week, loans: r.loans, ...Object.fromEntries(FPD_FIGURES.map((f) => [f, r.fpd[f].rate])) })) },
    grid: { left: 16, right: 16, top: 48, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category' },
    yAxis: [
      { type: 'value', name: t('vintage.columns.loans'), minInterval: 1 },
      { type: 'value', name: t('vintage.rateAxis'), axisLabel: { formatter: (bp: number) => formatRate(bp) }, splitLine: { show: false } },
    ],
    series: [
      { type: 'bar', name: t('vintage.columns.loans'), encode: { x: 'week', y: 'loans' }, tooltip: { valueFormatter: (v: unknown) => Number(v).toLocaleString('en-KE') } },
      ...FPD_FIGURES.map((f) => ({
        type: 'line', yAxisIndex: 1, name: t(`vintage.columns.${f}`), encode: { x: 'week', y: f }, connectNulls: false,
        tooltip: { valueFormatter: (v: unknown) => (v === null || v === undefined ? '—' : formatRate(Number(v))) },
      })),
    ],
  }), [rows, t]);
  return <Chart option={option} label={t('vintage.title')} testId="operation-report-vintage-chart" />;
}

export function Vintages({ report, filter }: { report: OperationReportAnswer; filter: FilterParams }) {
  const { t } = useTranslation('operationReport');
  const { shown, pagination } = useRowPages(report.vintages);
  const span = useMemo(() => ({ ...filter, dayFrom: report.dayFrom, dayTo: report.dayTo }), [filter, report.dayFrom, report.dayTo]);
  const columns = useMemo(() => [
    { key: 'week', dataIndex: 'week', title: t('vintage.week'), fixed: 'left' as const, width: 120 },
    ...VINTAGE_COLUMNS.map((c) => ({
      key: c, title: t(`vintage.columns.${c}`), align: 'right' as const, width: 120,
      render: (_: unknown, row: VintageRow) => {
        const shownText = text(c, vintageValue(row, c));
        if (isFpd(c)) {
          const cell = row.fpd[c];
          return <Tooltip title={t('vintage.fpdCounts', { unpaid: cell.unpaid, matured: cell.matured })}><span data-figure={c}>{shownText}</span></Tooltip>;
        }
        if (c === 'loans' && row.loans > 0) {
          const { from, to } = periodDays(row.week, 'week', span);
          return <Link to={listAddress('AfterLoanSystem/LoanManagement', { lendingDayFrom: from, lendingDayTo: to, merchantId: filter.merchantId })}>{shownText}</Link>;
        }
        return shownText;
      },
    })),
  ], [t, filter, span]);
  return (
    <div data-testid="operation-report-vintages">
      <ChartHeading title={t('vintage.title')} hint={t('vintage.hint')} />
      {report.vintages.length > 0 && <VintageChart rows={report.vintages} />}
      <Table<VintageRow> rowKey="week" size="small" data-testid="operation-report-vintage-table" style={{ marginTop: 12 }}
        pagination={pagination} columns={columns} dataSource={shown} scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('vintage.empty') }} />
    </div>
  );
}
