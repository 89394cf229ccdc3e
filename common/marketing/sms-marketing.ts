/**
 * Marketing SMS (issue 14): templates, tasks sent to a customer segment, and the unrenewed-loan rule. Declared once
 * for the server's validation and the screens. All three screens share the `smsMarketing` namespace.
 */
import { defineEntity } from '../crud/entity';
import { LIST_LIBRARY_SEGMENT, listAudienceFields } from './list-audience';

/** What a marketing template may say: filled per recipient from the customer and their merchant. */
export const MARKETING_VARIABLES = ['customerName', 'merchantName', 'appName'] as const;

/**
 * Segments, computed from real data at materialisation (per merchant):
 * settledNoNewLoan — the last loan was settled at least N days ago, nothing owed, no loan applied for since;
 * neverApplied — registered at least N days ago and never applied;
 * listLibrary — entries of the telemarketing list library (common/marketing/list-audience.ts; N days not used).
 */
export const MARKETING_SEGMENTS = ['settledNoNewLoan', 'neverApplied', LIST_LIBRARY_SEGMENT] as const;
export type MarketingSegment = (typeof MARKETING_SEGMENTS)[number];

/** scheduled (waits for its time) → running → finished; paused and resumed; cancelled at any point before the end. */
export const MARKETING_TASK_STATUSES = ['scheduled', 'running', 'paused', 'cancelled', 'finished'] as const;
export type MarketingTaskStatus = (typeof MARKETING_TASK_STATUSES)[number];

/** The task row actions and the states each may start from. */
export const TASK_MOVES = {
  start: ['scheduled'],
  pause: ['scheduled', 'running'],
  resume: ['paused'],
  cancel: ['scheduled', 'running', 'paused'],
} as const satisfies Record<string, readonly MarketingTaskStatus[]>;
export type TaskMove = keyof typeof TASK_MOVES;

/**
 * Marketing hours (decision): marketing SMS are written to the outbox only 08:00–19:00 EAT — the product's default
 * contact hours (08:00–20:00) narrowed to the Communications Authority's draft promotional window (07:00–19:00).
 */
export const MARKETING_HOURS = { fromMinute: 8 * 60, toMinute: 19 * 60 } as const;
const EAT_OFFSET_MINUTES = 180;
export const eatMinuteOf = (at: Date) => (at.getUTCHours() * 60 + at.getUTCMinutes() + EAT_OFFSET_MINUTES) % (24 * 60);
export const inMarketingHours = (at: Date) => {
  const minute = eatMinuteOf(at);
  return minute >= MARKETING_HOURS.fromMinute && minute < MARKETING_HOURS.toMinute;
};

/** The outbox kinds (message types) of marketing SMS: the delivery routes them on the marketing routes and checks the opt-out. */
export const MARKETING_MESSAGE_KIND = { task: 'marketingSms', unrenewed: 'unrenewedLoanSms' } as const;

export const MARKETING_TASK_NAME_MAX = 30;
export const MARKETING_CONTENT_MAX = 640;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const minuteOfTime = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const timeOfMinute = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export const MARKETING_MERCHANTS_URL = 'smsMarketingTemplate/options/merchants';
export const MARKETING_TEMPLATES_URL = 'smsMarketingTemplate/options/templates';
/** Import batches of the list library, for a listLibrary audience. */
export const MARKETING_LIST_BATCHES_URL = 'smsMarketingTemplate/options/listBatches';
export const taskMoveUrl = (move: TaskMove) => `smsMarketingTask/${move}`;

export const smsMarketingTemplateEntity = defineEntity({
  name: 'smsMarketingTemplate',
  screen: 'MarketingManagement/SmsMarketingTemplate',
  namespace: 'smsMarketing',
  recordName: 'name',
  toggleable: true,
  fields: {
    name: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    merchantId: { kind: 'integer', min: 1, max: 2_147_483_647, lookup: MARKETING_MERCHANTS_URL, list: true, filter: 'exact', hint: 'smsMarketing:hints.merchantId' },
    content: { kind: 'textarea', required: true, max: MARKETING_CONTENT_MAX, list: true, hint: 'smsMarketing:hints.content' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, list: 'more', sortable: true },
  },
  defaultSort: { field: 'name', order: 'asc' },
});

const counter = { kind: 'integer', readOnly: true } as const;

export const smsMarketingTaskEntity = defineEntity({
  name: 'smsMarketingTask',
  screen: 'MarketingManagement/SmsMarketingTask',
  namespace: 'smsMarketing',
  recordName: 'taskName',
  fields: {
    taskName: { kind: 'text', required: true, max: MARKETING_TASK_NAME_MAX, list: true, filter: 'contains', sortable: true },
    merchantId: { kind: 'integer', required: true, lookup: MARKETING_MERCHANTS_URL, list: true, filter: 'exact' },
    templateId: { kind: 'integer', required: true, lookup: MARKETING_TEMPLATES_URL },
    segment: { kind: 'select', required: true, options: MARKETING_SEGMENTS, list: true, filter: 'exact' },
    segmentDays: { kind: 'integer', required: true, min: 0, max: 365, hint: 'smsMarketing:hints.segmentDays' },
    ...listAudienceFields('smsMarketing', MARKETING_LIST_BATCHES_URL),
    scheduledAt: { kind: 'datetime', required: true, list: true, sortable: true, hint: 'smsMarketing:hints.scheduledAt' },
    ratePerMinute: { kind: 'integer', required: true, min: 1, max: 6000, hint: 'smsMarketing:hints.ratePerMinute' },
    status: { kind: 'select', readOnly: true, options: MARKETING_TASK_STATUSES, list: true, filter: 'exact' },
    /** Listed as the progress column: recipients, then submitted, sent, failed and skipped. */
    queuedCount: { ...counter, list: true },
    submittedCount: counter,
    sentCount: counter,
    failedCount: counter,
    skippedCount: counter,
  },
  defaultSort: { field: 'scheduledAt', order: 'desc' },
});

export const unrenewedLoanSmsEntity = defineEntity({
  name: 'unrenewedLoanSms',
  screen: 'MarketingManagement/UnrenewedLoanSmsConfig',
  namespace: 'smsMarketing',
  recordName: 'merchantName',
  toggleable: true,
  fields: {
    merchantId: { kind: 'integer', required: true, lookup: MARKETING_MERCHANTS_URL, list: true, filter: 'exact', hint: 'smsMarketing:hints.ruleMerchant' },
    templateId: { kind: 'integer', required: true, lookup: MARKETING_TEMPLATES_URL, list: true },
    days: { kind: 'integer', required: true, min: 1, max: 365, list: true, sortable: true, hint: 'smsMarketing:hints.days' },
    sendTime: { kind: 'text', required: true, max: 5, pattern: TIME_PATTERN, patternMessage: 'smsMarketing:errors.timeFormat', list: true, hint: 'smsMarketing:hints.sendTime' },
    lastRunDay: { kind: 'text', readOnly: true, list: 'more' },
    sentTotal: { kind: 'integer', readOnly: true, list: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
  },
  defaultSort: { field: 'days', order: 'asc' },
});
