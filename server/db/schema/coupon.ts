/**
 * Customer-service coupons and temporary credit limits (issue 16). Coupons themselves live in `coupons`
 * (money.ts); here are the coupon tasks, the agents' applications under them, and the temporary limit tasks
 * with their customer rows. Amounts are integer cents.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditedTimes, utc } from './columns';
import { users } from './access';
import { customers } from './customer';

const intArray = (name: string) => integer(name).array().notNull().default(sql`'{}'::integer[]`);
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** A coupon task (CustomerServiceCouponConfig): what agents may grant, and the limits of granting it. */
export const csCouponTasks = pgTable('cs_coupon_tasks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  apps: textArray('apps'),
  merchantIds: intArray('merchant_ids'),
  couponType: text('coupon_type').notNull(),
  faceValueCents: bigint('face_value_cents', { mode: 'number' }).notNull(),
  /** Coupons the task may issue in all (its stock). */
  count: integer('count').notNull(),
  /** Coupons one agent may apply for on one EAT day. */
  dailyLimit: integer('daily_limit').notNull(),
  /** Coupons one application may ask for. */
  perRequestLimit: integer('per_request_limit').notNull(),
  /** Coupons one agent may apply for over the task's life. */
  totalLimit: integer('total_limit').notNull(),
  /** Days each issued coupon is valid. */
  validDays: integer('valid_days').notNull(),
  /** The task takes applications until then. */
  expiresAt: utc('expires_at').notNull(),
  reason: text('reason').notNull(),
  /** Coupons counted against the stock (pending or approved; a rejection gives them back). */
  usedCount: integer('used_count').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('cs_coupon_tasks_name_uq').on(t.name)]);

/** An agent's application for coupons for one customer (MyCustomerServiceCouponApply / CustomerServiceCouponAudit). */
export const csCouponApplications = pgTable('cs_coupon_applications', {
  id: serial('id').primaryKey(),
  applicationNo: text('application_no').notNull(),
  taskId: integer('task_id').notNull().references(() => csCouponTasks.id),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  quantity: integer('quantity').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  /** The EAT day of the application: the daily limit counts by it. */
  day: date('day', { mode: 'string' }).notNull(),
  reason: text('reason').notNull(),
  status: text('status').notNull().default('pending'),
  requestedBy: integer('requested_by').notNull().references(() => users.id),
  requestedAt: utc('requested_at').notNull(),
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewedAt: utc('reviewed_at'),
  reviewRemark: text('review_remark'),
  couponNos: textArray('coupon_nos'),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('cs_coupon_applications_no_uq').on(t.applicationNo),
  index('cs_coupon_applications_agent_day_idx').on(t.taskId, t.requestedBy, t.day),
  index('cs_coupon_applications_requester_idx').on(t.requestedBy, t.requestedAt.desc().nullsFirst()),
  index('cs_coupon_applications_status_idx').on(t.status, t.requestedAt.desc().nullsFirst()),
]);

/** A temporary credit limit task (TemporaryCreditLimitIssuance): raise chosen customers' limits until expiry. */
export const tempLimitTasks = pgTable('temp_limit_tasks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  expiresAt: utc('expires_at').notNull(),
  remark: text('remark'),
  fileName: text('file_name'),
  /**
   * The audience the task declares (issue 36), checked against each listed customer before approval: at least
   * this many settled loans, and the latest model level one of these. Null: not declared.
   */
  audienceMinSettled: integer('audience_min_settled'),
  audienceLevels: text('audience_levels').array(),
  /** pending (to be reviewed), approved, rejected; ended once expired. */
  status: text('status').notNull().default('pending'),
  totalRows: integer('total_rows').notNull().default(0),
  okRows: integer('ok_rows').notNull().default(0),
  createdBy: integer('created_by').notNull().references(() => users.id),
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewedAt: utc('reviewed_at'),
  reviewRemark: text('review_remark'),
  endedAt: utc('ended_at'),
  ...auditedTimes,
}, (t) => [
  index('temp_limit_tasks_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('temp_limit_tasks_status_expires_idx').on(t.status, t.expiresAt),
]);

/** One row of a task's uploaded list, with its result; `creditId` is the temporary credit line granted. */
export const tempLimitTaskRows = pgTable('temp_limit_task_rows', {
  id: serial('id').primaryKey(),
  taskId: integer('task_id').notNull().references(() => tempLimitTasks.id, { onDelete: 'cascade' }),
  rowNo: integer('row_no').notNull(),
  phone: text('phone').notNull(),
  customerId: integer('customer_id').references(() => customers.id),
  /** ok, or why the row was refused: invalidPhone, notFound, duplicate. */
  result: text('result').notNull(),
  creditId: integer('credit_id'),
}, (t) => [index('temp_limit_task_rows_task_idx').on(t.taskId, t.rowNo)]);
