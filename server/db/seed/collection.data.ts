/**
 * Collection reference data of the demo (and the tests' `defaultLevels`): the level bands of a short-term
 * mobile lender, v1 levels and v2 post-loan stages, and which demo merchant works in v2.
 */
export interface BandSeed {
  system: 'v1' | 'v2';
  kind: 'preReminder' | 'overdue';
  level: string;
  minDays: number;
  maxDays: number;
  sort: number;
  remark?: string;
}

const band = (system: BandSeed['system'], kind: BandSeed['kind'], level: string, minDays: number, maxDays: number, sort: number, remark?: string): BandSeed =>
  ({ system, kind, level, minDays, maxDays, sort, remark });

/** The bands every merchant uses unless it has its own (null merchant). */
export const DEFAULT_LEVELS: readonly BandSeed[] = [
  // v1 (CollectionSystem): reminders before the due day, then S1–S5 by days overdue (shown as M1–M5).
  band('v1', 'preReminder', 'D-3', -3, -3, 1, 'Reminder SMS three days before the due day'),
  band('v1', 'preReminder', 'D-2', -2, -2, 2),
  band('v1', 'preReminder', 'D-1', -1, -1, 3, 'Reminder call the day before'),
  band('v1', 'preReminder', 'D0', 0, 0, 4, 'Due today'),
  band('v1', 'overdue', 'S1', 1, 7, 5, 'First week overdue: soft collection'),
  band('v1', 'overdue', 'S2', 8, 15, 6),
  band('v1', 'overdue', 'S3', 16, 30, 7),
  band('v1', 'overdue', 'S4', 31, 60, 8, 'Late stage'),
  band('v1', 'overdue', 'S5', 61, 99_999, 9, 'Recovery (bad-debt review after 90 days)'),
  // v2 (CollectionSystemNew, post-loan stages).
  band('v2', 'preReminder', 'Stage0', -3, 0, 1, 'Before and on the due day'),
  band('v2', 'overdue', 'Stage1', 1, 3, 2, 'Early: first three days'),
  band('v2', 'overdue', 'Stage2', 4, 10, 3),
  band('v2', 'overdue', 'Stage3', 11, 30, 4),
  band('v2', 'overdue', 'Stage4', 31, 90, 5),
  band('v2', 'overdue', 'Stage5', 91, 99_999, 6, 'Legal and recovery'),
];

/**
 * Soko Credit (1503) runs its book in the stage-based system: its own v2 stages (short 21-day loans escalate
 * faster), which is what puts a merchant in v2 (see docs/collection.md).
 */
export const V2_MERCHANT = '1503';
export const V2_MERCHANT_LEVELS: readonly BandSeed[] = [
  band('v2', 'overdue', 'Stage1', 1, 2, 2, 'Soko Credit: first two days'),
  band('v2', 'overdue', 'Stage2', 3, 6, 3),
  band('v2', 'overdue', 'Stage3', 7, 12, 4),
  band('v2', 'overdue', 'Stage4', 13, 20, 5),
  band('v2', 'overdue', 'Stage5', 21, 99_999, 6, 'Soko Credit: recovery'),
];

/**
 * Haraka Loans (1502), a younger book, escalates faster than the defaults in v1 too (so the demo's month of
 * loans reaches every level): its own S1–S5.
 */
export const FAST_V1_MERCHANT = '1502';
export const FAST_V1_LEVELS: readonly BandSeed[] = [
  band('v1', 'overdue', 'S1', 1, 3, 5, 'Haraka: first three days'),
  band('v1', 'overdue', 'S2', 4, 7, 6),
  band('v1', 'overdue', 'S3', 8, 12, 7),
  band('v1', 'overdue', 'S4', 13, 18, 8),
  band('v1', 'overdue', 'S5', 19, 99_999, 9),
];

/** Levels (stages) each kind of collector works; the demo's collectors are spread over them. */
export const COLLECTOR_LEVELS: readonly (readonly string[])[] = [
  ['D-3', 'D-2', 'D-1', 'D0', 'Stage0'],
  ['S1', 'S2', 'Stage1', 'Stage2'],
  ['S3', 'S4', 'S5', 'Stage3', 'Stage4', 'Stage5'],
];
