/** Write-off files and calls for the API tests: an xlsx built as a person fills the template, posted with an Idempotency-Key. */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { WRITE_OFF_COLUMNS, WRITE_OFF_PARTS, type WriteOffColumn } from '../../common/money/write-off';
import { formatEat } from '../../common/time';
import { API_PREFIX } from '../../server/core/route';
import { translate } from '../../server/core/i18n';
import type { TestApp } from './harness';

export type Cell = string | number | boolean | Date | null;
export type SheetRow = Partial<Record<WriteOffColumn, Cell>>;

/** KES 1.00 for each stated component but the principal, which takes the rest (components + overflow − coupon = amount). */
export function bankFlow(orderNo: string, amountCents: number, serialNo: string, repaidAt: Date, overrides: SheetRow = {}): SheetRow {
  const small = 100;
  const others = WRITE_OFF_PARTS.length - 1;
  const principal = amountCents - small * others; // the overflow and the coupon cancel out
  const row: SheetRow = {
    orderNo, serialNo, channel: 'mpesa', amountCents: amountCents / 100, principalCents: principal / 100,
    couponCents: small / 100, overflowCents: small / 100, repaidAt: formatEat(repaidAt), isRecord: 'No', accountId: null,
  };
  for (const p of WRITE_OFF_PARTS) if (p !== 'principal') row[`${p}Cents`] = small / 100;
  return { ...row, ...overrides };
}

/** A workbook whose first sheet has the header (in `language`) and these rows. */
export async function workbook(rows: readonly SheetRow[], { language = 'en', columns = WRITE_OFF_COLUMNS as readonly WriteOffColumn[] } = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Flows');
  sheet.addRow(columns.map((c) => translate(language, `writeOff:fields.${c}`)));
  for (const row of rows) sheet.addRow(columns.map((c) => row[c] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

export interface Posted {
  code: number;
  msg: string;
  data: any;
}

/** POST with an Idempotency-Key (a new one unless given; null sends none). */
export async function post(t: TestApp, url: string, body: unknown, token: string, { key = randomUUID() as string | null, language }: { key?: string | null; language?: string } = {}): Promise<Posted> {
  const response = await t.app.inject({
    method: 'POST', url: `${API_PREFIX}/${url}`, payload: body as object,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}), ...(language ? { language } : {}) },
  });
  if (response.statusCode >= 500) throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as Posted;
}

export const importFile = async (t: TestApp, token: string, rows: readonly SheetRow[], options: { fileName?: string; confirmExcess?: boolean; key?: string; language?: string } = {}) =>
  post(t, 'writeOff/import', {
    fileName: options.fileName ?? 'flows.xlsx', content: (await workbook(rows)).toString('base64'), confirmExcess: options.confirmExcess ?? false,
  }, token, { key: options.key, language: options.language });

/** Reads a downloaded xlsx: the first sheet as arrays of cell values, header first. */
export async function readXlsx(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => { rows.push((row.values as unknown[]).slice(1)); });
  return rows;
}

let receiptCount = 0;
/**
 * A new M-Pesa receipt as the write-off rules accept it (10 capital letters and digits): a 3-letter prefix, the
 * clock's last 4 base-36 digits (so runs on one database do not collide) and a counter.
 */
export function mpesaReceipt(prefix: string): string {
  receiptCount += 1;
  const clock = Date.now().toString(36).slice(-4);
  return `${prefix}${clock}${receiptCount.toString(36).padStart(3, '0')}`.toUpperCase();
}
