/** SchedulePlan's reading of the roster answer: cells by employee and day, coverage, and rules named in words. */
import type { TFunction } from 'i18next';
import type { RosterCell, RuleViolation, ScheduleRules } from '../../../../common/schedule/schedule-rules';

export interface ShiftType { id: number; name: string; startTime: string; endTime: string; colour: string; night: boolean }
export interface StaffMember { id: number; realName: string; jobNumber: string | null }

export interface RosterAnswer {
  month: string;
  days: string[];
  staff: StaffMember[];
  rules: ScheduleRules;
  /** Staff at work each day that the daily attendance rate asks for. */
  required: number;
  shiftTypes: ShiftType[];
  cells: RosterCell[];
  solveStatus: 'optimal' | 'time_limit' | null;
  solveGap: number | null;
  violations: RuleViolation[];
}

export interface TeamOption { value: number; label: string; path: string; staff: number }

/** A cell's value as the modals pick it: a shift type's id, or 'rest' / 'leave'. */
export type CellChoice = number | 'rest' | 'leave';

export const choiceOf = (cell: Pick<RosterCell, 'kind' | 'shiftTypeId'> | undefined): CellChoice | undefined =>
  !cell ? undefined : cell.kind === 'shift' ? cell.shiftTypeId ?? undefined : cell.kind;

export const valueOfChoice = (choice: CellChoice) => (typeof choice === 'number'
  ? { kind: 'shift' as const, shiftTypeId: choice }
  : { kind: choice, shiftTypeId: null });

export const cellKey = (userId: number, day: string) => `${userId}|${day}`;

export function indexCells(cells: readonly RosterCell[]): Map<string, RosterCell> {
  return new Map(cells.map((c) => [cellKey(c.userId, c.day), c]));
}

/** Staff at work (a shift) on each day. */
export function workingPerDay(cells: readonly RosterCell[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of cells) if (c.kind === 'shift') out.set(c.day, (out.get(c.day) ?? 0) + 1);
  return out;
}

/** The cells a violation is about, to mark them in the grid (coverage marks its day's header instead). */
export function brokenCells(violations: readonly RuleViolation[], days: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const v of violations) {
    if (v.rule === 'coverage') continue;
    if ('day' in v) out.add(cellKey(v.userId, v.day));
    else if (v.rule === 'maxConsecutive') {
      const from = days.indexOf(v.from);
      for (let i = from; i >= 0 && i < from + v.run && i < days.length; i += 1) out.add(cellKey(v.userId, days[i]));
    } else {
      const from = days.indexOf(v.from);
      for (let i = from; i >= 0 && i < from + 7 && i < days.length; i += 1) out.add(cellKey(v.userId, days[i]));
    }
  }
  return out;
}

/** A broken rule in words, naming the rule first ("Weekly attendance days — Amina Otieno, week from …"). */
export function describeViolation(t: TFunction, v: RuleViolation, nameOf: (userId: number) => string): string {
  const rule = t(`schedule:plan.rules.${v.rule}`);
  const name = 'userId' in v ? nameOf(v.userId) : '';
  return t(`schedule:plan.violation.${v.rule}`, { ...v, rule, name });
}

/** The rules a change breaks, named once each ("Weekly attendance days, Daily attendance rate"). */
export function ruleNames(t: TFunction, violations: readonly RuleViolation[]): string {
  return [...new Set(violations.map((v) => v.rule))].map((rule) => t(`schedule:plan.rules.${rule}`)).join(t('schedule:plan.listSeparator'));
}
