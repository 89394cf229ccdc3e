import { boolean, index, integer, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditedTimes } from './columns';

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  ...auditedTimes,
}, (t) => [index('departments_parent_idx').on(t.parentId)]);

/** The company tree (spec 3): company code 15 → merchants → organisations. */
export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  merchantNo: text('merchant_no').notNull(),
  merchantName: text('merchant_name').notNull(),
  companyCode: text('company_code').notNull(),
  companyName: text('company_name').notNull(),
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

