/**
 * Delayed-arrival requests (the customer says they paid; the money is not seen yet): the collector records the
 * payment reference, amount and time; a reviewer on DeductionAmountManagement(-New)'s second tab passes (contact
 * pauses for the merchant's delayPauseDays) or rejects.
 */
import { z } from 'zod';
import { formatEat, parseEat } from '../time';
import type { FilterDef } from '../lists/filters';
import { idBody, moneyCents, optionalText, requiredText } from '../money/money-inputs';
import { DELAY_REQUEST_STATUSES, type CollectionSystem } from './statuses';

/** EAT wall clock "YYYY-MM-DD HH:mm:ss" → the instant; null unless it reads back the same (no 2026-02-30). */
export function parsePaidAt(text: string): Date | null {
  const at = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? parseEat(text) : null;
  return at && formatEat(at) === text ? at : null;
}

export type DelayStatus = (typeof DELAY_REQUEST_STATUSES)[number];
export const DELAY_URLS = { list: 'deduction/delay/list', apply: 'deduction/delay/apply', pass: 'deduction/delay/pass', reject: 'deduction/delay/reject' } as const;
/** Without a merchant setting, a passed request pauses contact for this many days. */
export const DEFAULT_DELAY_PAUSE_DAYS = 2;

export const delayApplySchema = z.object({
  caseId: z.number({ message: 'validation.required' }).int().positive(),
  paymentRef: requiredText(64),
  amount: moneyCents.refine((cents) => cents > 0, 'deduction:errors.amountZero'),
  /** EAT wall clock, YYYY-MM-DD HH:mm:ss. */
  paidAt: z.string({ message: 'validation.required' }).trim().refine((v) => parsePaidAt(v) !== null, 'validation.date'),
  remark: optionalText(200),
});
export type DelayApplyInput = z.infer<typeof delayApplySchema>;
export const delayDecideSchema = idBody.extend({ remark: optionalText(200) });

export const DELAY_FILTERS = [
  { name: 'caseNo', kind: 'text', match: 'prefix' },
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'status', kind: 'choice', values: DELAY_REQUEST_STATUSES, labels: 'collection:options.delayStatus' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

export interface DelayRow {
  id: number;
  system: CollectionSystem;
  caseId: number;
  caseNo: string;
  orderNo: string;
  customerName: string;
  merchantName: string;
  paymentRef: string | null;
  amountCents: number;
  paidAt: string | null;
  remark: string | null;
  status: DelayStatus;
  applicantName: string | null;
  ownApplication: boolean;
  reviewerName: string | null;
  reviewedAt: string | null;
  pauseUntil: string | null;
  createdAt: string;
}
