/**
 * The money core (issue 5): the double-entry ledger, bills, payout attempts (loan codes), repayment flows,
 * rollbacks, write-off imports, refunds, transfers, wallet withdrawals, reconciliation, and the accounts and
 * settings of AfterLoanSystem. Amounts are integer cents.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditedTimes, utc } from './columns';
import { users } from './access';
import { customers } from './customer';
import { merchants } from './org';
import { orders, products } from './order';

/** Newest-first indexes are DESC NULLS FIRST, so that a plain `order by x desc` (PostgreSQL's default) uses them. */
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** One money event: balanced lines posted in the transaction of the change it records. */
export const ledgerJournals = pgTable('ledger_journals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  /** Makes a posting happen once (e.g. "accrual:bill:42:2026-11-21"). */
  postingKey: text('posting_key'),
  refType: text('ref_type').notNull(),
  refId: text('ref_id').notNull(),
  orderId: bigint('order_id', { mode: 'number' }),
  reversesId: bigint('reverses_id', { mode: 'number' }),
  memo: text('memo'),
  actorUserId: integer('actor_user_id'),
  at: utc('at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('ledger_journals_posting_key_uq').on(t.postingKey),
  index('ledger_journals_ref_idx').on(t.refType, t.refId),
  index('ledger_journals_order_idx').on(t.orderId),
  // FinancialReport's day rebuild reads one EAT day of journals (server/modules/financial-report).
  index('ledger_journals_at_idx').on(t.at),
  uniqueIndex('ledger_journals_reverses_uq').on(t.reversesId),
]);

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  journalId: bigint('journal_id', { mode: 'number' }).notNull().references(() => ledgerJournals.id),
  account: text('account').notNull(),
  debitCents: cents('debit_cents'),
  creditCents: cents('credit_cents'),
  merchantId: integer('merchant_id'),
  channel: text('channel'),
  orderId: bigint('order_id', { mode: 'number' }),
  billId: bigint('bill_id', { mode: 'number' }),
}, (t) => [
  index('ledger_entries_journal_idx').on(t.journalId),
  index('ledger_entries_bill_idx').on(t.billId, t.account).where(sql`${t.billId} is not null`),
  index('ledger_entries_order_idx').on(t.orderId, t.account).where(sql`${t.orderId} is not null`),
  index('ledger_entries_account_idx').on(t.account, t.channel),
]);

/** A repayment plan instalment (spec 3, Repayment plan / bill): each component charged and settled so far. */
export const bills = pgTable('bills', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  billNo: text('bill_no').notNull(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  periodNo: integer('period_no').notNull().default(1),
  status: text('status').notNull().default('unpaid'),
  startDay: date('start_day', { mode: 'string' }).notNull(),
  dueDay: date('due_day', { mode: 'string' }).notNull(),
  overdueDays: integer('overdue_days').notNull().default(0),
  /** Last EAT day whose late fee was charged; the accrual job resumes after it. */
  accruedThrough: date('accrued_through', { mode: 'string' }),
  rolloverCount: integer('rollover_count').notNull().default(0),
  principalCents: cents('principal_cents'),
  principalSettledCents: cents('principal_settled_cents'),
  interestCents: cents('interest_cents'),
  interestSettledCents: cents('interest_settled_cents'),
  serviceFeeCents: cents('service_fee_cents'),
  serviceFeeSettledCents: cents('service_fee_settled_cents'),
  managementFeeCents: cents('management_fee_cents'),
  managementFeeSettledCents: cents('management_fee_settled_cents'),
  lateFeeCents: cents('late_fee_cents'),
  lateFeeSettledCents: cents('late_fee_settled_cents'),
  liquidatedDamagesCents: cents('liquidated_damages_cents'),
  liquidatedDamagesSettledCents: cents('liquidated_damages_settled_cents'),
  extensionFeeCents: cents('extension_fee_cents'),
  extensionFeeSettledCents: cents('extension_fee_settled_cents'),
  /** Cash received against this bill (not counting coupons, waivers or overflow). */
  repaidCents: cents('repaid_cents'),
  couponCents: cents('coupon_cents'),
  waivedCents: cents('waived_cents'),
  overpaymentCents: cents('overpayment_cents'),
  lastRepaidAt: utc('last_repaid_at'),
  settledAt: utc('settled_at'),
  ...auditedTimes,
}, (t) => [
  /** text_pattern_ops: equality and the list's "starts with". */
  uniqueIndex('bills_no_uq').on(t.billNo.op('text_pattern_ops')),
  uniqueIndex('bills_order_period_uq').on(t.orderId, t.periodNo),
  index('bills_status_due_idx').on(t.status, t.dueDay),
  index('bills_merchant_due_idx').on(t.merchantId, t.dueDay.desc().nullsFirst()),
  index('bills_due_idx').on(t.dueDay.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('bills_customer_idx').on(t.customerId),
]);

/** One payout attempt of an order's disbursement (spec 3, Loan code). */
export const loanCodes = pgTable('loan_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  systemCode: text('system_code').notNull(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  merchantId: integer('merchant_id').notNull(),
  channel: text('channel').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  accountNo: text('account_no').notNull(),
  status: text('status').notNull().default('inProgress'),
  thirdPartyCode: text('third_party_code'),
  thirdPartyOrderNo: text('third_party_order_no'),
  failType: text('fail_type'),
  failCause: text('fail_cause'),
  confirmStatus: text('confirm_status').notNull().default('unconfirmed'),
  confirmerId: integer('confirmer_id').references(() => users.id),
  confirmedAt: utc('confirmed_at'),
  /** How the attempt came about: first payout, re-send, recreate. */
  origin: text('origin').notNull().default('first'),
  requestedBy: integer('requested_by').references(() => users.id),
  answeredAt: utc('answered_at'),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('loan_codes_system_code_uq').on(t.systemCode),
  index('loan_codes_order_idx').on(t.orderId, t.createdAt.desc().nullsFirst()),
  index('loan_codes_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  index('loan_codes_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  /** At most one attempt of an order is out at the channel: a disbursement is never paid twice. */
  uniqueIndex('loan_codes_one_open_uq').on(t.orderId).where(sql`${t.status} in ('inProgress', 'success')`),
]);

/** A repayment flow row (spec 3): cash, coupon or waiver applied to one bill, never deleted. */
export const repayFlows = pgTable('repay_flows', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  flowNo: text('flow_no').notNull(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  billId: bigint('bill_id', { mode: 'number' }).notNull().references(() => bills.id),
  merchantId: integer('merchant_id').notNull(),
  repayType: text('repay_type').notNull(),
  source: text('source').notNull(),
  /** The channel's serial number (paymentCode); unique among valid flows. */
  paymentCode: text('payment_code'),
  paymentChannel: text('payment_channel'),
  isRecord: boolean('is_record').notNull().default(false),
  accountId: text('account_id'),
  amountCents: cents('amount_cents'),
  couponCents: cents('coupon_cents'),
  waivedCents: cents('waived_cents'),
  overflowCents: cents('overflow_cents'),
  /** What each component received: { principal, interest, … } in cents. */
  allocation: jsonb('allocation').notNull(),
  /** Due day before an extension moved it, to restore on rollback. */
  previousDueDay: date('previous_due_day', { mode: 'string' }),
  couponId: integer('coupon_id'),
  status: text('status').notNull().default('valid'),
  journalId: bigint('journal_id', { mode: 'number' }),
  batchId: integer('batch_id'),
  repaidAt: utc('repaid_at').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [
  /** text_pattern_ops: equality and the list's "starts with". */
  uniqueIndex('repay_flows_no_uq').on(t.flowNo.op('text_pattern_ops')),
  uniqueIndex('repay_flows_payment_code_uq').on(t.paymentCode).where(sql`${t.status} = 'valid' and ${t.paymentCode} is not null`),
  index('repay_flows_order_idx').on(t.orderId, t.repaidAt.desc().nullsFirst()),
  index('repay_flows_bill_idx').on(t.billId),
  index('repay_flows_repaid_idx').on(t.repaidAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  /** The flows list's amount sort (ascending is its backward walk). */
  index('repay_flows_amount_idx').on(t.amountCents.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('repay_flows_batch_idx').on(t.batchId),
  /** The flows list filtered by state or source: rolled-back flows and most sources are few, so a page walks only them. */
  index('repay_flows_status_repaid_idx').on(t.status, t.repaidAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('repay_flows_source_repaid_idx').on(t.source, t.repaidAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  /** FlowRecordSupplement's list: supplemented flows are few among many. */
  index('repay_flows_supplement_idx').on(t.repaidAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.source} = 'supplement'`),
]);

/** A rollback of a repayment flow (spec 3, Rollback): the flow is invalidated and reversed, never deleted. */
export const repayRollbacks = pgTable('repay_rollbacks', {
  id: serial('id').primaryKey(),
  flowId: bigint('flow_id', { mode: 'number' }).notNull().references(() => repayFlows.id),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  rollbackType: text('rollback_type').notNull(),
  totalCents: cents('total_cents'),
  /** Offset amounts per fee type that were reversed. */
  offsets: jsonb('offsets').notNull(),
  /** The flow that re-applied the money under the new type, if any. */
  replacementFlowId: bigint('replacement_flow_id', { mode: 'number' }),
  reason: text('reason'),
  createdBy: integer('created_by').references(() => users.id),
  at: utc('at').notNull().defaultNow(),
}, (t) => [uniqueIndex('repay_rollbacks_flow_uq').on(t.flowId), index('repay_rollbacks_at_idx').on(t.at.desc().nullsFirst())]);

/** Coupons a customer holds (spec 3, Coupon), usable on a repayment. */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  couponNo: text('coupon_no').notNull(),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  couponType: text('coupon_type').notNull().default('discount_coupon'),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('waitingToBeUsed'),
  expiresAt: utc('expires_at').notNull(),
  usedFlowId: bigint('used_flow_id', { mode: 'number' }),
  /** Where the coupon came from (issue 16): e.g. "couponApplication" and its id; validity in days at issue. */
  source: text('source'),
  sourceId: integer('source_id'),
  validDays: integer('valid_days'),
  issuedBy: integer('issued_by'),
  ...auditedTimes,
}, (t) => [uniqueIndex('coupons_no_uq').on(t.couponNo), index('coupons_customer_idx').on(t.customerId, t.status),
  index('coupons_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('coupons_status_expires_idx').on(t.status, t.expiresAt)]);

/** A write-off (bank-flow) import batch (spec 3). */
export const writeOffBatches = pgTable('write_off_batches', {
  id: serial('id').primaryKey(),
  batchNo: text('batch_no').notNull(),
  fileName: text('file_name').notNull(),
  importerId: integer('importer_id').references(() => users.id),
  status: text('status').notNull().default('unfinished'),
  result: text('result'),
  totalRows: integer('total_rows').notNull().default(0),
  successRows: integer('success_rows').notNull().default(0),
  failedRows: integer('failed_rows').notNull().default(0),
  totalAmountCents: cents('total_amount_cents'),
  appliedAmountCents: cents('applied_amount_cents'),
  autoWriteOffCount: integer('auto_write_off_count').notNull().default(0),
  errorMessage: text('error_message'),
  finishedAt: utc('finished_at'),
  ...auditedTimes,
}, (t) => [uniqueIndex('write_off_batches_no_uq').on(t.batchNo), index('write_off_batches_created_idx').on(t.createdAt.desc().nullsFirst())]);

export const writeOffRows = pgTable('write_off_rows', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  batchId: integer('batch_id').notNull().references(() => writeOffBatches.id),
  rowNo: integer('row_no').notNull(),
  orderNo: text('order_no'),
  serialNo: text('serial_no'),
  channel: text('channel'),
  amountCents: bigint('amount_cents', { mode: 'number' }),
  breakdown: jsonb('breakdown'),
  repaidAt: utc('repaid_at'),
  isRecord: boolean('is_record').notNull().default(false),
  accountId: text('account_id'),
  ok: boolean('ok').notNull(),
  /** Message key and parameters of the row's error. */
  errorKey: text('error_key'),
  errorParams: jsonb('error_params'),
  flowId: bigint('flow_id', { mode: 'number' }),
  autoWrittenOff: boolean('auto_written_off').notNull().default(false),
}, (t) => [index('write_off_rows_batch_idx').on(t.batchId, t.rowNo)]);

/** Refund to a customer (spec 3, Refund). */
export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  refundNo: text('refund_no').notNull(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  merchantId: integer('merchant_id').notNull(),
  phone: text('phone').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  channel: text('channel').notNull(),
  receivingBank: text('receiving_bank'),
  receivingAccount: text('receiving_account').notNull(),
  receivingName: text('receiving_name'),
  remark: text('remark'),
  verificationStatus: text('verification_status').notNull().default('unverified'),
  auditStatus: text('audit_status').notNull().default('pending'),
  refundStatus: text('refund_status').notNull().default('created'),
  applicantId: integer('applicant_id').references(() => users.id),
  auditorId: integer('auditor_id').references(() => users.id),
  auditedAt: utc('audited_at'),
  auditRemark: text('audit_remark'),
  payoutRef: text('payout_ref'),
  thirdPartyCode: text('third_party_code'),
  failCause: text('fail_cause'),
  attempts: integer('attempts').notNull().default(0),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('refunds_no_uq').on(t.refundNo),
  index('refunds_order_idx').on(t.orderId),
  index('refunds_created_idx').on(t.createdAt.desc().nullsFirst()),
  index('refunds_audit_idx').on(t.auditStatus, t.createdAt.desc().nullsFirst()),
  index('refunds_payout_ref_idx').on(t.payoutRef),
  /** One refund of an order under way at a time. */
  uniqueIndex('refunds_one_open_uq').on(t.orderId).where(sql`${t.auditStatus} <> 'rejected' and ${t.refundStatus} not in ('success', 'failure')`),
]);

/** Cash transfer application between our accounts (spec 4, Transfer application). */
export const cashTransfers = pgTable('cash_transfers', {
  id: serial('id').primaryKey(),
  transferNo: text('transfer_no').notNull(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  fromChannel: text('from_channel').notNull(),
  toAccountId: integer('to_account_id').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  status: text('status').notNull().default('pending'),
  applicantId: integer('applicant_id').notNull().references(() => users.id),
  auditorId: integer('auditor_id').references(() => users.id),
  auditedAt: utc('audited_at'),
  auditRemark: text('audit_remark'),
  payoutRef: text('payout_ref'),
  thirdPartyCode: text('third_party_code'),
  failCause: text('fail_cause'),
  confirmedBy: integer('confirmed_by').references(() => users.id),
  confirmedAt: utc('confirmed_at'),
  ...auditedTimes,
}, (t) => [uniqueIndex('cash_transfers_no_uq').on(t.transferNo), index('cash_transfers_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  index('cash_transfers_payout_ref_idx').on(t.payoutRef)]);

/** A customer's withdrawal of wallet (overpaid) money (WalletRecords). */
export const walletWithdrawals = pgTable('wallet_withdrawals', {
  id: serial('id').primaryKey(),
  withdrawalNo: text('withdrawal_no').notNull(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  customerId: integer('customer_id').notNull(),
  merchantId: integer('merchant_id').notNull(),
  phone: text('phone').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  channel: text('channel').notNull(),
  status: text('status').notNull().default('pending'),
  payoutRef: text('payout_ref'),
  failCause: text('fail_cause'),
  attempts: integer('attempts').notNull().default(0),
  ...auditedTimes,
}, (t) => [uniqueIndex('wallet_withdrawals_no_uq').on(t.withdrawalNo), index('wallet_withdrawals_created_idx').on(t.createdAt.desc().nullsFirst()),
  index('wallet_withdrawals_payout_ref_idx').on(t.payoutRef), index('wallet_withdrawals_order_idx').on(t.orderId)]);

/** The sandbox payment channel's own book: what it paid and collected (its statements). */
export const channelTransactions = pgTable('channel_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(),
  direction: text('direction', { enum: ['payout', 'collection'] }).notNull(),
  /** Our reference (loan code, refund no…) for payouts; the customer's account for collections. */
  reference: text('reference').notNull(),
  thirdPartyCode: text('third_party_code').notNull(),
  account: text('account').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  status: text('status').notNull(),
  failCause: text('fail_cause'),
  /** When a late answer is due to be delivered by callback. */
  answerDueAt: utc('answer_due_at'),
  answered: boolean('answered').notNull().default(true),
  at: utc('at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('channel_transactions_ref_uq').on(t.channel, t.direction, t.reference),
  uniqueIndex('channel_transactions_code_uq').on(t.thirdPartyCode),
  index('channel_transactions_at_idx').on(t.channel, t.at),
]);

/** A reconciliation of our flows against one channel's statement for one day. */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  matched: integer('matched').notNull().default(0),
  missingInChannel: integer('missing_in_channel').notNull().default(0),
  missingInBooks: integer('missing_in_books').notNull().default(0),
  amountDiffers: integer('amount_differs').notNull().default(0),
  oursCents: cents('ours_cents'),
  theirsCents: cents('theirs_cents'),
  runBy: integer('run_by').references(() => users.id),
  at: utc('at').notNull().defaultNow(),
}, (t) => [index('reconciliation_runs_day_idx').on(t.day.desc().nullsFirst(), t.channel), uniqueIndex('reconciliation_runs_channel_day_uq').on(t.channel, t.day)]);

export const reconciliationItems = pgTable('reconciliation_items', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  runId: integer('run_id').notNull().references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
  outcome: text('outcome').notNull(),
  direction: text('direction').notNull(),
  reference: text('reference'),
  thirdPartyCode: text('third_party_code'),
  oursCents: bigint('ours_cents', { mode: 'number' }),
  theirsCents: bigint('theirs_cents', { mode: 'number' }),
  orderId: bigint('order_id', { mode: 'number' }),
}, (t) => [index('reconciliation_items_run_idx').on(t.runId, t.outcome)]);

/** Lender accounts and repayment accounts (spec 3): merchant, bank, account number, branch, enabled. */
const bankAccountColumns = () => ({
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  accountName: text('account_name').notNull(),
  bankName: text('bank_name').notNull(),
  accountNo: text('account_no').notNull(),
  branch: text('branch'),
  channel: text('channel').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
});
export const lenderAccounts = pgTable('lender_accounts', bankAccountColumns(), (t) => [uniqueIndex('lender_accounts_no_uq').on(t.bankName, t.accountNo)]);
export const repaymentAccounts = pgTable('repayment_accounts', bankAccountColumns(), (t) => [uniqueIndex('repayment_accounts_no_uq').on(t.bankName, t.accountNo)]);

/** Balance account per payment company (spec 3): the balance staff record beside the ledger's. */
export const balanceAccounts = pgTable('balance_accounts', {
  id: serial('id').primaryKey(),
  paymentCompany: text('payment_company').notNull(),
  accountName: text('account_name').notNull(),
  bankAccount: text('bank_account').notNull(),
  lastBalanceCents: bigint('last_balance_cents', { mode: 'number' }),
  lastEntryDay: date('last_entry_day', { mode: 'string' }),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('balance_accounts_company_uq').on(t.paymentCompany, t.bankAccount)]);

export const balanceEntries = pgTable('balance_entries', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => balanceAccounts.id, { onDelete: 'cascade' }),
  entryDay: date('entry_day', { mode: 'string' }).notNull(),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
  ledgerBalanceCents: bigint('ledger_balance_cents', { mode: 'number' }).notNull(),
  remark: text('remark'),
  createdBy: integer('created_by').references(() => users.id),
  ...auditedTimes,
}, (t) => [uniqueIndex('balance_entries_day_uq').on(t.accountId, t.entryDay)]);

/** LoanRouting: which channel pays which merchant/product, in priority order (fallbacks follow). */
export const loanRoutes = pgTable('loan_routes', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  productId: integer('product_id').references(() => products.id),
  channel: text('channel').notNull(),
  priority: integer('priority').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
  // loan_routes_uq treats an empty product as one value (NULLS NOT DISTINCT, migration 0012).
}, (t) => [uniqueIndex('loan_routes_uq').on(t.merchantId, t.productId, t.channel), index('loan_routes_merchant_idx').on(t.merchantId, t.priority)]);

/**
 * The AfterLoanSystem settings per merchant: AutomaticLoanCancelConfig (hours an approved order may wait
 * for a payout), AutoSettlementConfig and AutoWriteOffAmountConfig (largest remainder forgiven).
 */
export const autoLoanCancelConfigs = pgTable('auto_loan_cancel_configs', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  waitHours: integer('wait_hours').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('auto_loan_cancel_configs_merchant_uq').on(t.merchantId)]);

export const autoSettlementConfigs = pgTable('auto_settlement_configs', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  maxRemainderCents: bigint('max_remainder_cents', { mode: 'number' }).notNull(),
  minOverdueDays: integer('min_overdue_days').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('auto_settlement_configs_merchant_uq').on(t.merchantId)]);

export const autoWriteOffConfigs = pgTable('auto_write_off_configs', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  maxRemainderCents: bigint('max_remainder_cents', { mode: 'number' }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('auto_write_off_configs_merchant_uq').on(t.merchantId)]);

/** Money calls answered once per key: the same key again returns the stored answer. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  userId: integer('user_id'),
  operation: text('operation').notNull(),
  response: jsonb('response'),
  at: utc('at').notNull().defaultNow(),
});
