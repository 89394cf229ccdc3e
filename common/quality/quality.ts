/**
 * Quality center (issue 34): the fixed choices shared by the server, the schema and the screen.
 * Docs: docs/workforce.md "## Quality center".
 */

/** Where a reviewed contact comes from: collection_contacts, tm_follow_ups, cs_in_call_records. */
export const QUALITY_SOURCES = ['collection', 'telemarketing', 'service'] as const;
export type QualitySource = (typeof QUALITY_SOURCES)[number];
/** Why a contact is in the queue: the daily sample, or every contact behind a complaint, a broken promise, a refused call-back. */
export const QUALITY_REASONS = ['sample', 'complaint', 'brokenPromise', 'refusedCallback', 'calibration'] as const;
export type QualityReason = (typeof QUALITY_REASONS)[number];
export const QUALITY_STATUSES = ['open', 'claimed', 'scored', 'appealed', 'decided'] as const;
export type QualityStatus = (typeof QUALITY_STATUSES)[number];
/** The conduct rules the seeded compliance checkpoints check (instant fail, a major violation when failed). */
export const QUALITY_CONDUCT_RULES = ['threats', 'abusiveLanguage', 'thirdPartyDisclosure', 'outsideHours'] as const;
export type QualityConductRule = (typeof QUALITY_CONDUCT_RULES)[number];
export const QUALITY_CHECK_RESULTS = ['pass', 'fail', 'na'] as const;
export type QualityCheckResult = (typeof QUALITY_CHECK_RESULTS)[number];
export const QUALITY_APPEAL_DECISIONS = ['upheld', 'overturned'] as const;

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
