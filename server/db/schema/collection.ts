/**
 * Collection (issue 13): cases opened from bills, their levels and history, holders and allocation history,
 * contacts and follow-ups, promises to pay, waivers, delayed-arrival requests, the bad-debt library, the
 * repayments attributed to collectors, collection personnel and the policies. Amounts are integer cents.
 * One case engine serves both systems (`system`: v1 level-based, v2 stage-based).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditedTimes, utc } from './columns';
import { users } from './access';
import { customers } from './customer';
import { merchants } from './org';
import { orders } from './order';
import { bills, repayFlows } from './money';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const intArray = (name: string) => integer(name).array().notNull().default(sql`'{}'::integer[]`);
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * A level band (CollectLevelDevisionPolicy, PreReminderCaseDivisionPolicy; the stages of v2): a case whose bill
 * is `minDays`…`maxDays` days overdue sits in `level`. Pre-reminder bands count days before the due day as
 * negative (D-3 is -3 … -3; D0 is 0 … 0). A null merchant is the default for merchants without their own bands.
 */
export const collectionLevels = pgTable('collection_levels', {
  id: serial('id').primaryKey(),
  system: text('system', { enum: ['v1', 'v2'] }).notNull().default('v1'),
  kind: text('kind', { enum: ['preReminder', 'overdue'] }).notNull(),
  merchantId: integer('merchant_id').references(() => merchants.id),
  level: text('level').notNull(),
  minDays: integer('min_days').notNull(),
  maxDays: integer('max_days').notNull(),
  sort: integer('sort').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('collection_levels_uq').on(t.system, sql`coalesce(${t.merchantId}, 0)`, t.level),
  index('collection_levels_lookup_idx').on(t.system, t.merchantId, t.minDays),
]);

/** CollectionPersonnel (-New): a collector's groups, merchants, levels, allocation settings and state. */
export const collectionPersonnel = pgTable('collection_personnel', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  system: text('system', { enum: ['v1', 'v2'] }).notNull().default('v1'),
  groupName: text('group_name'),
  merchantIds: intArray('merchant_ids'),
  relatedMerchantIds: intArray('related_merchant_ids'),
  /** The levels (or v2 stages) this collector works. */
  levels: textArray('levels'),
  autoAllocation: boolean('auto_allocation').notNull().default(true),
  messageSending: boolean('message_sending').notNull().default(true),
  /** Most open cases the automatic allocation gives this collector. */
  capacity: integer('capacity').notNull().default(300),
  /** Outsourced agency name when the collector is an external agency's seat (OutCollectionList). */
  agency: text('agency'),
  workingStatus: text('working_status', { enum: ['working', 'resting'] }).notNull().default('working'),
  employment: text('employment', { enum: ['employed', 'left'] }).notNull().default('employed'),
  status: text('status', { enum: ['normal', 'frozen'] }).notNull().default('normal'),
  ...auditedTimes,
}, (t) => [uniqueIndex('collection_personnel_user_system_uq').on(t.userId, t.system)]);

/** Conduct rules per merchant (null = default): contact hours in EAT, daily attempt cap, emergency contacts. */
export const collectionSettings = pgTable('collection_settings', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').references(() => merchants.id),
  contactStartMinute: integer('contact_start_minute').notNull().default(8 * 60),
  contactEndMinute: integer('contact_end_minute').notNull().default(19 * 60),
  maxAttemptsPerDay: integer('max_attempts_per_day').notNull().default(6),
  allowEmergencyContacts: boolean('allow_emergency_contacts').notNull().default(false),
  /** Days a passed delayed-arrival request pauses contact. */
  delayPauseDays: integer('delay_pause_days').notNull().default(2),
  ...auditedTimes,
}, (t) => [uniqueIndex('collection_settings_merchant_uq').on(sql`coalesce(${t.merchantId}, 0)`)]);

/** A case: one per bill, opened before the due day or when overdue; closed and reopened as the bill changes. */
export const collectionCases = pgTable('collection_cases', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  caseNo: text('case_no').notNull(),
  system: text('system', { enum: ['v1', 'v2'] }).notNull().default('v1'),
  billId: bigint('bill_id', { mode: 'number' }).notNull().references(() => bills.id),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  kind: text('kind', { enum: ['preReminder', 'overdue'] }).notNull(),
  level: text('level').notNull(),
  status: text('status', { enum: ['collecting', 'retained', 'closed'] }).notNull().default('collecting'),
  closeReason: text('close_reason', { enum: ['settled', 'writtenOff', 'badDebt'] }),
  collectorUserId: integer('collector_user_id').references(() => users.id),
  assignedAt: utc('assigned_at'),
  /** Handed to an external agency (OutCollectionList). */
  agency: text('agency'),
  enteredAt: utc('entered_at').notNull().defaultNow(),
  levelEnteredAt: utc('level_entered_at').notNull().defaultNow(),
  dueDay: date('due_day', { mode: 'string' }).notNull(),
  overdueDays: integer('overdue_days').notNull().default(0),
  /** Kept in step with the bill on every money event, so lists sort and filter without joining bills. */
  billAmountCents: cents('bill_amount_cents'),
  amountDueCents: cents('amount_due_cents'),
  followUpCount: integer('follow_up_count').notNull().default(0),
  lastActionCode: text('last_action_code'),
  lastContactAt: utc('last_contact_at'),
  nextCallAt: utc('next_call_at'),
  overdueReason: text('overdue_reason'),
  customerIntent: text('customer_intent'),
  /** The open promise, if any (commitment repayment time and amount). */
  promiseId: bigint('promise_id', { mode: 'number' }),
  commitmentAt: utc('commitment_at'),
  commitmentCents: bigint('commitment_cents', { mode: 'number' }),
  brokenPromiseCount: integer('broken_promise_count').notNull().default(0),
  /** A passed delayed-arrival request pauses contact until then. */
  pausedUntil: utc('paused_until'),
  closedAt: utc('closed_at'),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('collection_cases_no_uq').on(t.caseNo.op('text_pattern_ops')),
  uniqueIndex('collection_cases_bill_uq').on(t.billId),
  index('collection_cases_collector_idx').on(t.collectorUserId, t.status, t.level),
  index('collection_cases_open_idx').on(t.system, t.level, t.id.desc().nullsFirst()).where(sql`${t.status} <> 'closed'`),
  index('collection_cases_pool_idx').on(t.system, t.merchantId, t.level).where(sql`${t.status} <> 'closed' and ${t.collectorUserId} is null`),
  index('collection_cases_order_idx').on(t.orderId),
  index('collection_cases_customer_idx').on(t.customerId),
  index('collection_cases_entered_idx').on(t.enteredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  /** CaseAllocation's sorts by days overdue and by amount due (common/collection/case-list.ts CASE_SORTABLE). */
  index('collection_cases_overdue_days_idx').on(t.overdueDays.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('collection_cases_amount_due_idx').on(t.amountDueCents.desc().nullsFirst(), t.id.desc().nullsFirst()),
  /** One collector's open cases, newest entered first (CaseAllocation filtered by collector). */
  index('collection_cases_holder_entered_idx').on(t.collectorUserId, t.enteredAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} <> 'closed'`),
  /** A collector's queue sorted by next call then amount (MyCollection's nextCallAt sort; my-collection.repository.ts). */
  index('collection_cases_holder_next_call_idx').on(t.collectorUserId, t.nextCallAt.asc().nullsLast(), t.amountDueCents.desc().nullsFirst(), t.id).where(sql`${t.status} <> 'closed'`),
  /** OutCollectionList's outsourced cases, newest entered first (few among many). */
  index('collection_cases_outsourced_idx').on(t.enteredAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.agency} is not null`),
]);

/**
 * The case lists' totals: cases per system, merchant, level, state, holder (0 = nobody) and outsourced or not,
 * kept exact by statement-level triggers on collection_cases (migration 0053), so the total of a list filtered by
 * these alone is a sum of a few thousand rows, not a count of every open case.
 */
export const caseCounts = pgTable('case_counts', {
  system: text('system').notNull(),
  merchantId: integer('merchant_id').notNull(),
  level: text('level').notNull(),
  status: text('status').notNull(),
  collectorUserId: integer('collector_user_id').notNull(),
  outsourced: boolean('outsourced').notNull(),
  cases: integer('cases').notNull(),
}, (t) => [primaryKey({ columns: [t.system, t.merchantId, t.level, t.status, t.collectorUserId, t.outsourced] })]);

/** Every level a case has been in: entered, left, why. */
export const collectionCaseLevels = pgTable('collection_case_levels', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  caseId: bigint('case_id', { mode: 'number' }).notNull().references(() => collectionCases.id),
  level: text('level').notNull(),
  reason: text('reason').notNull(),
  enteredAt: utc('entered_at').notNull().defaultNow(),
  leftAt: utc('left_at'),
}, (t) => [
  index('collection_case_levels_case_idx').on(t.caseId, t.enteredAt),
  /** CollectionReport's level entries and exits of a span (docs/reports.md). */
  index('collection_case_levels_entered_idx').on(t.enteredAt),
  index('collection_case_levels_left_idx').on(t.leftAt).where(sql`${t.leftAt} is not null`),
]);

/** Every change of holder; `fromUserId` is what undo restores. */
export const collectionAllocations = pgTable('collection_allocations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  caseId: bigint('case_id', { mode: 'number' }).notNull().references(() => collectionCases.id),
  action: text('action').notNull(),
  fromUserId: integer('from_user_id').references(() => users.id),
  toUserId: integer('to_user_id').references(() => users.id),
  fromAgency: text('from_agency'),
  toAgency: text('to_agency'),
  batchNo: text('batch_no'),
  actorUserId: integer('actor_user_id').references(() => users.id),
  undone: boolean('undone').notNull().default(false),
  at: utc('at').notNull().defaultNow(),
}, (t) => [index('collection_allocations_case_idx').on(t.caseId, t.at), index('collection_allocations_batch_idx').on(t.batchNo)]);

/** The timeline of a case: calls, SMS, robot and AI calls, agency results and notes, with the follow-up record. */
export const collectionContacts = pgTable('collection_contacts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  caseId: bigint('case_id', { mode: 'number' }).notNull().references(() => collectionCases.id),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  userId: integer('user_id').references(() => users.id),
  channel: text('channel').notNull(),
  target: text('target').notNull().default('borrower'),
  /** Which emergency contact (customer_contacts.id) when target is emergencyContact. */
  contactId: integer('contact_id'),
  result: text('result'),
  actionCode: text('action_code'),
  customerIntent: text('customer_intent'),
  overdueReason: text('overdue_reason'),
  remark: text('remark'),
  nextCallAt: utc('next_call_at'),
  callLogId: bigint('call_log_id', { mode: 'number' }),
  outboxId: bigint('outbox_id', { mode: 'number' }),
  templateId: integer('template_id'),
  at: utc('at').notNull().defaultNow(),
}, (t) => [
  index('collection_contacts_case_idx').on(t.caseId, t.at.desc().nullsFirst()),
  index('collection_contacts_customer_day_idx').on(t.customerId, t.at),
  index('collection_contacts_user_idx').on(t.userId, t.at),
  index('collection_contacts_call_idx').on(t.callLogId).where(sql`${t.callLogId} is not null`),
  /** CollectionReport's contacts of a span. */
  index('collection_contacts_at_idx').on(t.at),
]);

/** A promise to pay: kept, partly kept or broken, decided on every repayment and by the nightly check. */
export const collectionPromises = pgTable('collection_promises', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  caseId: bigint('case_id', { mode: 'number' }).notNull().references(() => collectionCases.id),
  userId: integer('user_id').references(() => users.id),
  promisedAt: utc('promised_at').notNull(),
  amountCents: cents('amount_cents'),
  /** Cash received on the bill since the promise was made. */
  paidCents: cents('paid_cents'),
  status: text('status', { enum: ['pending', 'kept', 'partlyKept', 'broken', 'superseded'] }).notNull().default('pending'),
  decidedAt: utc('decided_at'),
  createdAt: utc('created_at').notNull().defaultNow(),
}, (t) => [
  index('collection_promises_case_idx').on(t.caseId, t.createdAt),
  index('collection_promises_due_idx').on(t.promisedAt).where(sql`${t.status} = 'pending'`),
  index('collection_promises_user_idx').on(t.userId, t.createdAt),
  /** PerformanceReport's and CollectionReport's promises made in a span (docs/reports.md). */
  index('collection_promises_created_idx').on(t.createdAt),
]);

/** PenaltyInterestReductionStrategiesNew (and v1's limits): what a collector may propose to waive. */
export const reductionStrategies = pgTable('reduction_strategies', {
  id: serial('id').primaryKey(),
  system: text('system', { enum: ['v1', 'v2'] }).notNull().default('v2'),
  name: text('name').notNull(),
  merchantId: integer('merchant_id').references(() => merchants.id),
  /** Empty = every level. */
  levels: textArray('levels'),
  minOverdueDays: integer('min_overdue_days').notNull().default(1),
  maxOverdueDays: integer('max_overdue_days').notNull().default(9999),
  /** Bills owing at least this much (0 = any). */
  minAmountCents: cents('min_amount_cents'),
  components: textArray('components'),
  /** Largest share of the chosen components that may be waived, in basis points (10000 = all). */
  maxShareBp: integer('max_share_bp').notNull().default(10000),
  /** Largest waiver in cents (0 = no cap beyond the share). */
  capCents: cents('cap_cents'),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
});

/** DeductionAmountManagement (-New): a waiver a collector proposes and a supervisor decides. */
export const collectionDeductions = pgTable('collection_deductions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  deductionNo: text('deduction_no').notNull(),
  caseId: bigint('case_id', { mode: 'number' }).notNull().references(() => collectionCases.id),
  billId: bigint('bill_id', { mode: 'number' }).notNull().references(() => bills.id),
  merchantId: integer('merchant_id').notNull(),
  system: text('system', { enum: ['v1', 'v2'] }).notNull().default('v1'),
  strategyId: integer('strategy_id').references(() => reductionStrategies.id),
  /** Cents per component: { lateFee: 12000, interest: 0 }. */
  components: jsonb('components').$type<Record<string, number>>().notNull(),
  totalCents: cents('total_cents'),
  reason: text('reason'),
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'reversed'] }).notNull().default('pending'),
  requestedBy: integer('requested_by').notNull().references(() => users.id),
  reviewerId: integer('reviewer_id').references(() => users.id),
  reviewedAt: utc('reviewed_at'),
  reviewRemark: text('review_remark'),
  /** The waiver flow the approval posted (once). */
  flowId: bigint('flow_id', { mode: 'number' }).references(() => repayFlows.id),
  /** An approved waiver reversed: its flow rolled back through the ledger (a reversal journal), by someone with the reverse code. */
  reversedBy: integer('reversed_by').references(() => users.id),
  reversedAt: utc('reversed_at'),
  reverseReason: text('reverse_reason'),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('collection_deductions_no_uq').on(t.deductionNo),
  index('collection_deductions_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  index('collection_deductions_case_idx').on(t.caseId),
  uniqueIndex('collection_deductions_pending_uq').on(t.billId).where(sql`${t.status} = 'pending'`),
]);

/** The customer says they paid; the money is not yet seen. Passed → contact pauses while reconciliation catches up. */
export const collectionDelayRequests = pgTable('collection_delay_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  caseId: bigint('case_id', { mode: 'number' }).notNull().references(() => collectionCases.id),
  requestedBy: integer('requested_by').notNull().references(() => users.id),
  paymentRef: text('payment_ref'),
  amountCents: cents('amount_cents'),
  paidAt: utc('paid_at'),
  remark: text('remark'),
  status: text('status', { enum: ['pending', 'passed', 'rejected'] }).notNull().default('pending'),
  reviewerId: integer('reviewer_id').references(() => users.id),
  reviewedAt: utc('reviewed_at'),
  pauseUntil: utc('pause_until'),
  ...auditedTimes,
}, (t) => [index('collection_delay_requests_status_idx').on(t.status, t.createdAt), index('collection_delay_requests_case_idx').on(t.caseId)]);

/** BadDebtManagement (-New): a case moved into the library (with approval) and out again. */
export const badDebtEntries = pgTable('bad_debt_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  caseId: bigint('case_id', { mode: 'number' }).notNull().references(() => collectionCases.id),
  system: text('system', { enum: ['v1', 'v2'] }).notNull().default('v1'),
  merchantId: integer('merchant_id').notNull(),
  reason: text('reason').notNull(),
  amountCents: cents('amount_cents'),
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'movedOut'] }).notNull().default('pending'),
  requestedBy: integer('requested_by').notNull().references(() => users.id),
  approvedBy: integer('approved_by').references(() => users.id),
  approvedAt: utc('approved_at'),
  movedOutBy: integer('moved_out_by').references(() => users.id),
  movedOutAt: utc('moved_out_at'),
  moveOutReason: text('move_out_reason'),
  ...auditedTimes,
}, (t) => [
  index('bad_debt_entries_status_idx').on(t.system, t.status, t.createdAt.desc().nullsFirst()),
  uniqueIndex('bad_debt_entries_open_uq').on(t.caseId).where(sql`${t.status} in ('pending', 'approved')`),
]);

/** repaymentDetails (-New): each repayment on a case, attributed to the collector holding it at that moment. */
export const collectionRepayments = pgTable('collection_repayments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  flowId: bigint('flow_id', { mode: 'number' }).notNull().references(() => repayFlows.id),
  caseId: bigint('case_id', { mode: 'number' }).notNull().references(() => collectionCases.id),
  system: text('system', { enum: ['v1', 'v2'] }).notNull().default('v1'),
  merchantId: integer('merchant_id').notNull(),
  collectorUserId: integer('collector_user_id').references(() => users.id),
  agency: text('agency'),
  level: text('level').notNull(),
  amountCents: cents('amount_cents'),
  /** Negative row when the flow is rolled back. */
  reversed: boolean('reversed').notNull().default(false),
  repaidAt: utc('repaid_at').notNull(),
  createdAt: utc('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('collection_repayments_flow_uq').on(t.flowId, t.reversed),
  index('collection_repayments_collector_idx').on(t.collectorUserId, t.repaidAt.desc().nullsFirst()),
  index('collection_repayments_repaid_idx').on(t.system, t.repaidAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
]);
