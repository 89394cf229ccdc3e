/**
 * Quality center (issue 34): the fixed choices shared by the server, the schema and the screen.
 * Docs: docs/workforce.md "## Quality center".
 */
import { z } from 'zod';
import { isEatDay } from '../eat-day';
import type { FilterDef } from '../lists/filters';

/** Where a reviewed contact comes from: collection_contacts, tm_follow_ups, cs_in_call_records. */
export const QUALITY_SOURCES = ['collection', 'telemarketing', 'service'] as const;
/** Why a contact is in the queue: the daily sample, or every contact behind a complaint, a broken promise, a refused call-back. */
export const QUALITY_REASONS = ['sample', 'complaint', 'brokenPromise', 'refusedCallback', 'calibration'] as const;
export const QUALITY_STATUSES = ['open', 'claimed', 'scored', 'appealed', 'decided'] as const;
/** The conduct rules the seeded compliance checkpoints check (instant fail, a major violation when failed). */
export const QUALITY_CONDUCT_RULES = ['threats', 'abusiveLanguage', 'thirdPartyDisclosure', 'outsideHours'] as const;
export type QualityConductRule = (typeof QUALITY_CONDUCT_RULES)[number];
export const QUALITY_CHECK_RESULTS = ['pass', 'fail', 'na'] as const;
export type QualityCheckResult = (typeof QUALITY_CHECK_RESULTS)[number];
export const QUALITY_APPEAL_DECISIONS = ['upheld', 'overturned'] as const;
export type QualityAppealDecision = (typeof QUALITY_APPEAL_DECISIONS)[number];

export interface ScoredCheckpoint {
  weight: number;
  instantFail: boolean;
  result: QualityCheckResult;
}

/**
 * A review's totals: the weighted share (0–100, rounded) of the checkpoints passed among those scored (n/a left out);
 * any instant-fail checkpoint failed fails the review and makes the score that counts 0.
 */
export function scoreReview(checks: readonly ScoredCheckpoint[], passMark: number) {
  let total = 0;
  let earned = 0;
  let instantFailed = false;
  for (const c of checks) {
    if (c.result === 'na') continue;
    total += c.weight;
    if (c.result === 'pass') earned += c.weight;
    else if (c.instantFail) instantFailed = true;
  }
  const weightedScore = total === 0 ? 100 : Math.round((earned * 100) / total);
  const score = instantFailed ? 0 : weightedScore;
  return { weightedScore, score, instantFailed, passed: !instantFailed && score >= passMark };
}

/** The penalty a final failed review costs its employee: 100 − the score that counts (an instant fail costs 100). */
export const penaltyPointsOf = (score: number, passed: boolean) => (passed ? 0 : 100 - score);

// ── Screen, filters and inputs ────────────────────────────────────────────────────────────────────────────

export const QUALITY_SCREEN = 'QualitySystem/QualityCenter';
/** Result tables group by one of these. */
export const QUALITY_RESULT_GROUPS = ['employee', 'team', 'checkpoint'] as const;
export type QualityResultGroup = (typeof QUALITY_RESULT_GROUPS)[number];
export const QUALITY_COMMENT_MAX = 500;

export const QUALITY_QUEUE_FILTERS = [
  { name: 'status', kind: 'choice', values: QUALITY_STATUSES, labels: 'quality:options.status' },
  { name: 'reason', kind: 'choice', values: QUALITY_REASONS, labels: 'quality:options.reason' },
  { name: 'source', kind: 'choice', values: QUALITY_SOURCES, labels: 'quality:options.source' },
  { name: 'employee', kind: 'text', match: 'contains' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

export const QUALITY_MINE_FILTERS = [
  { name: 'status', kind: 'choice', values: QUALITY_STATUSES, labels: 'quality:options.status' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

/** The results tab's bar: what to group by and the contact days (the API's resultsQuerySchema). */
export const QUALITY_RESULT_FILTERS = [
  { name: 'group', kind: 'choice', values: QUALITY_RESULT_GROUPS, labels: 'quality:options.group' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

const id = z.number({ message: 'validation.required' }).int().positive();
const text = (max: number) => z.string({ message: 'validation.required' }).trim().max(max, 'validation.maxLength');
const optionalText = (max: number) => text(max).nullish().transform((v) => v || null);
const day = z.string({ message: 'validation.required' }).trim().refine(isEatDay, 'validation.date');

export const claimBodySchema = z.object({ id: id.optional() });
export const reviewIdBodySchema = z.object({ id });
export const scoreBodySchema = z.object({
  id,
  checks: z.array(z.object({
    checkpointId: id,
    result: z.enum(QUALITY_CHECK_RESULTS, { message: 'validation.option' }),
    comment: optionalText(QUALITY_COMMENT_MAX),
  })).min(1, 'validation.required').max(50, 'validation.maxItems'),
  comment: optionalText(QUALITY_COMMENT_MAX),
});
export const appealBodySchema = z.object({ id, reason: text(QUALITY_COMMENT_MAX).min(1, 'validation.required') });
export const decideAppealBodySchema = z.object({
  id,
  decision: z.enum(QUALITY_APPEAL_DECISIONS, { message: 'validation.option' }),
  comment: text(QUALITY_COMMENT_MAX).min(1, 'validation.required'),
});
export const sampleBodySchema = z.object({ day });
const share = z.number({ message: 'validation.required' }).int('validation.integer').min(0, 'validation.minValue').max(100, 'validation.maxValue');
export const settingsBodySchema = z.object({
  collectionSharePct: share,
  telemarketingSharePct: share,
  serviceSharePct: share,
  claimMinutes: z.number({ message: 'validation.required' }).int('validation.integer').min(5, 'validation.minValue').max(480, 'validation.maxValue'),
  appealDays: z.number({ message: 'validation.required' }).int('validation.integer').min(1, 'validation.minValue').max(30, 'validation.maxValue'),
});
export const scorecardBodySchema = z.object({
  id: id.optional(),
  name: text(64).min(1, 'validation.required'),
  passMark: z.number({ message: 'validation.required' }).int('validation.integer').min(1, 'validation.minValue').max(100, 'validation.maxValue'),
  checkpoints: z.array(z.object({
    id: id.optional(),
    label: text(120).min(1, 'validation.required'),
    weight: z.number({ message: 'validation.required' }).int('validation.integer').min(1, 'validation.minValue').max(100, 'validation.maxValue'),
    instantFail: z.boolean().default(false),
    conductRule: z.enum(QUALITY_CONDUCT_RULES, { message: 'validation.option' }).nullish().transform((v) => v ?? null),
    enabled: z.boolean().default(true),
  })).min(1, 'validation.required').max(30, 'validation.maxItems'),
});
export const resultsQuerySchema = z.object({
  group: z.enum(QUALITY_RESULT_GROUPS, { message: 'validation.option' }).default('employee'),
  dayFrom: day,
  dayTo: day,
});
export const calibrationQuerySchema = z.object({ dayFrom: day, dayTo: day });
