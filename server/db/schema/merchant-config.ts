/**
 * Merchant configuration that changes the intake (issue 17): traffic rules per merchant, loan amount limits
 * per merchant and customer type, the manual (artificial) black list, and the numbers never to be contacted.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditedTimes } from './columns';
import { merchants } from './org';

/**
 * OrganizationMerchantManagement: one row per merchant. `enabled` is the traffic switch (off: the merchant
 * takes no applications). Limit codes (spec 5): apply 0 new customers only, n ≥ 1 customers with at least n
 * loans, -1 unlimited; register 0 not allowed, n ≥ 1 at most n new customers a day (EAT), -1 unlimited.
 */
export const merchantTrafficRules = pgTable('merchant_traffic_rules', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  applyLimit: integer('apply_limit').notNull().default(-1),
  registerLimit: integer('register_limit').notNull().default(-1),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('merchant_traffic_rules_merchant_uq').on(t.merchantId)]);

/** New customers registered by the intake per merchant and EAT day: the registration limit's counter. */
export const merchantDailyRegistrations = pgTable('merchant_daily_registrations', {
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  day: date('day', { mode: 'string' }).notNull(),
  registrations: integer('registrations').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.merchantId, t.day] })]);

/** MerchantLoanAmountManagement: the amount a merchant lends per customer type (1 first loan, 2 repeat). */
export const merchantLoanLimits = pgTable('merchant_loan_limits', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  loanType: text('loan_type').notNull(),
  minAmountCents: integer('min_amount_cents').notNull(),
  maxAmountCents: integer('max_amount_cents').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('merchant_loan_limits_merchant_type_uq').on(t.merchantId, t.loanType)]);

/** ArtificialBlacklistLibrary: customers blacklisted by hand, for one merchant or (no merchant) for all. */
export const artificialBlacklist = pgTable('artificial_blacklist', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').references(() => merchants.id),
  subjectType: text('subject_type').notNull(),
  value: text('value').notNull(),
  reason: text('reason').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('artificial_blacklist_subject_uq').on(t.subjectType, t.value, sql`coalesce(${t.merchantId}, 0)`),
  index('artificial_blacklist_value_idx').on(t.value),
]);

/** ContactBlacklist: phone numbers never to be contacted (a person who asked, a wrong number, a lawyer). */
export const contactBlacklist = pgTable('contact_blacklist', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  reason: text('reason').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('contact_blacklist_phone_uq').on(t.phone)]);
