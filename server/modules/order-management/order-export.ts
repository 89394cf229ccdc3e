/** Writes orders into a streaming xlsx workbook: one row per order, headers and labels in the caller's language. */
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { formatEat } from '../../../common/time';
import { translate } from '../../core/i18n';
import type { ExportRow } from './order-management.repository';

export type Column = keyof Omit<ExportRow, 'id' | 'cursorAt'>;

const MONEY = new Set<Column>(['loanAmountCents', 'practicalAmountCents']);
const TIMES = new Set<Column>(['applyAt', 'lendingAt']);
const WIDE = new Set<Column>(['orderNo', 'customerName', 'applyAt', 'lendingAt', 'denialReason', 'productName']);

/** Labels of dictionary values per column (loan type, refuse code, channels…), in the caller's language. */
export type ColumnLabels = Partial<Record<Column, ReadonlyMap<string, string>>>;

export interface OrderSheet {
  addRows(rows: readonly ExportRow[]): void;
  finish(): Promise<void>;
}

export function openOrderSheet(stream: Writable, columns: readonly Column[], language: string, labels: ColumnLabels): OrderSheet {
  const t = (key: string) => translate(language, key);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(t('orderManagement:export.sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    key: c, header: t(`order:fields.${c}`), width: WIDE.has(c) ? 22 : 16,
    style: MONEY.has(c) ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const cell = (row: ExportRow, c: Column): string | number | null => {
    const value = row[c];
    if (value === null || value === undefined) return null;
    if (MONEY.has(c)) return Number(value) / 100;
    if (TIMES.has(c)) return formatEat(value as Date);
    if (c === 'status') return t(`order:status.${String(value)}`);
    if (c === 'whitelist') return t(value ? 'common:crud.yes' : 'common:crud.no');
    const label = labels[c]?.get(String(value));
    if (label) return c === 'refuseCode' ? `${String(value)} ${label}` : label;
    return value as string | number;
  };
  return {
    addRows: (rows) => {
      for (const row of rows) sheet.addRow(columns.map((c) => cell(row, c))).commit();
    },
    finish: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}
