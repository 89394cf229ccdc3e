/** Applications, approvals and disbursements per period as bars, the conversion as a line; a bar opens its orders. */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatRate } from '../../../../common/rate';
import type { OperationFigure, OperationReportAnswer } from '../../../../common/reports/operation-report';
import Chart from '../../../components/chart/Chart';
import type { ECElementEvent } from '../../../components/chart/echarts';
import type { FilterParams } from '../../../components/list';
import { drillDown } from './drill-down';

const BARS: readonly OperationFigure[] = ['applications', 'approved', 'disbursed'];

export function ReportChart({ report, filter }: { report: OperationReportAnswer; filter: FilterParams }) {
  const { t } = useTranslation('operationReport');
  const navigate = useNavigate();
  const option = useMemo(() => ({
    dataset: { source: report.periods.map((p) => ({ period: p.period, ...Object.fromEntries(BARS.map((f) => [f, p[f]])), conversionRate: p.conversionRate })) },
    grid: { left: 16, right: 16, top: 48, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => (v === null || v === undefined ? '—' : Number(v).toLocaleString('en-KE')),
    },
    xAxis: { type: 'category' },
    yAxis: [
      { type: 'value', name: t('figures.applications'), minInterval: 1 },
      { type: 'value', name: t('figures.conversionRate'), axisLabel: { formatter: (bp: number) => formatRate(bp) }, splitLine: { show: false } },
    ],
    series: [
      ...BARS.map((f) => ({ type: 'bar', name: t(`figures.${f}`), encode: { x: 'period', y: f } })),
      {
        type: 'line', yAxisIndex: 1, name: t('figures.conversionRate'), encode: { x: 'period', y: 'conversionRate' },
        tooltip: { valueFormatter: (v: unknown) => (v === null || v === undefined ? '—' : formatRate(Number(v))) },
      },
    ],
  }), [report.periods, t]);
  const onClick = useCallback((event: ECElementEvent) => {
    const period = report.periods[event.dataIndex];
    const figure = BARS[event.seriesIndex ?? 0];
    const address = period && figure && event.seriesType === 'bar' ? drillDown(figure, period.period, report.grain, filter) : null;
    if (address) void navigate(address);
  }, [report, filter, navigate]);
  return <Chart option={option} label={t('chart.title')} onClick={onClick} testId="operation-report-chart" />;
}
