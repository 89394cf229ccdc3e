/**
 * CustomerInCallRecord (issue 16): an inbound call an agent took — the customer found by the phone in any
 * typed form, the reason, resolved or unresolved, an optional follow-up e-mail (spec 5: its format must be
 * correct) and what was said. Shown in CustomerManage's contacts.
 */
import { z } from 'zod';
import { phoneFilter } from '../list-query';
import { columnOf, valuesOf } from '../lists/declared-columns';
import type { FilterDef } from '../lists/filters';
import { EMAIL_PATTERN } from '../validators';
import { FEEDBACK_PRIORITIES, type FEEDBACK_CATEGORIES } from './feedback';

export const IN_CALL_SCREEN = 'CustomerServiceSystem/CustomerInCallRecord';
export const IN_CALL_REASONS = ['repayment', 'loanStatus', 'limit', 'account', 'complaint', 'other'] as const;
export const IN_CALL_RESOLUTIONS = ['resolved', 'unresolved'] as const;
export const IN_CALL_REMARK_MAX = 500;

export const IN_CALL_FILTERS = [
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'reason', kind: 'choice', values: IN_CALL_REASONS, labels: 'customerService:options.inCallReason' },
  { name: 'resolution', kind: 'choice', values: IN_CALL_RESOLUTIONS, labels: 'customerService:options.resolution' },
  { name: 'days', kind: 'dayRange', from: 'createdFrom', to: 'createdTo' },
] as const satisfies readonly FilterDef[];


/** The caller's number as typed (07…, 7…, +254…, 254…); the server stores 254 and nine digits. */
export const inCallPhoneSchema = z.object({
  phone: phoneFilter.refine((v) => v !== undefined, 'validation.phone'),
});

export const inCallCreateSchema = z.object({
  phone: phoneFilter.refine((v) => v !== undefined, 'validation.phone'),
  /** The customer the agent picked among those with this phone (one per merchant); optional when there is one. */
  customerId: z.number().int().positive().optional(),
  reason: z.enum(IN_CALL_REASONS, { message: 'validation.option' }),
  resolution: z.enum(IN_CALL_RESOLUTIONS, { message: 'validation.option' }),
  email: z.string().trim().max(120, 'validation.email').optional().transform((v) => v || undefined)
    .refine((v) => v === undefined || EMAIL_PATTERN.test(v), 'validation.email'),
  remark: z.string({ message: 'validation.contentEmpty' }).trim().min(1, 'validation.contentEmpty').max(IN_CALL_REMARK_MAX, 'validation.maxLength'),
  /** An unresolved call goes on as a ticket in the feedback queue: its priority, and whether the agent keeps it. */
  ticket: z.object({ priority: z.enum(FEEDBACK_PRIORITIES, { message: 'validation.option' }), take: z.boolean().default(true) }).optional(),
});
/** The ticket's category for the call's reason. */
export const TICKET_CATEGORY_OF: Readonly<Record<(typeof IN_CALL_REASONS)[number], (typeof FEEDBACK_CATEGORIES)[number]>> = {
  repayment: 'repayment', loanStatus: 'loan', limit: 'loan', account: 'account', complaint: 'complaint', other: 'other',
};
export type InCallCreate = z.infer<typeof inCallCreateSchema>;

export interface InCallRow {
  id: number;
  customerId: number | null;
  customerNo: string | null;
  fullName: string | null;
  phone: string;
  reason: string;
  resolution: string;
  email: string | null;
  remark: string;
  staffName: string;
  createdAt: string;
}

/** A customer the phone matches, for the agent to confirm. */
export interface InCallCustomerMatch {
  id: number;
  customerNo: string;
  fullName: string;
  phone: string;
  merchantName: string;
}

const v = valuesOf<InCallRow>('customerService');
export const IN_CALL_COLUMNS = [
  columnOf('createdAt', [v('createdAt', 'time')]),
  columnOf('fullName', [v('fullName'), v('phone')]),
  columnOf('reason', [v('reason', 'label', { labels: 'customerService:options.inCallReason' })]),
  columnOf('resolution', [v('resolution', 'label', { labels: 'customerService:options.resolution' })]),
  columnOf('remark', [v('remark')]),
  columnOf('staffName', [v('staffName')]),
  columnOf('email', [v('email')]),
  columnOf('customerNo', [v('customerNo')]),
];
/** Shown when the user asks (column chooser), so the first view (when, who, result, what was said, agent) fits 1280 px. */
export const IN_CALL_HIDDEN_FIRST: readonly string[] = ['reason', 'email', 'customerNo'];
