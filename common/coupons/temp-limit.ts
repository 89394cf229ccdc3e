/**
 * TemporaryCreditLimitIssuance (issue 16): a task raises the limits of the customers of an uploaded list
 * (xlsx or csv, one phone per row, first column) by an amount until the task's expiry. Each row gets a
 * result; someone other than the creator approves; the raise ends by itself at the expiry.
 */
import { z } from 'zod';
import { columnOf, valuesOf } from '../lists/declared-columns';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { moneyCents, optionalText, pageQuery, requiredText } from '../money/money-inputs';

export const TEMP_LIMIT_SCREEN = 'OperationSystem/TemporaryCreditLimitIssuance';
export const TEMP_LIMIT_STATUSES = ['pending', 'approved', 'rejected', 'ended'] as const;
export type TempLimitStatus = (typeof TEMP_LIMIT_STATUSES)[number];
export const TEMP_LIMIT_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const TEMP_LIMIT_MAX_ROWS = 5_000;
export const TEMP_LIMIT_FILE_TYPES = '.xlsx,.csv';
export const TEMP_LIMIT_MAX_SETTLED = 100;

export const TEMP_LIMIT_FILTERS = [
  { name: 'name', kind: 'text', match: 'contains' },
  { name: 'status', kind: 'choice', values: TEMP_LIMIT_STATUSES, labels: 'tempLimit:options.status' },
] as const satisfies readonly FilterDef[];
export const tempLimitQuerySchema = pageQuery.extend(filterQuerySchema(TEMP_LIMIT_FILTERS).shape);
export type TempLimitQuery = z.infer<typeof tempLimitQuerySchema>;
export const tempLimitRowsQuerySchema = pageQuery.extend({ taskId: z.coerce.number().int().positive() });
export const tempLimitTaskQuerySchema = z.object({ taskId: z.coerce.number({ message: 'validation.required' }).int().positive() });

export const tempLimitCreateSchema = z.object({
  name: requiredText(30),
  amountCents: moneyCents.refine((c) => c > 0, 'tempLimit:errors.amountZero'),
  expiresAt: z.coerce.date({ message: 'validation.required' }),
  remark: optionalText(200),
  fileName: z.string({ message: 'tempLimit:errors.noFile' }).trim().min(1, 'tempLimit:errors.noFile').max(120, 'validation.tooLong'),
  /** The xlsx or csv file, base64. */
  content: z.string({ message: 'tempLimit:errors.noFile' }).min(1, 'tempLimit:errors.noFile'),
  /** The declared audience (issue 36): at least this many settled loans; the latest model level one of these. */
  audienceMinSettled: z.number({ message: 'validation.required' }).int().min(0).max(TEMP_LIMIT_MAX_SETTLED, 'tempLimit:errors.minSettledRange').nullish(),
  audienceLevels: z.array(z.string().trim().regex(/^[A-Z]$/, 'tempLimit:errors.level')).max(26).nullish(),
});
export type TempLimitCreate = z.infer<typeof tempLimitCreateSchema>;
export const tempLimitReviewSchema = z.object({
  id: z.number({ message: 'validation.required' }).int().positive(), remark: optionalText(200),
  /** Approving a task whose audience some listed customers do not fit: the misfit count the approver confirmed. */
  confirmedMisfits: z.number().int().min(0).optional(),
});
export const TEMP_LIMIT_PREVIEW_ROWS = 10;
/** Why a listed customer does not fit the task's declared audience. */
export type TempLimitMisfit = 'settledLoans' | 'level';

/** A customer the task would raise, as the approver sees them. */
export interface TempLimitPreviewRow {
  rowNo: number;
  customerId: number;
  customerName: string;
  phone: string;
  level: string | null;
  settledLoans: number;
  /** The cap of the customer's next application now (latest order's product and level, running raises), and with this task's raise. */
  capCents: number | null;
  capWithRaiseCents: number | null;
  misfits: TempLimitMisfit[];
}

export interface TempLimitPreview {
  rows: TempLimitPreviewRow[];
  customers: number;
  misfits: number;
  /** Per reason, how many customers it names. */
  byReason: Record<TempLimitMisfit, number>;
  audience: { minSettled: number | null; levels: string[] | null };
}

export interface TempLimitRow {
  id: number;
  name: string;
  amountCents: number;
  expiresAt: string;
  remark: string | null;
  fileName: string | null;
  status: TempLimitStatus;
  totalRows: number;
  okRows: number;
  audienceMinSettled: number | null;
  audienceLevels: string[] | null;
  creatorName: string;
  createdAt: string;
  reviewerName: string | null;
  reviewedAt: string | null;
  ownTask: boolean;
}

export interface TempLimitCustomerRow { id: number; rowNo: number; phone: string; customerName: string | null; result: string; creditId: number | null }

const v = valuesOf<TempLimitRow>('tempLimit');
export const TEMP_LIMIT_COLUMNS = [
  columnOf('name', [v('name'), v('remark')]),
  columnOf('amountCents', [v('amountCents', 'money')]),
  columnOf('expiresAt', [v('expiresAt', 'time')]),
  columnOf('status', [v('status', 'label', { labels: 'tempLimit:options.status' })]),
  columnOf('rows', [v('okRows', 'int'), v('totalRows', 'int')]),
  columnOf('creatorName', [v('creatorName'), v('createdAt', 'time')]),
  columnOf('reviewerName', [v('reviewerName'), v('reviewedAt', 'time')]),
  columnOf('fileName', [v('fileName')]),
];
/** Shown when the user asks (column chooser), so the first view (task, raise, expiry, status, creator) fits 1280 px. */
export const TEMP_LIMIT_HIDDEN_FIRST: readonly string[] = ['rows', 'reviewerName', 'fileName'];
