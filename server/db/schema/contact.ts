/**
 * The contact platform (issue 14): business nodes, message templates per node and channel, sensitive words.
 * Collection, telemarketing and customer service choose templates from here; the sending goes through the
 * outbox and the provider adapters.
 */
import { index, integer, pgTable, serial, text, boolean, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditedTimes } from './columns';
import { merchants } from './org';

/** A point in the business where the company speaks to a customer (e.g. collection, repaymentReminder), and the variables it provides. */
export const businessNodes = pgTable('business_nodes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** Apps (merchant app names) the node applies to; empty = all. */
  apps: text('apps').array().notNull().default(sql`'{}'::text[]`),
  /** Channels the node may push on: sms, appPush, email, voice, phoneSms, messagingApp. */
  channels: text('channels').array().notNull().default(sql`'{}'::text[]`),
  /** Variable names a template of this node may use, e.g. {customerName}, {amountDue}. */
  variables: text('variables').array().notNull().default(sql`'{}'::text[]`),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('business_nodes_code_uq').on(t.code)]);

/** MessageTemplateConfiguration (spec 3, Message template). Only enabled templates may be sent. */
export const messageTemplates = pgTable('message_templates', {
  id: serial('id').primaryKey(),
  templateNo: text('template_no').notNull(),
  name: text('name').notNull(),
  businessNodeId: integer('business_node_id').notNull().references(() => businessNodes.id),
  appName: text('app_name'),
  channel: text('channel').notNull().default('sms'),
  /** Case stage (collection level or v2 stage) the template is for; null = any. */
  caseStage: text('case_stage'),
  /** Who it addresses: borrower, emergencyContact, prospect … */
  contactType: text('contact_type').notNull().default('borrower'),
  merchantId: integer('merchant_id').references(() => merchants.id),
  content: text('content').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('message_templates_no_uq').on(t.templateNo),
  index('message_templates_node_idx').on(t.businessNodeId, t.channel),
]);

/** SensitiveWordConfig: comma-separated word lists; a template or custom message containing one is refused. */
export const sensitiveWords = pgTable('sensitive_words', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  words: text('words').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
});
