/**
 * The auto-scheduler's pure parts (issue 34): a month's problem, its MIP model as CPLEX-LP text for HiGHS,
 * and reading the solution back. No database, no solver: unit-tested in schedule-model.test.ts.
 */

export interface ShiftSpec { id: number; start: string; end: string; night: boolean }
export interface ScheduleRulesSpec {
  /** Per cent of the team that must work each day. */
  dailyAttendancePct: number;
  weeklyAttendanceDays: number;
  maxConsecutiveDays: number;
  minRestHours: number;
}
/** A cell the solver must keep: approved leave (off), or a cell the planner pinned. */
export interface FixedCell { userId: number; day: string; kind: 'leave' | 'rest' | 'shift'; shiftTypeId?: number | null }
export interface ScheduleProblem {
  month: string; // YYYY-MM
  employees: number[];
  shifts: ShiftSpec[];
  rules: ScheduleRulesSpec;
  fixed: FixedCell[];
}
export type Assignment = Record<string, number | null>; // `${userId}|${day}` → shift type id, null = off

export const cellKey = (userId: number, day: string) => `${userId}|${day}`;

/** The EAT days of a month, 'YYYY-MM-DD'. */
export function monthDays(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}
export const isWeekend = (day: string) => weekdayOf(day) >= 5;

/** The month's Monday–Sunday weeks as day indexes; `full` when all seven days are in the month. */
export function monthWeeks(days: string[]): { days: number[]; full: boolean }[] {
  const weeks: { days: number[]; full: boolean }[] = [];
  days.forEach((day, i) => {
    if (i === 0 || weekdayOf(day) === 0) weeks.push({ days: [], full: false });
    weeks[weeks.length - 1].days.push(i);
  });
  for (const w of weeks) w.full = w.days.length === 7;
  return weeks;
}

/** Dayly required headcount: the rate's share of the team, rounded up. */
export const requiredPerDay = (rules: ScheduleRulesSpec, staff: number) =>
  Math.ceil((rules.dailyAttendancePct * staff) / 100 - 1e-9);

const minutes = (hhmm: string) => { const [h, m] = hhmm.split(':').map(Number); return h * 60 + m; };
/** Hours between the end of `a` worked on one day and the start of `b` on the next. */
export function restHoursBetween(a: ShiftSpec, b: ShiftSpec): number {
  const aStart = minutes(a.start);
  let aEnd = minutes(a.end);
  if (aEnd <= aStart) aEnd += 24 * 60;
  return (24 * 60 + minutes(b.start) - aEnd) / 60;
}

/** Pairs of shifts that may not be worked on two days running (too little rest between them). */
export function forbiddenPairs(shifts: ShiftSpec[], minRestHours: number): [number, number][] {
  const pairs: [number, number][] = [];
  shifts.forEach((a, i) => { shifts.forEach((b, j) => { if (restHoursBetween(a, b) < minRestHours) pairs.push([i, j]); }); });
  return pairs;
}

/** Each employee's days off they must have (leave, pinned rest) and days pinned to a shift. */
export function fixedIndex(problem: ScheduleProblem) {
  const byKey = new Map<string, FixedCell>();
  for (const cell of problem.fixed) {
    const prior = byKey.get(cellKey(cell.userId, cell.day));
    if (!prior || cell.kind === 'leave') byKey.set(cellKey(cell.userId, cell.day), cell); // approved leave wins over a pin
  }
  return byKey;
}

/** Days each employee must work in each week: the weekly days, fewer when leave or pinned rest leaves fewer open. */
export function weeklyTarget(rules: ScheduleRulesSpec, openDays: number) {
  return Math.min(rules.weeklyAttendanceDays, openDays);
}

export interface ScheduleModel {
  lp: string;
  /** x column name → [employee index, day index, shift index]. */
  columns: Map<string, [number, number, number]>;
  rowCount: number;
}

const x = (e: number, d: number, s: number) => `x${e}_${d}_${s}`;

function sum(terms: string[]): string {
  const lines: string[] = [];
  for (let i = 0; i < terms.length; i += 12) lines.push(terms.slice(i, i + 12).join(' + '));
  return lines.join('\n   + ');
}

/**
 * The MIP: binary x[e,d,s] (employee e works shift s on day d). Hard rules: one shift a day; leave and pinned cells
 * fixed; each day at least the rate's headcount; each full week exactly the weekly days (fewer when leave leaves
 * fewer open), a part week at most them; no window of maxConsecutive+1 days all worked; shift pairs with too little
 * rest never on consecutive days. Objective: the largest weekend load and the largest night load (fairness: the
 * busiest employee as light as possible), then as few staff-days beyond the rules as needed.
 */
export function buildModel(problem: ScheduleProblem): ScheduleModel {
  const { employees, shifts, rules } = problem;
  const days = monthDays(problem.month);
  const fixed = fixedIndex(problem);
  const rows: string[] = [];
  const columns = new Map<string, [number, number, number]>();
  const bounds: string[] = [];
  const add = (name: string, expr: string[], op: string, rhs: number) => {
    if (expr.length) rows.push(` ${name}: ${sum(expr)} ${op} ${rhs}`);
  };
  const dayTerms = (e: number, d: number) => shifts.map((_, s) => x(e, d, s));

  employees.forEach((userId, e) => {
    days.forEach((day, d) => {
      shifts.forEach((shift, s) => {
        columns.set(x(e, d, s), [e, d, s]);
        const cell = fixed.get(cellKey(userId, day));
        if (!cell) return;
        const value = cell.kind === 'shift' && cell.shiftTypeId === shift.id ? 1 : 0;
        bounds.push(` ${x(e, d, s)} = ${value}`);
      });
    });
  });

  employees.forEach((_, e) => { days.forEach((_, d) => { add(`one_${e}_${d}`, dayTerms(e, d), '<=', 1); }); });

  const required = requiredPerDay(rules, employees.length);
  days.forEach((_, d) => { add(`cover_${d}`, employees.flatMap((_, e) => dayTerms(e, d)), '>=', required); });

  const weeks = monthWeeks(days);
  employees.forEach((userId, e) => { weeks.forEach((week, w) => {
    const terms = week.days.flatMap((d) => dayTerms(e, d));
    if (week.full) {
      const open = week.days.filter((d) => { const c = fixed.get(cellKey(userId, days[d])); return !c || c.kind === 'shift'; }).length;
      add(`week_${e}_${w}`, terms, '=', weeklyTarget(rules, open));
    } else add(`week_${e}_${w}`, terms, '<=', rules.weeklyAttendanceDays);
  }); });

  const span = rules.maxConsecutiveDays + 1;
  employees.forEach((_, e) => {
    for (let d = 0; d + span <= days.length; d++) {
      add(`run_${e}_${d}`, Array.from({ length: span }, (_, k) => dayTerms(e, d + k)).flat(), '<=', rules.maxConsecutiveDays);
    }
  });

  const pairs = forbiddenPairs(shifts, rules.minRestHours);
  employees.forEach((_, e) => {
    for (let d = 0; d + 1 < days.length; d++) {
      for (const [a, b] of pairs) add(`rest_${e}_${d}_${a}_${b}`, [x(e, d, a), x(e, d + 1, b)], '<=', 1);
    }
  });

  const weekendDays = days.map((day, d) => (isWeekend(day) ? d : -1)).filter((d) => d >= 0);
  const nightShifts = shifts.map((s, i) => (s.night ? i : -1)).filter((i) => i >= 0);
  employees.forEach((_, e) => {
    const weekend = weekendDays.flatMap((d) => dayTerms(e, d));
    if (weekend.length) rows.push(` wkd_${e}: ${sum(weekend)} - wmax <= 0`);
    const night = days.flatMap((_, d) => nightShifts.map((s) => x(e, d, s)));
    if (night.length) rows.push(` ngt_${e}: ${sum(night)} - nmax <= 0`);
  });

  const all = [...columns.keys()];
  const objective = [`1000 wmax`, `1000 nmax`, ...all];
  const lp = [
    'Minimize', ` obj: ${sum(objective)}`,
    'Subject To', ...rows,
    'Bounds', ' wmax >= 0', ' nmax >= 0', ...bounds,
    'Binary', ...chunk(all),
    'End', '',
  ].join('\n');
  return { lp, columns, rowCount: rows.length };
}

function chunk(names: string[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < names.length; i += 20) lines.push(` ${names.slice(i, i + 20).join(' ')}`);
  return lines;
}

/** Reads the solver's primal values back into an assignment (every employee-day; null = off). */
export function readAssignment(problem: ScheduleProblem, model: ScheduleModel, primal: Record<string, number>): Assignment {
  const days = monthDays(problem.month);
  const out: Assignment = {};
  for (const userId of problem.employees) for (const day of days) out[cellKey(userId, day)] = null;
  for (const [name, [e, d, s]] of model.columns) {
    if ((primal[name] ?? 0) > 0.5) out[cellKey(problem.employees[e], days[d])] = problem.shifts[s].id;
  }
  return out;
}
