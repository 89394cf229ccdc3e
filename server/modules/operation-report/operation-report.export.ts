/**
 * OperationReport as xlsx: one row per period and merchant, the totals last, titled in the caller's language;
 * rates as percentages, the disbursed principal in KES. Audited. Figures only, no personal data.
 */
import { isRate, OPERATION_COLUMNS, type OperationReportAnswer } from '../../../common/reports/operation-report';
import { VINTAGE_COLUMN_KINDS, VINTAGE_COLUMNS, vintageValue } from '../../../common/reports/vintage';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { translate } from '../../core/i18n';
import { streamReportBook, type ReportSheet } from '../../core/spreadsheet/report-sheet';

type Figures = OperationReportAnswer['totals'];
const cell = (row: Figures, c: (typeof OPERATION_COLUMNS)[number]) => {
  const value = row[c];
  if (value === null) return null;
  if (isRate(c)) return value / 10_000;
  return c === 'disbursedAmount' ? value / 100 : value;
};
const format = (c: string) => (isRate(c) ? '0.00%' : c === 'disbursedAmount' ? '#,##0.00' : '#,##0');
const FORMATS = { count: '#,##0', cents: '#,##0.00', rate: '0.00%' } as const;

/** The vintages sheet: one row per disbursement week; rates as percentages, money in KES. */
function vintageSheet(report: OperationReportAnswer, t: (key: string) => string): ReportSheet {
  const divisor = { count: 1, cents: 100, rate: 10_000 } as const;
  return {
    name: t('vintage.sheet'),
    columns: [{ header: t('vintage.week'), width: 14 }, ...VINTAGE_COLUMNS.map((c) => ({ header: t(`vintage.columns.${c}`), width: 16, numFmt: FORMATS[VINTAGE_COLUMN_KINDS[c]] }))],
    rows: report.vintages.map((row) => [row.week, ...VINTAGE_COLUMNS.map((c) => {
      const value = vintageValue(row, c);
      return value === null ? null : value / divisor[VINTAGE_COLUMN_KINDS[c]];
    })]),
    total: [],
  };
}

export async function startOperationExport(deps: Deps, actor: Actor, report: OperationReportAnswer, language: string) {
  await recordAudit(deps.db, actor, { action: 'operationReport.export', entity: 'operationReport', after: { dayFrom: report.dayFrom, dayTo: report.dayTo, grain: report.grain, rows: report.rows.length } });
  const t = (key: string) => translate(language, `operationReport:${key}`);
  const stream = streamReportBook([{
    name: t('export.sheet'),
    columns: [
      { header: translate(language, `financialReport:periods.${report.grain}`), width: 14 }, { header: t('table.merchant'), width: 20 },
      ...OPERATION_COLUMNS.map((c) => ({ header: t(`figures.${c}`), width: 16, numFmt: format(c) })),
    ],
    rows: report.rows.map((row) => [row.period, row.merchantName, ...OPERATION_COLUMNS.map((c) => cell(row, c))]),
    total: [t('table.total'), '', ...OPERATION_COLUMNS.map((c) => cell(report.totals, c))],
  }, vintageSheet(report, t)]);
  return { stream, fileName: `OperationReport-${report.dayFrom}-${report.dayTo}.xlsx`, rows: report.rows.length };
}
