/** Scheduling tables (issue 34): shift types, rosters and cells, per-team rules, the team's staff and leave. */
import { and, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leaveApplications, rosterCells, rosters, scheduleRules, shiftTypes, users } from '../../db/schema';

export const DEFAULT_RULES = { dailyAttendancePct: 70, weeklyAttendanceDays: 5, maxConsecutiveDays: 6, minRestHours: 11 };
export type RulesValues = typeof DEFAULT_RULES;

export async function findRules(db: DbOrTx, teamId: number) {
  const [row] = await db.select().from(scheduleRules).where(eq(scheduleRules.teamId, teamId));
  return row ?? null;
}

export async function upsertRules(db: DbOrTx, teamId: number, values: RulesValues) {
  const [row] = await db.insert(scheduleRules).values({ teamId, ...values })
    .onConflictDoUpdate({ target: scheduleRules.teamId, set: { ...values, updatedAt: new Date() } }).returning();
  return row;
}

export function teamShiftTypes(db: DbOrTx, teamId: number) {
  return db.select().from(shiftTypes)
    .where(and(eq(shiftTypes.enabled, true), sql`(cardinality(${shiftTypes.teamIds}) = 0 or ${teamId} = any(${shiftTypes.teamIds}))`))
    .orderBy(shiftTypes.startTime, shiftTypes.id);
}

export function teamStaff(db: DbOrTx, teamId: number) {
  return db.select({ id: users.id, realName: users.realName, jobNumber: users.jobNumber }).from(users)
    .where(and(eq(users.deptId, teamId), eq(users.employeeStatus, 'employed'), eq(users.status, 'normal')))
    .orderBy(users.id);
}

/** Leave applications (not cancelled) of these users overlapping [from, to). */
export function leaveOverlapping(db: DbOrTx, userIds: number[], from: Date, to: Date) {
  if (!userIds.length) return Promise.resolve([]);
  return db.select({ userId: leaveApplications.userId, startAt: leaveApplications.startAt, endAt: leaveApplications.endAt })
    .from(leaveApplications)
    .where(and(inArray(leaveApplications.userId, userIds), eq(leaveApplications.status, 'submitted'),
      lt(leaveApplications.startAt, to), gt(leaveApplications.endAt, from)));
}

export async function findRoster(db: DbOrTx, teamId: number, month: string) {
  const [row] = await db.select().from(rosters).where(and(eq(rosters.teamId, teamId), eq(rosters.month, month)));
  return row ?? null;
}

export async function ensureRoster(db: DbOrTx, teamId: number, month: string) {
  await db.insert(rosters).values({ teamId, month }).onConflictDoNothing();
  return (await findRoster(db, teamId, month))!;
}

export function rosterCellRows(db: DbOrTx, rosterId: number) {
  return db.select().from(rosterCells).where(eq(rosterCells.rosterId, rosterId));
}

export type CellValues = { userId: number; day: string; kind: 'shift' | 'leave' | 'rest'; shiftTypeId: number | null; pinned: boolean };

export async function upsertCells(db: DbOrTx, rosterId: number, cells: CellValues[]) {
  for (let i = 0; i < cells.length; i += 1000) {
    await db.insert(rosterCells).values(cells.slice(i, i + 1000).map((c) => ({ rosterId, ...c })))
      .onConflictDoUpdate({
        target: [rosterCells.rosterId, rosterCells.userId, rosterCells.day],
        set: { kind: sql`excluded.kind`, shiftTypeId: sql`excluded.shift_type_id`, pinned: sql`excluded.pinned`, updatedAt: new Date() },
      });
  }
}

export async function setSolve(db: DbOrTx, rosterId: number, status: string, gap: number | null) {
  await db.update(rosters).set({ solveStatus: status, solveGap: gap === null ? null : String(gap), updatedAt: new Date() }).where(eq(rosters.id, rosterId));
}

/**
 * For on-shift.ts: each person's roster cell on one EAT day (through their team's roster of that month) and whether
 * a leave application overlaps the day, in one query along users_pkey, rosters_team_month_uq,
 * roster_cells_roster_user_day_uq and leave_user_idx. `planned` is false when the team has no roster that month.
 */
export async function dayCellsOf(db: DbOrTx, who: { userIds: readonly number[] } | { teamId: number }, day: string, dayStart: Date, dayEnd: Date) {
  const onLeave = sql<boolean>`exists (select 1 from ${leaveApplications} where ${leaveApplications.userId} = ${users.id}
    and ${leaveApplications.status} = 'submitted' and ${leaveApplications.startAt} < ${dayEnd} and ${leaveApplications.endAt} > ${dayStart})`;
  return db.select({ userId: users.id, planned: sql<boolean>`${rosters.id} is not null`, kind: rosterCells.kind, onLeave })
    .from(users)
    .leftJoin(rosters, and(eq(rosters.teamId, users.deptId), eq(rosters.month, day.slice(0, 7))))
    .leftJoin(rosterCells, and(eq(rosterCells.rosterId, rosters.id), eq(rosterCells.userId, users.id), eq(rosterCells.day, day)))
    .where('teamId' in who ? eq(users.deptId, who.teamId) : inArray(users.id, who.userIds.length ? [...who.userIds] : [0]));
}

/** The team's policy for the open cases of someone taken off shift today (schedule_rules.off_shift_cases). */
export async function offShiftPolicyOf(db: DbOrTx, teamId: number): Promise<'keep' | 'return'> {
  const [row] = await db.select({ policy: scheduleRules.offShiftCases }).from(scheduleRules).where(eq(scheduleRules.teamId, teamId));
  return row?.policy ?? 'keep';
}

export async function upsertOffShiftPolicy(db: DbOrTx, teamId: number, policy: 'keep' | 'return') {
  const [row] = await db.insert(scheduleRules).values({ teamId, offShiftCases: policy })
    .onConflictDoUpdate({ target: scheduleRules.teamId, set: { offShiftCases: policy, updatedAt: new Date() } }).returning();
  return row;
}

/** The caller's own cells of a month (roster_cells_user_day_idx), with each shift's name, EAT times and colour. */
export function ownCellsOf(db: DbOrTx, userId: number, from: string, to: string) {
  return db.select({
    day: rosterCells.day, kind: rosterCells.kind, shiftTypeId: rosterCells.shiftTypeId,
    shiftName: shiftTypes.name, startTime: shiftTypes.startTime, endTime: shiftTypes.endTime, colour: shiftTypes.colour, night: shiftTypes.night,
  }).from(rosterCells).leftJoin(shiftTypes, eq(shiftTypes.id, rosterCells.shiftTypeId))
    .where(and(eq(rosterCells.userId, userId), gte(rosterCells.day, from), lte(rosterCells.day, to)))
    .orderBy(rosterCells.day);
}

/** The caller's own leave applications overlapping [from, to) (leave_user_idx), cancelled ones too (shown struck through). */
export function ownLeaveOverlapping(db: DbOrTx, userId: number, from: Date, to: Date) {
  return db.select({ id: leaveApplications.id, startAt: leaveApplications.startAt, endAt: leaveApplications.endAt, reason: leaveApplications.reason, status: leaveApplications.status })
    .from(leaveApplications)
    .where(and(eq(leaveApplications.userId, userId), lt(leaveApplications.startAt, to), gt(leaveApplications.endAt, from)))
    .orderBy(leaveApplications.startAt);
}
