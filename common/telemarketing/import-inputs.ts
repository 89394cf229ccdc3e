/** List imports (ImportRecord): the file's columns, the requests and the batch list, declared once. */
import { z } from 'zod';
import { columnOf, valuesOf } from '../lists/declared-columns';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { pageQuery } from '../money/money-inputs';
import { TM_IMPORT_STATUSES, TM_MARKETING_TARGETS } from './list';

const NS = 'telemarketingImport';
/** The file is streamed to the server (never held whole), so the limit is about the row count: 100 MB holds a million rows. */
export const TM_IMPORT_FILE_MAX_BYTES = 100 * 1024 * 1024;
export const TM_IMPORT_MAX_ROWS = 1_000_000;
export const TM_IMPORT_EXTENSIONS = ['.xlsx', '.csv'] as const;
/** The template's columns, in order; only the phone is required. */
export const TM_IMPORT_COLUMNS = ['phone', 'customerName', 'recommendedAmount', 'remark'] as const;
export type TmImportColumn = (typeof TM_IMPORT_COLUMNS)[number];
export const TM_NAME_MAX = 64;
export const TM_REMARK_MAX = 200;
export const TM_USER_GROUP_MAX = 32;

/** Row errors, in the order they are checked; a row carries the first it fails. */
export const TM_ROW_ERRORS = ['phoneMissing', 'phoneFormat', 'nameTooLong', 'amountInvalid', 'remarkTooLong', 'duplicateInFile', 'blacklisted', 'duplicateInLibrary'] as const;
export type TmRowError = (typeof TM_ROW_ERRORS)[number];

const userGroupNo = z.string({ message: 'telemarketingImport:errors.userGroupEmpty' }).trim()
  .min(1, 'telemarketingImport:errors.userGroupEmpty').max(TM_USER_GROUP_MAX, 'validation.maxLength');
export const userGroupCheckSchema = z.object({ userGroupNo });

/**
 * The upload's settings travel in the query string; the file itself is the request body (application/octet-stream),
 * read by the server as it arrives.
 */
export const importValidateSchema = z.object({
  fileName: z.string({ message: 'telemarketingImport:errors.noFile' }).trim().min(1, 'telemarketingImport:errors.noFile').max(128, 'telemarketingImport:errors.fileNameTooLong'),
  merchantId: z.coerce.number({ message: 'validation.required' }).int().positive().max(2_147_483_647),
  marketingTarget: z.enum(TM_MARKETING_TARGETS, { message: 'validation.option' }),
  userGroupNo,
  recommendedProductId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Chosen by the browser for this upload, so it can ask how far validation has read (IMPORT_PROGRESS_URL). */
  clientRef: z.uuid({ message: 'validation.format' }).optional(),
});
/** Where the file goes: POST, body = the file's bytes, query = importValidateSchema. */
export const IMPORT_VALIDATE_URL = 'telemarketingImport/validate';
/** How many rows a validation under way has read: `{ status, totalRows }` of the caller's own batch. */
export const IMPORT_PROGRESS_URL = 'telemarketingImport/progress';
/** How often the import panel asks while its file is being validated. */
export const IMPORT_PROGRESS_POLL_MS = 1_000;
export const importProgressQuerySchema = z.object({ ref: z.uuid({ message: 'validation.format' }) });
export type ImportValidateInput = z.infer<typeof importValidateSchema>;
export const batchIdSchema = z.object({ batchId: z.number({ message: 'validation.required' }).int().positive() });

export const IMPORT_BATCH_FILTERS = [
  { name: 'batchNo', kind: 'text', match: 'exact' },
  { name: 'status', kind: 'choice', values: TM_IMPORT_STATUSES, labels: `${NS}:options.status` },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];
export const importBatchFilterSchema = filterQuerySchema(IMPORT_BATCH_FILTERS);
export type ImportBatchFilter = z.infer<typeof importBatchFilterSchema>;
export const importBatchQuerySchema = pageQuery.extend(importBatchFilterSchema.shape);
export const importRowQuerySchema = pageQuery.extend({ batchId: z.coerce.number().int().positive().max(2_147_483_647), onlyErrors: z.enum(['true', 'false']).optional() });

export interface ImportBatchRow {
  id: number;
  batchNo: string;
  fileName: string;
  merchantName: string;
  marketingTarget: string;
  userGroupNo: string | null;
  status: string;
  totalRows: number;
  validRows: number;
  errorRows: number;
  committedRows: number;
  importerName: string | null;
  createdAt: string;
  committedAt: string | null;
}

export interface ImportRowResult {
  id: number;
  rowNo: number;
  rawPhone: string | null;
  phone: string | null;
  customerName: string | null;
  ok: boolean;
  errorKey: string | null;
  message: string | null;
}

const v = valuesOf<ImportBatchRow>(NS);
export const IMPORT_BATCH_COLUMNS = [
  columnOf('batchNo', [v('batchNo'), v('fileName')]),
  columnOf('merchantName', [v('merchantName')]),
  columnOf('marketingTarget', [v('marketingTarget', 'label', { labels: 'telemarketingList:options.marketingTarget' })]),
  columnOf('userGroupNo', [v('userGroupNo')]),
  columnOf('status', [v('status', 'label', { labels: `${NS}:options.status` })]),
  columnOf('totalRows', [v('totalRows', 'int')]),
  columnOf('validRows', [v('validRows', 'int')]),
  columnOf('errorRows', [v('errorRows', 'int')]),
  columnOf('committedRows', [v('committedRows', 'int')]),
  columnOf('importerName', [v('importerName')]),
  columnOf('createdAt', [v('createdAt', 'time'), v('committedAt', 'time')]),
];
/** Shown when the user asks (column chooser), so the first view (batch, target, status, rows, time) fits 1280 px. */
export const IMPORT_BATCH_HIDDEN_FIRST: readonly string[] = ['userGroupNo', 'importerName', 'merchantName', 'validRows', 'errorRows', 'committedRows'];
