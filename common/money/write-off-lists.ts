/**
 * The write-off lists (CancelAfterVerificationManagement batches and rows, FlowRecordSupplement flows): their
 * query schemas and the rows they answer, shared by the server and the screens.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { IMPORT_RESULTS, IMPORT_STATUSES } from './statuses';

export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export type ImportResult = (typeof IMPORT_RESULTS)[number];

const paging = {
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};
/** The batches list's filters (CancelAfterVerificationManagement); the days are when the batches were imported. */
export const BATCH_FILTERS = [
  { name: 'batchNo', kind: 'text', match: 'exact' },
  { name: 'importer', kind: 'text', match: 'contains' },
  { name: 'status', kind: 'choice', values: IMPORT_STATUSES, labels: 'writeOff:options.status' },
  { name: 'result', kind: 'choice', values: IMPORT_RESULTS, labels: 'writeOff:options.result' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

export const batchListQuerySchema = filterQuerySchema(BATCH_FILTERS).extend(paging);
export type BatchListQuery = z.infer<typeof batchListQuerySchema>;

export const rowListQuerySchema = z.object({
  ...paging,
  onlyErrors: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});
export type RowListQuery = z.infer<typeof rowListQuerySchema>;

/** The supplemented flows' filters (FlowRecordSupplement). */
export const SUPPLEMENT_FILTERS = [
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'serialNo', kind: 'text', match: 'exact' },
] as const satisfies readonly FilterDef[];

export const supplementListQuerySchema = filterQuerySchema(SUPPLEMENT_FILTERS).extend(paging);
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
