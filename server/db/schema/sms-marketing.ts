/**
 * SMS routing and marketing SMS (issue 14): routes (which provider carries which merchant's and type's SMS, by
 * priority, with fallback), the merchant of each outbox message (for routing), marketing templates, tasks and
 * their recipients (one row per task and customer: the database refuses a second send).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  scheduledAt: utc('scheduled_at').notNull(),
  ratePerMinute: integer('rate_per_minute').notNull(),
  status: text('status', { enum: ['scheduled', 'running', 'paused', 'cancelled', 'finished'] }).notNull().default('scheduled'),
  /** Audience queuing: done when every customer of the segment has a recipient row; the cursor makes it resumable. */
  audienceDone: boolean('audience_done').notNull().default(false),
  audienceCursor: integer('audience_cursor').notNull().default(0),
  queuedCount: integer('queued_count').notNull().default(0),
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
  customerId: integer('customer_id').notNull().references(() => customers.id),
  phone: text('phone').notNull(),
  customerName: text('customer_name').notNull(),
  /** pending → sending (claimed by one worker) → sent / failed / skipped (contact rules). */
  status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] }).notNull().default('pending'),
  reason: text('reason'),
  outboxId: bigint('outbox_id', { mode: 'number' }),
  sentAt: utc('sent_at'),
}, (t) => [
  uniqueIndex('sms_marketing_recipients_task_customer_uq').on(t.taskId, t.customerId),
  index('sms_marketing_recipients_pending_idx').on(t.taskId, t.id).where(sql`${t.status} = 'pending'`),
]);
