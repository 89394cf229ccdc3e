/**
 * SMS routing and marketing SMS (issue 14): routes (which provider carries which merchant's and type's SMS, by
 * priority, with fallback), the merchant of each outbox message (for routing), marketing templates, tasks and
 * their recipients (one row per task and customer: the database refuses a second send).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditedTimes, utc } from './columns';
import { customers } from './customer';
import { users } from './access';
import { merchants } from './org';
import { outboxMessages } from './records';

/** SmsRouterConfig (kind notice) and MarketingSmsRouterConfig (kind marketing). */
export const smsRoutes = pgTable('sms_routes', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['notice', 'marketing'] }).notNull(),
  name: text('name').notNull(),
  /** null = every merchant; a merchant's own route is tried before the ones for every merchant. */
  merchantId: integer('merchant_id').references(() => merchants.id),
  /** The outbox message kind (collectionSms, marketingSms …); null = every type. */
  messageType: text('message_type'),
  provider: text('provider').notNull(),
  /** Lower is tried first; the next one takes the message when a provider fails. */
  priority: integer('priority').notNull(),
  /** Messages per second this route may hand to its provider. */
  ratePerSecond: integer('rate_per_second').notNull().default(50),
  senderId: text('sender_id'),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [index('sms_routes_kind_idx').on(t.kind, t.priority)]);

/** The merchant an outbox message is sent for (the outbox itself has no merchant column). */
export const outboxMerchants = pgTable('outbox_merchants', {
  outboxId: bigint('outbox_id', { mode: 'number' }).primaryKey().references(() => outboxMessages.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id').notNull(),
});

/** SmsMarketingTemplate: marketing wording; `{customerName}`, `{merchantName}` are filled per recipient. */
export const smsMarketingTemplates = pgTable('sms_marketing_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  merchantId: integer('merchant_id').references(() => merchants.id),
  content: text('content').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('sms_marketing_templates_name_uq').on(t.name)]);

/** SmsMarketingTask: a template sent to a customer segment, on a schedule, throttled. */
export const smsMarketingTasks = pgTable('sms_marketing_tasks', {
  id: serial('id').primaryKey(),
  taskName: text('task_name').notNull(),
  templateId: integer('template_id').notNull().references(() => smsMarketingTemplates.id),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  segment: text('segment').notNull(),
  /** settledNoNewLoan: settled at least this many days ago. */
  segmentDays: integer('segment_days').notNull().default(0),
  /** Segment listLibrary (common/marketing/list-audience.ts): entries of this import batch, target, list status, customer status (null = any; list status null = active). */
  listBatchId: integer('list_batch_id'),
  marketingTarget: text('marketing_target'),
  listState: text('list_state'),
  customerStatus: text('customer_status'),
  scheduledAt: utc('scheduled_at').notNull(),
  ratePerMinute: integer('rate_per_minute').notNull(),
  status: text('status', { enum: ['scheduled', 'running', 'paused', 'cancelled', 'finished'] }).notNull().default('scheduled'),
  /** Audience queuing: done when every customer of the segment has a recipient row; the cursor makes it resumable. */
  audienceDone: boolean('audience_done').notNull().default(false),
  audienceCursor: integer('audience_cursor').notNull().default(0),
  queuedCount: integer('queued_count').notNull().default(0),
  /** Written to the outbox (the delivery then makes them sent or failed). */
  submittedCount: integer('submitted_count').notNull().default(0),
  sentCount: integer('sent_count').notNull().default(0),
  failedCount: integer('failed_count').notNull().default(0),
  skippedCount: integer('skipped_count').notNull().default(0),
  startedAt: utc('started_at'),
  finishedAt: utc('finished_at'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...auditedTimes,
}, (t) => [index('sms_marketing_tasks_status_idx').on(t.status, t.scheduledAt)]);

/** One row per task and customer: the unique index is what makes a send happen once, across restarts and servers. */
export const smsMarketingRecipients = pgTable('sms_marketing_recipients', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  taskId: integer('task_id').notNull().references(() => smsMarketingTasks.id, { onDelete: 'cascade' }),
  /** Null for a list-library prospect who is not (yet) a customer. */
  customerId: integer('customer_id').references(() => customers.id),
  /** The list-library entry (segment listLibrary): one recipient per task and entry. */
  entryId: integer('entry_id'),
  phone: text('phone').notNull(),
  customerName: text('customer_name').notNull(),
  /** pending → submitted (written to the outbox with its claim) → sent / failed; skipped (opt-out, cancelled task). */
  status: text('status', { enum: ['pending', 'sending', 'submitted', 'sent', 'failed', 'skipped'] }).notNull().default('pending'),
  reason: text('reason'),
  outboxId: bigint('outbox_id', { mode: 'number' }),
  sentAt: utc('sent_at'),
}, (t) => [
  uniqueIndex('sms_marketing_recipients_task_customer_uq').on(t.taskId, t.customerId),
  uniqueIndex('sms_marketing_recipients_task_entry_uq').on(t.taskId, t.entryId).where(sql`${t.entryId} is not null`),
  index('sms_marketing_recipients_pending_idx').on(t.taskId, t.id).where(sql`${t.status} = 'pending'`),
  /** Submitted messages whose delivery result is still to be counted on their task. */
  index('sms_marketing_recipients_submitted_idx').on(t.outboxId).where(sql`${t.status} = 'submitted'`),
]);

/** UnrenewedLoanSmsConfig: one rule per merchant (its app) — a settled loan not followed by a new one within `days` gets the template. */
export const unrenewedLoanSmsConfigs = pgTable('unrenewed_loan_sms_configs', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  templateId: integer('template_id').notNull().references(() => smsMarketingTemplates.id),
  days: integer('days').notNull(),
  /** EAT minute of the day from which the day's run sends (inside the marketing hours). */
  sendMinute: integer('send_minute').notNull().default(600),
  enabled: boolean('enabled').notNull().default(true),
  /** The EAT day of the last run: one run a day, however often the job ticks. */
  lastRunDay: date('last_run_day', { mode: 'string' }),
  ...auditedTimes,
}, (t) => [uniqueIndex('unrenewed_loan_sms_configs_merchant_uq').on(t.merchantId)]);

/** One invitation per settled loan: the unique order is what keeps a customer from getting it twice for the same loan. */
export const unrenewedLoanSmsSends = pgTable('unrenewed_loan_sms_sends', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  configId: integer('config_id').notNull().references(() => unrenewedLoanSmsConfigs.id, { onDelete: 'cascade' }),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  /** submitted (in the outbox) or skipped (opted out). */
  status: text('status', { enum: ['submitted', 'skipped'] }).notNull(),
  outboxId: bigint('outbox_id', { mode: 'number' }),
  runDay: date('run_day', { mode: 'string' }).notNull(),
  createdAt: utc('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('unrenewed_loan_sms_sends_order_uq').on(t.orderId),
  index('unrenewed_loan_sms_sends_config_idx').on(t.configId, t.runDay),
]);
