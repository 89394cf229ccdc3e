/**
 * Quality center lists as the API answers them (qualityCenter/queue, qualityCenter/mine) and their columns, declared
 * once (declared-columns.ts): the screen's tables show them with times in EAT and choices translated.
 */
import { columnOf, valuesOf } from '../lists/declared-columns';
import type { QualityAppealDecision, QualityCheckResult, QualityConductRule, QUALITY_REASONS, QUALITY_SOURCES, QUALITY_STATUSES } from './quality';

export type QualitySource = (typeof QUALITY_SOURCES)[number];
export type QualityReason = (typeof QUALITY_REASONS)[number];
export type QualityStatus = (typeof QUALITY_STATUSES)[number];

/** One review in a list: the queue's, an employee's own, the appeals'. */
export interface QualityReviewRow {
  id: number;
  source: QualitySource;
  reason: QualityReason;
  status: QualityStatus;
  employeeUserId: number;
  employeeName: string;
  contactAt: string;
  claimedBy: number | null;
  claimExpiresAt: string | null;
  inspectorUserId: number | null;
  inspectorName: string | null;
  score: number | null;
  passed: boolean | null;
  majorViolation: boolean;
  scoredAt: string | null;
  appealDeadline: string | null;
  appealedAt: string | null;
  appealDecision: QualityAppealDecision | null;
  calibrationOf: number | null;
  claimExpired: boolean;
  /** The caller holds its unexpired claim. */
  mine: boolean;
  final: boolean;
  canAppeal: boolean;
  penaltyPoints: number | null;
}

/** One checkpoint of a review as its detail answers it, with the result scored (null: not yet). */
export interface QualityReviewCheckpoint {
  id: number;
  label: string;
  weight: number;
  instantFail: boolean;
  conductRule: QualityConductRule | null;
  result: QualityCheckResult | null;
  comment: string | null;
}

const v = valuesOf<QualityReviewRow>('quality');
const passedLabel = (row: QualityReviewRow) => (row.passed === null ? null : String(row.passed));

export const QUALITY_QUEUE_COLUMNS = [
  columnOf('id', [v('id', 'int')]),
  columnOf('employeeName', [v('employeeName')]),
  columnOf('contactAt', [v('contactAt', 'time')]),
  columnOf('source', [v('source', 'label', { labels: 'quality:options.source' }), v('reason', 'label', { labels: 'quality:options.reason' })]),
  columnOf('status', [v('status', 'label', { labels: 'quality:options.status' })]),
  columnOf('inspectorName', [v('inspectorName'), v('claimExpiresAt', 'time')]),
  columnOf('score', [v('score', 'int'), v('passed', 'label', { labels: 'quality:options.passed', read: passedLabel })]),
] as const;

export const QUALITY_MINE_COLUMNS = [
  columnOf('id', [v('id', 'int')]),
  columnOf('contactAt', [v('contactAt', 'time')]),
  columnOf('source', [v('source', 'label', { labels: 'quality:options.source' })]),
  columnOf('score', [v('score', 'int'), v('passed', 'label', { labels: 'quality:options.passed', read: passedLabel })]),
  columnOf('status', [v('status', 'label', { labels: 'quality:options.status' })]),
  columnOf('inspectorName', [v('inspectorName'), v('scoredAt', 'time')]),
  columnOf('appealDeadline', [v('appealDeadline', 'time')]),
  columnOf('penaltyPoints', [v('penaltyPoints', 'int')]),
] as const;

export const QUALITY_APPEAL_COLUMNS = [
  columnOf('id', [v('id', 'int')]),
  columnOf('employeeName', [v('employeeName')]),
  columnOf('contactAt', [v('contactAt', 'time')]),
  columnOf('inspectorName', [v('inspectorName'), v('scoredAt', 'time')]),
  columnOf('score', [v('score', 'int'), v('passed', 'label', { labels: 'quality:options.passed', read: passedLabel })]),
  columnOf('appealedAt', [v('appealedAt', 'time')]),
] as const;
