/** A list as a one-sheet xlsx workbook (the refund and transfer exports): bold headers, KES columns as numbers. */
import ExcelJS from 'exceljs';

export interface SheetColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
  /** Cents shown as KES with two decimals. */
  money?: boolean;
  width?: number;
}

export async function buildSheet<T>(title: string, columns: readonly SheetColumn<T>[], rows: readonly T[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18, style: c.money ? { numFmt: '#,##0.00' } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(columns.map((c) => {
      const value = c.value(row);
      return c.money && typeof value === 'number' ? value / 100 : value;
    }));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const fileStamp = (now: Date) => now.toISOString().slice(0, 19).replace(/\D/g, '');
