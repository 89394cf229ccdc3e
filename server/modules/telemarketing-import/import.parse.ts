/**
 * Reads an uploaded list (xlsx or csv) row by row, without holding the parsed rows: the first row is the
 * header (column keys or their English or Chinese titles), every following non-blank row is yielded with its
 * sheet row number, as the bytes arrive (the upload is the request body, not a buffer). xlsx goes through
 * exceljs's streaming reader; csv is split into lines chunk by chunk.
 */
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { TM_IMPORT_COLUMNS, type TmImportColumn } from '../../../common/telemarketing/import-inputs';
import { AppError, validationError } from '../../core/errors';
import { translate } from '../../core/i18n';

export interface SheetRow {
  rowNo: number;
  cells: Partial<Record<TmImportColumn, string>>;
}

const normalise = (header: string) => header.replace(/[\s*＊:：()（）]/g, '').toLowerCase();
const HEADERS = new Map<string, TmImportColumn>(TM_IMPORT_COLUMNS.flatMap((c) =>
  [c, translate('en', `telemarketingImport:columns.${c}`), translate('zh', `telemarketingImport:columns.${c}`)].map((h) => [normalise(h), c] as const)));

function headerMap(values: string[]): Map<number, TmImportColumn> {
  const map = new Map<number, TmImportColumn>();
  values.forEach((value, index) => {
    const column = HEADERS.get(normalise(value));
    if (column) map.set(index, column);
  });
  if (![...map.values()].includes('phone')) throw validationError('telemarketingImport:errors.noPhoneColumn');
  return map;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (v.richText) return v.richText.map((p) => p.text).join('');
    if (v.text !== undefined) return String(v.text);
    if (v.result !== undefined) return String(v.result);
    if (value instanceof Date) return value.toISOString();
  }
  return String(value).trim();
}

function toRow(rowNo: number, values: string[], map: Map<number, TmImportColumn>): SheetRow | null {
  const cells: SheetRow['cells'] = {};
  for (const [index, column] of map) {
    const text = (values[index] ?? '').trim();
    if (text) cells[column] = text;
  }
  return Object.keys(cells).length ? { rowNo, cells } : null;
}

/** One CSV line into fields (RFC 4180 quotes; a quoted field does not span lines in our template). */
export function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { field += '"'; i++; } else if (ch === '"') quoted = false; else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { out.push(field); field = ''; } else field += ch;
  }
  out.push(field);
  return out;
}

/** The stream's lines as text (without the line end), split as the bytes arrive. */
async function* lines(input: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let rest: Buffer = Buffer.alloc(0);
  let first = true;
  for await (const chunk of input) {
    let data: Buffer = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    if (first && data.length >= 3) {
      if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) data = data.subarray(3);
      first = false;
    }
    let start = 0;
    for (let end = data.indexOf(10, start); end >= 0; end = data.indexOf(10, start)) {
      yield data.toString('utf8', start, end).replace(/\r$/, '');
      start = end + 1;
    }
    rest = Buffer.from(data.subarray(start));
  }
  if (rest.length) yield rest.toString('utf8').replace(/\r$/, '');
}

async function* csvRows(input: AsyncIterable<Buffer>): AsyncGenerator<SheetRow> {
  let map: Map<number, TmImportColumn> | null = null;
  let rowNo = 0;
  for await (const line of lines(input)) {
    rowNo += 1;
    if (!map) { map = headerMap(csvFields(line)); continue; }
    const row = toRow(rowNo, csvFields(line), map);
    if (row) yield row;
  }
  if (!map) throw validationError('telemarketingImport:errors.noPhoneColumn');
}

async function* xlsxRows(input: Readable): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
  let map: Map<number, TmImportColumn> | null = null;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const raw = row.values as unknown[];
        const values = raw.slice(1).map(cellText);
        if (!map) { map = headerMap(values); continue; }
        const parsed = toRow(row.number, values, map);
        if (parsed) yield parsed;
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw validationError('telemarketingImport:errors.unreadable');
  }
  if (!map) throw validationError('telemarketingImport:errors.unreadable');
}

/** The file's kind by its name: csv or xlsx, else the translated refusal. */
export function fileKind(fileName: string): 'csv' | 'xlsx' {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  throw validationError('telemarketingImport:errors.fileType');
}

/** The rows of the file as its bytes arrive (`input` is the request body, already bounded in size). */
export function sheetRows(fileName: string, input: Readable): AsyncGenerator<SheetRow> {
  return fileKind(fileName) === 'csv' ? csvRows(input) : xlsxRows(input);
}
