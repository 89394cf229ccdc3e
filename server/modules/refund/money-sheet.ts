/**
 * A list as a one-sheet xlsx workbook (the refund, transfer and disbursement exports): bold headers, KES columns
 * as numbers; the sheet's columns are the list's declared columns (common/lists/declared-columns.ts).
 */
import ExcelJS from 'exceljs';
import { exportValues, readValue, type ListColumn, type ListValue } from '../../../common/lists/declared-columns';
import { formatEat } from '../../../common/time';
import { hasMessage, translate } from '../../core/i18n';

export interface SheetColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
  /** Cents shown as KES with two decimals. */
  money?: boolean;
  width?: number;
}

/** A value as the sheet holds it: cents (shown as KES), EAT times, labels in the caller's language (unknown ones as they came). */
function sheetValue<R>(language: string, value: ListValue<R>, row: R): string | number | null {
  const raw = readValue(row, value);
  if (raw === null || raw === undefined || raw === '') return null;
  switch (value.kind) {
    case 'money':
    case 'int': return Number(raw);
    case 'time': return formatEat(raw as string) || null;
    case 'label': {
      const key = `${value.labels}.${String(raw)}`;
      return hasMessage(key) ? translate(language, key) : String(raw);
    }
    default: return String(raw);
  }
}

/** The sheet's columns: every value of the list's declared columns, in the table's order, titled in the caller's language. */
export function declaredSheetColumns<R>(columns: readonly ListColumn<R>[], language: string): SheetColumn<R>[] {
  return exportValues(columns).map((value) => ({
    header: translate(language, value.title), money: value.kind === 'money', width: value.kind === 'time' ? 20 : 18,
    value: (row) => sheetValue(language, value, row),
  }));
}

/** A cell of a row: money in KES with two decimals. */
export function sheetCell<T>(column: SheetColumn<T>, row: T): string | number | null {
  const value = column.value(row);
  return column.money && typeof value === 'number' ? value / 100 : value;
}

/** The sheet's header row and column formats. */
export const sheetLayout = <T>(columns: readonly SheetColumn<T>[]) =>
  columns.map((c) => ({ header: c.header, width: c.width ?? 18, style: c.money ? { numFmt: '#,##0.00' } : {} }));

export async function buildSheet<T>(title: string, columns: readonly SheetColumn<T>[], rows: readonly T[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = sheetLayout(columns);
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => sheetCell(c, row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const fileStamp = (now: Date) => now.toISOString().slice(0, 19).replace(/\D/g, '');
