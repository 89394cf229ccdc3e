/**
 * ScheduleManage/ScheduleCaseManage (issue 34): a collection team's month planned by case workload (the workload
 * tab) and its planned shifts against the first sign-in of each day (the check tab). docs/workforce.md.
 */
export const CASE_MANAGE_SCREEN = 'ScheduleManage/ScheduleCaseManage';

export const CASE_MANAGE_URLS = {
  workload: 'scheduleCaseManage/workload',
  check: 'scheduleCaseManage/check',
  settings: 'scheduleCaseManage/settings',
  saveSettings: 'scheduleCaseManage/settings/save',
  teams: 'scheduleCaseManage/options/teams',
} as const;

export const CASE_MANAGE_TABS = ['workload', 'check'] as const;
export type CaseManageTab = (typeof CASE_MANAGE_TABS)[number];

/** A team's workload settings: the cases one collector works in a day, and the minutes a first sign-in may be late. */
export const CASE_MANAGE_SETTINGS = ['dailyCaseCapacity', 'lateGraceMinutes'] as const;
export type CaseManageSetting = (typeof CASE_MANAGE_SETTINGS)[number];
export type CaseManageSettings = Record<CaseManageSetting, number>;
export const CASE_MANAGE_DEFAULTS: CaseManageSettings = { dailyCaseCapacity: 80, lateGraceMinutes: 5 };
export const CASE_MANAGE_BOUNDS: Record<CaseManageSetting, { min: number; max: number }> = {
  dailyCaseCapacity: { min: 1, max: 1000 },
  lateGraceMinutes: { min: 0, max: 120 },
};

/** Required headcount for a number of cases: every started capacity needs one more collector. */
export const requiredFor = (cases: number, capacity: number) => (cases <= 0 ? 0 : Math.ceil(cases / capacity));

/** One EAT day of the workload tab. `projected`: a day after today, counted from today's book plus that day's new cases. */
export interface WorkloadDay {
  day: string;
  projected: boolean;
  past: boolean;
  /** Open cases per level (today: the real book; later days: today's book plus the bills falling due that day). */
  cases: Record<string, number>;
  /** Cases expected to enter that day (bills of the team's merchants falling due, not paid), in `entryLevel`. */
  entering: number;
  totalCases: number;
  requiredByLevel: Record<string, number>;
  required: number;
  /** Staff on a shift that day in the roster (leave applications left out). */
  planned: number;
  /** planned − required; below 0 is a short day. */
  gap: number;
}

export interface WorkloadAnswer {
  teamId: number;
  month: string;
  today: string;
  settings: CaseManageSettings;
  saved: boolean;
  levels: string[];
  /** The level new cases enter (the team's lowest level), null when the team works no level. */
  entryLevel: string | null;
  merchantIds: number[];
  staff: number;
  collectors: number;
  /** Whether the team has a roster this month (no roster: planned is 0 every day). */
  rostered: boolean;
  /** The team's daily attendance rate rule, in per cent, and the rate the month's largest required headcount needs. */
  dailyAttendancePct: number;
  neededPct: number | null;
  days: WorkloadDay[];
}

export const CHECK_MARKS = ['onTime', 'late', 'absent', 'onLeave', 'rest', 'upcoming', 'unplanned'] as const;
export type CheckMark = (typeof CHECK_MARKS)[number];

export interface CheckEntry {
  day: string;
  mark: CheckMark;
  /** The planned shift's start in EAT ('HH:MM'), when a shift is planned. */
  shiftStart: string | null;
  shiftName: string | null;
  /** The first sign-in of the day (UTC instant), if any. */
  firstSignIn: string | null;
  /** Minutes after the shift start (late only). */
  lateMinutes: number | null;
}

export interface CheckDay {
  day: string;
  planned: number;
  present: number;
  late: number;
  absent: number;
  onLeave: number;
  /** present / staff, in per cent with one decimal; null before the day's shifts have started. */
  ratePct: number | null;
  /** ⌈rule × staff⌉ (the daily attendance rate rule). */
  required: number;
  below: boolean;
}

export interface CheckAnswer {
  teamId: number;
  month: string;
  today: string;
  graceMinutes: number;
  dailyAttendancePct: number;
  staff: { id: number; realName: string; jobNumber: string | null }[];
  days: CheckDay[];
  /** One row per employee and day of the month. */
  entries: Record<number, CheckEntry[]>;
}
