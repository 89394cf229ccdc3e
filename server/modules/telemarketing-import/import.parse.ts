/**
 * Reads an uploaded list (xlsx or csv) row by row, without holding the parsed rows: the first row is the
 * header (column keys or their English or Chinese titles), every following non-blank row is yielded with its
 * sheet row number, as the bytes arrive (the upload is the request body, not a buffer), through the shared
 * capped reader (server/core/spreadsheet): a file that unpacks past TM_IMPORT_UNPACK_LIMITS is refused.
 */
import type { Readable } from 'node:stream';
import { TM_IMPORT_COLUMNS, type TmImportColumn } from '../../../common/telemarketing/import-inputs';
import { AppError, validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import {
  csvRows, SMALL_SHEET_LIMITS, sheetKindOf, xlsxRows as readXlsx, type SheetKind, type UnpackLimits,
} from '../../core/spreadsheet/sheet-rows';

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

/**
 * The list's unpack limits: up to TM_IMPORT_MAX_ROWS rows of a few short columns. A million rows written by
 * Excel are about 250 MB of sheet XML and 60 MB of shared strings; the limits leave room for extra columns.
 */
export const TM_IMPORT_UNPACK_LIMITS: UnpackLimits = {
  ...SMALL_SHEET_LIMITS, maxUnpackedBytes: 1024 * 1024 * 1024, maxSharedStringsBytes: 128 * 1024 * 1024,
};

/** The header row, then every non-blank row, mapped to the list's columns. */
async function* mappedRows(rows: AsyncIterable<{ rowNo: number; values: unknown[] }>, noHeaderKey: string): AsyncGenerator<SheetRow> {
  let map: Map<number, TmImportColumn> | null = null;
  for await (const row of rows) {
    const values = row.values.map(cellText);
    if (!map) { map = headerMap(values); continue; }
    const parsed = toRow(row.rowNo, values, map);
    if (parsed) yield parsed;
  }
  if (!map) throw validationError(noHeaderKey);
}

async function* xlsxRows(input: Readable): AsyncGenerator<SheetRow> {
  try {
    yield* mappedRows(readXlsx(input, TM_IMPORT_UNPACK_LIMITS), 'telemarketingImport:errors.unreadable');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw validationError('telemarketingImport:errors.unreadable');
  }
}

/** The file's kind by its name: csv or xlsx, else the translated refusal. */
export function fileKind(fileName: string): SheetKind {
  const kind = sheetKindOf(fileName);
  if (!kind) throw validationError('telemarketingImport:errors.fileType');
  return kind;
}

/** The rows of the file as its bytes arrive (`input` is the request body, already bounded in size). */
export function sheetRows(fileName: string, input: Readable): AsyncGenerator<SheetRow> {
  return fileKind(fileName) === 'csv' ? mappedRows(csvRows(input, TM_IMPORT_UNPACK_LIMITS), 'telemarketingImport:errors.noPhoneColumn') : xlsxRows(input);
}
