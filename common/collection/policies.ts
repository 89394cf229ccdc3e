/**
 * CollectLevelDevisionPolicy and PreReminderCaseDivisionPolicy (issue 13): the level bands of `collection_levels`.
 * An overdue band counts days overdue (min ≥ 1); a pre-reminder band counts days before the due day as negative
 * (D-3 is -3 … -3, D0 is 0 … 0; max ≤ 0). Bands of one system and merchant (null = the default for every merchant
 * without bands of its own) may not overlap and their labels are unique. v1 levels and v2 stages are both edited
 * here, told apart by `system`.
 */
import type { FieldProblem, FieldSpec } from '../crud/entity';
import { defineEntity } from '../crud/entity';
import { COLLECTION_SYSTEMS, displayLevel, type LevelKind } from './statuses';

export const POLICY_SCREENS = {
  overdue: 'CollectionSystem/CollectLevelDevisionPolicy',
  preReminder: 'CollectionSystem/PreReminderCaseDivisionPolicy',
} as const;

/** The merchant choices of the policy screens: GET collectionPolicy/options/merchants. */
export const POLICY_MERCHANTS_URL = 'collectionPolicy/options/merchants';

/** The furthest a pre-reminder may start before the due day, and the longest overdue band end. */
export const PRE_REMINDER_MIN_DAYS = -30;
export const OVERDUE_MAX_DAYS = 99_999;
export const LEVEL_LABEL_PATTERN = /^[A-Za-z][A-Za-z0-9+-]{0,15}$/;

export const POLICY_MESSAGES = {
  minAboveMax: 'collectionPolicy:errors.minAboveMax',
  overdueMin: 'collectionPolicy:errors.overdueMin',
  preReminderMax: 'collectionPolicy:errors.preReminderMax',
  overlap: 'collectionPolicy:errors.overlap',
  duplicateLevel: 'collectionPolicy:errors.duplicateLevel',
  levelFormat: 'collectionPolicy:errors.levelFormat',
} as const;

/** Min ≤ max; overdue bands start at day 1 or later; pre-reminder bands end on the due day (0) or before. */
export function bandProblem(kind: LevelKind, minDays: number | null | undefined, maxDays: number | null | undefined): FieldProblem | null {
  if (typeof minDays !== 'number' || typeof maxDays !== 'number') return null;
  if (kind === 'overdue' && minDays < 1) return { field: 'minDays', message: POLICY_MESSAGES.overdueMin };
  if (kind === 'preReminder' && maxDays > 0) return { field: 'maxDays', message: POLICY_MESSAGES.preReminderMax };
  if (minDays > maxDays) return { field: 'maxDays', message: POLICY_MESSAGES.minAboveMax };
  return null;
}

/** Two bands overlap when each starts no later than the other ends. */
const bandFields = (kind: LevelKind): Record<string, FieldSpec> => ({
  system: { kind: 'select', required: true, options: COLLECTION_SYSTEMS, list: true, filter: 'exact', createOnly: true },
  merchantId: { kind: 'integer', lookup: POLICY_MERCHANTS_URL, list: true, filter: 'exact', createOnly: true, hint: 'collectionPolicy:hints.merchantId' },
  level: { kind: 'text', required: true, max: 16, pattern: LEVEL_LABEL_PATTERN, patternMessage: POLICY_MESSAGES.levelFormat, list: true, filter: 'contains', sortable: true, hint: `collectionPolicy:hints.level.${kind}` },
  minDays: kind === 'overdue'
    ? { kind: 'integer', required: true, min: 1, max: OVERDUE_MAX_DAYS, list: true, sortable: true }
    : { kind: 'integer', required: true, min: PRE_REMINDER_MIN_DAYS, max: 0, list: true, sortable: true, hint: 'collectionPolicy:hints.preReminderDays' },
  maxDays: kind === 'overdue'
    ? { kind: 'integer', required: true, min: 1, max: OVERDUE_MAX_DAYS, list: true, sortable: true }
    : { kind: 'integer', required: true, min: PRE_REMINDER_MIN_DAYS, max: 0, list: true, sortable: true },
  sort: { kind: 'integer', required: true, min: 1, max: 9999, list: true, sortable: true },
  enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
  remark: { kind: 'textarea', max: 200 },
  updatedAt: { kind: 'datetime', readOnly: true, sortable: true },
});

/** Overdue level bands (v1 levels S1/M1…, v2 stages), API `collectionPolicy/…`. */
export const collectionPolicyEntity = defineEntity({
  name: 'collectionPolicy',
  screen: POLICY_SCREENS.overdue,
  recordName: 'level',
  fields: bandFields('overdue'),
  defaultSort: { field: 'minDays', order: 'asc' },
  toggleable: true,
});

/** Pre-reminder bands (D-N … D0), API `preReminderPolicy/…`, labelled in the collectionPolicy namespace. */
export const preReminderPolicyEntity = defineEntity({
  name: 'preReminderPolicy',
  namespace: 'collectionPolicy',
  screen: POLICY_SCREENS.preReminder,
  recordName: 'level',
  fields: bandFields('preReminder'),
  defaultSort: { field: 'minDays', order: 'asc' },
  toggleable: true,
});

export const POLICY_ENTITIES = { overdue: collectionPolicyEntity, preReminder: preReminderPolicyEntity } as const;

/** The S→M display rule is v1's (level labels); v2 stage names (Stage1 …) are shown as they are. */
export const shownLevel = (system: string | null | undefined, level: string | null | undefined): string =>
  (system === 'v2' ? level ?? '' : displayLevel(level));
