/**
 * Cash transfer applications (spec 4, Transfer application): our money moved from a payment channel to one
 * of a merchant's lender accounts. CashTransferApplyFor submits, updates, gives up and reads the detail;
 * CashTransferAudit audits, pays out in one click, marks success and confirms arrival.
 */
import { z } from 'zod';
import type { FilterDef } from '../lists/filters';
import { idBody, moneyCents, optionalText, requiredText } from './money-inputs';
import { PAYMENT_CHANNELS, TRANSFER_STATUSES, type PaymentChannel } from './statuses';

export const TRANSFER_SCREENS = {
  apply: 'ChargeToAnAccountSystem/CashTransferApplyFor',
  audit: 'ChargeToAnAccountSystem/CashTransferAudit',
} as const;

export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export const TRANSFER_TEXT_MAX = 200;

/** What each status allows, declared once for the server's checks and the screens' buttons. */
export const TRANSFER_MOVES = {
  update: ['pending'],
  giveUp: ['pending'],
  audit: ['pending'],
  /** A transfer still "paying" (the channel did not answer) is asked about again, never paid twice. */
  payout: ['approved', 'paying'],
  markSuccess: ['approved'],
  confirm: ['paid'],
} as const satisfies Record<string, readonly TransferStatus[]>;
export type TransferMove = keyof typeof TRANSFER_MOVES;

export const canMove = (move: TransferMove, status: TransferStatus) => (TRANSFER_MOVES[move] as readonly TransferStatus[]).includes(status);

export const transferInputSchema = z.object({
  merchantId: z.number({ message: 'validation.required' }).int().positive(),
  fromChannel: z.enum(PAYMENT_CHANNELS, { message: 'validation.option' }),
  toAccountId: z.number({ message: 'validation.required' }).int().positive(),
  amount: moneyCents,
  reason: requiredText(TRANSFER_TEXT_MAX),
});
export type TransferInput = z.infer<typeof transferInputSchema>;

export const transferUpdateSchema = transferInputSchema.extend(idBody.shape);
export const transferIdSchema = idBody;
export const transferAuditSchema = idBody.extend({
  decision: z.enum(['approve', 'reject'], { message: 'validation.option' }),
  remark: optionalText(TRANSFER_TEXT_MAX),
});
export const transferMarkSuccessSchema = idBody.extend({ reference: optionalText(64) });

/** The transfer lists' filters, declared once: the filter bar and the server's list (cash-transfer.repository.ts) derive from them. */
export const TRANSFER_FILTERS = [
  { name: 'transferNo', kind: 'text', match: 'exact' },
  { name: 'merchantId', kind: 'lookup', url: 'transfer/options' },
  { name: 'status', kind: 'choice', values: TRANSFER_STATUSES, labels: 'transfer:options.status' },
  { name: 'fromChannel', kind: 'choice', values: PAYMENT_CHANNELS, labels: 'transfer:options.channel' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

export interface TransferRow {
  id: number;
  transferNo: string;
  merchantId: number;
  merchantName: string;
  fromChannel: PaymentChannel;
  toAccountId: number;
  toAccountName: string;
  toBankName: string;
  toAccountNo: string;
  toChannel: PaymentChannel;
  amountCents: number;
  reason: string;
  status: TransferStatus;
  applicantName: string;
  /** The caller applied: only they update or give it up, and someone else audits it. */
  ownApplication: boolean;
  auditorName: string | null;
  auditedAt: string | null;
  auditRemark: string | null;
  payoutRef: string | null;
  thirdPartyCode: string | null;
  failCause: string | null;
  confirmedByName: string | null;
  confirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One step of a transfer's history (its audit rows). */
export interface TransferHistoryItem {
  id: number;
  at: string;
  action: string;
  actorUsername: string | null;
  status: TransferStatus | null;
  remark: string | null;
}

export interface TransferDetail extends TransferRow {
  history: TransferHistoryItem[];
}

/** The submit form's choices: merchants in the caller's scope and their enabled lender accounts. */
export interface TransferOptions {
  merchants: { value: number; label: string }[];
  accounts: { value: number; label: string; merchantId: number; channel: PaymentChannel }[];
}
