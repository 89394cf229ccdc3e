/**
 * OperationReport as xlsx: one row per period and merchant, the totals last, titled in the caller's language;
 * rates as percentages, the disbursed principal in KES. Audited. Figures only, no personal data.
 */
import { isRate, OPERATION_COLUMNS, type OperationReportAnswer } from '../../../common/reports/operation-report';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { translate } from '../../core/i18n';
import { streamReportSheet } from '../../core/spreadsheet/report-sheet';

type Figures = OperationReportAnswer['totals'];
const cell = (row: Figures, c: (typeof OPERATION_COLUMNS)[number]) => {
  const value = row[c];
  if (value === null) return null;
  if (isRate(c)) return value / 10_000;
  return c === 'disbursedAmount' ? value / 100 : value;
};
const format = (c: string) => (isRate(c) ? '0.00%' : c === 'disbursedAmount' ? '#,##0.00' : '#,##0');

export async function startOperationExport(deps: Deps, actor: Actor, report: OperationReportAnswer, language: string) {
  await recordAudit(deps.db, actor, { action: 'operationReport.export', entity: 'operationReport', after: { dayFrom: report.dayFrom, dayTo: report.dayTo, grain: report.grain, rows: report.rows.length } });
  const t = (key: string) => translate(language, `operationReport:${key}`);
  const stream = streamReportSheet({
    name: t('export.sheet'),
    columns: [
      { header: translate(language, `financialReport:periods.${report.grain}`), width: 14 }, { header: t('table.merchant'), width: 20 },
      ...OPERATION_COLUMNS.map((c) => ({ header: t(`figures.${c}`), width: 16, numFmt: format(c) })),
    ],
    rows: report.rows.map((row) => [row.period, row.merchantName, ...OPERATION_COLUMNS.map((c) => cell(row, c))]),
    total: [t('table.total'), '', ...OPERATION_COLUMNS.map((c) => cell(report.totals, c))],
  });
  return { stream, fileName: `OperationReport-${report.dayFrom}-${report.dayTo}.xlsx`, rows: report.rows.length };
}
