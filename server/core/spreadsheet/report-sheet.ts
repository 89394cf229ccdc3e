/**
 * A report's figures as one xlsx sheet, streamed by exceljs's writer: a bold frozen header, the rows, and a bold
 * totals row; text cells made formula-safe. The reports' exports (FinancialReport, OperationReport) share it.
 */
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { formulaSafe } from './formula-safe';

export interface ReportSheetColumn {
  header: string;
  width?: number;
  /** An Excel number format, e.g. '#,##0.00' for KES. */
  numFmt?: string;
}

export type ReportCell = string | number | null;

export interface ReportSheet {
  name: string;
  columns: readonly ReportSheetColumn[];
  rows: readonly (readonly ReportCell[])[];
  total: readonly ReportCell[];
}

async function writeSheet(stream: PassThrough, report: ReportSheet) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(report.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = report.columns.map((c) => ({ header: c.header, width: c.width ?? 16, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of report.rows) sheet.addRow(row.map(formulaSafe)).commit();
  const total = sheet.addRow(report.total.map(formulaSafe));
  total.font = { bold: true };
  total.commit();
  sheet.commit();
  await workbook.commit();
}

/** The sheet as a stream to send; a failure while writing ends the stream with the error. */
export function streamReportSheet(report: ReportSheet): PassThrough {
  const stream = new PassThrough();
  writeSheet(stream, report).catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
