/**
 * Robot tasks and 94AI call plans (issue 14): one entity declaration per screen, built by one factory. The
 * audience differs per screen — collection: levels and minimum/maximum days overdue of the system's cases;
 * AI plans: the cases the AI allocation took; marketing: a customer segment.
 */
import { defineEntity, type FieldSpec, type Fields } from '../crud/entity';
import { LIST_LIBRARY_SEGMENT, listAudienceFields } from '../marketing/list-audience';
import { TM_LIST_TYPES, TM_MARKETING_TARGETS } from '../telemarketing/list';

export const ROBOT_SCOPES = ['collection', 'collectionNew', 'marketing', 'ai', 'telemarketing', 'aiMarketing'] as const;
export type RobotScope = (typeof ROBOT_SCOPES)[number];

/** The screen, API name and case system of each scope. */
export const ROBOT_SCREENS: Record<RobotScope, { screen: string; name: string; system: 'v1' | 'v2' | null }> = {
  collection: { screen: 'CollectionSystem/RoboticTask', name: 'robotTask', system: 'v1' },
  collectionNew: { screen: 'CollectionSystemNew/RoboticTaskNew', name: 'robotTaskNew', system: 'v2' },
  marketing: { screen: 'MarketingManagement/RoboticTask', name: 'marketingRobotTask', system: null },
  ai: { screen: 'CollectionSystem/NineFourAiTask', name: 'aiCallTask', system: null },
  telemarketing: { screen: 'TelemarketingSystem/RoboticTask', name: 'telemarketingRobotTask', system: null },
  aiMarketing: { screen: 'OperationSystem/AiMarketingPushTask', name: 'aiMarketingPushTask', system: null },
};

/** Scopes whose calls the 94AI provider places (its result arrives by call-back); the others use the voice robot. */
export const AI_SCOPES: readonly RobotScope[] = ['ai', 'aiMarketing'];
/** Scopes whose audience is a customer segment (customers computed at each run from their loans). */
export const SEGMENT_SCOPES: readonly RobotScope[] = ['marketing', 'aiMarketing'];

/** An AI marketing push task's state: before its start, planned (its calls placed or queued), paused (disabled), cancelled. */
export const AI_PUSH_STATUSES = ['scheduled', 'started', 'paused', 'cancelled'] as const;
export type AiPushStatus = (typeof AI_PUSH_STATUSES)[number];

export function aiPushStatus(task: { enabled: boolean; cancelledAt: unknown; lastRunDay: unknown }): AiPushStatus {
  if (task.cancelledAt) return 'cancelled';
  if (!task.enabled) return 'paused';
  return task.lastRunDay ? 'started' : 'scheduled';
}

export const robotCancelUrl = (name: string) => `${name}/cancel`;

/** Marketing segments (computed at each run from the customers' loans). */
export const MARKETING_SEGMENTS = ['settledNoOpenLoan', 'neverBorrowed'] as const;
/** MarketingManagement/RoboticTask may also call entries of the telemarketing list library (common/marketing/list-audience.ts). */
export const MARKETING_ROBOT_SEGMENTS = [...MARKETING_SEGMENTS, LIST_LIBRARY_SEGMENT] as const;
/** Import batches of the list library, for a listLibrary audience. */
export const ROBOT_LIST_BATCHES_URL = 'robotTask/options/listBatches';

export const ROBOT_MERCHANTS_URL = 'robotTask/options/merchants';
export const robotLevelsUrl = (system: 'v1' | 'v2' | 'all') => `robotTask/options/levels/${system}`;
export const robotRunUrl = (name: string) => `${name}/runNow`;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TASK_NAME_MAX = 30;
export const SCRIPT_MAX = 500;
export const MAX_RETRIES = 5;
export const MAX_OVERDUE_DAYS = 9999;

export const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmmOf = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const time: FieldSpec = { kind: 'text', required: true, max: 5, pattern: TIME_PATTERN, patternMessage: 'robotTask:errors.timeFormat', list: true, hint: 'robotTask:hints.window' };

/**
 * A telemarketing task's target days are the days since the entry entered the list library (spec 9, decision):
 * the same columns as the collection tasks' overdue days, labelled as what they are.
 */
const listDays = (label: string): FieldSpec => ({ kind: 'integer', min: 0, max: MAX_OVERDUE_DAYS, list: true, sortable: true, hint: 'robotTask:hints.listDays', label });

function audienceFields(scope: RobotScope): Fields {
  if (scope === 'marketing') {
    return {
      segment: { kind: 'select', required: true, options: MARKETING_ROBOT_SEGMENTS, list: true, filter: 'exact' },
      ...listAudienceFields('robotTask', ROBOT_LIST_BATCHES_URL),
    };
  }
  if (scope === 'aiMarketing') {
    return {
      segment: { kind: 'select', required: true, options: MARKETING_SEGMENTS, list: true, filter: 'exact' },
      startsAt: { kind: 'datetime', required: true, list: true, sortable: true, hint: 'robotTask:hints.startsAt' },
      pushStatus: { kind: 'select', readOnly: true, options: AI_PUSH_STATUSES, list: true },
    };
  }
  if (scope === 'telemarketing') {
    return {
      listType: { kind: 'select', options: TM_LIST_TYPES, list: true, filter: 'exact', hint: 'robotTask:hints.anyListType' },
      marketingTarget: { kind: 'select', options: TM_MARKETING_TARGETS, list: true, filter: 'exact', hint: 'robotTask:hints.anyTarget' },
      minOverdueDays: listDays('robotTask:fields.minListedDays'),
      maxOverdueDays: listDays('robotTask:fields.maxListedDays'),
    };
  }
  const system = ROBOT_SCREENS[scope].system ?? 'all';
  return {
    levels: { kind: 'multiSelect', lookup: robotLevelsUrl(system), list: true, hint: 'robotTask:hints.levels' },
    minOverdueDays: { kind: 'integer', min: -3, max: MAX_OVERDUE_DAYS, list: true, sortable: true },
    maxOverdueDays: { kind: 'integer', min: -3, max: MAX_OVERDUE_DAYS, list: true, sortable: true },
  };
}

const CASE_AUDIENCE_MORE = ['minOverdueDays', 'maxOverdueDays', 'maxRetries', 'lastRunDay'];
/**
 * Columns each screen's chooser offers beyond its first view (issue 32.2: the row and its actions fit 1280 px):
 * the task's name, merchant and audience stay (with the calling window where the row has room); retries and the last run wait.
 */
const MORE_COLUMNS: Record<RobotScope, readonly string[]> = {
  collection: CASE_AUDIENCE_MORE,
  collectionNew: CASE_AUDIENCE_MORE,
  ai: CASE_AUDIENCE_MORE,
  marketing: ['maxRetries', 'lastRunDay'],
  telemarketing: ['marketingTarget', 'maxOverdueDays', 'windowStart', 'windowEnd', 'maxRetries', 'lastRunDay'],
  aiMarketing: ['windowStart', 'windowEnd', 'maxRetries', 'lastRunDay'],
};

const withMoreColumns = (fields: Fields, more: readonly string[]): Fields =>
  Object.fromEntries(Object.entries(fields).map(([key, spec]) => [key, more.includes(key) && spec.list ? { ...spec, list: 'more' } : spec]));

export function robotTaskEntity(scope: RobotScope) {
  const { screen, name } = ROBOT_SCREENS[scope];
  return defineEntity({
    name, screen, namespace: 'robotTask', recordName: 'name', toggleable: true,
    fields: withMoreColumns({
      name: { kind: 'text', required: true, max: TASK_NAME_MAX, list: true, filter: 'contains', sortable: true },
      merchantId: { kind: 'integer', lookup: ROBOT_MERCHANTS_URL, list: true, filter: 'exact', hint: 'robotTask:hints.merchantId' },
      ...audienceFields(scope),
      windowStart: time,
      windowEnd: time,
      maxRetries: { kind: 'integer', required: true, min: 0, max: MAX_RETRIES, list: true },
      retryGapMinutes: { kind: 'integer', required: true, min: 10, max: 240 },
      script: { kind: 'textarea', required: true, max: SCRIPT_MAX },
      lastRunDay: { kind: 'text', readOnly: true, list: true, sortable: true },
    }, MORE_COLUMNS[scope]),
    defaultSort: { field: 'name', order: 'asc' },
  });
}

export const ROBOT_ENTITIES = Object.fromEntries(ROBOT_SCOPES.map((s) => [s, robotTaskEntity(s)])) as Record<RobotScope, ReturnType<typeof robotTaskEntity>>;

/** One call of a task, as the calls drawer and NineFourAiCallRecord list it. */
export interface RobotCallRow {
  id: number;
  taskId: number;
  taskName: string;
  runDay: string;
  caseNo: string | null;
  customerName: string;
  phone: string;
  status: string;
  outcome: string | null;
  keypress: string | null;
  attempts: number;
  durationSec: number | null;
  transcript: string | null;
  recordingRef: string | null;
  calledAt: string | null;
}

export const CALL_OUTCOMES = ['promised', 'answered', 'noAnswer', 'busy', 'switchedOff', 'failed', 'capReached', 'windowClosed', 'cancelled'] as const;
export const CALL_STATUSES = ['queued', 'calling', 'done', 'skipped'] as const;
