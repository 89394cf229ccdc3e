/**
 * Rollups of the money lists, kept exact by statement-level triggers (migration 0020), so that a list total
 * over a large filter is a sum of a few thousand rows instead of a count over half a million: bills per
 * merchant, state and due day; repayment flows per merchant, state, type, channel, source and EAT repaid day.
 * Disbursement states of orders are kept in order_dim_counts (dimension `releaseStatus`).
 */
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const billCounts = pgTable('bill_counts', {
  dueDay: date('due_day', { mode: 'string' }).notNull(),
  merchantId: integer('merchant_id').notNull(),
  status: text('status').notNull(),
  bills: integer('bills').notNull(),
}, (t) => [primaryKey({ columns: [t.dueDay, t.merchantId, t.status] })]);

/** `paymentChannel` '' stands for a flow without a channel (the primary key cannot hold a null). */
export const flowCounts = pgTable('flow_counts', {
  repaidDay: date('repaid_day', { mode: 'string' }).notNull(),
  merchantId: integer('merchant_id').notNull(),
  status: text('status').notNull(),
  repayType: text('repay_type').notNull(),
  paymentChannel: text('payment_channel').notNull(),
  source: text('source').notNull(),
  flows: integer('flows').notNull(),
}, (t) => [primaryKey({ columns: [t.repaidDay, t.merchantId, t.status, t.repayType, t.paymentChannel, t.source] })]);
