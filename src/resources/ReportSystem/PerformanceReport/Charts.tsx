/**
 * Two charts of one figure: per staff member over the span (bars) against their team's median (a line), a bar
 * choosing the staff member; and per EAT day — the area's total, or the chosen staff member's figure against the
 * day's median of the staff. Each chart has the staff table or the day sheet of the export beside it.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerformanceReportAnswer } from '../../../../common/reports/performance-report';
import Chart from '../../../components/chart/Chart';
import type { ECElementEvent } from '../../../components/chart/echarts';
import { figureText, figureValue } from './figure-text';

interface ChartProps { report: PerformanceReportAnswer; figure: string }

export function StaffChart({ report, figure, onSelect }: ChartProps & { onSelect: (userId: number) => void }) {
  const { t } = useTranslation('performanceReport');
  const { area } = report;
  const option = useMemo(() => ({
    grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v === null || v === undefined ? '—' : String(v)) },
    xAxis: { type: 'category', data: report.staff.map((s) => s.name), axisLabel: { interval: 0, rotate: report.staff.length > 8 ? 30 : 0 } },
    yAxis: { type: 'value' },
    series: [
      { type: 'bar', name: t(`figures.${figure}`), barMaxWidth: 36, data: report.staff.map((s) => figureValue(area, figure, s.figures[figure])) },
      { type: 'line', name: t('chart.groupMedian'), symbol: 'circle', data: report.staff.map((s) => figureValue(area, figure, report.teamMedians[s.team ?? '']?.[figure])) },
    ],
  }), [report, figure, area, t]);
  const onClick = useCallback((event: ECElementEvent) => {
    const row = report.staff[event.dataIndex];
    if (row) onSelect(row.userId);
  }, [report.staff, onSelect]);
  return <Chart option={option} label={t('chart.title', { figure: t(`figures.${figure}`) })} onClick={onClick} height={300} testId="performance-report-staff-chart" />;
}

export function DaysChart({ report, figure, staffId }: ChartProps & { staffId: number | null }) {
  const { t } = useTranslation('performanceReport');
  const { area } = report;
  const option = useMemo(() => {
    const person = report.staff.find((s) => s.userId === staffId) ?? null;
    const mine = new Map(report.staffDays.filter((d) => d.userId === staffId).map((d) => [d.day, d.figures[figure] ?? 0]));
    const days = report.days.map((d) => d.day);
    const series = person
      ? [
        { type: 'bar', name: person.name, barMaxWidth: 24, data: days.map((d) => figureValue(area, figure, mine.get(d) ?? 0)) },
        { type: 'line', name: t('table.areaMedian'), data: report.days.map((d) => figureValue(area, figure, d.medians[figure])) },
      ]
      : [{ type: 'bar', name: t('table.total'), barMaxWidth: 24, data: report.days.map((d) => figureValue(area, figure, d.figures[figure])) }];
    return {
      grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0 },
      tooltip: { trigger: 'axis', formatter: undefined, valueFormatter: (v: unknown) => (v === null || v === undefined ? '—' : String(v)) },
      xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
      yAxis: { type: 'value' },
      series,
    };
  }, [report, figure, staffId, area, t]);
  const total = report.days.reduce((sum, d) => sum + (d.figures[figure] ?? 0), 0);
  return (
    <Chart option={option} label={`${t('chart.daysTitle', { figure: t(`figures.${figure}`) })}: ${figureText(area, figure, total)}`}
      height={260} testId="performance-report-days-chart" />
  );
}
