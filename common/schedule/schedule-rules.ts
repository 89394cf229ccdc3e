/**
 * A team's scheduling rules (ScheduleAbnormalThreshold, issue 34): each rule's bounds, read by the server's
 * schema and the form's rules alike, so both refuse the same value with the same message (never clamped).
 */
export const SCHEDULE_RULE_FIELDS = ['dailyAttendancePct', 'weeklyAttendanceDays', 'maxConsecutiveDays', 'minRestHours'] as const;
export type ScheduleRuleField = (typeof SCHEDULE_RULE_FIELDS)[number];
export type ScheduleRules = Record<ScheduleRuleField, number>;

export const SCHEDULE_RULE_BOUNDS: Record<ScheduleRuleField, { min: number; max: number }> = {
  dailyAttendancePct: { min: 0, max: 100 },
  weeklyAttendanceDays: { min: 1, max: 7 },
  maxConsecutiveDays: { min: 1, max: 31 },
  minRestHours: { min: 0, max: 24 },
};

/** A roster cell as the API answers it. */
export type CellKind = 'shift' | 'leave' | 'rest';
export interface RosterCell { userId: number; day: string; kind: CellKind; shiftTypeId: number | null; pinned: boolean }

/** A rule a roster breaks, as the checker names it (server/modules/schedule/schedule-check.ts). */
export type RuleViolation =
  | { rule: 'leave' | 'pinned' | 'unknownShift'; userId: number; day: string }
  | { rule: 'coverage'; day: string; working: number; required: number }
  | { rule: 'weeklyDays'; userId: number; from: string; worked: number; expected: number }
  | { rule: 'maxConsecutive'; userId: number; from: string; run: number }
  | { rule: 'minRest'; userId: number; day: string; hours: number };

export const SCHEDULE_URLS = {
  teams: 'schedulePlan/options/teams',
  roster: 'schedulePlan/roster',
  cell: 'schedulePlan/cell',
  check: 'schedulePlan/check',
  fill: 'schedulePlan/fill',
  autoSchedule: 'schedulePlan/autoSchedule',
  rules: 'scheduleAbnormalThreshold/detail',
  saveRules: 'scheduleAbnormalThreshold/save',
} as const;
