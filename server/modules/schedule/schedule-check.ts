/**
 * The checker (issue 34): validates a month's assignment against every hard rule on its own, without the
 * solver's word — used by the tests, after each auto-schedule, and to name the rule a manual edit breaks.
 */
import {
  cellKey, fixedIndex, monthDays, monthWeeks, requiredPerDay, restHoursBetween, weeklyTarget,
  type Assignment, type ScheduleProblem,
} from './schedule-model';

export type Violation =
  | { rule: 'leave' | 'pinned'; userId: number; day: string }
  | { rule: 'coverage'; day: string; working: number; required: number }
  | { rule: 'weeklyDays'; userId: number; from: string; worked: number; expected: number }
  | { rule: 'maxConsecutive'; userId: number; from: string; run: number }
  | { rule: 'minRest'; userId: number; day: string; hours: number }
  | { rule: 'unknownShift'; userId: number; day: string };

export function checkSchedule(problem: ScheduleProblem, assignment: Assignment): Violation[] {
  const { employees, rules } = problem;
  const days = monthDays(problem.month);
  const byId = new Map(problem.shifts.map((s) => [s.id, s]));
  const fixed = fixedIndex(problem);
  const at = (u: number, day: string) => assignment[cellKey(u, day)] ?? null;
  const out: Violation[] = [];

  for (const u of employees) for (const day of days) {
    const v = at(u, day);
    if (v !== null && !byId.has(v)) out.push({ rule: 'unknownShift', userId: u, day });
    const cell = fixed.get(cellKey(u, day));
    if (cell?.kind === 'leave' && v !== null) out.push({ rule: 'leave', userId: u, day });
    if (cell?.kind === 'rest' && v !== null) out.push({ rule: 'pinned', userId: u, day });
    if (cell?.kind === 'shift' && v !== cell.shiftTypeId) out.push({ rule: 'pinned', userId: u, day });
  }

  const required = requiredPerDay(rules, employees.length);
  for (const day of days) {
    const working = employees.filter((u) => at(u, day) !== null).length;
    if (working < required) out.push({ rule: 'coverage', day, working, required });
  }

  for (const u of employees) {
    for (const week of monthWeeks(days)) {
      const worked = week.days.filter((d) => at(u, days[d]) !== null).length;
      const open = week.days.filter((d) => { const c = fixed.get(cellKey(u, days[d])); return !c || c.kind === 'shift'; }).length;
      const expected = week.full ? weeklyTarget(rules, open) : rules.weeklyAttendanceDays;
      if (week.full ? worked !== expected : worked > expected) out.push({ rule: 'weeklyDays', userId: u, from: days[week.days[0]], worked, expected });
    }
    let run = 0;
    days.forEach((day, d) => {
      run = at(u, day) === null ? 0 : run + 1;
      if (run === rules.maxConsecutiveDays + 1) out.push({ rule: 'maxConsecutive', userId: u, from: days[d - run + 1], run });
      const today = at(u, day);
      const next = d + 1 < days.length ? at(u, days[d + 1]) : null;
      if (today !== null && next !== null && byId.has(today) && byId.has(next)) {
        const hours = restHoursBetween(byId.get(today)!, byId.get(next)!);
        if (hours < rules.minRestHours) out.push({ rule: 'minRest', userId: u, day, hours });
      }
    });
  }
  return out;
}
