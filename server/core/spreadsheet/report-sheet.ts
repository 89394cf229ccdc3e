/**
 * A report's figures as one xlsx sheet, streamed by exceljs's writer: a bold frozen header, the rows, and a bold
 * totals row; text cells made formula-safe. The reports' exports share it; a report of several tables writes a book
 * of sheets (ApprovalReport).
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

function writeSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, report: ReportSheet) {
  const sheet = workbook.addWorksheet(report.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = report.columns.map((c) => ({ header: c.header, width: c.width ?? 16, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of report.rows) sheet.addRow(row.map(formulaSafe)).commit();
  const total = sheet.addRow(report.total.map(formulaSafe));
  total.font = { bold: true };
  total.commit();
  sheet.commit();
}

async function writeBook(stream: PassThrough, sheets: readonly ReportSheet[]) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  for (const sheet of sheets) writeSheet(workbook, sheet);
  await workbook.commit();
}

/** The sheets, in order, as one workbook stream to send; a failure while writing ends the stream with the error. */
export function streamReportBook(sheets: readonly ReportSheet[]): PassThrough {
  const stream = new PassThrough();
  writeBook(stream, sheets).catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

/** The sheet as a stream to send. */
export const streamReportSheet = (report: ReportSheet): PassThrough => streamReportBook([report]);
