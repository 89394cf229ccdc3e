/**
 * The roll-rate matrix: where the amount billed on the cases at each level at the span's start stood at its end,
 * as a heatmap (share of the row's amount) and as a table of the same figures with each row's cases and amount.
 * No list filters by a past level, so the cells have no drill-down (docs/reports.md).
 */
import { Table, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatKes } from '../../../../common/money';
import { formatRate } from '../../../../common/rate';
import type { CollectionReportAnswer } from '../../../../common/reports/collection-report';
import { formatEat } from '../../../../common/time';
import Chart from '../../../components/chart/Chart';
import { ChartHeading } from '../../../components/report/ReportScreen';
import { count, useStateLabel } from './useStateLabel';

export function RollRate({ report }: { report: CollectionReportAnswer }) {
  const { t } = useTranslation('collectionReport');
  const label = useStateLabel(report);
  const { roll } = report;
  const rows = useMemo(() => roll.rows.filter((r) => r.cases > 0), [roll.rows]);
  const cell = useMemo(() => {
    const cells = new Map(roll.cells.map((c) => [`${c.from}>${c.to}`, c]));
    return (from: string, to: string) => cells.get(`${from}>${to}`);
  }, [roll.cells]);
  const option = useMemo(() => ({
    grid: { left: 8, right: 8, top: 8, bottom: 56, containLabel: true },
    tooltip: {
      formatter: (p: { value: [number, number, number] }) => {
        const from = rows[p.value[1]].state;
        const to = roll.to[p.value[0]];
        const c = cell(from, to);
        return `${label(from)} → ${label(to)}<br/>${t('roll.share')}: ${formatRate(p.value[2])}<br/>${t('roll.cases')}: ${count(c?.cases ?? 0)}<br/>${formatKes(c?.amountCents ?? 0)}`;
      },
    },
    xAxis: { type: 'category', data: roll.to.map(label), name: t('roll.to'), nameLocation: 'middle', nameGap: 28, axisLabel: { interval: 0, fontSize: 11 }, splitArea: { show: true } },
    yAxis: { type: 'category', data: rows.map((r) => label(r.state)), inverse: true, splitArea: { show: true } },
    visualMap: { min: 0, max: 10_000, show: false, inRange: { color: ['#f0f5ff', '#1677ff', '#cf1322'] } },
    series: [{
      type: 'heatmap', name: t('roll.share'),
      data: rows.flatMap((r, y) => roll.to.map((to, x) => [x, y, cell(r.state, to)?.shareBp ?? 0])),
      label: { show: true, formatter: (p: { value: [number, number, number] }) => (p.value[2] ? formatRate(p.value[2]) : '') },
    }],
  }), [roll.to, rows, cell, label, t]);
  const columns = useMemo(() => [
    { key: 'state', title: t('roll.from'), fixed: 'left' as const, width: 140, render: (_: unknown, r: (typeof rows)[number]) => label(r.state) },
    { key: 'cases', title: t('roll.cases'), align: 'right' as const, width: 80, render: (_: unknown, r: (typeof rows)[number]) => count(r.cases) },
    { key: 'amount', title: t('figures.amountCents'), align: 'right' as const, width: 130, render: (_: unknown, r: (typeof rows)[number]) => formatCents(r.amountCents) },
    ...roll.to.map((to) => ({
      key: to, title: label(to), align: 'right' as const, width: 90,
      render: (_: unknown, r: (typeof rows)[number]) => {
        const c = cell(r.state, to);
        return c ? <Tooltip title={`${count(c.cases)} · ${formatKes(c.amountCents)}`}><span>{formatRate(c.shareBp ?? 0)}</span></Tooltip> : '—';
      },
    })),
  ], [roll.to, cell, label, t]);
  return (
    <div>
      <ChartHeading title={t('roll.title')} hint={t('roll.hint', { start: formatEat(roll.startAt), end: formatEat(roll.endAt) })} />
      <Chart option={option} label={t('roll.chart')} height={Math.max(220, 40 * rows.length + 80)} testId="collection-report-roll-chart" />
      <Table rowKey="state" size="small" pagination={false} columns={columns} dataSource={rows} scroll={{ x: 'max-content' }} data-testid="collection-report-roll" />
    </div>
  );
}
