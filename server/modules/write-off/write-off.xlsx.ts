/**
 * The write-off workbook: reading an upload (first sheet, a header row naming the columns in English or
 * Chinese, one bank flow per row), the template with an example row, and the file of failed rows.
 */
import ExcelJS from 'exceljs';
import {
  WRITE_OFF_AMOUNTS, WRITE_OFF_COLUMNS, WRITE_OFF_MAX_ROWS, WRITE_OFF_OPTIONAL, type WriteOffAmount, type WriteOffColumn, type WriteOffProblem,
} from '../../../common/money/write-off';
import { formatEat } from '../../../common/time';
import { AppError, validationError } from '../../core/errors';
import { translate } from '../../core/i18n';
import { SMALL_SHEET_LIMITS, xlsxRows, type SheetRow } from '../../core/spreadsheet/sheet-rows';
import { asCents, asChannel, asFlag, asInstant, asText, plain, type Plain } from './write-off.cells';

export type RowFields = Partial<Record<WriteOffColumn, string | number | boolean | null>>;

export interface ParsedRow {
  /** The row's number in the sheet (the header is row 1). */
  rowNo: number;
  fields: RowFields;
  /** A cell that could not be read. */
  problem: WriteOffProblem | null;
}

const AMOUNTS: ReadonlySet<string> = new Set(WRITE_OFF_AMOUNTS);
const label = (language: string, column: WriteOffColumn) => translate(language, `writeOff:fields.${column}`);
const normalise = (header: string) => header.replace(/[\s*＊:：]/g, '').toLowerCase();

const HEADER_TO_COLUMN = new Map<string, WriteOffColumn>(WRITE_OFF_COLUMNS.flatMap((c) =>
  [c, label('en', c), label('zh', c)].map((h) => [normalise(h), c] as const)));

function readCell(column: WriteOffColumn, value: Plain): { value: string | number | boolean | null; problem?: WriteOffProblem } {
  const problemOf = (key: string) => ({ value: null, problem: { key, params: { field: `writeOff:fields.${column}` } } });
  if (AMOUNTS.has(column)) {
    const read = asCents(value);
    return 'problem' in read ? problemOf(read.problem) : read;
  }
  if (column === 'repaidAt') {
    const read = asInstant(value);
    return 'problem' in read ? problemOf(read.problem) : read;
  }
  if (column === 'isRecord') {
    const read = asFlag(value);
    return 'problem' in read ? problemOf(read.problem) : read;
  }
  if (column === 'channel') return { value: asChannel(value) };
  return { value: asText(value) };
}

/** The header row (sheet row 1): where each known column is. */
function columnPositions(header: SheetRow | null): Map<WriteOffColumn, number> {
  const positions = new Map<WriteOffColumn, number>();
  header?.values.forEach((value, index) => {
    const column = HEADER_TO_COLUMN.get(normalise(asText(plain(value ?? null)) ?? ''));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  return positions;
}

function parseRow(row: SheetRow, positions: Map<WriteOffColumn, number>): ParsedRow | null {
  const values = [...positions].map(([column, index]) => [column, plain(row.values[index] ?? null)] as const);
  if (values.every(([, v]) => v === null)) return null;
  const fields: RowFields = {};
  let problem: WriteOffProblem | null = null;
  for (const [column, value] of values) {
    const read = readCell(column, value);
    fields[column] = read.value;
    problem ??= read.problem ?? null;
  }
  return { rowNo: row.rowNo, fields, problem };
}

/**
 * Reads the upload row by row through the shared capped reader (a file that unpacks past SMALL_SHEET_LIMITS is
 * refused); a file that is not a workbook, lacks columns, or has no or too many rows is refused whole, and
 * reading stops at the first row past WRITE_OFF_MAX_ROWS.
 */
export async function readUpload(content: Buffer, language: string): Promise<ParsedRow[]> {
  const rows: ParsedRow[] = [];
  let positions: Map<WriteOffColumn, number> | null = null;
  const checkColumns = (header: SheetRow | null) => {
    const found = columnPositions(header);
    const missing = WRITE_OFF_COLUMNS.filter((c) => !WRITE_OFF_OPTIONAL.has(c) && !found.has(c));
    if (missing.length) throw validationError('writeOff:errors.missingColumns', { columns: missing.map((c) => label(language, c)).join(', ') });
    return found;
  };
  try {
    for await (const row of xlsxRows(content, SMALL_SHEET_LIMITS, { styles: true })) {
      positions ??= checkColumns(row.rowNo === 1 ? row : null);
      if (row.rowNo === 1) continue;
      const parsed = parseRow(row, positions);
      if (!parsed) continue;
      if (rows.length >= WRITE_OFF_MAX_ROWS) throw validationError('writeOff:errors.tooManyRows', { max: WRITE_OFF_MAX_ROWS });
      rows.push(parsed);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw validationError('writeOff:errors.unreadable');
  }
  positions ??= checkColumns(null);
  if (rows.length === 0) throw validationError('writeOff:errors.noRows');
  return rows;
}

const XLSX_MONEY = '#,##0.00';
const WIDE: ReadonlySet<WriteOffColumn> = new Set(['orderNo', 'serialNo', 'repaidAt', 'accountId']);
/** Kept as text, so Excel does not turn a long order or serial number into a rounded number. */
const TEXT: ReadonlySet<WriteOffColumn> = new Set(['orderNo', 'serialNo', 'accountId']);

function headed(workbook: ExcelJS.Workbook, sheetName: string, language: string, extra: Array<{ key: string; header: string; width: number }> = []) {
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    ...extra,
    ...WRITE_OFF_COLUMNS.map((c) => ({
      key: c, header: WRITE_OFF_OPTIONAL.has(c) ? label(language, c) : `*${label(language, c)}`, width: WIDE.has(c) ? 24 : 16,
      style: AMOUNTS.has(c) ? { numFmt: XLSX_MONEY } : TEXT.has(c) ? { numFmt: '@' } : {},
    })),
  ];
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

const EXAMPLE_CENTS: Record<WriteOffAmount, number> = {
  amountCents: 1_225_00, principalCents: 1_000_00, interestCents: 150_00, lateFeeCents: 20_00, managementFeeCents: 30_00,
  serviceFeeCents: 10_00, liquidatedDamagesCents: 5_00, extensionFeeCents: 15_00, couponCents: 10_00, overflowCents: 5_00,
};

/** GET writeOff/template: the header in the caller's language, one example row and a sheet of notes. */
export async function templateWorkbook(language: string, now: Date): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(language, `writeOff:${key}`, params);
  const workbook = new ExcelJS.Workbook();
  const sheet = headed(workbook, t('template.sheet'), language);
  sheet.addRow({
    orderNo: t('template.exampleOrderNo'), serialNo: 'QKJ4XYZ123', channel: 'mpesa',
    ...Object.fromEntries(WRITE_OFF_AMOUNTS.map((a) => [a, EXAMPLE_CENTS[a] / 100])),
    repaidAt: formatEat(now), isRecord: translate(language, 'common:crud.no'), accountId: '',
  });
  const notes = workbook.addWorksheet(t('template.notesSheet'));
  notes.getColumn(1).width = 110;
  for (const key of ['required', 'amounts', 'breakdown', 'loanAmount', 'serial', 'time', 'channel', 'firstSheet']) notes.addRow([t(`template.notes.${key}`)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface FailedRow {
  rowNo: number;
  fields: RowFields;
  errorMessage: string;
}

/** GET writeOff/errors/:batchId: the rows that failed, as they were read, with their error. */
export async function errorsWorkbook(language: string, rows: readonly FailedRow[]): Promise<Buffer> {
  const t = (key: string) => translate(language, `writeOff:${key}`);
  const workbook = new ExcelJS.Workbook();
  const sheet = headed(workbook, t('errorsFile.sheet'), language, [
    { key: 'rowNo', header: t('errorsFile.rowNo'), width: 8 },
    { key: 'errorMessage', header: t('errorsFile.error'), width: 48 },
  ]);
  for (const row of rows) {
    const cells: Record<string, unknown> = { rowNo: row.rowNo, errorMessage: row.errorMessage };
    for (const c of WRITE_OFF_COLUMNS) {
      const v = row.fields[c];
      if (v === null || v === undefined) continue;
      if (AMOUNTS.has(c)) cells[c] = Number(v) / 100;
      else if (c === 'repaidAt') cells[c] = formatEat(String(v));
      else if (c === 'isRecord') cells[c] = translate(language, v ? 'common:crud.yes' : 'common:crud.no');
      else cells[c] = v;
    }
    sheet.addRow(cells);
  }
  sheet.getColumn('errorMessage').font = { color: { argb: 'FFC0392B' } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
