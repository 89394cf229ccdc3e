import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditedTimes, utc } from './columns';
import { users } from './access';

/** Every mutation: who, when, from where, what, and the record before and after. */
export const auditLogs = pgTable('audit_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorUserId: integer('actor_user_id'),
  actorUsername: text('actor_username'),
  at: utc('at').notNull().defaultNow(),
  ip: text('ip'),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  before: jsonb('before'),
  after: jsonb('after'),
}, (t) => [index('audit_logs_entity_idx').on(t.entity, t.entityId), index('audit_logs_at_idx').on(t.at),
  index('audit_logs_actor_idx').on(t.actorUserId, t.at)]);

export const dictTypes = pgTable('dict_types', {
  id: serial('id').primaryKey(),
  dictKey: text('dict_key').notNull(),
  name: text('name').notNull(),
  codeTableType: text('code_table_type', { enum: ['ordinary', 'errorCode'] }).notNull().default('ordinary'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('dict_types_key_uq').on(t.dictKey)]);

export const dictItems = pgTable('dict_items', {
  id: serial('id').primaryKey(),
  typeId: integer('type_id').notNull().references(() => dictTypes.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id').references((): AnyPgColumn => dictItems.id),
  itemKey: text('item_key').notNull(),
  itemValue: text('item_value').notNull(),
  valueType: text('value_type', { enum: ['text', 'json'] }).notNull().default('text'),
  labelDefault: text('label_default').notNull(),
  labelEn: text('label_en'),
  labelZh: text('label_zh'),
  labelSw: text('label_sw'),
  labelVi: text('label_vi'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [
  index('dict_items_type_idx').on(t.typeId, t.sort),
  index('dict_items_parent_idx').on(t.parentId),
  /** An item key is unique among its siblings in a type (top-level items are siblings of each other). */
  uniqueIndex('dict_items_sibling_key_uq').on(t.typeId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.itemKey})`),
]);

/** The sandbox outbox: every SMS and e-mail the product sends, visible in the message centre. */
export const outboxMessages = pgTable('outbox_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  recipientUserId: integer('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
  subject: text('subject'),
  body: text('body').notNull(),
  kind: text('kind').notNull(),
  status: text('status', { enum: ['submitted', 'sent', 'failed'] }).notNull().default('submitted'),
  provider: text('provider').notNull(),
  providerRef: text('provider_ref'),
  readAt: utc('read_at'),
  createdAt: utc('created_at').notNull().defaultNow(),
  /** A message held by the contact rules' quiet hours: queued, not handed over before this time. */
  notBefore: utc('not_before'),
  /** When the contact rules let it through to the providers (it counts against the customer's daily cap from then). */
  handedAt: utc('handed_at'),
  /** Staff's own test sends (routing screens) skip quiet hours and caps; a message's kind decides otherwise. */
  rulesExempt: boolean('rules_exempt').notNull().default(false),
}, (t) => [
  index('outbox_recipient_user_idx').on(t.recipientUserId, t.createdAt),
  index('outbox_created_idx').on(t.createdAt),
  /** What was sent to one customer's phone (CustomerManage's contacts). */
  index('outbox_recipient_idx').on(t.recipient, t.createdAt.desc().nullsFirst()),
]);

export const leaveApplications = pgTable('leave_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  startAt: utc('start_at').notNull(),
  endAt: utc('end_at').notNull(),
  reason: text('reason'),
  status: text('status', { enum: ['submitted', 'cancelled'] }).notNull().default('submitted'),
  ...auditedTimes,
}, (t) => [index('leave_user_idx').on(t.userId, t.startAt)]);

/** Interface languages offered to customers and staff (MultiLanguageConfiguration). */
export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  flag: text('flag'),
  sort: integer('sort').notNull().default(1),
  isDefault: boolean('is_default').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('languages_code_uq').on(sql`lower(${t.code})`), uniqueIndex('languages_one_default_uq').on(t.isDefault).where(sql`${t.isDefault}`)]);
