/** Reading a temporary-limit list: xlsx (first sheet) or csv; the phone is the first column; a header row is skipped. */
import ExcelJS from 'exceljs';
import { TEMP_LIMIT_MAX_ROWS } from '../../../common/coupons/temp-limit';
import { validationError } from '../../core/errors';

export interface SheetPhone { rowNo: number; raw: string }

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return String(value);
};

async function xlsxPhones(content: Buffer): Promise<SheetPhone[]> {
  const workbook = new ExcelJS.Workbook();
  try { await workbook.xlsx.load(content as unknown as ArrayBuffer); } catch { throw validationError('tempLimit:errors.unreadable'); }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw validationError('tempLimit:errors.unreadable');
  const rows: SheetPhone[] = [];
  sheet.eachRow((row, rowNo) => { rows.push({ rowNo, raw: cellText(row.getCell(1).value).trim() }); });
  return rows;
}

function csvPhones(content: Buffer): SheetPhone[] {
  return content.toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/)
    .map((line, i) => ({ rowNo: i + 1, raw: (line.split(',')[0] ?? '').replace(/^"|"$/g, '').trim() }));
}

/** The list's rows (blank rows dropped; a first row without a digit is a header). */
export async function readPhones(fileName: string, base64: string): Promise<SheetPhone[]> {
  const content = Buffer.from(base64, 'base64');
  const lower = fileName.toLowerCase();
  let rows: SheetPhone[];
  if (lower.endsWith('.xlsx')) rows = await xlsxPhones(content);
  else if (lower.endsWith('.csv')) rows = csvPhones(content);
  else throw validationError('tempLimit:errors.fileType');
  rows = rows.filter((r) => r.raw !== '');
  if (rows.length && !/\d/.test(rows[0].raw)) rows = rows.slice(1);
  if (!rows.length) throw validationError('tempLimit:errors.emptyFile');
  if (rows.length > TEMP_LIMIT_MAX_ROWS) throw validationError('tempLimit:errors.tooManyRows', { max: TEMP_LIMIT_MAX_ROWS });
  return rows;
}
