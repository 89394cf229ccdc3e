import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './access';
import { auditedTimes, utc } from './columns';
import { departments } from './org';

/** Shift types (issue 34): a named time of day in EAT, a colour for the grid, and the teams (departments) that may work it. */
export const shiftTypes = pgTable('shift_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** 'HH:MM' in EAT; an end before the start runs past midnight (a night shift). */
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  colour: text('colour').notNull(),
  /** Counts towards the night-load fairness term. */
  night: boolean('night').notNull().default(false),
  /** Department ids; empty means every team. */
  teamIds: integer('team_ids').array().notNull().default(sql`'{}'::integer[]`),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('shift_types_name_uq').on(sql`lower(${t.name})`)]);

/** A team's roster for one month ('YYYY-MM', EAT). */
export const rosters = pgTable('rosters', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id').notNull().references(() => departments.id),
  month: text('month').notNull(),
  /** Last auto-schedule: 'optimal' | 'time_limit' | null (never solved). */
  solveStatus: text('solve_status'),
  solveGap: numeric('solve_gap'),
  ...auditedTimes,
}, (t) => [uniqueIndex('rosters_team_month_uq').on(t.teamId, t.month)]);

/** One employee's EAT day in a roster: a shift, leave or rest; a pinned cell is kept by the auto-scheduler. */
export const rosterCells = pgTable('roster_cells', {
  id: serial('id').primaryKey(),
  rosterId: integer('roster_id').notNull().references(() => rosters.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  kind: text('kind', { enum: ['shift', 'leave', 'rest'] }).notNull(),
  shiftTypeId: integer('shift_type_id').references(() => shiftTypes.id),
  pinned: boolean('pinned').notNull().default(false),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('roster_cells_roster_user_day_uq').on(t.rosterId, t.userId, t.day),
  index('roster_cells_user_day_idx').on(t.userId, t.day),
  check('roster_cells_shift_ck', sql`(${t.kind} = 'shift') = (${t.shiftTypeId} is not null)`),
]);

/** Per-team scheduling rules (ScheduleAbnormalThreshold); defaults in docs/workforce.md. */
export const scheduleRules = pgTable('schedule_rules', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id').notNull().references(() => departments.id),
  /** Share of the team that must work each day, in per cent. */
  dailyAttendancePct: integer('daily_attendance_pct').notNull().default(70),
  weeklyAttendanceDays: integer('weekly_attendance_days').notNull().default(5),
  maxConsecutiveDays: integer('max_consecutive_days').notNull().default(6),
  minRestHours: integer('min_rest_hours').notNull().default(11),
  /** What happens to an employee's open cases when they are taken off shift for today: kept, or returned to the pool and re-allocated. */
  offShiftCases: text('off_shift_cases', { enum: ['keep', 'return'] }).notNull().default('keep'),
  /** ScheduleCaseManage: the cases one collector works in a day (required headcount = ceil(cases / capacity)). */
  dailyCaseCapacity: integer('daily_case_capacity').notNull().default(80),
  /** The check view: minutes after the shift start a first sign-in still counts as on time. */
  lateGraceMinutes: integer('late_grace_minutes').notNull().default(5),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('schedule_rules_team_uq').on(t.teamId),
  check('schedule_rules_off_shift_cases_ck', sql`${t.offShiftCases} in ('keep', 'return')`),
]);

/**
 * The check view's abnormal-threshold warnings (issue 34): one row per team and EAT day once the team's leaders were
 * warned (attendance below the daily rate, or someone absent without leave), so the job warns once per day per team.
 */
export const scheduleWarnings = pgTable('schedule_warnings', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id').notNull().references(() => departments.id),
  day: date('day', { mode: 'string' }).notNull(),
  /** What was found: { present, planned, required, ratePct, absent: userIds } */
  findings: jsonb('findings').notNull(),
  recipientUserIds: integer('recipient_user_ids').array().notNull().default(sql`'{}'::integer[]`),
  sentAt: utc('sent_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('schedule_warnings_team_day_uq').on(t.teamId, t.day)]);
