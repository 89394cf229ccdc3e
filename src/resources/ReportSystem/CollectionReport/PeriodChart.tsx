/**
 * Per period: cases entering collection, level entries and exits as bars, money collected (KES) as a line on
 * its own axis. A "cases entering collection" bar opens those cases, a point of the line its repayments.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatKes } from '../../../../common/money';
import type { CollectionReportAnswer } from '../../../../common/reports/collection-report';
import Chart from '../../../components/chart/Chart';
import type { ECElementEvent } from '../../../components/chart/echarts';
import type { FilterParams } from '../../../components/list';
import { periodDays } from '../../../components/report/list-address';
import { casesAddress, repaymentsAddress, scopeOf } from './drill-down';

const BARS = ['newCases', 'entered', 'left'] as const;
const count = (v: unknown) => Number(v ?? 0).toLocaleString('en-KE');

export function PeriodChart({ report, filter }: { report: CollectionReportAnswer; filter: FilterParams }) {
  const { t } = useTranslation('collectionReport');
  const navigate = useNavigate();
  const option = useMemo(() => ({
    dataset: { source: report.periods.map((p) => ({ ...p, collected: p.collectedCents / 100 })) },
    grid: { left: 16, right: 16, top: 56, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: count },
    xAxis: { type: 'category' },
    yAxis: [
      { type: 'value', name: t('figures.cases'), minInterval: 1 },
      { type: 'value', name: t('figures.collectedCents'), splitLine: { show: false }, axisLabel: { formatter: (v: number) => v.toLocaleString('en-KE') } },
    ],
    series: [
      ...BARS.map((f) => ({ type: 'bar', name: t(`figures.${f}`), encode: { x: 'period', y: f } })),
      {
        type: 'line', yAxisIndex: 1, name: t('figures.collectedCents'), encode: { x: 'period', y: 'collected' },
        tooltip: { valueFormatter: (v: unknown) => formatKes(Math.round(Number(v ?? 0) * 100)) },
      },
    ],
  }), [report.periods, t]);
  const onClick = useCallback((event: ECElementEvent) => {
    const period = report.periods[event.dataIndex];
    if (!period) return;
    const { from, to } = periodDays(period.period, report.grain, filter);
    const scope = scopeOf(filter, report.system, from, to);
    if (!scope) return;
    const address = event.seriesType === 'line' ? repaymentsAddress(scope) : event.seriesIndex === 0 ? casesAddress(scope) : null;
    if (address) void navigate(address);
  }, [report, filter, navigate]);
  return <Chart option={option} label={t('chart.title')} onClick={onClick} testId="collection-report-chart" />;
}
