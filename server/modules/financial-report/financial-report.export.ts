/**
 * FinancialReport as xlsx: the report's rows (periods) and its totals, as the screen shows them, titled in the
 * caller's language, KES with two decimals; streamed by exceljs's writer. Audited. Figures only, no personal data.
 */
import { REPORT_COLUMNS, type FinancialReportAnswer } from '../../../common/reports/financial-report';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { translate } from '../../core/i18n';
import { streamReportSheet } from '../../core/spreadsheet/report-sheet';

export async function startReportExport(deps: Deps, actor: Actor, report: FinancialReportAnswer, language: string) {
  await recordAudit(deps.db, actor, { action: 'financialReport.export', entity: 'financialReport', after: { dayFrom: report.dayFrom, dayTo: report.dayTo, grain: report.grain, rows: report.rows.length } });
  const t = (key: string) => translate(language, `financialReport:${key}`);
  const stream = streamReportSheet({
    name: t('export.sheet'),
    columns: [{ header: t(`periods.${report.grain}`), width: 14 }, ...REPORT_COLUMNS.map((f) => ({ header: t(`figures.${f}`), width: 18, numFmt: '#,##0.00' }))],
    rows: report.rows.map((row) => [row.period, ...REPORT_COLUMNS.map((f) => row[f] / 100)]),
    total: [t('table.total'), ...REPORT_COLUMNS.map((f) => report.totals[f] / 100)],
  });
  return { stream, fileName: `FinancialReport-${report.dayFrom}-${report.dayTo}.xlsx`, rows: report.rows.length };
}
