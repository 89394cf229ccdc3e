/**
 * Reads an uploaded list (xlsx or csv) row by row, without holding the parsed rows: the first row is the
 * header (column keys or their English or Chinese titles), every following non-blank row is yielded with its
 * sheet row number. xlsx goes through exceljs's streaming reader.
 */
import { Readable } from 'node:stream';
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

async function* csvRows(content: Buffer): AsyncGenerator<SheetRow> {
  let map: Map<number, TmImportColumn> | null = null;
  let rowNo = 0;
  let start = content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf ? 3 : 0;
  while (start < content.length) {
    let end = content.indexOf(10, start);
    if (end < 0) end = content.length;
    const line = content.toString('utf8', start, end).replace(/\r$/, '');
    start = end + 1;
    rowNo += 1;
    if (!map) { map = headerMap(csvFields(line)); continue; }
    const row = toRow(rowNo, csvFields(line), map);
    if (row) yield row;
  }
  if (!map) throw validationError('telemarketingImport:errors.noPhoneColumn');
}

async function* xlsxRows(content: Buffer): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(content), { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
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

export function sheetRows(fileName: string, content: Buffer): AsyncGenerator<SheetRow> {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return csvRows(content);
  if (lower.endsWith('.xlsx')) return xlsxRows(content);
  throw validationError('telemarketingImport:errors.fileType');
}
