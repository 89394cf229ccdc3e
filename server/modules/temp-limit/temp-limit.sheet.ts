/**
 * Reading a temporary-limit list: xlsx (first sheet) or csv; the phone is the first column; a header row is
 * skipped. Read row by row through the shared capped reader (server/core/spreadsheet), which refuses a file
 * that unpacks past SMALL_SHEET_LIMITS; reading stops at the first row past TEMP_LIMIT_MAX_ROWS.
 */
import type ExcelJS from 'exceljs';
import { TEMP_LIMIT_MAX_ROWS } from '../../../common/coupons/temp-limit';
import { AppError, validationError } from '../../core/errors';
import { SMALL_SHEET_LIMITS, sheetKindOf, sheetRows } from '../../core/spreadsheet/sheet-rows';

export interface SheetPhone { rowNo: number; raw: string }

const cellText = (value: ExcelJS.CellValue | undefined): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return String(value);
};

/** The list's rows (blank rows dropped; a first row without a digit is a header). */
export async function readPhones(fileName: string, base64: string): Promise<SheetPhone[]> {
  const kind = sheetKindOf(fileName);
  if (!kind) throw validationError('tempLimit:errors.fileType');
  const rows: SheetPhone[] = [];
  let first = true;
  try {
    for await (const row of sheetRows(kind, Buffer.from(base64, 'base64'), SMALL_SHEET_LIMITS)) {
      const raw = cellText(row.values[0]).trim();
      if (raw === '') continue;
      const header = first && !/\d/.test(raw);
      first = false;
      if (header) continue;
      if (rows.length >= TEMP_LIMIT_MAX_ROWS) throw validationError('tempLimit:errors.tooManyRows', { max: TEMP_LIMIT_MAX_ROWS });
      rows.push({ rowNo: row.rowNo, raw });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw validationError('tempLimit:errors.unreadable');
  }
  if (!rows.length) throw validationError('tempLimit:errors.emptyFile');
  return rows;
}
