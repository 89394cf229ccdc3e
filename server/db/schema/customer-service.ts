/**
 * Customer service (issue 16): agents, app feedback, inbound-call records, calling assignments of the
 * not-signed-in list, and the in-app help widget's decode key. Docs: docs/customer-service.md.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditedTimes, utc } from './columns';
import { customers } from './customer';
import { users } from './access';
import { merchants } from './org';

/** A customer-service agent: its group and working status (online agents take assignments). */
export const csStaff = pgTable('cs_staff', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  groupName: text('group_name').notNull(),
  workingStatus: text('working_status', { enum: ['online', 'busy', 'offline'] }).notNull().default('offline'),
  ...auditedTimes,
}, (t) => [uniqueIndex('cs_staff_user_uq').on(t.userId), index('cs_staff_status_idx').on(t.workingStatus)]);

/**
 * A ticket: feedback a customer sent from the app, or one an agent opened for a caller (from a call record or the
 * 360): unprocessed → processing → processed, a priority that sets its due time, its handler, notes; the reply sent by SMS.
 */
export const csFeedbacks = pgTable('cs_feedbacks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  feedbackNo: text('feedback_no').notNull(),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  category: text('category', { enum: ['repayment', 'loan', 'account', 'app', 'complaint', 'other'] }).notNull(),
  content: text('content').notNull(),
  status: text('status', { enum: ['unprocessed', 'processing', 'processed'] }).notNull().default('unprocessed'),
  handlerUserId: integer('handler_user_id').references(() => users.id),
  reply: text('reply'),
  replyOutboxId: bigint('reply_outbox_id', { mode: 'number' }),
  processedAt: utc('processed_at'),
  /** app: the customer sent it; call: an agent opened it from an inbound call record; staff: from the 360 or the queue. */
  source: text('source', { enum: ['app', 'call', 'staff'] }).notNull().default('app'),
  priority: text('priority', { enum: ['low', 'normal', 'high', 'urgent'] }).notNull().default('normal'),
  /** created + the priority's hours (FEEDBACK_DUE_HOURS); a priority change moves it. */
  dueAt: utc('due_at').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  inCallRecordId: bigint('in_call_record_id', { mode: 'number' }),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('cs_feedbacks_no_uq').on(t.feedbackNo),
  /** The queue by due time (sorted "due first"), whole or one status; an agent's own tickets by due time. */
  index('cs_feedbacks_due_idx').on(t.dueAt, t.id),
  index('cs_feedbacks_status_due_idx').on(t.status, t.dueAt, t.id),
  index('cs_feedbacks_handler_idx').on(t.handlerUserId, t.status, t.dueAt),
  index('cs_feedbacks_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('cs_feedbacks_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('cs_feedbacks_customer_idx').on(t.customerId, t.createdAt),
  /** PerformanceReport's feedback handled in a span (docs/reports.md). */
  index('cs_feedbacks_processed_idx').on(t.processedAt).where(sql`${t.processedAt} is not null`),
]);

/**
 * SLA warnings sent on a ticket (issue 37, the job `ticket SLA warnings`): one row per ticket and kind — `overdue`
 * (open past its due time) or `untaken` (urgent or high, still unprocessed at half its due time) — written before the
 * supervisors' messages, so a rerun or a second server never warns twice (cs_ticket_warnings_uq).
 */
export const csTicketWarnings = pgTable('cs_ticket_warnings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  feedbackId: bigint('feedback_id', { mode: 'number' }).notNull().references(() => csFeedbacks.id),
  kind: text('kind', { enum: ['overdue', 'untaken'] }).notNull(),
  recipientUserIds: integer('recipient_user_ids').array().notNull().default(sql`'{}'::integer[]`),
  sentAt: utc('sent_at').notNull(),
}, (t) => [uniqueIndex('cs_ticket_warnings_uq').on(t.feedbackId, t.kind)]);

/** What the handler or a supervisor wrote on a ticket while working it (never shown to the customer). */
export const csFeedbackNotes = pgTable('cs_feedback_notes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  feedbackId: bigint('feedback_id', { mode: 'number' }).notNull().references(() => csFeedbacks.id),
  userId: integer('user_id').notNull().references(() => users.id),
  body: text('body').notNull(),
  createdAt: utc('created_at').notNull(),
}, (t) => [index('cs_feedback_notes_feedback_idx').on(t.feedbackId, t.createdAt)]);

/** An inbound call an agent took: the customer (by phone), the reason, resolved or not, a follow-up e-mail. */
export const csInCallRecords = pgTable('cs_in_call_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: integer('customer_id').references(() => customers.id),
  phone: text('phone').notNull(),
  reason: text('reason', { enum: ['repayment', 'loanStatus', 'limit', 'account', 'complaint', 'other'] }).notNull(),
  resolution: text('resolution', { enum: ['resolved', 'unresolved'] }).notNull(),
  email: text('email'),
  remark: text('remark').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  ...auditedTimes,
}, (t) => [
  index('cs_in_call_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('cs_in_call_customer_idx').on(t.customerId, t.createdAt),
  index('cs_in_call_phone_idx').on(t.phone),
]);

/**
 * A registered customer who has not signed in or not applied, assigned to an agent to call (ListLibraryManage →
 * CallingAssignments), with the last follow-up. One per customer: reassigning moves it, recalling deletes it.
 */
export const csCallAssignments = pgTable('cs_call_assignments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  agentUserId: integer('agent_user_id').notNull().references(() => users.id),
  result: text('result', { enum: ['willing', 'noDemand', 'notConnected', 'unclear', 'unwilling', 'numberFault'] }),
  note: text('note'),
  nextCallAt: utc('next_call_at'),
  followedAt: utc('followed_at'),
  followCount: integer('follow_count').notNull().default(0),
  lastCallAt: utc('last_call_at'),
  assignedBy: integer('assigned_by').references(() => users.id),
  assignedAt: utc('assigned_at').notNull().defaultNow(),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('cs_call_assignments_customer_uq').on(t.customerId),
  index('cs_call_assignments_agent_idx').on(t.agentUserId, t.createdAt),
  index('cs_call_assignments_assigned_idx').on(t.assignedAt.desc(), t.id.desc()),
]);

/**
 * Each follow-up of a calling assignment (who, when, the result, the note, the next call): the assignment's follow-up
 * history. Kept by customer as well, so a recalled and reassigned customer's earlier calls stay readable.
 */
export const csCallFollowUps = pgTable('cs_call_follow_ups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  assignmentId: bigint('assignment_id', { mode: 'number' }).notNull(),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  userId: integer('user_id').notNull().references(() => users.id),
  result: text('result', { enum: ['willing', 'noDemand', 'notConnected', 'unclear', 'unwilling', 'numberFault'] }).notNull(),
  note: text('note'),
  nextCallAt: utc('next_call_at'),
  createdAt: utc('created_at').notNull().defaultNow(),
}, (t) => [index('cs_call_follow_ups_customer_idx').on(t.customerId, t.createdAt.desc(), t.id.desc())]);

/**
 * Where the round-robin distribution of the list library stopped: the last agent given a customer (one row per
 * rotation, key 'listLibrary'). Locked while a distribution runs, so two managers' distributions take turns.
 */
export const csDistributionCursors = pgTable('cs_distribution_cursors', {
  key: text('key').primaryKey(),
  lastAgentUserId: integer('last_agent_user_id'),
  updatedAt: utc('updated_at').notNull().defaultNow(),
});

/** A saved, named list of the list library: its name (unique, any case) and the library filter that is its rule. */
export const csSavedLists = pgTable('cs_saved_lists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
  createdBy: integer('created_by').references(() => users.id),
  ...auditedTimes,
}, (t) => [uniqueIndex('cs_saved_lists_name_uq').on(sql`lower(${t.name})`)]);

/**
 * The customer app's sign-ins (reported by the app through open/customer/signIn): first and last time and how
 * many. No row = the customer registered but never signed in (ListLibraryManage derives it live).
 */
export const csCustomerSignIns = pgTable('cs_customer_sign_ins', {
  customerId: integer('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  firstAt: utc('first_at').notNull(),
  lastAt: utc('last_at').notNull(),
  signInCount: integer('sign_in_count').notNull().default(1),
});

/** The in-app help widget's decode key (one row, id 1). Never sent to the browser. */
export const aiHelpKeys = pgTable('ai_help_keys', {
  id: integer('id').primaryKey(),
  keyBase64: text('key_base64').notNull(),
  changedBy: integer('changed_by').references(() => users.id),
  changedAt: utc('changed_at').notNull().defaultNow(),
});

/** Each decode of a help-session uid: who asked, which customer it named. */
export const aiHelpDecodes = pgTable('ai_help_decodes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  customerId: integer('customer_id').references(() => customers.id),
  uidPrefix: text('uid_prefix').notNull(),
  outcome: text('outcome', { enum: ['found', 'invalid', 'notFound'] }).notNull(),
  createdAt: utc('created_at').notNull().defaultNow(),
}, (t) => [index('ai_help_decodes_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())]);
