/**
 * FinancialReport as xlsx: the report's rows (periods) and its totals, as the screen shows them, titled in the
 * caller's language, KES with two decimals; streamed by exceljs's writer. Audited. Figures only, no personal data.
 */
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { REPORT_COLUMNS, type FinancialReportAnswer } from '../../../common/reports/financial-report';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { translate } from '../../core/i18n';
import { formulaSafe } from '../../core/spreadsheet/formula-safe';

export async function startReportExport(deps: Deps, actor: Actor, report: FinancialReportAnswer, language: string) {
  await recordAudit(deps.db, actor, { action: 'financialReport.export', entity: 'financialReport', after: { dayFrom: report.dayFrom, dayTo: report.dayTo, grain: report.grain, rows: report.rows.length } });
  const stream = new PassThrough();
  writeSheet(stream, report, language).catch((error: unknown) => stream.destroy(error as Error));
  return { stream, fileName: `FinancialReport-${report.dayFrom}-${report.dayTo}.xlsx`, rows: report.rows.length };
}

async function writeSheet(stream: PassThrough, report: FinancialReportAnswer, language: string) {
  const t = (key: string) => translate(language, `financialReport:${key}`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(t('export.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t(`periods.${report.grain}`), width: 14 },
    ...REPORT_COLUMNS.map((f) => ({ header: t(`figures.${f}`), width: 18, style: { numFmt: '#,##0.00' } })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of report.rows) sheet.addRow([formulaSafe(row.period), ...REPORT_COLUMNS.map((f) => row[f] / 100)]).commit();
  const total = sheet.addRow([formulaSafe(t('table.total')), ...REPORT_COLUMNS.map((f) => report.totals[f] / 100)]);
  total.font = { bold: true };
  total.commit();
  sheet.commit();
  await workbook.commit();
}
