/**
 * FinancialReport's daily snapshots (issue 33): the ledger's movements aggregated per EAT day × merchant ×
 * product × payment channel, rebuilt a whole day at a time (server/modules/financial-report). Amounts are
 * integer cents. Keys that do not apply are 0 (merchant, product) or '' (channel), as a primary key cannot hold null.
 */
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { utc } from './columns';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const financialReportSnapshots = pgTable('financial_report_snapshots', {
  day: date('day', { mode: 'string' }).notNull(),
  merchantId: integer('merchant_id').notNull(),
  productId: integer('product_id').notNull(),
  channel: text('channel').notNull(),
  principalDisbursed: cents('principal_disbursed'),
  disbursementFees: cents('disbursement_fees'),
  repaidPrincipal: cents('repaid_principal'),
  repaidInterest: cents('repaid_interest'),
  repaidLateFee: cents('repaid_late_fee'),
  repaidFees: cents('repaid_fees'),
  repaidLiquidatedDamages: cents('repaid_liquidated_damages'),
  repaidOverpayment: cents('repaid_overpayment'),
  coupons: cents('coupons'),
  waivers: cents('waivers'),
  writeOffs: cents('write_offs'),
  refundsPaid: cents('refunds_paid'),
  withdrawalsPaid: cents('withdrawals_paid'),
  transfersPaid: cents('transfers_paid'),
  /** The day's change of receivable:principal (lent less settled, any journal); summed from the start it is the outstanding principal. */
  principalChange: cents('principal_change'),
}, (t) => [primaryKey({ columns: [t.day, t.merchantId, t.productId, t.channel] })]);

/** The days whose snapshot rows are built (a day without money has no rows), and when each was last built. */
export const financialReportDays = pgTable('financial_report_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  refreshedAt: utc('refreshed_at').notNull(),
});
