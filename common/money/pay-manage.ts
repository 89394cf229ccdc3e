/**
 * LoanManagement (payManage, spec 7): the disbursement list's filters, its rows and loan codes, the bodies
 * of the payout actions and their per-item results, and which action a row offers in which state.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { expectedCountSchema } from '../lists/filtered-batch';
import { filterQuerySchema } from '../lists/filters';
import { ORDER_STATUS } from '../orders/order-status';
import { PAY_FILTERS } from './pay-manage-filters';
import { RELEASE_STATUS, type LoanCodeStatus } from './statuses';

export const PAY_MANAGE_SCREEN = 'AfterLoanSystem/LoanManagement';

/** Orders one batch action may name. */
export const PAY_BATCH_MAX = 100;
/** An export holds at most this many rows. */
export const PAY_EXPORT_MAX_ROWS = 50_000;
export const PAY_EXPORT_CHUNK_ROWS = 2_000;

export const payManageFilterSchema = filterQuerySchema(PAY_FILTERS);
export type PayManageFilter = z.infer<typeof payManageFilterSchema>;

export const payManageListQuerySchema = payManageFilterSchema.extend({
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

const orderIds = z.array(z.coerce.number().int().positive())
  .min(1, 'validation.selectFirst').max(PAY_BATCH_MAX, 'validation.maxValue').transform((ids) => [...new Set(ids)]);
export const payBatchSchema = z.object({ orderIds });
export const payRecreateSchema = z.object({ orderId: z.coerce.number().int().positive() });
export const payConfirmSchema = z.object({ loanCodeId: z.coerce.number().int().positive() });
const cancelReason = z.string().trim().max(200).optional().transform((v) => (v ? v : null));
export const payCancelSchema = z.object({ orderIds, reason: cancelReason });

/** The actions offered over the selection and over all filtered rows. */
export const PAY_BATCH_ACTIONS = ['disburse', 'resend', 'cancel'] as const;
export type PayBatchAction = (typeof PAY_BATCH_ACTIONS)[number];
/** "All filtered rows": the list's filter, the count the user confirmed, and for cancel the reason. */
export const payFilteredSchema = z.object({ filter: payManageFilterSchema.prefault({}), expectedCount: expectedCountSchema, reason: cancelReason });
/** What a filtered action would cover (count and total), asked before its confirmation. */
export const payFilteredPreviewSchema = payManageFilterSchema.extend({ action: z.enum(PAY_BATCH_ACTIONS, { message: 'validation.option' }) });

/** One payout attempt as the screen shows it (spec 3, Loan code). */
export interface LoanCodeView {
  id: number;
  orderId: number;
  systemCode: string;
  thirdPartyCode: string | null;
  thirdPartyOrderNo: string | null;
  channel: string;
  amountCents: number;
  /** The account paid to; masked for masked users (the field name is a sensitive one). */
  accountNumber: string;
  status: LoanCodeStatus;
  failType: string | null;
  failCause: string | null;
  confirmStatus: string;
  confirmerName: string | null;
  confirmedAt: string | null;
  origin: string;
  createdAt: string;
  answeredAt: string | null;
}

export interface PayManageRow {
  id: number;
  orderNo: string;
  status: number;
  merchantId: number;
  merchantName: string;
  customerName: string;
  phone: string;
  loanAmountCents: number;
  practicalAmountCents: number;
  lendingChannel: string | null;
  releaseStatus: number | null;
  attempts: number;
  latestCode: LoanCodeView | null;
  auditAt: string | null;
  lendingAt: string | null;
}

/** What became of one order of an action: the attempt's outcome, or why it was refused. */
export interface PayActionResult {
  orderId: number;
  orderNo: string | null;
  ok: boolean;
  outcome?: LoanCodeStatus;
  failType?: string | null;
  failCause?: string | null;
  errorKey?: string;
  errorParams?: Record<string, string | number>;
  /** The refusal in the caller's language (added when answering). */
  message?: string;
}

export interface PayActionAnswer {
  results: PayActionResult[];
}

export const PAY_ROW_ACTIONS = ['disburse', 'resend', 'recreate', 'confirm', 'cancel'] as const;
export type PayRowAction = (typeof PAY_ROW_ACTIONS)[number];

type RowState = Pick<PayManageRow, 'status' | 'releaseStatus' | 'attempts'> & { latestCode: Pick<LoanCodeView, 'status' | 'confirmStatus'> | null };

/** A loan code can be confirmed (the channel asked what became of it) while unconfirmed and not paid. */
export const canConfirmCode = (code: Pick<LoanCodeView, 'status' | 'confirmStatus'>) =>
  code.confirmStatus !== 'confirmed' && code.status !== 'success';

/** The actions a row's state allows; the server decides again when asked. */
export function rowActions(row: RowState): PayRowAction[] {
  if (row.status !== ORDER_STATUS.pendingDisbursement) return [];
  if (!row.latestCode) return row.attempts === 0 ? ['disburse'] : [];
  const actions: PayRowAction[] = [];
  if (row.latestCode.status === 'failed' && row.releaseStatus === RELEASE_STATUS.lendingFailure) actions.push('resend', 'recreate');
  if (canConfirmCode(row.latestCode)) actions.push('confirm');
  if (row.latestCode.status === 'failed' && row.releaseStatus === RELEASE_STATUS.lendingFailure) actions.push('cancel');
  return actions;
}
