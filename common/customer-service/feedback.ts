/**
 * Feedback (issue 16): what customers send from the app, worked unprocessed → processing → processed; the
 * reply goes to the customer by SMS through the contact platform's outbox. CustomerFeedback lists the same
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
  { name: 'days', kind: 'dayRange', from: 'createdFrom', to: 'createdTo' },
] as const satisfies readonly FilterDef[];


export const feedbackIdSchema = z.object({ id: z.number({ message: 'validation.required' }).int().positive() });
export const feedbackReplySchema = feedbackIdSchema.extend({
  reply: z.string({ message: 'validation.contentEmpty' }).trim().min(1, 'validation.contentEmpty').max(FEEDBACK_REPLY_MAX, 'validation.maxLength'),
});

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
  handlerName: string | null;
  reply: string | null;
  createdAt: string;
  processedAt: string | null;
}

const v = valuesOf<FeedbackRow>('customerService');

export const FEEDBACK_COLUMNS = [
  columnOf('feedbackNo', [v('feedbackNo')]),
  columnOf('fullName', [v('fullName'), v('phone')]),
  columnOf('category', [v('category', 'label', { labels: 'customerService:options.feedbackCategory' })]),
  columnOf('content', [v('content')]),
  columnOf('status', [v('status', 'label', { labels: 'customerService:options.feedbackStatus' })]),
  columnOf('handlerName', [v('handlerName')]),
  columnOf('createdAt', [v('createdAt', 'time')]),
  columnOf('merchantName', [v('merchantName')]),
  columnOf('reply', [v('reply')]),
  columnOf('processedAt', [v('processedAt', 'time')]),
];
/** Shown when the user asks (column chooser), so the first view (number, customer, feedback, status, handler) fits 1280 px. */
export const FEEDBACK_HIDDEN_FIRST: readonly string[] = ['category', 'createdAt', 'merchantName', 'reply', 'processedAt'];

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
