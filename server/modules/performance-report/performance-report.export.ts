/**
 * PerformanceReport as xlsx: the area's staff with their team and figures, each team's and the area's median, and
 * the area's figures per day, titled in the caller's language (formula-safe text). Money in KES, rates as
 * percentages, times in minutes. Audited. Staff names and figures only, no customer data.
 */
import {
  dailyFiguresOf, figureKind, figuresOf, type PerformanceArea, type PerformanceReportAnswer,
} from '../../../common/reports/performance-report';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { translate } from '../../core/i18n';
import { streamReportBook, type ReportCell, type ReportSheet } from '../../core/spreadsheet/report-sheet';

const FORMATS = { count: '#,##0', held: '#,##0', money: '#,##0.00', rate: '0.00%', minutes: '#,##0' } as const;
const cellOf = (area: PerformanceArea, figure: string, value: number | null): ReportCell => {
  if (value === null) return null;
  const kind = figureKind(area, figure);
  return kind === 'money' ? value / 100 : kind === 'rate' ? value / 10_000 : value;
};

export async function startPerformanceExport(deps: Deps, actor: Actor, report: PerformanceReportAnswer, language: string) {
  await recordAudit(deps.db, actor, {
    action: 'performanceReport.export', entity: 'performanceReport',
    after: { dayFrom: report.dayFrom, dayTo: report.dayTo, area: report.area, staff: report.staff.length },
  });
  const t = (key: string) => translate(language, `performanceReport:${key}`);
  const { area } = report;
  const figureColumns = (figures: readonly string[]) => figures.map((f) => ({ header: t(`figures.${f}`), width: 16, numFmt: FORMATS[figureKind(area, f)] }));
  const figures = figuresOf(area);
  const staff: ReportSheet = {
    name: t(`areas.${area}`),
    columns: [{ header: t('table.staff'), width: 24 }, { header: t('table.userNo'), width: 12 }, { header: t('table.team'), width: 20 }, ...figureColumns(figures)],
    rows: report.staff.map((r) => [r.name, r.userNo, r.team ?? '', ...figures.map((f) => cellOf(area, f, r.figures[f]))]),
    total: [t('table.areaMedian'), '', '', ...figures.map((f) => cellOf(area, f, report.areaMedian[f]))],
  };
  const teams: ReportSheet = {
    name: t('table.teamMedians'),
    columns: [{ header: t('table.team'), width: 24 }, ...figureColumns(figures)],
    rows: Object.entries(report.teamMedians).map(([team, m]) => [team || t('table.noTeam'), ...figures.map((f) => cellOf(area, f, m[f]))]),
    total: [t('table.areaMedian'), ...figures.map((f) => cellOf(area, f, report.areaMedian[f]))],
  };
  const daily = dailyFiguresOf(area);
  const days: ReportSheet = {
    name: t('table.days'),
    columns: [{ header: t('table.day'), width: 14 }, ...figureColumns(daily)],
    rows: report.days.map((d) => [d.day, ...daily.map((f) => cellOf(area, f, d.figures[f]))]),
    total: [t('table.total'), ...daily.map((f) => cellOf(area, f, report.days.reduce((sum, d) => sum + (d.figures[f] ?? 0), 0)))],
  };
  const stream = streamReportBook([staff, teams, days]);
  return { stream, fileName: `PerformanceReport-${area}-${report.dayFrom}-${report.dayTo}.xlsx`, rows: report.staff.length };
}
