/**
 * Why a month cannot be scheduled, in words, before any solve (issue 34). Each reason is a message key in
 * schedule.json with its figures; an empty list means the capacity checks pass (the solver may still prove
 * infeasibility from the interplay of rules, which the caller reports as such).
 */
import {
  cellKey, fixedIndex, monthDays, monthWeeks, requiredPerDay, restHoursBetween, type ScheduleProblem,
} from './schedule-model';

export interface Reason { key: string; params: Record<string, string | number> }

const round1 = (n: number) => Math.round(n * 10) / 10;

export function explainInfeasibility(problem: ScheduleProblem): Reason[] {
  const { employees, shifts, rules } = problem;
  const reasons: Reason[] = [];
  const staff = employees.length;
  const required = requiredPerDay(rules, staff);
  if (!staff) return [{ key: 'schedule:explain.noStaff', params: {} }];
  if (!shifts.length) return [{ key: 'schedule:explain.noShifts', params: {} }];

  const perDay = (staff * rules.weeklyAttendanceDays) / 7;
  if (perDay + 1e-9 < required) {
    reasons.push({ key: 'schedule:explain.weeklyCapacity', params: {
      weekly: rules.weeklyAttendanceDays, staff, perDay: round1(perDay), required } });
  }
  if (rules.weeklyAttendanceDays > rules.maxConsecutiveDays) {
    reasons.push({ key: 'schedule:explain.weeklyOverRun', params: { weekly: rules.weeklyAttendanceDays, max: rules.maxConsecutiveDays } });
  }
  const canRepeat = shifts.some((a) => shifts.some((b) => restHoursBetween(a, b) >= rules.minRestHours));
  if (!canRepeat && rules.weeklyAttendanceDays > 4) {
    reasons.push({ key: 'schedule:explain.restBlocksRuns', params: { rest: rules.minRestHours, weekly: rules.weeklyAttendanceDays } });
  }

  const days = monthDays(problem.month);
  const fixed = fixedIndex(problem);
  for (const day of days) {
    const off = employees.filter((u) => { const c = fixed.get(cellKey(u, day)); return c && c.kind !== 'shift'; }).length;
    if (staff - off < required) reasons.push({ key: 'schedule:explain.dayShort', params: { day, off, free: staff - off, required } });
  }
  for (const userId of employees) {
    for (const week of monthWeeks(days)) {
      const pinnedWork = week.days.filter((d) => fixed.get(cellKey(userId, days[d]))?.kind === 'shift').length;
      if (pinnedWork > rules.weeklyAttendanceDays) {
        reasons.push({ key: 'schedule:explain.pinnedOverWeek', params: {
          userId, from: days[week.days[0]], pinned: pinnedWork, weekly: rules.weeklyAttendanceDays } });
      }
    }
  }
  return reasons;
}
