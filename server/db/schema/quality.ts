/**
 * Quality center (issue 34, QualitySystem/QualityCenter): scorecards of weighted checkpoints with a pass mark and
 * instant-fail items, the sampling settings, the review queue filled from the staff's contacts, each checkpoint's
 * result, appeals and calibration. Docs: docs/workforce.md "## Quality center".
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  QUALITY_APPEAL_DECISIONS, QUALITY_CHECK_RESULTS, QUALITY_CONDUCT_RULES, QUALITY_REASONS, QUALITY_SOURCES, QUALITY_STATUSES,
} from '../../../common/quality/quality';
import { users } from './access';
import { auditedTimes, utc } from './columns';

/** A scorecard: checkpoints with weights; a review passes at `passMark` (0–100) unless an instant-fail item fails. */
export const qualityScorecards = pgTable('quality_scorecards', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  passMark: smallint('pass_mark').notNull().default(80),
  /** The scorecard sampled items get; exactly one is the default. */
  isDefault: boolean('is_default').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('quality_scorecards_name_uq').on(sql`lower(${t.name})`)]);

/** One checkpoint: its weight, whether failing it fails the review, and the conduct rule it checks (compliance). */
export const qualityCheckpoints = pgTable('quality_checkpoints', {
  id: serial('id').primaryKey(),
  scorecardId: integer('scorecard_id').notNull().references(() => qualityScorecards.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  weight: smallint('weight').notNull(),
  instantFail: boolean('instant_fail').notNull().default(false),
  conductRule: text('conduct_rule', { enum: QUALITY_CONDUCT_RULES }),
  sort: smallint('sort').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [index('quality_checkpoints_card_idx').on(t.scorecardId, t.sort)]);

/** The quality settings (one row, id 1): sampling shares per role, claim expiry, appeal window. */
export const qualitySettings = pgTable('quality_settings', {
  id: smallint('id').primaryKey().default(1),
  collectionSharePct: smallint('collection_share_pct').notNull().default(5),
  telemarketingSharePct: smallint('telemarketing_share_pct').notNull().default(5),
  serviceSharePct: smallint('service_share_pct').notNull().default(5),
  claimMinutes: smallint('claim_minutes').notNull().default(30),
  appealDays: smallint('appeal_days').notNull().default(3),
  ...auditedTimes,
});

/**
 * A review: one contact of one employee in the queue (open → claimed → scored → appealed → decided). A calibration
 * review scores the same contact again (`calibrationOf` the first review); it never counts in the findings.
 */
export const qualityReviews = pgTable('quality_reviews', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  source: text('source', { enum: QUALITY_SOURCES }).notNull(),
  /** collection_contacts.id, tm_follow_ups.id or cs_in_call_records.id. */
  sourceId: bigint('source_id', { mode: 'number' }).notNull(),
  reason: text('reason', { enum: QUALITY_REASONS }).notNull(),
  employeeUserId: integer('employee_user_id').notNull().references(() => users.id),
  merchantId: integer('merchant_id'),
  contactAt: utc('contact_at').notNull(),
  /** 'YYYY-MM-DD' in EAT of the contact: the sampling day and the findings month. */
  contactDay: text('contact_day').notNull(),
  callLogId: bigint('call_log_id', { mode: 'number' }),
  scorecardId: integer('scorecard_id').notNull().references(() => qualityScorecards.id),
  status: text('status', { enum: QUALITY_STATUSES }).notNull().default('open'),
  claimedBy: integer('claimed_by').references(() => users.id),
  claimExpiresAt: utc('claim_expires_at'),
  inspectorUserId: integer('inspector_user_id').references(() => users.id),
  /** Weighted total 0–100 of the checkpoints scored (n/a left out). */
  weightedScore: smallint('weighted_score'),
  /** The score that counts: the weighted total, 0 when an instant-fail item failed. */
  score: smallint('score'),
  passed: boolean('passed'),
  instantFailed: boolean('instant_failed'),
  /** An instant-fail compliance (conduct-rule) checkpoint failed: a major violation. */
  majorViolation: boolean('major_violation'),
  comment: text('comment'),
  scoredAt: utc('scored_at'),
  appealDeadline: utc('appeal_deadline'),
  appealReason: text('appeal_reason'),
  appealedAt: utc('appealed_at'),
  appealDecidedBy: integer('appeal_decided_by').references(() => users.id),
  appealDecision: text('appeal_decision', { enum: QUALITY_APPEAL_DECISIONS }),
  appealComment: text('appeal_comment'),
  appealDecidedAt: utc('appeal_decided_at'),
  calibrationOf: bigint('calibration_of', { mode: 'number' }),
  ...auditedTimes,
}, (t) => [
  // One queue item per contact (calibration reviews aside); sampling inserts ON CONFLICT DO NOTHING.
  uniqueIndex('quality_reviews_contact_uq').on(t.source, t.sourceId).where(sql`${t.calibrationOf} is null`),
  uniqueIndex('quality_reviews_calibration_uq').on(t.calibrationOf, t.inspectorUserId).where(sql`${t.calibrationOf} is not null`),
  // The queue: by status, newest contact first; the claim looks for open or expired claims.
  index('quality_reviews_status_idx').on(t.status, t.contactAt.desc(), t.id.desc()),
  index('quality_reviews_claim_idx').on(t.claimExpiresAt).where(sql`${t.status} = 'claimed'`),
  // My results and the findings by employee and month (contact_day range).
  index('quality_reviews_employee_idx').on(t.employeeUserId, t.contactDay),
  index('quality_reviews_day_idx').on(t.contactDay, t.id),
  // The queue without a status filter: newest contact first.
  index('quality_reviews_at_idx').on(t.contactAt.desc(), t.id.desc()),
  index('quality_reviews_inspector_idx').on(t.inspectorUserId, t.scoredAt),
]);

/** A checkpoint's result in a review, with the inspector's comment. */
export const qualityReviewScores = pgTable('quality_review_scores', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reviewId: bigint('review_id', { mode: 'number' }).notNull().references(() => qualityReviews.id, { onDelete: 'cascade' }),
  checkpointId: integer('checkpoint_id').notNull().references(() => qualityCheckpoints.id),
  result: text('result', { enum: QUALITY_CHECK_RESULTS }).notNull(),
  comment: text('comment'),
}, (t) => [
  uniqueIndex('quality_review_scores_uq').on(t.reviewId, t.checkpointId),
  index('quality_review_scores_checkpoint_idx').on(t.checkpointId),
]);
