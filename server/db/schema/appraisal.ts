/**
 * Employee discipline (issue 34, AppraisalSystem/EmployeeDisciplineData): the monthly record per employee, the
 * warning letters leaders issue, and the administrator's diligence-score weights. docs/workforce.md "## Employee discipline".
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DISCIPLINE_AREAS } from '../../../common/appraisal/discipline';
import { users } from './access';
import { auditedTimes, utc } from './columns';
import { merchants } from './org';

/** One employee's EAT month ('YYYY-MM'): the sources as counted at `computedAt`; a closed record is frozen. */
export const disciplineRecords = pgTable('discipline_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  month: text('month').notNull(),
  /** The employee's merchant when computed (merchant scope). */
  merchantId: integer('merchant_id').references(() => merchants.id),
  area: text('area', { enum: DISCIPLINE_AREAS }).notNull(),
  /** The collection stages (levels) worked, or null; the group (collection or service group, else the team). */
  stage: text('stage'),
  groupName: text('group_name'),
  plannedDays: smallint('planned_days').notNull().default(0),
  attendedDays: smallint('attended_days').notNull().default(0),
  /** Basis points; null when no shift was planned in the month. */
  attendanceBp: integer('attendance_bp'),
  majorViolations: integer('major_violations').notNull().default(0),
  qualityPenaltyPoints: integer('quality_penalty_points').notNull().default(0),
  complaintCount: integer('complaint_count').notNull().default(0),
  warningLetters: integer('warning_letters').notNull().default(0),
  diligenceScore: smallint('diligence_score').notNull(),
  computedAt: utc('computed_at').notNull(),
  closedAt: utc('closed_at'),
  closedBy: integer('closed_by').references(() => users.id),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('discipline_records_month_user_uq').on(t.month, t.userId),
  index('discipline_records_month_score_idx').on(t.month, t.diligenceScore, t.id),
  check('discipline_records_area_ck', sql`${t.area} in ('collection', 'telemarketing', 'service')`),
  check('discipline_records_score_ck', sql`${t.diligenceScore} between 0 and 100`),
]);

/** A warning letter to an employee for a month; revoked letters stay (with who and why) and no longer count. */
export const disciplineWarningLetters = pgTable('discipline_warning_letters', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  month: text('month').notNull(),
  reason: text('reason').notNull(),
  issuedBy: integer('issued_by').notNull().references(() => users.id),
  issuedAt: utc('issued_at').notNull(),
  revokedAt: utc('revoked_at'),
  revokedBy: integer('revoked_by').references(() => users.id),
  revokeReason: text('revoke_reason'),
}, (t) => [index('discipline_warning_letters_user_month_idx').on(t.userId, t.month)]);

/** The diligence-score weights (one row, id 1): points off per unit (common/appraisal/discipline.ts). */
export const disciplineSettings = pgTable('discipline_settings', {
  id: smallint('id').primaryKey().default(1),
  attendance: smallint('attendance').notNull().default(5),
  majorViolation: smallint('major_violation').notNull().default(20),
  qualityPenalty: smallint('quality_penalty').notNull().default(1),
  complaint: smallint('complaint').notNull().default(5),
  warningLetter: smallint('warning_letter').notNull().default(15),
  updatedBy: integer('updated_by').references(() => users.id),
  ...auditedTimes,
}, (t) => [check('discipline_settings_one_ck', sql`${t.id} = 1`)]);
