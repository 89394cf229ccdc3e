/** SchedulePlan and ScheduleAbnormalThreshold (issue 34): read a team's month, change a cell, auto-schedule, the rules. */
import { parseEat } from '../../../common/time';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';
import { checkSchedule } from './schedule-check';
import { type Assignment, cellKey, type FixedCell, monthDays, type ScheduleProblem } from './schedule-model';
import { autoSchedule } from './schedule-solve';
import {
  type CellValues, DEFAULT_RULES, ensureRoster, findRoster, findRules, leaveOverlapping, type RulesValues,
  rosterCellRows, setSolve, teamShiftTypes, teamStaff, upsertCells, upsertRules,
} from './schedule.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function teamRules(deps: Deps, teamId: number): Promise<RulesValues> {
  const row = await findRules(deps.db, teamId);
  if (!row) return { ...DEFAULT_RULES };
  const { dailyAttendancePct, weeklyAttendanceDays, maxConsecutiveDays, minRestHours } = row;
  return { dailyAttendancePct, weeklyAttendanceDays, maxConsecutiveDays, minRestHours };
}

export async function saveRules(deps: Deps, teamId: number, values: RulesValues, actor: Actor) {
  const before = await findRules(deps.db, teamId);
  return deps.db.transaction(async (tx) => {
    const after = await upsertRules(tx, teamId, values);
    await recordAudit(tx, actor, { action: 'update', entity: 'scheduleRules', entityId: after.id, before, after });
    return after;
  });
}

/** The month's problem as the solver and the checker see it: staff, shifts, rules, leave and pinned cells. */
async function loadProblem(deps: Deps, teamId: number, month: string) {
  const [staff, shifts, rules, roster] = await Promise.all([
    teamStaff(deps.db, teamId), teamShiftTypes(deps.db, teamId), teamRules(deps, teamId), findRoster(deps.db, teamId, month),
  ]);
  const days = monthDays(month);
  const from = parseEat(days[0])!;
  const leave = await leaveOverlapping(deps.db, staff.map((s) => s.id), from, new Date(from.getTime() + days.length * DAY_MS));
  const cells = roster ? await rosterCellRows(deps.db, roster.id) : [];
  const fixed: FixedCell[] = [];
  const leaveKeys = new Set<string>();
  days.forEach((day, i) => {
    const start = from.getTime() + i * DAY_MS;
    for (const l of leave) {
      if (l.startAt.getTime() < start + DAY_MS && l.endAt.getTime() > start) leaveKeys.add(cellKey(l.userId, day));
    }
  });
  for (const key of leaveKeys) { const [u, day] = key.split('|'); fixed.push({ userId: Number(u), day, kind: 'leave' }); }
  for (const c of cells) if (c.pinned && c.kind !== 'leave') fixed.push({ userId: c.userId, day: c.day, kind: c.kind, shiftTypeId: c.shiftTypeId });
  const problem: ScheduleProblem = {
    month, employees: staff.map((s) => s.id), rules, fixed,
    shifts: shifts.map((s) => ({ id: s.id, start: s.startTime, end: s.endTime, night: s.night })),
  };
  return { problem, staff, shifts, roster, cells, leaveKeys };
}

export async function readRoster(deps: Deps, teamId: number, month: string) {
  const { problem, staff, shifts, roster, cells, leaveKeys } = await loadProblem(deps, teamId, month);
  const assignment: Assignment = {};
  for (const c of cells) assignment[cellKey(c.userId, c.day)] = c.kind === 'shift' ? c.shiftTypeId : null;
  return {
    month, days: monthDays(month), staff, rules: problem.rules,
    shiftTypes: shifts.map(({ id, name, startTime, endTime, colour, night }) => ({ id, name, startTime, endTime, colour, night })),
    cells: cells.map(({ userId, day, kind, shiftTypeId, pinned }) => ({ userId, day, kind: leaveKeys.has(cellKey(userId, day)) ? 'leave' : kind, shiftTypeId, pinned })),
    solveStatus: roster?.solveStatus ?? null, solveGap: roster?.solveGap === null || roster?.solveGap === undefined ? null : Number(roster.solveGap),
    violations: cells.length ? checkSchedule(problem, assignment) : [],
  };
}

/** A planner's edit of one cell; allowed even when it breaks a rule — the answer names the rules it breaks. */
export async function setCell(deps: Deps, input: { teamId: number; month: string } & CellValues, actor: Actor) {
  const { teamId, month, ...cell } = input;
  if (!monthDays(month).includes(cell.day)) throw validationError('schedule:errors.dayOutsideMonth');
  if ((cell.kind === 'shift') !== (cell.shiftTypeId !== null)) throw validationError('schedule:errors.shiftNeeded');
  await deps.db.transaction(async (tx) => {
    const roster = await ensureRoster(tx, teamId, month);
    const before = (await rosterCellRows(tx, roster.id)).find((c) => c.userId === cell.userId && c.day === cell.day) ?? null;
    await upsertCells(tx, roster.id, [cell]);
    await recordAudit(tx, actor, { action: 'update', entity: 'rosterCell', entityId: roster.id, before, after: cell });
  });
  const after = await readRoster(deps, teamId, month);
  return { violations: after.violations.filter((v) => !('userId' in v) || v.userId === cell.userId) };
}

export async function runAutoSchedule(deps: Deps, teamId: number, month: string, timeLimitSeconds: number, actor: Actor) {
  const { problem, roster } = await loadProblem(deps, teamId, month);
  const outcome = await autoSchedule(problem, timeLimitSeconds);
  if (outcome.kind === 'explained') return { kind: outcome.kind, reasons: outcome.reasons };
  if (outcome.kind === 'infeasible') return { kind: outcome.kind, reasons: [{ key: 'schedule:explain.infeasible', params: {} }] };
  if (outcome.kind === 'noSolution') return { kind: outcome.kind, reasons: [{ key: 'schedule:explain.noSolutionInTime', params: { seconds: Math.round(outcome.seconds) } }] };
  const pinned = new Set(problem.fixed.filter((f) => f.kind !== 'leave').map((f) => cellKey(f.userId, f.day)));
  const leave = new Set(problem.fixed.filter((f) => f.kind === 'leave').map((f) => cellKey(f.userId, f.day)));
  const cells: CellValues[] = Object.entries(outcome.assignment).map(([key, shiftTypeId]) => {
    const [u, day] = key.split('|');
    const kind = leave.has(key) ? 'leave' : shiftTypeId === null ? 'rest' : 'shift';
    return { userId: Number(u), day, kind, shiftTypeId: kind === 'shift' ? shiftTypeId : null, pinned: pinned.has(key) };
  });
  await deps.db.transaction(async (tx) => {
    const target = roster ?? await ensureRoster(tx, teamId, month);
    await upsertCells(tx, target.id, cells);
    await setSolve(tx, target.id, outcome.status, outcome.gap);
    await recordAudit(tx, actor, {
      action: 'autoSchedule', entity: 'roster', entityId: target.id, before: null,
      after: { month, status: outcome.status, gap: outcome.gap, cells: cells.length, violations: outcome.violations.length },
    });
  });
  return { kind: outcome.kind, status: outcome.status, gap: outcome.gap, seconds: outcome.seconds, violations: outcome.violations };
}
