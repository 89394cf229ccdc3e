/**
 * Merchant settings (issue 17, third slice): what a merchant offers and allows (MerchantConfigManagement),
 * how its loans' due dates are set (MaturityConfigManagement), and the people who bring it traffic
 * (TrafficPersonnel).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './access';
import { auditedTimes } from './columns';
import { merchants } from './org';
import { products } from './order';

const intArray = (name: string) => integer(name).array().notNull().default(sql`'{}'::integer[]`);

/**
 * One row per merchant, beside `merchants` (brand, app, paybill, enabled): the products its apps offer
 * (none listed: all its enabled products), the withdrawal conditions and its single-loan ceiling.
 */
export const merchantSettings = pgTable('merchant_settings', {
  merchantId: integer('merchant_id').primaryKey().references(() => merchants.id),
  offeredProductIds: intArray('offered_product_ids'),
  /** Smallest wallet withdrawal in cents; 0 = any amount. */
  withdrawalMinCents: integer('withdrawal_min_cents').notNull().default(0),
  /** Withdrawals a customer may request per order and EAT day; -1 unlimited. */
  withdrawalDailyLimit: integer('withdrawal_daily_limit').notNull().default(-1),
  /** Withdrawals only once the order is settled. */
  withdrawalSettledOnly: boolean('withdrawal_settled_only').notNull().default(false),
  /** The highest amount one loan may be granted (caps pricing for every customer type); null = none. */
  maxLoanAmountCents: integer('max_loan_amount_cents'),
  ...auditedTimes,
});

/**
 * MaturityConfigManagement: how the due date of a merchant's loans is set at disbursement, for one product
 * or (no product) all its products; the product's own rule wins.
 */
export const maturityRules = pgTable('maturity_rules', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  productId: integer('product_id').references(() => products.id),
  /** afterLending: due = lending day + term; lendingDayCounts: the lending day is day 1 (one day earlier). */
  dayCounting: text('day_counting').notNull().default('afterLending'),
  /** A due date on a Sunday: none (kept), nextMonday, previousSaturday. */
  sundayRule: text('sunday_rule').notNull().default('none'),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('maturity_rules_scope_uq').on(t.merchantId, sql`coalesce(${t.productId}, 0)`)]);

/** TrafficPersonnel: staff who acquire traffic for merchants (channel managers, business development). */
export const trafficPersonnel = pgTable('traffic_personnel', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  relatedMerchantIds: intArray('related_merchant_ids'),
  staffType: text('staff_type').notNull(),
  workingStatus: text('working_status').notNull().default('working'),
  sendMessages: boolean('send_messages').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('traffic_personnel_user_uq').on(t.userId), index('traffic_personnel_merchant_idx').on(t.merchantId)]);
