/**
 * The write-off lists (CancelAfterVerificationManagement batches and rows, FlowRecordSupplement flows): their
 * query schemas and the rows they answer, shared by the server and the screens.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { IMPORT_RESULTS, IMPORT_STATUSES } from './statuses';
import { WRITE_OFF_TEXT_MAX } from './write-off';

export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export type ImportResult = (typeof IMPORT_RESULTS)[number];

const paging = {
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};
const optionalText = z.string().trim().max(WRITE_OFF_TEXT_MAX, 'validation.maxLength').optional().transform((v) => v || undefined);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: 'validation.option' }).optional().or(z.literal('').transform(() => undefined));
const optionalDay = z.string().trim().optional().transform((v) => v || undefined)
  .refine((v) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v), 'validation.date');

export const batchListQuerySchema = z.object({
  ...paging,
  batchNo: optionalText,
  importer: optionalText,
  status: optionalEnum(IMPORT_STATUSES),
  result: optionalEnum(IMPORT_RESULTS),
  dayFrom: optionalDay,
  dayTo: optionalDay,
});
export type BatchListQuery = z.infer<typeof batchListQuerySchema>;

export const rowListQuerySchema = z.object({
  ...paging,
  onlyErrors: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});
export type RowListQuery = z.infer<typeof rowListQuerySchema>;

export const supplementListQuerySchema = z.object({ ...paging, orderNo: optionalText, serialNo: optionalText });
export type SupplementListQuery = z.infer<typeof supplementListQuerySchema>;

export interface WriteOffBatchRow {
  id: number;
  batchNo: string;
  fileName: string;
  importerName: string | null;
  status: ImportStatus;
  result: ImportResult | null;
  totalRows: number;
  successRows: number;
  failedRows: number;
  totalAmountCents: number;
  appliedAmountCents: number;
  autoWriteOffCount: number;
  /** Why a batch ended in error, translated. */
  errorMessage: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface WriteOffRowView {
  id: number;
  rowNo: number;
  orderNo: string | null;
  serialNo: string | null;
  channel: string | null;
  amountCents: number | null;
  repaidAt: string | null;
  isRecord: boolean;
  accountId: string | null;
  ok: boolean;
  autoWrittenOff: boolean;
  flowNo: string | null;
  /** The row's error, translated into the caller's language. */
  errorMessage: string | null;
}

export interface SupplementedFlowRow {
  id: number;
  flowNo: string;
  orderNo: string;
  serialNo: string | null;
  channel: string | null;
  amountCents: number;
  waivedCents: number;
  overflowCents: number;
  isRecord: boolean;
  accountId: string | null;
  status: string;
  repaidAt: string;
  createdByName: string | null;
  createdAt: string;
}
