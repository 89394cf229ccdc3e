/**
 * A merchant's prepaid account with the platform (MerchantSystem, issue 17): what it is charged per consumption
 * type, its recharges (recorded, then confirmed by a second person) and its consumption (orders acquired,
 * risk queries, SMS). Amounts are integer cents; the balance always equals confirmed recharges less consumption.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditedTimes, utc } from './columns';
import { users } from './access';
import { merchants } from './org';
import { orders } from './order';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** ConsumptionTypeConfig: what one unit of a billing basis costs. Every enabled type of a basis is charged. */
export const consumptionTypes = pgTable('consumption_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** acquiredOrder | riskQuery | sms | manual (CONSUMPTION_BASES). */
  basis: text('basis').notNull(),
  unitPriceCents: cents('unit_price_cents'),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('consumption_types_code_uq').on(t.code)]);

/**
 * A merchant on prepaid billing: its balance and the overdraft it is allowed. A merchant without a row is not
 * billed; the first recharge opens the account. The database refuses a balance below the allowed overdraft.
 */
export const merchantBillingAccounts = pgTable('merchant_billing_accounts', {
  merchantId: integer('merchant_id').primaryKey().references(() => merchants.id),
  balanceCents: cents('balance_cents'),
  overdraftCents: cents('overdraft_cents'),
  ...auditedTimes,
}, (t) => [
  check('merchant_billing_accounts_overdraft_ck', sql`${t.balanceCents} + ${t.overdraftCents} >= 0 and ${t.overdraftCents} >= 0`),
]);

/** RechargeRecord: money the merchant paid in; it counts once a second person confirms it. */
export const merchantRecharges = pgTable('merchant_recharges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  rechargeNo: text('recharge_no').notNull(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  amountCents: cents('amount_cents'),
  channel: text('channel').notNull(),
  /** The payment's own reference (M-Pesa receipt, bank slip): recorded once among recharges not rejected. */
  channelRef: text('channel_ref').notNull(),
  /** pending | confirmed | rejected. */
  status: text('status').notNull(),
  remark: text('remark'),
  recordedBy: integer('recorded_by').notNull().references(() => users.id),
  recordedAt: utc('recorded_at').notNull(),
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewedAt: utc('reviewed_at'),
  reviewRemark: text('review_remark'),
  /** The merchant's balance right after the confirmation. */
  balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }),
}, (t) => [
  uniqueIndex('merchant_recharges_no_uq').on(t.rechargeNo),
  uniqueIndex('merchant_recharges_ref_uq').on(t.channel, t.channelRef).where(sql`${t.status} <> 'rejected'`),
  index('merchant_recharges_merchant_idx').on(t.merchantId, t.recordedAt.desc()),
  index('merchant_recharges_recorded_idx').on(t.recordedAt.desc(), t.id.desc()),
  check('merchant_recharges_amount_ck', sql`${t.amountCents} > 0`),
]);

/** ConsumptionRecord: one charge; an acquired order's charge names the order (OrderAcquireManagement). */
export const merchantConsumptions = pgTable('merchant_consumptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  consumptionNo: text('consumption_no').notNull(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  typeId: integer('type_id').notNull().references(() => consumptionTypes.id),
  typeCode: text('type_code').notNull(),
  typeName: text('type_name').notNull(),
  basis: text('basis').notNull(),
  quantity: integer('quantity').notNull(),
  unitPriceCents: cents('unit_price_cents'),
  amountCents: cents('amount_cents'),
  orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
  /** Makes a charge happen once, e.g. "acquire:<order>:<type>". */
  referenceKey: text('reference_key').notNull(),
  balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
  remark: text('remark'),
  actorUserId: integer('actor_user_id').references(() => users.id),
  at: utc('at').notNull(),
}, (t) => [
  uniqueIndex('merchant_consumptions_no_uq').on(t.consumptionNo),
  uniqueIndex('merchant_consumptions_ref_uq').on(t.referenceKey),
  index('merchant_consumptions_merchant_idx').on(t.merchantId, t.at.desc()),
  index('merchant_consumptions_at_idx').on(t.at.desc(), t.id.desc()),
  index('merchant_consumptions_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  check('merchant_consumptions_amount_ck', sql`${t.amountCents} >= 0 and ${t.quantity} > 0`),
]);
