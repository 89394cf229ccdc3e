/**
 * ScheduleCaseManage's reads (issue 34), each one query whatever the team's size:
 * - the team's collectors with their levels and merchants (users_dept_idx, collection_personnel_user_system_uq);
 * - the open cases its collectors hold per level (users_dept_idx → collection_cases_collector_idx), in the caller's merchants;
 * - the bills of its merchants falling due each day of a range, not paid (bills_status_due_idx);
 * - each day's staff on a shift in the roster, leave applications left out (roster_cells_roster_user_day_uq);
 * - the month's check: every cell with its shift start, the first sign-in and leave (sign-ins.repository.ts).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { collectionLevels, departments, scheduleRules, scheduleWarnings } from '../../db/schema';
import type { MerchantScope } from '../../core/merchant-scope';
import { firstSignInOn, onLeaveOn } from './sign-ins.repository';

const inScope = (column: SQL, scope: MerchantScope) =>
  (scope === null ? sql`` : scope.length === 0 ? sql`and false` : sql`and ${column} in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})`);

export async function teamExists(db: DbOrTx, teamId: number): Promise<boolean> {
  const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, teamId));
  return Boolean(row);
}

export async function findCaseSettings(db: DbOrTx, teamId: number) {
  const [row] = await db.select({ id: scheduleRules.id, dailyCaseCapacity: scheduleRules.dailyCaseCapacity, lateGraceMinutes: scheduleRules.lateGraceMinutes, updatedAt: scheduleRules.updatedAt })
    .from(scheduleRules).where(eq(scheduleRules.teamId, teamId));
  return row ?? null;
}

export async function upsertCaseSettings(db: DbOrTx, teamId: number, values: { dailyCaseCapacity: number; lateGraceMinutes: number }) {
  const [row] = await db.insert(scheduleRules).values({ teamId, ...values })
    .onConflictDoUpdate({ target: scheduleRules.teamId, set: { ...values, updatedAt: new Date() } }).returning();
  return row;
}

/** The team's collectors (employed, active): each one's levels and merchants. */
export function teamCollectors(db: DbOrTx, teamId: number) {
  return queryRows<{ user_id: number; system: 'v1' | 'v2'; levels: string[] | null; merchant_ids: number[] | null }>(db, sql`
    select p.user_id, p.system, p.levels, p.merchant_ids from users u join collection_personnel p on p.user_id = u.id
    where u.dept_id = ${teamId} and u.employee_status = 'employed' and u.status = 'normal' and p.employment = 'employed'
    order by p.user_id`);
}

/** Open (collecting or retained) cases held by the team's staff, not outsourced, per level, in the caller's merchants. */
export function openCasesByLevel(db: DbOrTx, teamId: number, scope: MerchantScope) {
  return queryRows<{ level: string; n: number }>(db, sql`
    select c.level, count(*)::int as n from users u join collection_cases c on c.collector_user_id = u.id
    where u.dept_id = ${teamId} and c.status <> 'closed' and c.agency is null ${inScope(sql`c.merchant_id`, scope)}
    group by c.level`);
}

/** Bills of these merchants falling due on each day of [from, to], not paid (unpaid or part-paid). */
export function billsFallingDue(db: DbOrTx, merchantIds: readonly number[], from: string, to: string) {
  if (merchantIds.length === 0) return Promise.resolve([]);
  return queryRows<{ day: string; n: number }>(db, sql`
    select b.due_day::text as day, count(*)::int as n from bills b
    where b.status in ('unpaid', 'partial') and b.due_day >= ${from}::date and b.due_day <= ${to}::date
      and b.merchant_id in (${sql.join(merchantIds.map((id) => sql`${id}`), sql`, `)})
    group by b.due_day`);
}

/** The default bands (no merchant) of these levels, to order them and find the level new cases enter. */
export function levelBands(db: DbOrTx) {
  return db.select({ system: collectionLevels.system, level: collectionLevels.level, minDays: collectionLevels.minDays, maxDays: collectionLevels.maxDays, sort: collectionLevels.sort })
    .from(collectionLevels).where(and(sql`${collectionLevels.merchantId} is null`, eq(collectionLevels.enabled, true)));
}

/** Per day of the month: staff on a shift in the team's roster, not on leave. */
export function plannedPerDay(db: DbOrTx, rosterId: number) {
  return queryRows<{ day: string; n: number }>(db, sql`
    select c.day::text as day, count(*)::int as n from roster_cells c
    where c.roster_id = ${rosterId} and c.kind = 'shift' and not ${onLeaveOn(sql`c.user_id`, sql`c.day`)}
    group by c.day`);
}

/** Every cell of the roster with its shift's EAT start, the first sign-in of that day and whether leave overlaps it. */
export function checkCells(db: DbOrTx, rosterId: number) {
  return queryRows<{ user_id: number; day: string; kind: 'shift' | 'leave' | 'rest'; shift_name: string | null; start_time: string | null; first_sign_in: Date | string | null; on_leave: boolean }>(db, sql`
    select c.user_id, c.day::text as day, c.kind, st.name as shift_name, st.start_time,
      ${firstSignInOn(sql`c.user_id`, sql`c.day`)} as first_sign_in, ${onLeaveOn(sql`c.user_id`, sql`c.day`)} as on_leave
    from roster_cells c left join shift_types st on st.id = c.shift_type_id
    where c.roster_id = ${rosterId}`);
}

/** Teams with a roster for the month (the warning job's round). */
export function rosteredTeams(db: DbOrTx, month: string) {
  return queryRows<{ team_id: number }>(db, sql`select r.team_id from rosters r where r.month = ${month} order by r.team_id`);
}

/**
 * The team's leaders: employed, active users holding the code (through a role's menus) whose department is the team
 * or one above it (a collection supervisor of "Collections" leads "Early Stage").
 */
export function teamLeaders(db: DbOrTx, teamId: number, code: string) {
  return queryRows<{ id: number; email: string | null; username: string }>(db, sql`
    with recursive up(id) as (
      select ${teamId}::int union select d.parent_id from departments d join up on d.id = up.id where d.parent_id is not null
    )
    select distinct u.id, u.email, u.username from users u
      join user_roles ur on ur.user_id = u.id join role_menus rm on rm.role_id = ur.role_id join menus m on m.id = rm.menu_id
    where u.dept_id in (select id from up) and u.employee_status = 'employed' and u.status = 'normal' and m.perms = ${code}
    order by u.id`);
}

export async function recordWarning(db: DbOrTx, values: typeof scheduleWarnings.$inferInsert): Promise<boolean> {
  const rows = await db.insert(scheduleWarnings).values(values).onConflictDoNothing().returning({ id: scheduleWarnings.id });
  return rows.length > 0;
}

/** Departments with at least one employed collector: the teams ScheduleCaseManage plans. */
export async function collectionTeamIds(db: DbOrTx): Promise<Set<number>> {
  const rows = await queryRows<{ dept_id: number }>(db, sql`
    select distinct u.dept_id from collection_personnel p join users u on u.id = p.user_id
    where u.dept_id is not null and u.employee_status = 'employed' and p.employment = 'employed'`);
  return new Set(rows.map((r) => Number(r.dept_id)));
}
