/** 94AI: the provider's call-backs and SMS replies (their bodies, lists and columns), and the AI allocation shares. */
import { z } from 'zod';
import { defineEntity } from '../crud/entity';
import { columnOf, valuesOf } from '../lists/declared-columns';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { pageQuery } from '../money/money-inputs';
import { COLLECTION_ACTION_CODES } from '../collection/my-collection';
import { CALL_OUTCOMES, ROBOT_MERCHANTS_URL, robotLevelsUrl } from './robot-task';

export const AI_CALLBACK_URL = 'noAuth/ai94/callBack';
export const AI_SMS_URL = 'noAuth/ai94/smsBack';
export const AI_CALLBACKS_LIST_URL = 'aiCall/callBacks';
export const AI_SMS_LIST_URL = 'aiCall/smsBacks';
export const AI_SMS_HANDLE_URL = 'aiCall/smsBacks/handle';
export const AI_SMS_FOLLOW_UP_URL = 'aiCall/smsBacks/followUp';
export const AI_CALL_RECORD_LIST_URL = 'aiCall/callRecords';

/** A reply that opts the phone out of marketing SMS (trimmed, any case). */
export const STOP_WORDS = ['STOP', 'STOP ALL', 'UNSUBSCRIBE'] as const;
export const isStopReply = (text: string) => (STOP_WORDS as readonly string[]).includes(text.trim().replace(/\s+/g, ' ').toUpperCase());

const ROBOT_OUTCOMES = CALL_OUTCOMES.slice(0, 6) as unknown as readonly ['promised', 'answered', 'noAnswer', 'busy', 'switchedOff', 'failed'];

export const aiCallbackBody = z.object({
  eventId: z.string().trim().min(1).max(100),
  callRef: z.string().trim().min(1).max(100),
  status: z.enum(ROBOT_OUTCOMES),
  keypress: z.string().max(8).nullish(),
  durationSec: z.number().int().min(0).max(24 * 3600).nullish(),
  transcript: z.string().max(20_000).nullish(),
  recordingRef: z.string().max(500).nullish(),
  eventAt: z.iso.datetime({ offset: true }),
});
export type AiCallbackBody = z.infer<typeof aiCallbackBody>;

export const aiSmsBody = z.object({
  messageId: z.string().trim().min(1).max(100),
  phone: z.string().trim().regex(/^254\d{9}$/),
  text: z.string().trim().min(1).max(1000),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type AiSmsBody = z.infer<typeof aiSmsBody>;

export const CALLBACK_RESULTS = ['applied', 'stale', 'duplicate', 'unknownCall', 'badSignature'] as const;

export const AI_CALLBACK_FILTERS = [
  { name: 'callRef', kind: 'text', match: 'exact' },
  { name: 'result', kind: 'choice', values: CALLBACK_RESULTS, labels: 'aiCall:options.result' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];
export const aiCallbackQuerySchema = pageQuery.extend(filterQuerySchema(AI_CALLBACK_FILTERS).shape);

export const AI_SMS_FILTERS = [
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'matched', kind: 'flag' },
  { name: 'handled', kind: 'flag' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];
export const aiSmsQuerySchema = pageQuery.extend(filterQuerySchema(AI_SMS_FILTERS).shape);

export interface AiCallbackRow { id: number; eventId: string | null; callRef: string | null; status: string | null; eventAt: string | null; result: string; receivedAt: string }
export interface AiSmsRow {
  id: number; phone: string; text: string; customerName: string | null; caseId: number | null; caseNo: string | null; caseSystem: 'v1' | 'v2' | null;
  receivedAt: string; handledAt: string | null; handledByName: string | null; optedOut: boolean;
}

export const aiSmsIdSchema = z.object({ id: z.number({ message: 'validation.required' }).int().positive() });
/** "Follow up" from a reply: a follow-up on the reply's case, its remark the reply unless one is written. */
export const aiSmsFollowUpSchema = aiSmsIdSchema.extend({
  actionCode: z.enum(COLLECTION_ACTION_CODES, { message: 'validation.option' }),
  remark: z.string().trim().max(500).optional(),
});

/** NineFourAiCallRecord: one row per 94AI call that has applied call-back events, with those events. */
export const AI_CALL_RECORD_FILTERS = [
  { name: 'caseNo', kind: 'text', match: 'prefix' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'taskName', kind: 'text', match: 'contains' },
  { name: 'outcome', kind: 'choice', values: ROBOT_OUTCOMES, labels: 'robotTask:options.outcome' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];
export const aiCallRecordQuerySchema = pageQuery.extend(filterQuerySchema(AI_CALL_RECORD_FILTERS).shape);
export type AiCallRecordQuery = z.infer<typeof aiCallRecordQuerySchema>;

export interface AiCallEvent { eventId: string | null; status: string | null; eventAt: string | null; result: string }
export interface AiCallRecordRow {
  id: number; callRef: string; taskName: string; caseId: number | null; caseNo: string | null; customerName: string; phone: string;
  startedAt: string | null; endedAt: string | null; durationSec: number | null; outcome: string | null; keypress: string | null;
  events: AiCallEvent[];
}

const cr = valuesOf<AiCallRecordRow>('aiCall');
export const AI_CALL_RECORD_COLUMNS = [
  columnOf('startedAt', [cr('startedAt', 'time'), cr('endedAt', 'time')]),
  columnOf('taskName', [cr('taskName'), cr('callRef')]),
  columnOf('caseNo', [cr('caseNo')]),
  columnOf('customerName', [cr('customerName'), cr('phone')]),
  columnOf('durationSec', [cr('durationSec', 'int')]),
  columnOf('outcome', [cr('outcome', 'label', { labels: 'robotTask:options.outcome' }), cr('keypress')]),
];

const cb = valuesOf<AiCallbackRow>('aiCall');
export const AI_CALLBACK_COLUMNS = [
  columnOf('receivedAt', [cb('receivedAt', 'time')]),
  columnOf('eventId', [cb('eventId'), cb('callRef')]),
  columnOf('status', [cb('status', 'label', { labels: 'robotTask:options.outcome' })]),
  columnOf('eventAt', [cb('eventAt', 'time')]),
  columnOf('result', [cb('result', 'label', { labels: 'aiCall:options.result' })]),
];

const sm = valuesOf<AiSmsRow>('aiCall');
export const AI_SMS_COLUMNS = [
  columnOf('receivedAt', [sm('receivedAt', 'time')]),
  columnOf('phone', [sm('phone')]),
  columnOf('customerName', [sm('customerName'), sm('caseNo')]),
  columnOf('text', [sm('text')]),
  columnOf('handledAt', [sm('handledAt', 'time'), sm('handledByName')]),
];

/** AIallocationConfig: the share of a level's open unallocated cases (of a merchant, or every merchant) given to AI calls. */
export const aiAllocationEntity = defineEntity({
  name: 'aiAllocationConfig',
  screen: 'CollectionSystem/AIallocationConfig',
  namespace: 'aiCall',
  recordName: 'level',
  toggleable: true,
  fields: {
    system: { kind: 'select', required: true, options: ['v1', 'v2'], list: true, filter: 'exact', createOnly: true },
    merchantId: { kind: 'integer', lookup: ROBOT_MERCHANTS_URL, list: true, filter: 'exact', createOnly: true, hint: 'aiCall:hints.merchantId' },
    level: { kind: 'select', required: true, lookup: robotLevelsUrl('all'), list: true, filter: 'exact', sortable: true, createOnly: true },
    sharePercent: { kind: 'integer', required: true, min: 1, max: 100, list: true, sortable: true },
  },
  defaultSort: { field: 'level', order: 'asc' },
});
