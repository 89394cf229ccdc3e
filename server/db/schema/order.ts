import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditedTimes, utc } from './columns';
import { users } from './access';
import { customers, bankCards } from './customer';
import { merchants, organizations } from './org';

/** ProductConfig: what a merchant lends, on what terms. Rates are basis points (1 bp = 0.01 %). */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  productCode: text('product_code').notNull(),
  productName: text('product_name').notNull(),
  termDays: integer('term_days').notNull(),
  installments: integer('installments').notNull().default(1),
  minAmountCents: bigint('min_amount_cents', { mode: 'number' }).notNull(),
  maxAmountCents: bigint('max_amount_cents', { mode: 'number' }).notNull(),
  dailyInterestBp: integer('daily_interest_bp').notNull(),
  serviceFeeBp: integer('service_fee_bp').notNull().default(0),
  managementFeeBp: integer('management_fee_bp').notNull().default(0),
  lateFeeDailyBp: integer('late_fee_daily_bp').notNull().default(0),
  extensionFeeBp: integer('extension_fee_bp').notNull().default(0),
  loanTypes: text('loan_types', { enum: ['all', 'first', 'repeat'] }).notNull().default('all'),
  sort: integer('sort').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('products_code_uq').on(t.productCode), index('products_merchant_idx').on(t.merchantId)]);

/**
 * A loan application and, once disbursed, the loan (spec 3, Order). The customer's name, ID and phone are
 * copied from the application so that the lists filter them without a join.
 */
export const orders = pgTable('orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  orgId: integer('org_id').references(() => organizations.id),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  productId: integer('product_id').notNull().references(() => products.id),
  bankCardId: integer('bank_card_id').references(() => bankCards.id),
  customerName: text('customer_name').notNull(),
  idNumber: text('id_number').notNull(),
  certificateNumber: text('certificate_number'),
  phone: text('phone').notNull(),
  customerLanguage: text('customer_language').notNull().default('en'),
  status: smallint('status').notNull(),
  refuseCode: text('refuse_code'),
  denialReason: text('denial_reason'),
  applyAt: utc('apply_at').notNull(),
  applyDay: date('apply_day', { mode: 'string' }).notNull(),
  auditAt: utc('audit_at'),
  lendingAt: utc('lending_at'),
  loanAmountCents: bigint('loan_amount_cents', { mode: 'number' }).notNull(),
  practicalAmountCents: bigint('practical_amount_cents', { mode: 'number' }).notNull(),
  termDays: integer('term_days').notNull(),
  installments: integer('installments').notNull(),
  dailyInterestBp: integer('daily_interest_bp').notNull(),
  loanType: smallint('loan_type').notNull(),
  incomingChannel: text('incoming_channel'),
  promotionChannel: text('promotion_channel'),
  lendingChannel: text('lending_channel'),
  /** Disbursement: in progress, success or lending failure (RELEASE_STATUS); null before the first payout. */
  releaseStatus: smallint('release_status'),
  dataSource: text('data_source'),
  whitelist: boolean('whitelist').notNull().default(false),
  modelLevel: text('model_level'),
  riskScore: integer('risk_score'),
  auditorId: integer('auditor_id').references(() => users.id),
  allocatedAt: utc('allocated_at'),
  callCount: integer('call_count').notNull().default(0),
  lastActionCode: text('last_action_code'),
  nextCallAt: utc('next_call_at'),
  reReviewCount: integer('re_review_count').notNull().default(0),
  externalRef: text('external_ref'),
  ...auditedTimes,
}, (t) => [
  /** text_pattern_ops: serves equality and the lists' "starts with" (LIKE 'x%') under any collation. */
  uniqueIndex('orders_no_uq').on(t.orderNo.op('text_pattern_ops')),
  uniqueIndex('orders_external_ref_uq').on(t.merchantId, t.externalRef),
  index('orders_apply_idx').on(t.applyAt.desc(), t.id.desc()),
  index('orders_status_apply_idx').on(t.status, t.applyAt.desc(), t.id.desc()),
  index('orders_auditor_status_idx').on(t.auditorId, t.status, t.applyAt.desc()),
  index('orders_merchant_status_idx').on(t.merchantId, t.status, t.applyAt.desc()),
  index('orders_customer_idx').on(t.customerId, t.applyAt.desc()),
  index('orders_phone_idx').on(t.phone),
  index('orders_id_number_idx').on(t.idNumber),
  /** Lending time, both ways with the orders never lent last (the lists' lendingAt sort and lending-day ranges). */
  index('orders_lending_idx').on(t.lendingAt.desc().nullsLast(), t.id.desc().nullsLast()),
  index('orders_lending_asc_idx').on(t.lendingAt.asc().nullsLast(), t.id.asc().nullsLast()),
  /** The lists' amount sort (ascending is its backward walk). */
  index('orders_amount_idx').on(t.loanAmountCents.desc().nullsLast(), t.id.desc().nullsLast()),
  /** The loans list (RepaymentManagementMerge): disbursed orders, newest loan first. */
  index('orders_loans_idx').on(t.lendingAt.desc().nullsLast(), t.id.desc().nullsLast()).where(sql`${t.status} = 60`),
  index('orders_release_idx').on(t.releaseStatus, t.auditAt.desc()).where(sql`${t.releaseStatus} is not null`),
  /** Names: the start of a name for one or two characters, anywhere (pg_trgm, ILIKE '%x%') from three. */
  index('orders_name_idx').on(sql`lower(${t.customerName}) text_pattern_ops`),
  index('orders_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
]);

/**
 * Orders per application day and the coarse dimensions, kept by trigger, so that list totals over large
 * filters are a sum of a few hundred rows instead of a count over a million.
 */
export const orderDailyCounts = pgTable('order_daily_counts', {
  applyDay: date('apply_day', { mode: 'string' }).notNull(),
  merchantId: integer('merchant_id').notNull(),
  status: smallint('status').notNull(),
  loanType: smallint('loan_type').notNull(),
  productId: integer('product_id').notNull(),
  orders: integer('orders').notNull(),
}, (t) => [primaryKey({ columns: [t.applyDay, t.merchantId, t.status, t.loanType, t.productId] })]);

/**
 * Orders per merchant, state and one more dimension (model level, channel, refuse code, auditor…), kept by
 * the same triggers, so that a total filtered by one such value is a sum of a few rows.
 */
export const orderDimCounts = pgTable('order_dim_counts', {
  merchantId: integer('merchant_id').notNull(),
  status: smallint('status').notNull(),
  dim: text('dim').notNull(),
  value: text('value').notNull(),
  orders: integer('orders').notNull(),
}, (t) => [primaryKey({ columns: [t.dim, t.value, t.merchantId, t.status] })]);

/** Every state change of an order: who, when, from, to and why (the audit steps of the order detail). */
export const orderSteps = pgTable('order_steps', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  action: text('action').notNull(),
  fromStatus: smallint('from_status'),
  toStatus: smallint('to_status').notNull(),
  actorUserId: integer('actor_user_id'),
  actorName: text('actor_name').notNull(),
  refuseCode: text('refuse_code'),
  reason: text('reason'),
  detail: jsonb('detail'),
  at: utc('at').notNull().defaultNow(),
}, (t) => [index('order_steps_order_idx').on(t.orderId, t.at), index('order_steps_action_at_idx').on(t.action, t.at)]);
