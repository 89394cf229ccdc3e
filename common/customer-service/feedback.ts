/**
 * Feedback (issue 16) and tickets (issue 37): what customers send from the app and what agents open for callers,
 * one queue worked unprocessed → processing → processed, each with a priority that sets its due time, a handler and
 * notes; the reply goes to the customer by SMS through the contact platform's outbox. CustomerFeedback lists the same
 * rows by customer. Docs: docs/customer-service.md.
 */
import { z } from 'zod';
import { columnOf, valuesOf } from '../lists/declared-columns';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { pageQuery } from '../money/money-inputs';

export const FEEDBACK_SCREEN = 'CustomerServiceSystem/Feedback';
export const CUSTOMER_FEEDBACK_SCREEN = 'CustomerServiceSystem/CustomerFeedback';

export const FEEDBACK_STATUSES = ['unprocessed', 'processing', 'processed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_CATEGORIES = ['repayment', 'loan', 'account', 'app', 'complaint', 'other'] as const;
export const FEEDBACK_SOURCES = ['app', 'call', 'staff'] as const;
export const FEEDBACK_PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
/** Hours from opening to the due time, by priority: what a contact centre promises (docs/customer-service.md). */
export const FEEDBACK_DUE_HOURS: Readonly<Record<FeedbackPriority, number>> = { urgent: 2, high: 8, normal: 24, low: 72 };
export const FEEDBACK_CONTENT_MAX = 1000;
export const FEEDBACK_NOTE_MAX = 500;
export const FEEDBACK_URLS = {
  list: 'feedback/list', take: 'feedback/take', reply: 'feedback/reply', open: 'feedback/open', assign: 'feedback/assign',
  note: 'feedback/note', notes: 'feedback/notes', agents: 'feedback/agents', callers: 'feedback/callers', priority: 'feedback/priority',
} as const;

/** The only moves: take an unprocessed one, or reply to one being processed (which closes it). */
export const FEEDBACK_NEXT: Readonly<Record<FeedbackStatus, FeedbackStatus | null>> = {
  unprocessed: 'processing', processing: 'processed', processed: null,
};

/** An SMS reply: at most two UCS-2 parts would be 134; 480 keeps it to a few GSM-7 parts. */
export const FEEDBACK_REPLY_MAX = 480;

export const FEEDBACK_FILTERS = [
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'feedbackNo', kind: 'text', match: 'prefix' },
  { name: 'status', kind: 'choice', values: FEEDBACK_STATUSES, labels: 'customerService:options.feedbackStatus' },
  { name: 'category', kind: 'choice', values: FEEDBACK_CATEGORIES, labels: 'customerService:options.feedbackCategory' },
  { name: 'priority', kind: 'choice', values: FEEDBACK_PRIORITIES, labels: 'customerService:options.priority' },
  { name: 'source', kind: 'choice', values: FEEDBACK_SOURCES, labels: 'customerService:options.source' },
  { name: 'mine', kind: 'flag' },
  { name: 'days', kind: 'dayRange', from: 'createdFrom', to: 'createdTo' },
] as const satisfies readonly FilterDef[];
/** Sorts an index serves: due time (cs_feedbacks_due_idx, …status_due_idx) and when it came (…created_idx). */
export const FEEDBACK_SORTS = ['dueAt', 'createdAt'] as const;


export const feedbackIdSchema = z.object({ id: z.number({ message: 'validation.required' }).int().positive() });
const text = (max: number) => z.string({ message: 'validation.contentEmpty' }).trim().min(1, 'validation.contentEmpty').max(max, 'validation.maxLength');
export const feedbackReplySchema = feedbackIdSchema.extend({ reply: text(FEEDBACK_REPLY_MAX) });
/** A ticket an agent opens for a customer; `take` makes the opener its handler at once (processing). */
export const ticketFields = {
  category: z.enum(FEEDBACK_CATEGORIES, { message: 'validation.option' }),
  priority: z.enum(FEEDBACK_PRIORITIES, { message: 'validation.option' }),
  content: text(FEEDBACK_CONTENT_MAX),
  take: z.boolean().default(true),
};
export const feedbackOpenSchema = z.object({ customerId: z.number({ message: 'validation.required' }).int().positive(), ...ticketFields });
export type TicketInput = z.infer<z.ZodObject<typeof ticketFields>>;
export const feedbackAssignSchema = feedbackIdSchema.extend({ agentUserId: z.number({ message: 'validation.required' }).int().positive() });
export const feedbackNoteSchema = feedbackIdSchema.extend({ body: text(FEEDBACK_NOTE_MAX) });
/** A new priority moves the due time to the opening time + the new priority's hours; the reason is kept as a note. */
export const feedbackPrioritySchema = feedbackIdSchema.extend({ priority: ticketFields.priority, priorityReason: text(FEEDBACK_NOTE_MAX) });
export const feedbackNotesQuery = z.object({ id: z.coerce.number({ message: 'validation.required' }).int().positive() });

export interface FeedbackNoteRow { id: number; userName: string | null; body: string; createdAt: string }

export interface FeedbackRow {
  id: number;
  feedbackNo: string;
  customerId: number;
  customerNo: string;
  fullName: string;
  phone: string;
  merchantName: string;
  category: string;
  content: string;
  status: FeedbackStatus;
  source: (typeof FEEDBACK_SOURCES)[number];
  priority: FeedbackPriority;
  dueAt: string;
  handlerUserId: number | null;
  handlerName: string | null;
  createdByName: string | null;
  reply: string | null;
  notes: number;
  createdAt: string;
  processedAt: string | null;
}

const v = valuesOf<FeedbackRow>('customerService');

export const FEEDBACK_COLUMNS = [
  columnOf('feedbackNo', [v('feedbackNo')]),
  columnOf('fullName', [v('fullName'), v('phone')]),
  columnOf('category', [v('category', 'label', { labels: 'customerService:options.feedbackCategory' })]),
  columnOf('content', [v('content')]),
  // The handler under the state, so the first view fits 1280 px (the handler column is the chooser's).
  columnOf('status', [v('status', 'label', { labels: 'customerService:options.feedbackStatus' }), v('handlerName')]),
  columnOf('priority', [v('priority', 'label', { labels: 'customerService:options.priority' })]),
  columnOf('dueAt', [v('dueAt', 'time')]),
  columnOf('handlerName', [v('handlerName')]),
  columnOf('createdAt', [v('createdAt', 'time')]),
  columnOf('source', [v('source', 'label', { labels: 'customerService:options.source' }), v('createdByName')]),
  columnOf('notes', [v('notes', 'int')]),
  columnOf('merchantName', [v('merchantName')]),
  columnOf('reply', [v('reply')]),
  columnOf('processedAt', [v('processedAt', 'time')]),
];
/** Shown when the user asks (column chooser), so the first view (number, customer, feedback, status, handler) fits 1280 px. */
/** The due column shows the priority too, so the priority column is the chooser's. */
export const FEEDBACK_HIDDEN_FIRST: readonly string[] = ['category', 'priority', 'handlerName', 'createdAt', 'source', 'notes', 'merchantName', 'reply', 'processedAt'];

/** CustomerFeedback: one row per customer who sent feedback, with their counts. */
export const CUSTOMER_FEEDBACK_FILTERS = [
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'fullName', kind: 'text', match: 'contains' },
  { name: 'openOnly', kind: 'flag' },
] as const satisfies readonly FilterDef[];
export const customerFeedbackQuerySchema = pageQuery.extend(filterQuerySchema(CUSTOMER_FEEDBACK_FILTERS).shape);
export type CustomerFeedbackQuery = z.infer<typeof customerFeedbackQuerySchema>;

export interface CustomerFeedbackRow {
  customerId: number;
  customerNo: string;
  fullName: string;
  phone: string;
  merchantName: string;
  total: number;
  open: number;
  lastAt: string;
}

const cv = valuesOf<CustomerFeedbackRow>('customerService');
export const CUSTOMER_FEEDBACK_COLUMNS = [
  columnOf('customerNo', [cv('customerNo')]),
  columnOf('fullName', [cv('fullName'), cv('phone')]),
  columnOf('merchantName', [cv('merchantName')]),
  columnOf('total', [cv('total', 'int')]),
  columnOf('open', [cv('open', 'int')]),
  columnOf('lastAt', [cv('lastAt', 'time')]),
];
/** Shown when the user asks (column chooser), so the first view fits 1280 px. */
export const CUSTOMER_FEEDBACK_HIDDEN_FIRST: readonly string[] = ['merchantName'];
