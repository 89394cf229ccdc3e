/**
 * The collector's workbench (MyCollection, MyCollectionNew, collectionMerge): the signed-in collector's own
 * open cases in the order a collector works them, the follow-up form, click-to-call and templated SMS. The
 * server always narrows the queue to the caller's cases; the conduct rules are enforced there.
 */
import { z } from 'zod';
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
] as const satisfies readonly FilterDef[];

export const myCollectionFilterSchema = filterQuerySchema(MY_COLLECTION_FILTERS).extend({
  view: z.enum(['v1', 'v2', 'merge'], { message: 'validation.option' }).default('v1'),
});
export type MyCollectionFilter = z.infer<typeof myCollectionFilterSchema>;
export const myCollectionQuerySchema = pageQuery.extend(myCollectionFilterSchema.shape);
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

export const caseQuerySchema = z.object({ caseId: z.coerce.number().int().positive() });

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
}

/** The summary strip of the queue: how many cases sit in each bucket. */
export type QueueSummary = Record<QueueBucket | 'total', number>;
