/**
 * Quality center (QualitySystem/QualityCenter, issue 34): the review queue filled by sampling, the inspector's claim
 * (atomic, expiring), scoring on a scorecard (weighted, instant fail), the employee's own results and one appeal
 * decided by another inspector, results over time and calibration. Every write is audited in its transaction.
 * Docs: docs/workforce.md "## Quality center".
 */
import { eatDayRange, eatToday, eatYesterday } from '../../../common/eat-day';
import {
  penaltyPointsOf, QUALITY_SCREEN, scoreReview, type QualityCheckResult,
} from '../../../common/quality/quality';
import { actionCode } from '../../../common/routes';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, notFound, validationError } from '../../core/errors';
import { inMerchantScope, merchantScopeClause, sessionMerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { sql } from 'drizzle-orm';
import * as repo from './quality.repository';
import { sampleDay } from './quality-sampling.repository';

const MINUTE = 60_000;
const DAY = 86_400_000;
const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);
const code = (action: string) => actionCode(QUALITY_SCREEN, action);
const isInspector = (session: SessionUser) => session.codes.has(code('viewAll')) || session.codes.has(code('claim')) || session.codes.has(code('decideAppeal'));

type ReviewRow = NonNullable<Awaited<ReturnType<typeof repo.findReview>>>;

/** Final: the appeal was decided, or the review was scored and its appeal window passed without an appeal. */
const isFinal = (row: Pick<ReviewRow, 'status' | 'appealDeadline'>, now: Date) =>
  row.status === 'decided' || (row.status === 'scored' && row.appealDeadline !== null && row.appealDeadline <= now);

function presentListRow<T extends { contactAt: Date; claimExpiresAt: Date | null; scoredAt: Date | null; appealDeadline: Date | null; appealedAt: Date | null; status: string; score: number | null; passed: boolean | null; claimedBy: number | null }>(row: T, session: SessionUser, now: Date) {
  const claimActive = row.status === 'claimed' && row.claimExpiresAt !== null && row.claimExpiresAt >= now;
  return {
    ...row, contactAt: iso(row.contactAt), claimExpiresAt: iso(row.claimExpiresAt), scoredAt: iso(row.scoredAt),
    appealDeadline: iso(row.appealDeadline), appealedAt: iso(row.appealedAt),
    claimExpired: row.status === 'claimed' && !claimActive, mine: claimActive && row.claimedBy === session.userId,
    final: isFinal(row as unknown as ReviewRow, now),
    canAppeal: row.status === 'scored' && row.appealDeadline !== null && row.appealDeadline > now,
    penaltyPoints: row.score !== null && row.passed !== null && isFinal(row as unknown as ReviewRow, now) ? penaltyPointsOf(row.score, row.passed) : null,
  };
}

export async function listQueue(deps: Deps, session: SessionUser, query: repo.QueueListQuery) {
  const scope = await sessionMerchantScope(deps.db, session);
  const { rows, total, exact, current, size } = await repo.queueList.page(deps.db, scope, query);
  const now = deps.now();
  return { records: rows.map((row) => presentListRow(row, session, now)), total, exact, current, size };
}

/** The caller's own results: always filtered to the caller, whatever the query says. */
export async function listMine(deps: Deps, session: SessionUser, query: repo.MineListQuery) {
  const scope = await sessionMerchantScope(deps.db, session);
  const { rows, total, current, size } = await repo.mineList.page(deps.db, scope, { ...query, employeeUserId: session.userId });
  const now = deps.now();
  return { records: rows.map((row) => presentListRow(row, session, now)), total, current, size };
}

async function reachable(db: DbOrTx, session: SessionUser, row: ReviewRow | null): Promise<ReviewRow> {
  if (!row) throw notFound('quality:errors.reviewNotFound');
  const scope = await sessionMerchantScope(db, session);
  if (row.merchantId !== null && !inMerchantScope(scope, row.merchantId)) throw notFound('quality:errors.reviewNotFound');
  return row;
}

/** One review as the inspector or its employee reads it: the contact record, the call, the scorecard and the results. */
export async function reviewDetail(deps: Deps, session: SessionUser, id: number) {
  const row = await reachable(deps.db, session, await repo.findReview(deps.db, id));
  const own = row.employeeUserId === session.userId;
  if (!own && !isInspector(session)) throw notFound('quality:errors.reviewNotFound');
  const now = deps.now();
  const [contact, card, checkpoints, scores] = await Promise.all([
    repo.contactOf(deps.db, row.source, row.sourceId), repo.findScorecard(deps.db, row.scorecardId), repo.checkpointsOf(deps.db, [row.scorecardId]),
    repo.scoresOf(deps.db, [row.id]),
  ]);
  const call = await repo.callLogOf(deps.db, contact?.callLogId ?? row.callLogId);
  const names = await repo.namesOf(deps.db, [row.employeeUserId, row.inspectorUserId, row.claimedBy, row.appealDecidedBy].filter((v): v is number => v !== null));
  const byCheckpoint = new Map(scores.map((s) => [s.checkpointId, s]));
  // An employee sees the outcome once scored; before that only inspectors read the item.
  const scored = ['scored', 'appealed', 'decided'].includes(row.status);
  if (own && !scored && !isInspector(session)) throw notFound('quality:errors.reviewNotFound');
  return {
    review: {
      ...presentListRow(row, session, now), employeeName: names.get(row.employeeUserId) ?? '', inspectorName: row.inspectorUserId ? names.get(row.inspectorUserId) ?? '' : null,
      claimedByName: row.claimedBy ? names.get(row.claimedBy) ?? '' : null, appealDecidedByName: row.appealDecidedBy ? names.get(row.appealDecidedBy) ?? '' : null,
      weightedScore: row.weightedScore, instantFailed: row.instantFailed, comment: row.comment, appealReason: row.appealReason,
      appealComment: row.appealComment, appealDecidedAt: iso(row.appealDecidedAt), own,
      team: await repo.teamOf(deps.db, row.employeeUserId),
    },
    contact: contact ? { ...contact, at: iso(contact.at) } : null,
    call: call ? {
      ...call, createdAt: iso(call.createdAt), connectedAt: iso(call.connectedAt), endedAt: iso(call.endedAt),
      // The call adapter gives no recording of a person's call (only robot calls carry one): the record is read, not played.
      recordingUrl: null,
    } : null,
    scorecard: card ? { id: card.id, name: card.name, passMark: card.passMark } : null,
    checkpoints: checkpoints.filter((c) => c.enabled || byCheckpoint.has(c.id)).map((c) => ({
      id: c.id, label: c.label, weight: c.weight, instantFail: c.instantFail, conductRule: c.conductRule,
      result: byCheckpoint.get(c.id)?.result ?? null, comment: byCheckpoint.get(c.id)?.comment ?? null,
    })),
  };
}

// ── claim ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Claims one item (or the next one); the claim lasts the configured minutes. Answers the claimed item's id. */
export async function claim(deps: Deps, session: SessionUser, actor: Actor, body: { id?: number }) {
  const now = deps.now();
  const settings = await repo.settings(deps.db);
  const until = new Date(now.getTime() + settings.claimMinutes * MINUTE);
  const scope = await sessionMerchantScope(deps.db, session);
  let id: number | null;
  if (body.id !== undefined) {
    const row = await reachable(deps.db, session, await repo.findReview(deps.db, body.id));
    if (row.employeeUserId === session.userId) throw forbidden('quality:errors.ownReview');
    const claimed = await repo.claimById(deps.db, row.id, session.userId, now, until);
    if (!claimed) throw conflict('quality:errors.alreadyClaimed');
    id = claimed.id;
  } else {
    id = await repo.activeClaimOf(deps.db, session.userId, now);
    if (id === null) id = await repo.claimNext(deps.db, session.userId, now, until, merchantScopeClause(sql`quality_reviews.merchant_id`, scope));
    if (id === null) throw conflict('quality:errors.queueEmpty');
  }
  await recordAudit(deps.db, actor, {
    action: 'qualityReview.claim', entity: 'qualityReview', entityId: id, after: { status: 'claimed', claimedBy: session.userId, claimExpiresAt: until.toISOString() },
  });
  return { id, claimExpiresAt: until.toISOString() };
}

export async function release(deps: Deps, session: SessionUser, actor: Actor, body: { id: number }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const released = await repo.releaseClaim(tx, body.id, session.userId, now);
    if (!released) throw conflict('quality:errors.notYourClaim');
    await recordAudit(tx, actor, { action: 'qualityReview.release', entity: 'qualityReview', entityId: body.id, before: { status: 'claimed' }, after: { status: 'open' } });
    return { id: body.id };
  });
}

// ── scoring ────────────────────────────────────────────────────────────────────────────────────────────────

interface ScoreBody { id: number; checks: { checkpointId: number; result: QualityCheckResult; comment: string | null }[]; comment: string | null }

export async function score(deps: Deps, session: SessionUser, actor: Actor, body: ScoreBody) {
  const now = deps.now();
  const settings = await repo.settings(deps.db);
  return deps.db.transaction(async (tx) => {
    const row = await reachable(tx, session, await repo.lockReview(tx, body.id));
    if (row.status !== 'claimed' || row.claimedBy !== session.userId) throw conflict('quality:errors.notYourClaim');
    if (row.calibrationOf === null && row.claimExpiresAt !== null && row.claimExpiresAt < now) throw conflict('quality:errors.claimExpired');
    const card = await repo.findScorecard(tx, row.scorecardId);
    const checkpoints = (await repo.checkpointsOf(tx, [row.scorecardId])).filter((c) => c.enabled);
    const given = new Map(body.checks.map((c) => [c.checkpointId, c]));
    if (given.size !== body.checks.length || checkpoints.length !== given.size || checkpoints.some((c) => !given.has(c.id))) {
      throw validationError('quality:errors.checkpointsIncomplete');
    }
    const checks = checkpoints.map((c) => ({ checkpoint: c, ...given.get(c.id)! }));
    const failedWithoutComment = checks.find((c) => c.result === 'fail' && !c.comment);
    if (failedWithoutComment) throw validationError('quality:errors.failNeedsComment', { checkpoint: failedWithoutComment.checkpoint.label });
    const totals = scoreReview(checks.map((c) => ({ weight: c.checkpoint.weight, instantFail: c.checkpoint.instantFail, result: c.result })), card?.passMark ?? 80);
    const majorViolation = checks.some((c) => c.result === 'fail' && c.checkpoint.instantFail && c.checkpoint.conductRule !== null);
    await repo.insertScores(tx, checks.map((c) => ({ reviewId: row.id, checkpointId: c.checkpointId, result: c.result, comment: c.comment })));
    const after = await repo.updateReview(tx, row.id, {
      status: 'scored', inspectorUserId: session.userId, claimedBy: null, claimExpiresAt: null, weightedScore: totals.weightedScore,
      score: totals.score, passed: totals.passed, instantFailed: totals.instantFailed, majorViolation, comment: body.comment, scoredAt: now,
      appealDeadline: row.calibrationOf === null ? new Date(now.getTime() + settings.appealDays * DAY) : null, updatedAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'qualityReview.score', entity: 'qualityReview', entityId: row.id, before: { status: row.status },
      after: {
        status: after.status, score: after.score, weightedScore: after.weightedScore, passed: after.passed, instantFailed: after.instantFailed,
        majorViolation, comment: after.comment, checks: checks.map((c) => ({ checkpointId: c.checkpointId, result: c.result, comment: c.comment })),
      },
    });
    return { id: row.id, score: after.score, weightedScore: after.weightedScore, passed: after.passed, instantFailed: after.instantFailed, majorViolation };
  });
}

// ── appeal ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The employee appeals their own scored review once, within the appeal window, giving a reason. */
export async function appeal(deps: Deps, session: SessionUser, actor: Actor, body: { id: number; reason: string }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await reachable(tx, session, await repo.lockReview(tx, body.id));
    if (row.employeeUserId !== session.userId || row.calibrationOf !== null) throw notFound('quality:errors.reviewNotFound');
    if (row.appealedAt !== null) throw conflict('quality:errors.alreadyAppealed');
    if (row.status !== 'scored') throw conflict('quality:errors.notScored');
    if (!row.appealDeadline || row.appealDeadline <= now) throw conflict('quality:errors.appealWindowClosed');
    const after = await repo.updateReview(tx, row.id, { status: 'appealed', appealReason: body.reason, appealedAt: now, updatedAt: now });
    await recordAudit(tx, actor, {
      action: 'qualityReview.appeal', entity: 'qualityReview', entityId: row.id, before: { status: row.status }, after: { status: after.status, appealReason: body.reason },
    });
    return { id: row.id, status: after.status };
  });
}

/** A second inspector (neither the one who scored it nor the employee) upholds or overturns the appeal. */
export async function decideAppeal(deps: Deps, session: SessionUser, actor: Actor, body: { id: number; decision: 'upheld' | 'overturned'; comment: string }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await reachable(tx, session, await repo.lockReview(tx, body.id));
    if (row.status !== 'appealed') throw conflict('quality:errors.notAppealed');
    if (row.employeeUserId === session.userId) throw forbidden('quality:errors.ownReview');
    if (row.inspectorUserId === session.userId) throw forbidden('quality:errors.sameInspector');
    // Overturned: the review counts as passed and its violation is withdrawn; the checkpoint results stay as scored.
    const overturned = body.decision === 'overturned';
    const after = await repo.updateReview(tx, row.id, {
      status: 'decided', appealDecision: body.decision, appealComment: body.comment, appealDecidedBy: session.userId, appealDecidedAt: now,
      ...(overturned ? { passed: true, majorViolation: false } : {}), updatedAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'qualityReview.decideAppeal', entity: 'qualityReview', entityId: row.id,
      before: { status: row.status, passed: row.passed, majorViolation: row.majorViolation },
      after: { status: after.status, decision: body.decision, comment: body.comment, passed: after.passed, majorViolation: after.majorViolation },
    });
    return { id: row.id, status: after.status, passed: after.passed };
  });
}

// ── calibration ────────────────────────────────────────────────────────────────────────────────────────────

/** A second inspector scores a scored contact again: a calibration review, claimed by them, never counted in findings. */
export async function calibrate(deps: Deps, session: SessionUser, actor: Actor, body: { id: number }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const first = await reachable(tx, session, await repo.lockReview(tx, body.id));
    if (first.calibrationOf !== null || !['scored', 'appealed', 'decided'].includes(first.status)) throw conflict('quality:errors.notScored');
    if (first.inspectorUserId === session.userId) throw forbidden('quality:errors.sameInspector');
    if (first.employeeUserId === session.userId) throw forbidden('quality:errors.ownReview');
    const row = await repo.insertReview(tx, {
      source: first.source, sourceId: first.sourceId, reason: 'calibration', employeeUserId: first.employeeUserId, merchantId: first.merchantId,
      contactAt: first.contactAt, contactDay: first.contactDay, callLogId: first.callLogId, scorecardId: first.scorecardId, status: 'claimed',
      claimedBy: session.userId, inspectorUserId: session.userId, calibrationOf: first.id, createdAt: now, updatedAt: now,
    });
    if (!row) throw conflict('quality:errors.alreadyCalibrated');
    await recordAudit(tx, actor, { action: 'qualityReview.calibrate', entity: 'qualityReview', entityId: row.id, after: { calibrationOf: first.id, status: row.status } });
    return { id: row.id };
  });
}

// ── sampling ───────────────────────────────────────────────────────────────────────────────────────────────

/** Samples one EAT day into the queue (the job: yesterday; "sample now": the day asked). Answers how many were added. */
export async function sampleContacts(db: DbOrTx, day: string, now: Date) {
  const scorecardId = await repo.defaultScorecardId(db);
  if (scorecardId === null) return { day, added: 0 };
  const shares = await repo.settings(db);
  const added = await sampleDay(db, eatDayRange(day), shares, scorecardId, now);
  return { day, added };
}

/** The sampling job: yesterday's contacts (complete in EAT), and today's so far, once per slot. */
export async function runSamplingJob(deps: Deps) {
  const now = deps.now();
  await sampleContacts(deps.db, eatYesterday(now), now);
  await sampleContacts(deps.db, eatToday(now), now);
}

export async function sampleNow(deps: Deps, session: SessionUser, actor: Actor, body: { day: string }) {
  const now = deps.now();
  if (body.day > eatToday(now)) throw validationError('quality:errors.futureDay');
  return deps.db.transaction(async (tx) => {
    const result = await sampleContacts(tx, body.day, now);
    await recordAudit(tx, actor, { action: 'qualityReview.sample', entity: 'qualityReview', after: { day: body.day, added: result.added, by: session.userId } });
    return result;
  });
}
