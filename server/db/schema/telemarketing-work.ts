/**
 * Telemarketing work (issue 15, second half): dial tasks over list-library entries, follow-ups, the touches
 * attribution reads, the attribution rules, activities with their limit counters, approvals and personnel.
 * List-library entries themselves belong to telemarketing.ts; what this half needs per entry is keyed by entry id.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TM_ACTIVITY_TYPES, TM_APPROVAL_STATUSES, TM_FOLLOW_STATUSES, TM_INTENTS, TM_TOUCH_CHANNELS, TM_TOUCH_MODELS, TM_WORKING_STATUSES } from '../../../common/telemarketing/dial';
import { TM_DISPOSITION_OUTCOMES } from '../../../common/telemarketing/dialer-queue';
import { users } from './access';
import { auditedTimes, utc } from './columns';
import { customers } from './customer';
import { merchants } from './org';
import { telemarketingListEntries } from './telemarketing';

const intArray = (name: string) => integer(name).array().notNull().default(sql`'{}'::integer[]`);
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** A telemarketer on the telemarketer tree: the channels they work, the activities they may offer, working or resting. */
export const tmPersonnel = pgTable('tm_personnel', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  channels: textArray('channels'),
  activityIds: intArray('activity_ids'),
  workingStatus: text('working_status', { enum: TM_WORKING_STATUSES }).notNull().default('working'),
  ...auditedTimes,
}, (t) => [uniqueIndex('tm_personnel_user_uq').on(t.userId)]);

/** A list entry given to one telemarketer to call, with its latest follow-up. */
export const tmDialTasks = pgTable('tm_dial_tasks', {
  entryId: integer('entry_id').primaryKey().references(() => telemarketingListEntries.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  assignedBy: integer('assigned_by').references(() => users.id),
  assignedAt: utc('assigned_at').notNull(),
  followStatus: text('follow_status', { enum: TM_FOLLOW_STATUSES }).notNull().default('notFollowed'),
  intent: text('intent', { enum: TM_INTENTS }),
  nextCallAt: utc('next_call_at'),
  lastCallAt: utc('last_call_at'),
  followCount: integer('follow_count').notNull().default(0),
  remark: text('remark'),
}, (t) => [
  index('tm_dial_tasks_user_idx').on(t.userId, t.assignedAt.desc(), t.entryId.desc()),
  index('tm_dial_tasks_merchant_idx').on(t.merchantId, t.assignedAt.desc(), t.entryId.desc()),
  // The dialer queue's tabs, sorted by next call (common/telemarketing/dialer-queue.ts): one telemarketer's, and a
  // manager's within merchants. Ascending, nulls last, as the tabs read them.
  index('tm_dial_tasks_user_next_idx').on(t.userId, t.nextCallAt, t.entryId),
  index('tm_dial_tasks_merchant_next_idx').on(t.merchantId, t.nextCallAt, t.entryId),
]);

/** Every follow-up recorded on a dial task (the task keeps the latest). */
export const tmFollowUps = pgTable('tm_follow_ups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entryId: integer('entry_id').notNull().references(() => telemarketingListEntries.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  intent: text('intent', { enum: TM_INTENTS }).notNull(),
  nextCallAt: utc('next_call_at'),
  remark: text('remark'),
  /** How the call went (TM_DISPOSITION_OUTCOMES), when recorded as a disposition; null for older follow-ups. */
  outcome: text('outcome', { enum: TM_DISPOSITION_OUTCOMES }),
  /** The call this disposed, when it was recorded at a call's end. */
  callLogId: bigint('call_log_id', { mode: 'number' }),
  at: utc('at').notNull(),
}, (t) => [
  index('tm_follow_ups_entry_idx').on(t.entryId, t.at.desc()),
  // The telemarketer's day counter (willing, converted today).
  index('tm_follow_ups_user_idx').on(t.userId, t.at),
  /** PerformanceReport's follow-ups of a span, every telemarketer's (docs/reports.md). */
  index('tm_follow_ups_at_idx').on(t.at),
]);

/** A telemarketer reaching a number: what attribution credits (by merchant and phone, within the window). */
export const tmTouches = pgTable('tm_touches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  entryId: integer('entry_id').references(() => telemarketingListEntries.id, { onDelete: 'set null' }),
  userId: integer('user_id').notNull().references(() => users.id),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  phone: text('phone').notNull(),
  channel: text('channel', { enum: TM_TOUCH_CHANNELS }).notNull(),
  callLogId: bigint('call_log_id', { mode: 'number' }),
  at: utc('at').notNull(),
}, (t) => [
  index('tm_touches_user_idx').on(t.userId, t.merchantId, t.phone),
  index('tm_touches_phone_idx').on(t.merchantId, t.phone, t.at),
  // A call's dial task (the call state, and which calls the day counter counts).
  index('tm_touches_call_idx').on(t.callLogId).where(sql`${t.callLogId} is not null`),
]);

/** Attribution rules per merchant (InboundOrderConfig). */
export const tmInboundConfigs = pgTable('tm_inbound_configs', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  windowDays: integer('window_days').notNull(),
  touchModel: text('touch_model', { enum: TM_TOUCH_MODELS }).notNull().default('last'),
  channels: textArray('channels'),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('tm_inbound_configs_merchant_uq').on(t.merchantId)]);

/** An activity a telemarketer may offer: a reward or a coupon, with its limits (ActivitiesConfiguration). */
export const tmActivities = pgTable('tm_activities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  activityType: text('activity_type', { enum: TM_ACTIVITY_TYPES }).notNull(),
  faceValueCents: bigint('face_value_cents', { mode: 'number' }).notNull(),
  dailyLimit: integer('daily_limit').notNull(),
  totalLimit: integer('total_limit').notNull(),
  /** Rule: most requests for one customer. */
  perCustomerLimit: integer('per_customer_limit').notNull().default(1),
  /** Rule: the intents a customer must have been recorded with (empty: any). */
  eligibleIntents: textArray('eligible_intents'),
  validDays: integer('valid_days').notNull(),
  /** Requests counted against the total limit (pending or approved; a rejection gives one back). */
  usedTotal: integer('used_total').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('tm_activities_name_uq').on(t.name)]);

/** Requests per activity per EAT day: the daily limit's counter row. */
export const tmActivityDayCounts = pgTable('tm_activity_day_counts', {
  activityId: integer('activity_id').notNull().references(() => tmActivities.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  used: integer('used').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.activityId, t.day] })]);

/** A telemarketer's request for an activity reward or coupon for a customer, and its review. */
export const tmApprovals = pgTable('tm_approvals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  activityId: integer('activity_id').notNull().references(() => tmActivities.id),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  entryId: integer('entry_id').references(() => telemarketingListEntries.id, { onDelete: 'set null' }),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  reason: text('reason'),
  status: text('status', { enum: TM_APPROVAL_STATUSES }).notNull().default('pending'),
  requestedBy: integer('requested_by').notNull().references(() => users.id),
  requestedAt: utc('requested_at').notNull(),
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewedAt: utc('reviewed_at'),
  reviewRemark: text('review_remark'),
  couponId: integer('coupon_id'),
  couponNo: text('coupon_no'),
}, (t) => [
  index('tm_approvals_status_idx').on(t.status, t.requestedAt.desc(), t.id.desc()),
  index('tm_approvals_requester_idx').on(t.requestedBy, t.requestedAt.desc(), t.id.desc()),
  index('tm_approvals_customer_idx').on(t.activityId, t.customerId),
]);
