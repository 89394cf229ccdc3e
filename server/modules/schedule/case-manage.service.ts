/**
 * ScheduleCaseManage (issue 34): a collection team's month by case workload, and the check view (planned shifts
 * against each day's first sign-in). docs/workforce.md "## ScheduleCaseManage".
 */
import {
  CASE_MANAGE_DEFAULTS, type CaseManageSettings, type CheckAnswer, type CheckDay, type CheckEntry, type CheckMark,
  requiredFor, type WorkloadAnswer, type WorkloadDay,
} from '../../../common/schedule/case-manage';
import { formatEatDate } from '../../../common/time';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';
import type { MerchantScope } from '../../core/merchant-scope';
import {
  billsFallingDue, checkCells, collectionTeamIds, findCaseSettings, levelBands, openCasesByLevel, plannedPerDay, teamCollectors, teamExists, upsertCaseSettings,
} from './case-manage.repository';
import { monthDays, requiredPerDay } from './schedule-model';
import { findRoster, teamStaff } from './schedule.repository';
import { teamOptions, teamRules } from './schedule.service';

const MINUTE = 60_000;

async function assertTeam(deps: Deps, teamId: number) {
  if (!(await teamExists(deps.db, teamId))) throw validationError('schedule:errors.unknownTeam');
}

async function settingsOf(deps: Deps, teamId: number): Promise<{ values: CaseManageSettings; row: Awaited<ReturnType<typeof findCaseSettings>> }> {
  const row = await findCaseSettings(deps.db, teamId);
  return { values: row ? { dailyCaseCapacity: row.dailyCaseCapacity, lateGraceMinutes: row.lateGraceMinutes } : { ...CASE_MANAGE_DEFAULTS }, row };
}

export async function caseSettings(deps: Deps, teamId: number) {
  await assertTeam(deps, teamId);
  const { values, row } = await settingsOf(deps, teamId);
  return { teamId, values, defaults: { ...CASE_MANAGE_DEFAULTS }, saved: row !== null, updatedAt: row?.updatedAt ?? null };
}

export async function saveCaseSettings(deps: Deps, teamId: number, values: CaseManageSettings, actor: Actor) {
  await assertTeam(deps, teamId);
  const before = await findCaseSettings(deps.db, teamId);
  return deps.db.transaction(async (tx) => {
    const row = await upsertCaseSettings(tx, teamId, values);
    const after = { id: row.id, dailyCaseCapacity: row.dailyCaseCapacity, lateGraceMinutes: row.lateGraceMinutes };
    await recordAudit(tx, actor, { action: 'update', entity: 'scheduleCaseSettings', entityId: row.id, before, after });
    return after;
  });
}

/** The team's levels in band order and the level new cases enter: the earliest band it works that covers day 0 or 1. */
async function levelsOf(deps: Deps, worked: Set<string>, systems: Set<string>) {
  const bands = (await levelBands(deps.db)).filter((b) => worked.has(b.level) && (systems.size === 0 || systems.has(b.system)));
  bands.sort((a, b) => a.system.localeCompare(b.system) || a.sort - b.sort);
  const ordered = [...new Set([...bands.map((b) => b.level), ...[...worked].sort()])];
  const entry = bands.find((b) => b.minDays <= 1 && b.maxDays >= 0)?.level ?? null;
  return { levels: ordered, entryLevel: entry };
}

export async function workload(deps: Deps, scope: MerchantScope, teamId: number, month: string): Promise<WorkloadAnswer> {
  await assertTeam(deps, teamId);
  const today = formatEatDate(deps.now());
  const days = monthDays(month);
  const [settings, collectors, open, staff, roster, rules] = await Promise.all([
    settingsOf(deps, teamId), teamCollectors(deps.db, teamId), openCasesByLevel(deps.db, teamId, scope), teamStaff(deps.db, teamId),
    findRoster(deps.db, teamId, month), teamRules(deps, teamId),
  ]);
  const capacity = settings.values.dailyCaseCapacity;
  const book = new Map(open.map((r) => [r.level, Number(r.n)]));
  const worked = new Set([...collectors.flatMap((c) => c.levels ?? []), ...book.keys()]);
  const { levels, entryLevel } = await levelsOf(deps, worked, new Set(collectors.map((c) => c.system)));
  const merchantIds = [...new Set(collectors.flatMap((c) => c.merchant_ids ?? []))]
    .filter((id) => scope === null || scope.includes(id)).sort((a, b) => a - b);
  const future = days.filter((d) => d > today);
  const [due, planned] = await Promise.all([
    entryLevel && future.length ? billsFallingDue(deps.db, merchantIds, future[0], future[future.length - 1]) : Promise.resolve([]),
    roster ? plannedPerDay(deps.db, roster.id) : Promise.resolve([]),
  ]);
  const dueOn = new Map(due.map((r) => [r.day, Number(r.n)]));
  const plannedOn = new Map(planned.map((r) => [r.day, Number(r.n)]));
  const out: WorkloadDay[] = days.map((day) => {
    const past = day < today;
    const entering = day > today ? dueOn.get(day) ?? 0 : 0;
    const cases: Record<string, number> = {};
    for (const level of levels) cases[level] = (book.get(level) ?? 0) + (level === entryLevel ? entering : 0);
    const totalCases = Object.values(cases).reduce((a, b) => a + b, 0);
    const requiredByLevel = Object.fromEntries(levels.map((l) => [l, requiredFor(cases[l], capacity)]));
    const required = requiredFor(totalCases, capacity);
    const onShift = plannedOn.get(day) ?? 0;
    return { day, past, projected: day > today, cases, entering, totalCases, requiredByLevel, required, planned: onShift, gap: onShift - required };
  });
  const peak = Math.max(0, ...out.filter((d) => !d.past).map((d) => d.required));
  return {
    teamId, month, today, settings: settings.values, saved: settings.row !== null, levels, entryLevel, merchantIds,
    staff: staff.length, collectors: new Set(collectors.map((c) => c.user_id)).size, rostered: roster !== null, dailyAttendancePct: rules.dailyAttendancePct,
    neededPct: staff.length && out.some((d) => !d.past) ? Math.ceil((peak * 100) / staff.length) : null, days: out,
  };
}

const startInstant = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00+03:00`);

function markOf(cell: { kind: string; start_time: string | null; on_leave: boolean }, day: string, firstSignIn: Date | null, grace: number, now: number): Omit<CheckEntry, 'day' | 'shiftName' | 'firstSignIn'> & { shiftStart: string | null } {
  if (cell.kind === 'leave' || cell.on_leave) return { mark: 'onLeave', shiftStart: cell.start_time, lateMinutes: null };
  if (cell.kind === 'rest' || !cell.start_time) return { mark: 'rest', shiftStart: null, lateMinutes: null };
  const start = startInstant(day, cell.start_time);
  const due = start + grace * MINUTE;
  if (firstSignIn) {
    const at = firstSignIn.getTime();
    return at <= due ? { mark: 'onTime', shiftStart: cell.start_time, lateMinutes: null } : { mark: 'late', shiftStart: cell.start_time, lateMinutes: Math.floor((at - start) / MINUTE) };
  }
  return { mark: now >= due ? 'absent' : 'upcoming', shiftStart: cell.start_time, lateMinutes: null };
}

/** The check of a team's month: each employee's day marked, and each day's attendance against the daily rate rule. */
export async function check(deps: Deps, teamId: number, month: string): Promise<CheckAnswer> {
  await assertTeam(deps, teamId);
  const now = deps.now();
  const days = monthDays(month);
  const [staff, roster, rules, settings] = await Promise.all([
    teamStaff(deps.db, teamId), findRoster(deps.db, teamId, month), teamRules(deps, teamId), settingsOf(deps, teamId),
  ]);
  const grace = settings.values.lateGraceMinutes;
  const cells = roster ? await checkCells(deps.db, roster.id) : [];
  const byKey = new Map(cells.map((c) => [`${c.user_id}|${c.day}`, c]));
  const entries: Record<number, CheckEntry[]> = {};
  for (const person of staff) {
    entries[person.id] = days.map((day) => {
      const cell = byKey.get(`${person.id}|${day}`);
      if (!cell) return { day, mark: 'unplanned' as CheckMark, shiftStart: null, shiftName: null, firstSignIn: null, lateMinutes: null };
      const signIn = cell.first_sign_in === null ? null : new Date(cell.first_sign_in);
      const marked = markOf(cell, day, signIn, grace, now.getTime());
      return { day, ...marked, shiftName: cell.kind === 'shift' ? cell.shift_name : null, firstSignIn: signIn ? signIn.toISOString() : null };
    });
  }
  const required = requiredPerDay(rules, staff.length);
  const summary: CheckDay[] = days.map((day, i) => {
    const marks = staff.map((p) => entries[p.id][i].mark);
    const count = (...which: CheckMark[]) => marks.filter((m) => which.includes(m)).length;
    const present = count('onTime', 'late');
    const planned = count('onTime', 'late', 'absent', 'upcoming');
    const settled = planned > 0 && count('upcoming') === 0;
    const ratePct = settled && staff.length ? Math.round((present * 1000) / staff.length) / 10 : null;
    return { day, planned, present, late: count('late'), absent: count('absent'), onLeave: count('onLeave'), ratePct, required, below: settled && present < required };
  });
  return { teamId, month, today: formatEatDate(now), graceMinutes: grace, dailyAttendancePct: rules.dailyAttendancePct, staff, days: summary, entries };
}

/** The teams to choose from: departments with collectors, with their path and staff (as SchedulePlan's list). */
export async function collectionTeams(deps: Deps) {
  const [all, ids] = await Promise.all([teamOptions(deps), collectionTeamIds(deps.db)]);
  return all.filter((t) => ids.has(t.value));
}
