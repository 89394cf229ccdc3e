/**
 * Customer refunds (spec 3 and 4, Refund): ClientRefundManagement applies and re-refunds,
 * ClientRefundAuditManagement approves or rejects. A refund returns money a customer overpaid on an order.
 */
import { z } from 'zod';
import type { FilterDef } from '../lists/filters';
import { PHONE_PATTERN } from '../validators';
import { idBody, moneyCents, optionalText, requiredText } from './money-inputs';
import {
  MIN_REFUND_CENTS, PAYMENT_CHANNELS, REFUND_AUDIT_STATUSES, REFUND_STATUSES, VERIFICATION_STATUSES, type PaymentChannel,
} from './statuses';

export const REFUND_SCREENS = {
  manage: 'ChargeToAnAccountSystem/ClientRefundManagement',
  audit: 'ChargeToAnAccountSystem/ClientRefundAuditManagement',
} as const;

export type RefundAuditStatus = (typeof REFUND_AUDIT_STATUSES)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const REFUND_TEXT_MAX = 200;
export const RECEIVING_ACCOUNT_MAX = 34;
export const RECEIVING_NAME_MAX = 64;

/** Mobile money pays to a phone; the bank channel needs a bank and an account number. */
export const isMobileMoney = (channel: PaymentChannel) => channel !== 'bank';

export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

/** Spec 5 and 8: a refund amount is not 0 and not below the minimum of 20 (spec 9). */
export function refundAmountProblem(cents: number): Problem | null {
  if (cents === 0) return { key: 'refund:errors.amountZero' };
  if (cents < MIN_REFUND_CENTS) return { key: 'refund:errors.amountBelowMinimum', params: { min: MIN_REFUND_CENTS / 100 } };
  return null;
}

/** Where the money goes: a phone for mobile money (the customer's own when left empty), a bank and account otherwise. */
export function recipientProblem(input: { channel: PaymentChannel; receivingBank: string | null; receivingAccount: string | null }): Problem | null {
  if (isMobileMoney(input.channel)) {
    return input.receivingAccount && !PHONE_PATTERN.test(input.receivingAccount) ? { key: 'validation.phone' } : null;
  }
  if (!input.receivingBank) return { key: 'refund:errors.bankRequired' };
  if (!input.receivingAccount) return { key: 'refund:errors.accountRequired' };
  return null;
}

export const refundApplySchema = z.object({
  orderNo: requiredText(64),
  amount: moneyCents,
  channel: z.enum(PAYMENT_CHANNELS, { message: 'validation.option' }),
  receivingBank: optionalText(64),
  receivingAccount: optionalText(RECEIVING_ACCOUNT_MAX),
  receivingName: optionalText(RECEIVING_NAME_MAX),
  remark: optionalText(REFUND_TEXT_MAX),
});
export type RefundApplyInput = z.infer<typeof refundApplySchema>;

export const refundIdSchema = idBody;
export const refundRejectSchema = idBody.extend({ remark: requiredText(REFUND_TEXT_MAX) });
export const refundApproveSchema = idBody.extend({ remark: optionalText(REFUND_TEXT_MAX) });

export const refundableQuerySchema = z.object({ orderNo: requiredText(64) });

/** The refund lists' filters, declared once: the filter bar and the server's list (refund.repository.ts) derive from them. */
export const REFUND_FILTERS = [
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'auditStatus', kind: 'choice', values: REFUND_AUDIT_STATUSES, labels: 'refund:options.auditStatus' },
  { name: 'refundStatus', kind: 'choice', values: REFUND_STATUSES, labels: 'refund:options.refundStatus' },
  { name: 'verificationStatus', kind: 'choice', values: VERIFICATION_STATUSES, labels: 'refund:options.verificationStatus' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

/** What the apply form shows once an order number is entered. */
export interface RefundableInfo {
  orderId: number;
  orderNo: string;
  customerName: string;
  phone: string;
  merchantName: string;
  /** Overpaid money the ledger holds for the customer. */
  overpaymentCents: number;
  /** Claimed by applications and withdrawals not yet sent. */
  reservedCents: number;
  refundableCents: number;
  /** The refund of the order under way, if any (one at a time). */
  openRefundNo: string | null;
}

export interface RefundRow {
  id: number;
  refundNo: string;
  orderId: number;
  orderNo: string;
  customerName: string;
  merchantName: string;
  phone: string;
  amountCents: number;
  channel: PaymentChannel;
  receivingBank: string | null;
  receivingAccount: string;
  receivingName: string | null;
  remark: string | null;
  verificationStatus: VerificationStatus;
  auditStatus: RefundAuditStatus;
  refundStatus: RefundStatus;
  /** Rejected by the applicant before anyone audited it. */
  withdrawn: boolean;
  applicantName: string | null;
  /** The caller applied: someone else audits it. */
  ownApplication: boolean;
  auditorName: string | null;
  auditedAt: string | null;
  auditRemark: string | null;
  payoutRef: string | null;
  thirdPartyCode: string | null;
  failCause: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
}

/** The answer of every refund action. */
export interface RefundState {
  id: number;
  refundNo: string;
  amountCents: number;
  verificationStatus: VerificationStatus;
  auditStatus: RefundAuditStatus;
  refundStatus: RefundStatus;
  attempts: number;
  payoutRef: string | null;
  failCause: string | null;
}
