/**
 * ApprovalReport as xlsx, one sheet per table of the screen (the funnel per period and merchant, the pass rates
 * per model level, rule set, product and auditor, the refuse codes, the re-reviews), titled in the caller's
 * language, through the shared report sheet writer (formula-safe text). Rates as percentages, times in minutes.
 * Audited. Figures and staff names only, no customer data.
 */
import { normalizeLanguage } from '../../../common/envelope';
import {
  approvalRatesOf, DIMENSION_COLUMNS, DIMENSION_NAMES, FUNNEL_COLUMNS, FUNNEL_COUNTS, isApprovalRate, RE_REVIEW_FIGURES,
  type ApprovalDimension, type ApprovalReportAnswer, type DimensionRow, type FunnelCount,
} from '../../../common/reports/approval-report';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { translate } from '../../core/i18n';
import { streamReportBook, type ReportCell, type ReportSheet } from '../../core/spreadsheet/report-sheet';
import { findOptions } from '../dictionary/dictionary.repository';

const cell = (column: string, value: number | null): ReportCell => (value === null ? null : isApprovalRate(column) ? value / 10_000 : value);
/** A dimension's rows added up (the auditors' leave out the orders no auditor holds), with the rates of the sums. */
const sumOf = (rows: readonly DimensionRow[]) => {
  const counts = Object.fromEntries(FUNNEL_COUNTS.map((f) => [f, rows.reduce((sum, r) => sum + r[f], 0)])) as Record<FunnelCount, number>;
  return { ...counts, ...approvalRatesOf(counts) };
};
const format = (column: string) => (isApprovalRate(column) ? '0.00%' : '#,##0');

async function dictionary(deps: Deps, key: string, language: string) {
  const zh = normalizeLanguage(language) === 'zh';
  return new Map((await findOptions(deps.db, key)).map((r) => [r.itemValue, (zh ? r.labelZh : r.labelEn) || r.labelDefault]));
}

export async function startApprovalExport(deps: Deps, actor: Actor, report: ApprovalReportAnswer, language: string) {
  await recordAudit(deps.db, actor, {
    action: 'approvalReport.export', entity: 'approvalReport',
    after: { dayFrom: report.dayFrom, dayTo: report.dayTo, grain: report.grain, rows: report.rows.length, refusals: report.refusals.length },
  });
  const t = (key: string) => translate(language, `approvalReport:${key}`);
  const [levels, codes] = await Promise.all([dictionary(deps, 'MODEL_LEVEL', language), dictionary(deps, 'REFUSE_CODE', language)]);
  const none = t('table.none');
  const figureColumns = (columns: readonly string[]) => columns.map((c) => ({ header: t(`figures.${c}`), width: 16, numFmt: format(c) }));
  const funnel: ReportSheet = {
    name: t('export.funnel'),
    columns: [{ header: translate(language, `financialReport:periods.${report.grain}`), width: 14 }, { header: t('table.merchant'), width: 20 }, ...figureColumns(FUNNEL_COLUMNS)],
    rows: report.rows.map((row) => [row.period, row.merchantName, ...FUNNEL_COLUMNS.map((c) => cell(c, row[c]))]),
    total: [t('table.total'), '', ...FUNNEL_COLUMNS.map((c) => cell(c, report.totals[c]))],
  };
  const labelOf = (d: ApprovalDimension, key: string | null, label: string | null) => (key === null ? none : d === 'modelLevel' ? levels.get(key) ?? key : label ?? key);
  const dimensions = DIMENSION_NAMES.map((d): ReportSheet => ({
    name: t(`dimensions.${d}`),
    columns: [{ header: t(`dimensions.${d}`), width: 24 }, ...figureColumns(DIMENSION_COLUMNS)],
    rows: report.dimensions[d].map((row) => [labelOf(d, row.key, row.label), ...DIMENSION_COLUMNS.map((c) => cell(c, row[c]))]),
    total: [t('table.total'), ...DIMENSION_COLUMNS.map((c) => cell(c, sumOf(report.dimensions[d])[c]))],
  }));
  const refused = report.refusals.reduce((sum, r) => sum + r.count, 0);
  const refusals: ReportSheet = {
    name: t('refusals.title'),
    columns: [{ header: t('refusals.code'), width: 10 }, { header: t('refusals.name'), width: 32 }, { header: t('refusals.by'), width: 16 },
      { header: t('refusals.count'), numFmt: '#,##0' }, { header: t('refusals.share'), numFmt: '0.00%' }],
    rows: report.refusals.map((r) => [r.code ?? none, r.code === null ? '' : codes.get(r.code) ?? '', t(`refusals.status.${r.status}`), r.count, r.share / 10_000]),
    total: [t('table.total'), '', '', refused, refused ? 1 : null],
  };
  const reReview: ReportSheet = {
    name: t('reReview.title'),
    columns: [{ header: t('reReview.figure'), width: 40 }, { header: t('reReview.count'), numFmt: '#,##0' }],
    rows: RE_REVIEW_FIGURES.filter((f) => f !== 'submitted').map((f) => [t(`reReview.figures.${f}`), report.reReview[f]]),
    total: [t('reReview.figures.submitted'), report.reReview.submitted],
  };
  const stream = streamReportBook([funnel, ...dimensions, refusals, reReview]);
  return { stream, fileName: `ApprovalReport-${report.dayFrom}-${report.dayTo}.xlsx`, rows: report.rows.length };
}
