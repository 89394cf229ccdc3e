/**
 * The one reader of uploaded spreadsheets (issue 31.3): xlsx through the capped streaming workbook reader, csv
 * line by line, both yielding one row at a time as the bytes arrive, never the whole file parsed. Callers
 * count their rows and stop at their limit (leaving the loop ends the read). Past an unpack limit the read
 * throws the translated refusal (an AppError); a file that is not a workbook throws whatever exceljs throws,
 * which callers turn into their own "unreadable" message.
 */
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { CappedWorkbookReader } from './capped-workbook-reader';
import { csvFields, csvLines } from './csv';
import type { UnpackLimits } from './limits';

export * from './limits';

export type SheetKind = 'csv' | 'xlsx';

/** One row as read: its number in the sheet (1 is the first) and its cells, `values[0]` being column A. */
export interface SheetRow { rowNo: number; values: ExcelJS.CellValue[] }

export function sheetKindOf(fileName: string): SheetKind | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

const streamOf = (input: Readable | Buffer) => (Buffer.isBuffer(input) ? Readable.from([input]) : input);

export interface XlsxOptions {
  /** Read styles, so that date-formatted numbers come as dates (exceljs's styles: 'cache'). */
  styles?: boolean;
}

/** The rows of the file's first sheet. A file without a sheet (or not a zip) throws a plain Error: unreadable. */
export async function* xlsxRows(input: Readable | Buffer, limits: UnpackLimits, options: XlsxOptions = {}): AsyncGenerator<SheetRow> {
  const reader = new CappedWorkbookReader(streamOf(input), limits, {
    worksheets: 'emit', sharedStrings: 'cache', styles: options.styles ? 'cache' : 'ignore', hyperlinks: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      yield { rowNo: row.number, values: (row.values as ExcelJS.CellValue[]).slice(1) };
    }
    return;
  }
  throw new Error('The file holds no worksheet');
}

export async function* csvRows(input: Readable | Buffer, limits: UnpackLimits): AsyncGenerator<SheetRow> {
  let rowNo = 0;
  for await (const line of csvLines(streamOf(input), limits)) {
    rowNo += 1;
    yield { rowNo, values: csvFields(line) };
  }
}

export function sheetRows(kind: SheetKind, input: Readable | Buffer, limits: UnpackLimits, options: XlsxOptions = {}): AsyncGenerator<SheetRow> {
  return kind === 'csv' ? csvRows(input, limits) : xlsxRows(input, limits, options);
}
