/**
 * The collector's workbench (MyCollection, MyCollectionNew, collectionMerge): the signed-in collector's own
 * open cases in the order a collector works them, the follow-up form, click-to-call and templated SMS. The
 * server always narrows the queue to the caller's cases; the conduct rules are enforced there.
 */
import { z } from 'zod';
import { sortQuery } from '../list-query';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { moneyCents, optionalText, pageQuery } from '../money/money-inputs';
import { parseEat } from '../time';
import { type COLLECTION_SYSTEMS, CONTACT_TARGETS, CUSTOMER_INTENTS, OVERDUE_REASONS, PROMISE_STATUSES } from './statuses';

/** The screens of the workbench and the system each shows (collectionMerge shows both). */
export const MY_COLLECTION_SCREENS = {
  v1: 'CollectionSystem/MyCollection',
  v2: 'CollectionSystemNew/MyCollectionNew',
  merge: 'CollectionSystemNew/collectionMerge',
} as const;
export const MY_COLLECTION_SCREEN_KEYS = Object.values(MY_COLLECTION_SCREENS);
export type MyCollectionView = keyof typeof MY_COLLECTION_SCREENS;

/** Where a case sits in the queue, in the order a collector works (spec: issue 13, the workbench). */
export const QUEUE_BUCKETS = ['promiseDueToday', 'callBackDue', 'brokenPromise', 'newCase', 'other'] as const;
export type QueueBucket = (typeof QUEUE_BUCKETS)[number];

/** The disposition of a contact attempt (the follow-up's action code). */
export const COLLECTION_ACTION_CODES = [
  'connected', 'promised', 'noAnswer', 'busy', 'switchedOff', 'callBackLater', 'wrongNumber', 'refused', 'paidClaimed', 'smsSent',
] as const;

/** The action code that means "promised to pay": a follow-up with it must carry the promise (time and amount). */
export const PROMISE_ACTION_CODE = 'promised';

/** One-click outcomes of a call attempt in the case drawer (each a follow-up with this code, counted as an attempt). */
export const QUICK_OUTCOMES = ['noAnswer', 'busy', 'wrongNumber'] as const;
export type QuickOutcome = (typeof QUICK_OUTCOMES)[number];
/** After no answer or busy the case comes back as a call-back this much later; a wrong number sets no call-back. */
export const QUICK_RETRY_MINUTES: Record<QuickOutcome, number | null> = { noAnswer: 120, busy: 60, wrongNumber: null };
/** A quick outcome names the collector's own click-to-call on the case within this many minutes (that call is the attempt). */
export const QUICK_OUTCOME_CALL_WINDOW_MINUTES = 30;

/** Built-in conduct rules when neither the merchant nor the default row of collection_settings exists. */
export const DEFAULT_CONDUCT = {
  contactStartMinute: 8 * 60,
  contactEndMinute: 19 * 60,
  maxAttemptsPerDay: 6,
  allowEmergencyContacts: false,
} as const;

/** Outbound channels counted against the daily cap (calls, SMS, robot and AI calls to the customer). */
export const OUTBOUND_CHANNELS = ['call', 'sms', 'robot', 'aiCall'] as const;

/** A promise is for at most this many days ahead. */
export const PROMISE_MAX_DAYS = 30;
export const REMARK_MAX = 500;

export const MY_COLLECTION_LEVELS_URL = 'myCollection/options/levels';

export const MY_COLLECTION_FILTERS = [
  { name: 'customerName', kind: 'text', match: 'contains' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  /** A select of the levels as the list shows them (v1's S2 as M2); it sends the stored level. */
  { name: 'level', kind: 'lookup', url: MY_COLLECTION_LEVELS_URL },
  { name: 'customerIntent', kind: 'choice', values: CUSTOMER_INTENTS, labels: 'collection:options.customerIntent' },
  { name: 'promiseStatus', kind: 'choice', values: PROMISE_STATUSES, labels: 'collection:options.promiseStatus' },
  { name: 'dueToday', kind: 'flag' },
  /** One part of the queue (the summary strip's buckets). */
  { name: 'bucket', kind: 'choice', values: QUEUE_BUCKETS, labels: 'myCollection:buckets' },
] as const satisfies readonly FilterDef[];

/** The queue's sorts (sortField/sortOrder in the address bar), each a walk of collection_cases_holder_next_call_idx's keys. */
export const MY_COLLECTION_SORTS = ['nextCallAt', 'amountDue'] as const;

export const myCollectionFilterSchema = filterQuerySchema(MY_COLLECTION_FILTERS).extend({
  view: z.enum(['v1', 'v2', 'merge'], { message: 'validation.option' }).default('v1'),
});
export type MyCollectionFilter = z.infer<typeof myCollectionFilterSchema>;
/** The queue as the list shows it (filters and sort, no page): where "next case" is looked for. */
export const queueOrderSchema = myCollectionFilterSchema.extend(sortQuery(MY_COLLECTION_SORTS));
export type QueueOrder = z.infer<typeof queueOrderSchema>;
export const myCollectionQuerySchema = pageQuery.extend(queueOrderSchema.shape);
export type MyCollectionQuery = z.infer<typeof myCollectionQuerySchema>;

/** An EAT wall-clock time (YYYY-MM-DD HH:mm[:ss]) → a Date; blank is absent. */
const eatTime = z.string().trim().optional().nullable().transform((v, ctx) => {
  if (!v) return null;
  const at = parseEat(v);
  if (!at) { ctx.addIssue({ code: 'custom', message: 'validation.date' }); return z.NEVER; }
  return at;
});

const caseId = z.number({ message: 'validation.required' }).int().positive();

export const followUpBodySchema = z.object({
  caseId,
  actionCode: z.enum(COLLECTION_ACTION_CODES, { message: 'validation.option' }),
  customerIntent: z.enum(CUSTOMER_INTENTS, { message: 'validation.option' }).optional().nullable(),
  overdueReason: z.enum(OVERDUE_REASONS, { message: 'validation.option' }).optional().nullable(),
  target: z.enum(CONTACT_TARGETS, { message: 'validation.option' }).default('borrower'),
  contactId: z.number().int().positive().optional().nullable(),
  remark: optionalText(REMARK_MAX),
  nextCallAt: eatTime,
  /** A promise to pay: both or neither. */
  commitmentAt: eatTime,
  commitmentAmount: moneyCents.optional().nullable(),
  /** "Save and next": the queue as the list shows it; the answer names the case after this one in it. */
  next: queueOrderSchema.optional(),
});
export type FollowUpBody = z.infer<typeof followUpBodySchema>;

export const callBodySchema = z.object({
  caseId,
  target: z.enum(CONTACT_TARGETS, { message: 'validation.option' }).default('borrower'),
  contactId: z.number().int().positive().optional().nullable(),
});
export type CallBody = z.infer<typeof callBodySchema>;

export const smsBodySchema = z.object({
  caseId,
  templateId: z.number({ message: 'validation.required' }).int().positive(),
});
export type SmsBody = z.infer<typeof smsBodySchema>;

export const quickOutcomeBodySchema = z.object({
  caseId,
  outcome: z.enum(QUICK_OUTCOMES, { message: 'validation.option' }),
  next: queueOrderSchema.optional(),
});
export type QuickOutcomeBody = z.infer<typeof quickOutcomeBodySchema>;

/** The answer of a write made with `next`: the case after this one in the queue's order, or null at its end. */
export interface NextCase { nextCaseId: number | null }

export const caseQuerySchema = z.object({ caseId: z.coerce.number().int().positive() });
/** "Next case" without a write: the case after `caseId` in the queue as the list shows it. */
export const nextCaseQuerySchema = queueOrderSchema.extend(caseQuerySchema.shape);
export const MY_COLLECTION_NEXT_URL = 'myCollection/next';

/** The SMS picker: GET ?caseId= → { phone, templates }: the templates that fit the case, each rendered for its customer. */
export const MY_COLLECTION_SMS_TEMPLATES_URL = 'myCollection/smsTemplates';
export interface CaseSmsTemplates { phone: string; templates: CaseSmsTemplate[] }

export interface CaseSmsTemplate {
  id: number;
  templateNo: string;
  name: string;
  caseStage: string | null;
  /** The text as the customer receives it; null when the case lacks a value one of its variables needs. */
  preview: string | null;
}

export interface QueueRow {
  id: number;
  caseNo: string;
  system: (typeof COLLECTION_SYSTEMS)[number];
  bucket: QueueBucket;
  level: string;
  kind: string;
  orderId: number;
  orderNo: string;
  customerName: string;
  phone: string;
  merchantName: string;
  dueDay: string;
  overdueDays: number;
  amountDueCents: number;
  followUpCount: number;
  lastActionCode: string | null;
  lastContactAt: string | null;
  nextCallAt: string | null;
  customerIntent: string | null;
  commitmentAt: string | null;
  commitmentCents: number | null;
  promiseStatus: string | null;
  brokenPromiseCount: number;
  /** Outbound attempts to the customer today (EAT), all cases and channels: what the daily cap counts. */
  attemptsToday: number;
  /** A case not yet overdue (a reminder): calendar days (EAT) until the due day, 0 on it; null once overdue. */
  daysToDue: number | null;
}

/** The summary strip of the queue: how many cases sit in each bucket. */
export type QueueSummary = Record<QueueBucket | 'total', number>;
