/** Disbursed and repaid per period as bars (KES in the tooltip); a bar opens the rows behind it. */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CURRENCY } from '../../../../common/constants';
import { formatCents, formatKes } from '../../../../common/money';
import type { FinancialReportAnswer } from '../../../../common/reports/financial-report';
import Chart from '../../../components/chart/Chart';
import type { ECElementEvent } from '../../../components/chart/echarts';
import type { FilterParams } from '../../../components/list';
import { drillDown, type DrillTarget } from './drill-down';

const SERIES: readonly { key: DrillTarget; figure: 'principalDisbursed' | 'repaid' }[] = [
  { key: 'disbursed', figure: 'principalDisbursed' },
  { key: 'repaid', figure: 'repaid' },
];

/** Axis labels in whole shillings with thousands separators. */
const shillings = (cents: number) => formatCents(Math.round(cents / 100) * 100).replace(/\.00$/, '');

export function ReportChart({ report, filter }: { report: FinancialReportAnswer; filter: FilterParams }) {
  const { t } = useTranslation('financialReport');
  const navigate = useNavigate();
  const option = useMemo(() => ({
    dataset: { source: report.rows.map((r) => ({ period: r.period, principalDisbursed: r.principalDisbursed, repaid: r.repaid })) },
    grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => formatKes(Number(v)) },
    xAxis: { type: 'category' },
    yAxis: { type: 'value', name: CURRENCY, axisLabel: { formatter: shillings } },
    series: SERIES.map((s) => ({ type: 'bar', name: t(`figures.${s.figure}`), encode: { x: 'period', y: s.figure } })),
  }), [report.rows, t]);
  const onClick = useCallback((event: ECElementEvent) => {
    const row = report.rows[event.dataIndex];
    const target = SERIES[event.seriesIndex ?? 0];
    if (row && target) void navigate(drillDown(target.key, row.period, report.grain, filter));
  }, [report, filter, navigate]);
  return <Chart option={option} label={t('chart.title')} onClick={onClick} testId="financial-report-chart" />;
}
