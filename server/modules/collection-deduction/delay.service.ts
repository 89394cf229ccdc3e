/**
 * Delayed-arrival requests: a collector records the payment the customer says they made; a reviewer other than
 * the applicant passes it (the case is not contacted until now + the merchant's delayPauseDays, so reconciliation
 * can catch up) or rejects it. They live on DeductionAmountManagement(-New) because they are the same kind of work:
 * a collector's request about a case's bill, decided by a supervisor, one approvals queue per system.
 */
import { DEFAULT_DELAY_PAUSE_DAYS, parsePaidAt, type DelayApplyInput, type DelayRow } from '../../../common/collection/delay';
import { formatEat } from '../../../common/time';
import { actorOf, type Caller, type SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, notFound, validationError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { merchantScopeOf } from '../order/order-scope';
import { delayPauseDaysOf, lockCase, setCasePause } from './case-of.repository';
import { assertNotCaseHolder, assertSystemCode, heldCase } from './deduction.service';
import * as repo from './delay.repository';

const DAY_MS = 86_400_000;

export async function applyDelay(tx: Tx, deps: Deps, caller: Caller, input: DelayApplyInput) {
  const c = await heldCase(tx, caller.session, input.caseId);
  assertSystemCode(caller.session, c.system, 'delayApply');
  if (c.status === 'closed') throw conflict('deduction:errors.caseClosed', { caseNo: c.caseNo });
  const now = deps.now();
  const paidAt = parsePaidAt(input.paidAt)!;
  if (paidAt > now) throw validationError('deduction:errors.paidInFuture');
  await lockCase(tx, c.id);
  if (await repo.pendingDelayOf(tx, c.id)) throw conflict('deduction:errors.delayPendingExists', { caseNo: c.caseNo });
  const row = await repo.insertDelay(tx, {
    caseId: c.id, requestedBy: caller.session.userId, paymentRef: input.paymentRef, amountCents: input.amount, paidAt,
    remark: input.remark, status: 'pending', createdAt: now, updatedAt: now,
  });
  await recordAudit(tx, actorOf(caller), { action: 'delay.apply', entity: 'delayRequest', entityId: row.id, after: row });
  return { id: row.id, status: row.status };
}

async function decidable(tx: Tx, caller: Caller, id: number) {
  const found = await repo.lockDelay(tx, id);
  const scope = await merchantScopeOf(tx, caller.session.userId);
  if (!found || (scope && !scope.includes(found.merchantId))) throw notFound('deduction:errors.delayNotFound');
  assertSystemCode(caller.session, found.system, 'delayReview');
  if (found.request.status !== 'pending') throw conflict('deduction:errors.delayDecided', { status: `collection:options.delayStatus.${found.request.status}` });
  if (found.request.requestedBy === caller.session.userId) throw forbidden('deduction:errors.ownApplication');
  await assertNotCaseHolder(tx, caller.session, found.request.caseId);
  return found;
}

export async function passDelay(tx: Tx, deps: Deps, caller: Caller, input: { id: number; remark: string | null }) {
  const { request, merchantId } = await decidable(tx, caller, input.id);
  const now = deps.now();
  const days = (await delayPauseDaysOf(tx, merchantId)) ?? DEFAULT_DELAY_PAUSE_DAYS;
  const pauseUntil = new Date(now.getTime() + days * DAY_MS);
  const kase = (await lockCase(tx, request.caseId))!;
  const decided = await repo.decideDelay(tx, request.id, {
    status: 'passed', reviewerId: caller.session.userId, reviewedAt: now, pauseUntil, remark: input.remark ?? request.remark, updatedAt: now,
  });
  if (!decided) throw conflict('deduction:errors.delayDecided', { status: 'collection:options.delayStatus.passed' });
  // A longer pause already set (an earlier request) is kept.
  if (!kase.pausedUntil || kase.pausedUntil < pauseUntil) await setCasePause(tx, kase.id, pauseUntil, now);
  await recordAudit(tx, actorOf(caller), {
    action: 'delay.pass', entity: 'delayRequest', entityId: request.id,
    before: { status: request.status, pausedUntil: kase.pausedUntil }, after: { status: decided.status, pauseUntil, pauseDays: days },
  });
  return { id: request.id, status: decided.status, pauseUntil: formatEat(pauseUntil) };
}

export async function rejectDelay(tx: Tx, deps: Deps, caller: Caller, input: { id: number; remark: string | null }) {
  const { request } = await decidable(tx, caller, input.id);
  const now = deps.now();
  const decided = await repo.decideDelay(tx, request.id, { status: 'rejected', reviewerId: caller.session.userId, reviewedAt: now, updatedAt: now });
  if (!decided) throw conflict('deduction:errors.delayDecided', { status: 'collection:options.delayStatus.rejected' });
  await recordAudit(tx, actorOf(caller), { action: 'delay.reject', entity: 'delayRequest', entityId: request.id, before: { status: request.status }, after: { status: decided.status, remark: input.remark } });
  return { id: request.id, status: decided.status };
}

export async function listDelays(deps: Deps, session: SessionUser, query: repo.DelayListQuery) {
  const { current, size } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total } = await repo.delayList.page(deps.db, scope, query);
  const records: DelayRow[] = rows.map(({ requestedBy, ...r }) => ({
    ...r, ownApplication: requestedBy === session.userId, paidAt: r.paidAt ? formatEat(r.paidAt) : null,
    reviewedAt: r.reviewedAt ? formatEat(r.reviewedAt) : null, pauseUntil: r.pauseUntil ? formatEat(r.pauseUntil) : null, createdAt: formatEat(r.createdAt),
  }));
  return { records, total, current, size };
}
