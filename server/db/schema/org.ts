import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditedTimes } from './columns';

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  ...auditedTimes,
}, (t) => [
  index('departments_parent_idx').on(t.parentId),
  /** Sibling names are unique without case, as the service compares them; top-level departments (no parent) are siblings of each other. */
  uniqueIndex('departments_sibling_name_uq').on(sql`lower(${t.name})`, sql`coalesce(${t.parentId}, 0)`),
]);

/** The company tree (spec 3): company code 15 → merchants → organisations. */
export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  merchantNo: text('merchant_no').notNull(),
  merchantName: text('merchant_name').notNull(),
  companyCode: text('company_code').notNull(),
  companyName: text('company_name').notNull(),
  /** M-Pesa paybill customers repay to; the account number is the order number. */
  paybill: text('paybill'),
  appName: text('app_name'),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('merchants_no_uq').on(t.merchantNo)]);

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  orgNo: text('org_no').notNull(),
  orgName: text('org_name').notNull(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('organizations_no_uq').on(t.orgNo), index('organizations_merchant_idx').on(t.merchantId)]);


/** Keys the merchants' customer apps use to call the intake API; only a SHA-256 hash is stored. */
export const serviceKeys = pgTable('service_keys', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  ...auditedTimes,
}, (t) => [uniqueIndex('service_keys_hash_uq').on(t.keyHash)]);
