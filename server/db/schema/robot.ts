/**
 * Robot and AI calls (issue 14): scheduled voice-robot tasks and 94AI call plans (one table, `scope` tells which
 * screen owns a task), the calls each run places (one per task, run day and target — a unique index), the AI
 * provider's result call-backs, inbound SMS replies and the AI allocation shares.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditedTimes, utc } from './columns';
import { customers } from './customer';
import { merchants } from './org';

/** A robot task or AI call plan: audience, daily time window (EAT minutes), retries. */
export const robotTasks = pgTable('robot_tasks', {
  id: serial('id').primaryKey(),
  /** collection (v1), collectionNew (v2), marketing, telemarketing, ai (94AI plans, collection cases), aiMarketing. */
  scope: text('scope').notNull(),
  name: text('name').notNull(),
  merchantId: integer('merchant_id').references(() => merchants.id),
  /** Collection audience: levels (empty = any) and the days-overdue range. */
  levels: text('levels').array().notNull().default(sql`'{}'::text[]`),
  minOverdueDays: integer('min_overdue_days'),
  maxOverdueDays: integer('max_overdue_days'),
  /** Marketing audience: a customer segment. */
  segment: text('segment'),
  /** Telemarketing audience: the list library's entries of a list type and marketing target (null = any). */
  listType: text('list_type'),
  marketingTarget: text('marketing_target'),
  /** Marketing segment listLibrary (common/marketing/list-audience.ts): import batch, list status (null = active), customer status. */
  listBatchId: integer('list_batch_id'),
  listState: text('list_state'),
  customerStatus: text('customer_status'),
  /** AI marketing push tasks: planned once, not before this time; a cancelled task never dials again. */
  startsAt: utc('starts_at'),
  cancelledAt: utc('cancelled_at'),
  script: text('script').notNull().default(''),
  windowStartMinute: integer('window_start_minute').notNull().default(9 * 60),
  windowEndMinute: integer('window_end_minute').notNull().default(17 * 60),
  maxRetries: integer('max_retries').notNull().default(1),
  retryGapMinutes: integer('retry_gap_minutes').notNull().default(60),
  enabled: boolean('enabled').notNull().default(true),
  lastRunDay: date('last_run_day', { mode: 'string' }),
  ...auditedTimes,
}, (t) => [index('robot_tasks_scope_idx').on(t.scope, t.id)]);

/** One call of a task's run to one target (a case or a customer); retries update the same row. */
export const robotCalls = pgTable('robot_calls', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  taskId: integer('task_id').notNull().references(() => robotTasks.id),
  runDay: date('run_day', { mode: 'string' }).notNull(),
  /** case (collection_cases.id), customer (customers.id) or tmEntry (telemarketing_list_entries.id). */
  targetKind: text('target_kind').notNull(),
  targetId: bigint('target_id', { mode: 'number' }).notNull(),
  caseId: bigint('case_id', { mode: 'number' }),
  /** Null for a telemarketing prospect who is not (yet) a customer. */
  customerId: integer('customer_id').references(() => customers.id),
  merchantId: integer('merchant_id'),
  phone: text('phone').notNull(),
  status: text('status', { enum: ['queued', 'calling', 'done', 'skipped'] }).notNull().default('queued'),
  outcome: text('outcome'),
  keypress: text('keypress'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: utc('next_attempt_at'),
  providerRef: text('provider_ref'),
  durationSec: integer('duration_sec'),
  transcript: text('transcript'),
  recordingRef: text('recording_ref'),
  calledAt: utc('called_at'),
  /** Provider time of the last result applied (call-backs older than it are kept but not applied). */
  resultAt: utc('result_at'),
  createdAt: utc('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('robot_calls_once_uq').on(t.taskId, t.runDay, t.targetKind, t.targetId),
  uniqueIndex('robot_calls_ref_uq').on(t.providerRef),
  index('robot_calls_task_idx').on(t.taskId, t.id.desc().nullsFirst()),
  index('robot_calls_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'calling')`),
  index('robot_calls_case_idx').on(t.caseId),
]);

/** NineFourAiCallBack: every result call-back received, verified or not, and what was done with it. */
export const aiCallbacks = pgTable('ai_callbacks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  eventId: text('event_id'),
  callRef: text('call_ref'),
  eventAt: utc('event_at'),
  payload: jsonb('payload').notNull(),
  /** applied, stale (older than the result applied), duplicate, unknownCall, badSignature. */
  result: text('result').notNull(),
  receivedAt: utc('received_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('ai_callbacks_event_uq').on(t.eventId),
  index('ai_callbacks_received_idx').on(t.receivedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  /** NineFourAiCallRecord: a page of calls' events. */
  index('ai_callbacks_call_ref_idx').on(t.callRef, t.eventAt),
]);

/** NineFourAiSmsBack: an inbound SMS reply, matched to the customer (and open case) by phone. */
export const aiSmsReplies = pgTable('ai_sms_replies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  messageId: text('message_id').notNull(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  customerId: integer('customer_id').references(() => customers.id),
  caseId: bigint('case_id', { mode: 'number' }),
  receivedAt: utc('received_at').notNull(),
  /** "Mark handled" on NineFourAiSmsBack: who and when (null = unhandled). */
  handledAt: utc('handled_at'),
  handledBy: integer('handled_by'),
  /** The reply was a STOP: the phone was put on the marketing opt-out list (telemarketing blacklist). */
  optedOut: boolean('opted_out').notNull().default(false),
  createdAt: utc('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('ai_sms_replies_message_uq').on(t.messageId),
  index('ai_sms_replies_received_idx').on(t.receivedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
]);

/** AIallocationConfig: the share of a level's (merchant's) open unallocated cases that go to AI calls. */
export const aiAllocationConfigs = pgTable('ai_allocation_configs', {
  id: serial('id').primaryKey(),
  system: text('system', { enum: ['v1', 'v2'] }).notNull().default('v1'),
  merchantId: integer('merchant_id').references(() => merchants.id),
  level: text('level').notNull(),
  sharePercent: integer('share_percent').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('ai_allocation_configs_uq').on(t.system, sql`coalesce(${t.merchantId}, 0)`, t.level)]);

/** Cases the AI allocation took (people's allocation skips them while `active`). */
export const aiCaseAssignments = pgTable('ai_case_assignments', {
  caseId: bigint('case_id', { mode: 'number' }).primaryKey(),
  configId: integer('config_id').notNull(),
  active: boolean('active').notNull().default(true),
  assignedAt: utc('assigned_at').notNull().defaultNow(),
});
