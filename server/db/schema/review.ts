import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditedTimes, utc } from './columns';
import { users } from './access';
import { merchants } from './org';

/** AuditPersonnel: who reviews orders, for which merchants, and whether automatic allocation feeds them. */
export const auditPersonnel = pgTable('audit_personnel', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  groupName: text('group_name'),
  merchantIds: integer('merchant_ids').array().notNull().default(sql`'{}'::integer[]`),
  relatedMerchantIds: integer('related_merchant_ids').array().notNull().default(sql`'{}'::integer[]`),
  autoAllocation: boolean('auto_allocation').notNull().default(true),
  messageSending: boolean('message_sending').notNull().default(false),
  firstLoanWhitelist: boolean('first_loan_whitelist').notNull().default(false),
  /** An AI voice agent that works a queue, rather than a person (spec 3, Personnel). */
  aiEmployee: boolean('ai_employee').notNull().default(false),
  staffType: text('staff_type', { enum: ['fullTime', 'partTime', 'outsourced'] }).notNull().default('fullTime'),
  loanTypes: text('loan_types', { enum: ['all', 'first', 'repeat'] }).notNull().default('all'),
  dailyLimit: integer('daily_limit').notNull().default(200),
  workingStatus: text('working_status', { enum: ['working', 'resting'] }).notNull().default('working'),
  status: text('status', { enum: ['normal', 'frozen'] }).notNull().default('normal'),
  ...auditedTimes,
}, (t) => [uniqueIndex('audit_personnel_user_uq').on(t.userId)]);

/** AuditConfiguration: the human-review questions and their options. */
export const auditQuestions = pgTable('audit_questions', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  options: jsonb('options').$type<string[]>().notNull(),
  required: boolean('required').notNull().default(true),
  sort: integer('sort').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('audit_questions_question_uq').on(sql`lower(${t.question})`)]);

/** A call or note an auditor made on an order (MyAudit call history, action code, next call time). */
export const orderFollowRecords = pgTable('order_follow_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  contactKind: text('contact_kind', { enum: ['self', 'emergency', 'close'] }).notNull(),
  contactName: text('contact_name'),
  phone: text('phone'),
  actionCode: text('action_code').notNull(),
  remark: text('remark'),
  nextCallAt: utc('next_call_at'),
  createdAt: utc('created_at').notNull().defaultNow(),
}, (t) => [index('order_follow_records_order_idx').on(t.orderId, t.createdAt)]);

/** The manual-review record: the auditor's answers and decision. */
export const orderReviews = pgTable('order_reviews', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  auditorId: integer('auditor_id').notNull().references(() => users.id),
  decision: text('decision', { enum: ['approve', 'reject'] }).notNull(),
  refuseCode: text('refuse_code'),
  remark: text('remark'),
  answers: jsonb('answers').$type<{ questionId: number; question: string; answer: string }[]>().notNull(),
  approvedAmountCents: bigint('approved_amount_cents', { mode: 'number' }),
  createdAt: utc('created_at').notNull().defaultNow(),
}, (t) => [index('order_reviews_order_idx').on(t.orderId, t.createdAt)]);

/** RejectOrderReviewConfig: how many re-reviews a merchant allows per day and which refusals qualify. */
export const reReviewConfigs = pgTable('re_review_configs', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  dailyLimit: integer('daily_limit').notNull(),
  minHoursAfterReject: integer('min_hours_after_reject').notNull().default(0),
  refuseCodes: text('refuse_codes').array().notNull().default(sql`'{}'::text[]`),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('re_review_configs_merchant_uq').on(t.merchantId)]);

/** RejectOrderReview: a request to review a rejected order again. */
export const reReviewApplications = pgTable('re_review_applications', {
  id: serial('id').primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  merchantId: integer('merchant_id').notNull(),
  applicantUserId: integer('applicant_user_id').notNull().references(() => users.id),
  reason: text('reason').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
  submittedDay: text('submitted_day').notNull(),
  decidedBy: integer('decided_by').references(() => users.id),
  decidedAt: utc('decided_at'),
  decisionRemark: text('decision_remark'),
  ...auditedTimes,
}, (t) => [
  index('re_review_applications_day_idx').on(t.merchantId, t.submittedDay),
  uniqueIndex('re_review_applications_pending_uq').on(t.orderId).where(sql`${t.status} = 'pending'`),
]);

/** How each staff member places calls (getCallConfig): 7 = call centre call-up, 9 = the phone's tel: link. */
export const callAccounts = pgTable('call_accounts', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  startAccount: integer('start_account').notNull().default(7),
  seat: text('seat'),
  ...auditedTimes,
});

/** Every click-to-call, through the call adapter or a tel: link. */
export const callLogs = pgTable('call_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  orderId: bigint('order_id', { mode: 'number' }),
  phone: text('phone').notNull(),
  via: text('via', { enum: ['callCentre', 'telLink'] }).notNull(),
  provider: text('provider'),
  providerRef: text('provider_ref'),
  status: text('status').notNull(),
  createdAt: utc('created_at').notNull().defaultNow(),
  /** How a call-centre call ended (common/calls/call-record.ts), from the call centre's record of it. */
  outcome: text('outcome'),
  connectedAt: utc('connected_at'),
  endedAt: utc('ended_at'),
  /** Seconds from the customer answering to hanging up; 0 when nobody answered. */
  talkSeconds: integer('talk_seconds'),
}, (t) => [
  index('call_logs_user_idx').on(t.userId, t.createdAt),
  index('call_logs_order_idx').on(t.orderId),
  // The calls still waiting for the call centre's record: what the call-record job reads.
  index('call_logs_pending_idx').on(t.createdAt).where(sql`${t.endedAt} is null and ${t.via} = 'callCentre'`),
]);
