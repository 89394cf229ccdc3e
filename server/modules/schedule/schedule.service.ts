/** SchedulePlan and ScheduleAbnormalThreshold (issue 34): read a team's month, change a cell, auto-schedule, the rules. */
import { parseEat } from '../../../common/time';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';
import { applyOffShiftPolicy } from './off-shift-policy';
import { checkSchedule, type Violation } from './schedule-check';
import { type Assignment, cellKey, type FixedCell, monthDays, requiredPerDay, type ScheduleProblem } from './schedule-model';
import { autoSchedule } from './schedule-solve';
import {
  type CellValues, DEFAULT_RULES, ensureRoster, findRoster, findRules, leaveOverlapping, type RulesValues,
  rosterCellRows, setSolve, teamShiftTypes, teamStaff, upsertCells, upsertRules,
} from './schedule.repository';
import { teamOptionRows } from './schedule-plan.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function teamRules(deps: Deps, teamId: number): Promise<RulesValues> {
  const row = await findRules(deps.db, teamId);
  if (!row) return { ...DEFAULT_RULES };
  const { dailyAttendancePct, weeklyAttendanceDays, maxConsecutiveDays, minRestHours } = row;
  return { dailyAttendancePct, weeklyAttendanceDays, maxConsecutiveDays, minRestHours };
}

/** The rules form's read: the team's saved values, or the defaults when it has no row (`saved: false`). */
export async function rulesDetail(deps: Deps, teamId: number) {
  const row = await findRules(deps.db, teamId);
  return { teamId, values: await teamRules(deps, teamId), defaults: { ...DEFAULT_RULES }, saved: row !== null, updatedAt: row?.updatedAt ?? null };
}

/** The teams a planner chooses from: every department, with its path and how many employed staff it has. */
export async function teamOptions(deps: Deps) {
  const rows = await teamOptionRows(deps.db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (id: number, seen = new Set<number>()): string[] => {
    const row = byId.get(id);
    if (!row || seen.has(id)) return [];
    seen.add(id);
    return [...(row.parentId === null ? [] : pathOf(row.parentId, seen)), row.name];
  };
  return rows.map((r) => ({ value: r.id, label: r.name, path: pathOf(r.id).join(' / '), staff: r.staff }));
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
  // A cell the planner marked leave is off like approved leave; other cells are kept only when pinned.
  for (const c of cells) {
    if (c.kind === 'leave' && !leaveKeys.has(cellKey(c.userId, c.day))) fixed.push({ userId: c.userId, day: c.day, kind: 'leave' });
    else if (c.pinned && c.kind !== 'leave') fixed.push({ userId: c.userId, day: c.day, kind: c.kind, shiftTypeId: c.shiftTypeId });
  }
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
    month, days: monthDays(month), staff, rules: problem.rules, required: requiredPerDay(problem.rules, staff.length),
    shiftTypes: shifts.map(({ id, name, startTime, endTime, colour, night }) => ({ id, name, startTime, endTime, colour, night })),
    cells: cells.map(({ userId, day, kind, shiftTypeId, pinned }) => ({ userId, day, kind: leaveKeys.has(cellKey(userId, day)) ? 'leave' : kind, shiftTypeId, pinned })),
    solveStatus: roster?.solveStatus ?? null, solveGap: roster?.solveGap === null || roster?.solveGap === undefined ? null : Number(roster.solveGap),
    violations: cells.length ? checkSchedule(problem, assignment) : [],
  };
}

/** Cells a planner sets at once: these employees × the days from `from` to `to` (EAT, inclusive), one value. */
export interface FillInput {
  teamId: number; month: string; userIds: number[]; from: string; to: string;
  kind: CellValues['kind']; shiftTypeId: number | null; pinned: boolean;
}

type Loaded = Awaited<ReturnType<typeof loadProblem>>;

const assignmentOf = (cells: { userId: number; day: string; kind: string; shiftTypeId: number | null }[]): Assignment =>
  Object.fromEntries(cells.map((c) => [cellKey(c.userId, c.day), c.kind === 'shift' ? c.shiftTypeId : null]));

/** The cells a fill sets, refused when a day is outside the month, an employee outside the team or the value incomplete. */
function fillCells(loaded: Loaded, input: FillInput): CellValues[] {
  const days = monthDays(input.month);
  if (!days.includes(input.from) || !days.includes(input.to)) throw validationError('schedule:errors.dayOutsideMonth');
  if (input.from > input.to) throw validationError('schedule:errors.badRange');
  if ((input.kind === 'shift') !== (input.shiftTypeId !== null)) throw validationError('schedule:errors.shiftNeeded');
  if (input.shiftTypeId !== null && !loaded.shifts.some((s) => s.id === input.shiftTypeId)) throw validationError('schedule:errors.unknownShift');
  const staff = new Set(loaded.staff.map((s) => s.id));
  if (!input.userIds.length || input.userIds.some((u) => !staff.has(u))) throw validationError('schedule:errors.notInTeam');
  const range = days.filter((d) => d >= input.from && d <= input.to);
  return [...new Set(input.userIds)].flatMap((userId) => range.map((day) => ({
    userId, day, kind: input.kind, shiftTypeId: input.kind === 'shift' ? input.shiftTypeId : null, pinned: input.pinned,
  })));
}

/** A violation's identity across two versions of a month (its figures may differ). */
const violationKey = (v: Violation) => [v.rule, 'userId' in v ? v.userId : '', 'day' in v ? v.day : '', 'from' in v ? v.from : ''].join('|');
/** Worse than before: coverage further below, or weekly days further off or now off the other way (too many instead of too few). */
function worse(now: Violation, was: Violation): boolean {
  if (now.rule === 'coverage' && was.rule === 'coverage') return now.working < was.working;
  if (now.rule === 'weeklyDays' && was.rule === 'weeklyDays') {
    const off = now.worked - now.expected;
    const before = was.worked - was.expected;
    return Math.sign(off) !== Math.sign(before) || Math.abs(off) > Math.abs(before);
  }
  return false;
}

/**
 * The rules these cells would break that the month does not break already (or breaks less): the checker on the
 * month before and after, with the changed cells pinned or off as they will be stored. Nothing is written.
 */
function introducedBy(loaded: Loaded, changes: CellValues[]): Violation[] {
  const { problem, cells, leaveKeys } = loaded;
  const before = checkSchedule(problem, assignmentOf(cells));
  const changed = new Set(changes.map((c) => cellKey(c.userId, c.day)));
  const fixed: FixedCell[] = problem.fixed.filter((f) => !changed.has(cellKey(f.userId, f.day)) || leaveKeys.has(cellKey(f.userId, f.day)));
  for (const c of changes) {
    if (c.kind === 'leave') fixed.push({ userId: c.userId, day: c.day, kind: 'leave' });
    else if (c.pinned) fixed.push({ userId: c.userId, day: c.day, kind: c.kind, shiftTypeId: c.shiftTypeId });
  }
  const after = checkSchedule({ ...problem, fixed }, { ...assignmentOf(cells), ...assignmentOf(changes) });
  const prior = new Map(before.map((v) => [violationKey(v), v]));
  return after.filter((v) => { const was = prior.get(violationKey(v)); return !was || worse(v, was); });
}

/** The cells written against what they were, for the team's off-shift policy (off-shift-policy.ts looks only at today). */
function changesOf(before: readonly { userId: number; day: string; kind: CellValues['kind'] }[], after: readonly CellValues[]) {
  const was = new Map(before.map((c) => [cellKey(c.userId, c.day), c.kind]));
  return after.map((c) => ({ userId: c.userId, day: c.day, before: was.get(cellKey(c.userId, c.day)) ?? null, after: c.kind }));
}

/** A fill's warnings before it is applied: the rules it would break (a planner may still apply it). */
export async function checkFill(deps: Deps, input: FillInput) {
  const loaded = await loadProblem(deps, input.teamId, input.month);
  const cells = fillCells(loaded, input);
  return { cells: cells.length, introduced: introducedBy(loaded, cells) };
}

/** A bulk fill, in one transaction and audited; allowed when it breaks a rule — the answer names the rules it breaks. */
export async function fill(deps: Deps, input: FillInput, actor: Actor) {
  const loaded = await loadProblem(deps, input.teamId, input.month);
  const cells = fillCells(loaded, input);
  const introduced = introducedBy(loaded, cells);
  const keys = new Set(cells.map((c) => cellKey(c.userId, c.day)));
  const now = deps.now();
  const offShift = await deps.db.transaction(async (tx) => {
    const roster = await ensureRoster(tx, input.teamId, input.month);
    const before = (await rosterCellRows(tx, roster.id)).filter((c) => keys.has(cellKey(c.userId, c.day)))
      .map(({ userId, day, kind, shiftTypeId, pinned }) => ({ userId, day, kind, shiftTypeId, pinned }));
    await upsertCells(tx, roster.id, cells);
    await recordAudit(tx, actor, {
      action: 'fill', entity: 'roster', entityId: roster.id, before: { cells: before },
      after: { userIds: input.userIds, from: input.from, to: input.to, kind: input.kind, shiftTypeId: cells[0].shiftTypeId, pinned: input.pinned, cells: cells.length },
    });
    return applyOffShiftPolicy(tx, input.teamId, changesOf(before, cells), now, actor);
  });
  return { cells: cells.length, introduced, ...(offShift ? { offShift } : {}) };
}

/** A planner's edit of one cell; allowed even when it breaks a rule — the answer names the rules it breaks. */
export async function setCell(deps: Deps, input: { teamId: number; month: string } & CellValues, actor: Actor) {
  const { teamId, month, ...cell } = input;
  if (!monthDays(month).includes(cell.day)) throw validationError('schedule:errors.dayOutsideMonth');
  if ((cell.kind === 'shift') !== (cell.shiftTypeId !== null)) throw validationError('schedule:errors.shiftNeeded');
  const loaded = await loadProblem(deps, teamId, month);
  if (!loaded.staff.some((s) => s.id === cell.userId)) throw validationError('schedule:errors.notInTeam');
  if (cell.shiftTypeId !== null && !loaded.shifts.some((s) => s.id === cell.shiftTypeId)) throw validationError('schedule:errors.unknownShift');
  const introduced = introducedBy(loaded, [cell]);
  const now = deps.now();
  const offShift = await deps.db.transaction(async (tx) => {
    const roster = await ensureRoster(tx, teamId, month);
    const before = (await rosterCellRows(tx, roster.id)).find((c) => c.userId === cell.userId && c.day === cell.day) ?? null;
    await upsertCells(tx, roster.id, [cell]);
    await recordAudit(tx, actor, { action: 'update', entity: 'rosterCell', entityId: roster.id, before, after: cell });
    return applyOffShiftPolicy(tx, teamId, [{ userId: cell.userId, day: cell.day, before: before?.kind ?? null, after: cell.kind }], now, actor);
  });
  const after = await readRoster(deps, teamId, month);
  return { violations: after.violations.filter((v) => !('userId' in v) || v.userId === cell.userId), introduced, ...(offShift ? { offShift } : {}) };
}

export async function runAutoSchedule(deps: Deps, teamId: number, month: string, timeLimitSeconds: number, actor: Actor) {
  const { problem, roster, cells: stored } = await loadProblem(deps, teamId, month);
  const outcome = await autoSchedule(problem, timeLimitSeconds);
  if (outcome.kind === 'explained') return { kind: outcome.kind, reasons: outcome.reasons };
  if (outcome.kind === 'infeasible') return { kind: outcome.kind, reasons: [{ key: 'schedule:explain.infeasible', params: {} }] };
  if (outcome.kind === 'noSolution') return { kind: outcome.kind, reasons: [{ key: 'schedule:explain.noSolutionInTime', params: { seconds: Math.round(outcome.seconds) } }] };
  const pinned = new Set(stored.filter((c) => c.pinned).map((c) => cellKey(c.userId, c.day)));
  const leave = new Set(problem.fixed.filter((f) => f.kind === 'leave').map((f) => cellKey(f.userId, f.day)));
  const cells: CellValues[] = Object.entries(outcome.assignment).map(([key, shiftTypeId]) => {
    const [u, day] = key.split('|');
    const kind = leave.has(key) ? 'leave' : shiftTypeId === null ? 'rest' : 'shift';
    return { userId: Number(u), day, kind, shiftTypeId: kind === 'shift' ? shiftTypeId : null, pinned: pinned.has(key) };
  });
  const now = deps.now();
  const offShift = await deps.db.transaction(async (tx) => {
    const target = roster ?? await ensureRoster(tx, teamId, month);
    const before = await rosterCellRows(tx, target.id);
    await upsertCells(tx, target.id, cells);
    await setSolve(tx, target.id, outcome.status, outcome.gap);
    await recordAudit(tx, actor, {
      action: 'autoSchedule', entity: 'roster', entityId: target.id, before: null,
      after: { month, status: outcome.status, gap: outcome.gap, cells: cells.length, violations: outcome.violations.length },
    });
    return applyOffShiftPolicy(tx, teamId, changesOf(before, cells), now, actor);
  });
  return { kind: outcome.kind, status: outcome.status, gap: outcome.gap, seconds: outcome.seconds, violations: outcome.violations, ...(offShift ? { offShift } : {}) };
}
