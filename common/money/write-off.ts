/**
 * Write-off (bank-flow) rows, shared by the FlowRecordSupplement form, the CancelAfterVerificationManagement
 * import and the server (spec 3 "Write-off / bank-flow import batch", 5 "Further rules"): the fields, the
 * schema of one row and the rules that need no database. Amounts are integer cents.
 */
import { z } from 'zod';
import { formatKes } from '../money';
import type { BillComponent } from './components';
import { receiptProblem } from './payment-reference';
import { PAYMENT_CHANNELS, type PaymentChannel } from './statuses';

/** Spec 5 "Write-off file name": too long is rejected. 100 characters, extension included. */
export const WRITE_OFF_FILE_NAME_MAX = 100;
export const WRITE_OFF_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const WRITE_OFF_MAX_ROWS = 2_000;
export const WRITE_OFF_TEXT_MAX = 64;
export const WRITE_OFF_FILE_TYPE = '.xlsx';

/** The bill components a row states, in the order of the spec's write-off fields. */
export const WRITE_OFF_PARTS = [
  'principal', 'interest', 'lateFee', 'managementFee', 'serviceFee', 'liquidatedDamages', 'extensionFee',
] as const satisfies readonly BillComponent[];

/** Every amount of a row: the cash received, the components it pays, the coupon and the overflow. */
export const WRITE_OFF_AMOUNTS = [
  'amountCents', ...WRITE_OFF_PARTS.map((p) => `${p}Cents` as const), 'couponCents', 'overflowCents',
] as const;
export type WriteOffAmount = (typeof WRITE_OFF_AMOUNTS)[number];

/** The columns of the import file and the fields of the form, in order. */
export const WRITE_OFF_COLUMNS = [
  'orderNo', 'serialNo', 'channel', ...WRITE_OFF_AMOUNTS, 'repaidAt', 'isRecord', 'accountId',
] as const;
export type WriteOffColumn = (typeof WRITE_OFF_COLUMNS)[number];

/** Only these may be left empty (spec 5: "every field except the record flag and account id"). */
export const WRITE_OFF_OPTIONAL: ReadonlySet<WriteOffColumn> = new Set(['isRecord', 'accountId']);

export type WriteOffAmounts = Record<WriteOffAmount, number>;

/** One bank flow to write off against an order. */
export interface WriteOffEntry extends WriteOffAmounts {
  orderNo: string;
  serialNo: string;
  channel: PaymentChannel;
  /** UTC ISO instant. */
  repaidAt: string;
  isRecord: boolean;
  accountId: string | null;
}

export interface WriteOffProblem {
  key: string;
  params?: Record<string, string | number>;
}

const text = (max = WRITE_OFF_TEXT_MAX) => z.string({ message: 'writeOff:errors.incomplete' }).trim().max(max, 'validation.maxLength');
const cents = z.number({ message: 'writeOff:errors.incomplete' }).int('writeOff:errors.badAmount').min(0, 'writeOff:errors.badAmount').max(1e13, 'writeOff:errors.badAmount');

/** A supplemented flow as the form sends it (amounts already in cents). */
export const writeOffEntrySchema = z.object({
  orderNo: text(),
  serialNo: text(),
  channel: z.enum(PAYMENT_CHANNELS, { message: 'writeOff:errors.badChannel' }),
  ...Object.fromEntries(WRITE_OFF_AMOUNTS.map((a) => [a, cents])) as Record<WriteOffAmount, typeof cents>,
  repaidAt: z.string({ message: 'writeOff:errors.incomplete' }).min(1, 'writeOff:errors.incomplete').pipe(z.iso.datetime({ message: 'writeOff:errors.badTime' })),
  isRecord: z.boolean().default(false),
  accountId: text().nullish().transform((v) => v || null),
});

export const supplementSchema = writeOffEntrySchema.extend({ confirmExcess: z.boolean().default(false) });
export type SupplementInput = z.infer<typeof supplementSchema>;

export const importSchema = z.object({
  fileName: z.string({ message: 'writeOff:errors.noFile' }).trim().min(1, 'writeOff:errors.noFile'),
  /** The xlsx file, base64. */
  content: z.string({ message: 'writeOff:errors.noFile' }).min(1, 'writeOff:errors.noFile'),
  confirmExcess: z.boolean().default(false),
});
export type ImportInput = z.infer<typeof importSchema>;

/** The rows whose amount exceeds the order's actual loan amount, which the importer must confirm. */
export interface ExcessRow {
  rowNo: number;
  orderNo: string;
  amountCents: number;
  loanAmountCents: number;
}

/** Sum of the stated components and overflow less the coupon: what the amount must equal. */
export function statedTotal(a: WriteOffAmounts): number {
  return WRITE_OFF_PARTS.reduce((sum, p) => sum + a[`${p}Cents`], 0) + a.overflowCents - a.couponCents;
}


/** The spec's form rules that need no database, first problem only. */
export function writeOffProblem(e: Partial<Record<WriteOffColumn, unknown>>): WriteOffProblem | null {
  for (const column of WRITE_OFF_COLUMNS) {
    if (WRITE_OFF_OPTIONAL.has(column)) continue;
    const value = e[column];
    if (value === undefined || value === null || value === '' || value === 0) return { key: 'writeOff:errors.incomplete' };
  }
  if (!(PAYMENT_CHANNELS as readonly unknown[]).includes(e.channel)) return { key: 'writeOff:errors.badChannel' };
  for (const a of WRITE_OFF_AMOUNTS) {
    const v = e[a];
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) return { key: 'writeOff:errors.badAmount', params: { field: `writeOff:fields.${a}` } };
  }
  const entry = e as WriteOffEntry;
  if (entry.serialNo.trim() === entry.orderNo.trim()) return { key: 'writeOff:errors.serialIsOrderNo' };
  // An M-Pesa flow's serial number is its receipt, matched against the statement as it reads: refused, never rewritten.
  const receipt = receiptProblem(entry.channel, entry.serialNo);
  if (receipt) return { key: `errors:${receipt}` };
  const total = statedTotal(entry);
  if (total !== entry.amountCents) return { key: 'writeOff:errors.breakdownMismatch', params: { total: formatKes(total), amount: formatKes(entry.amountCents) } };
  return null;
}

/** Excel/form file name rule (spec 5 "Write-off file name"). */
export function fileNameProblem(fileName: string): WriteOffProblem | null {
  if (fileName.length > WRITE_OFF_FILE_NAME_MAX) return { key: 'writeOff:errors.fileNameTooLong', params: { max: WRITE_OFF_FILE_NAME_MAX } };
  if (!fileName.toLowerCase().endsWith(WRITE_OFF_FILE_TYPE)) return { key: 'writeOff:errors.notXlsx' };
  return null;
}

export interface SupplementResult {
  flowNo: string;
  billStatus: string;
  waivedCents: number;
  autoWrittenOff: boolean;
}
