/**
 * Sending a refund: an attempt is written and committed (status in progress, the overpaid money moved to
 * payout clearing) before the channel is asked, so a crash or a time-out leaves it in progress, to be
 * settled by asking the channel (refresh, or the settlePendingRefunds job) and never by paying again.
 * Each attempt has its own reference: the refund number, then refund number and attempt for a re-refund.
 */
import { formatKes } from '../../../common/money';
import type { PaymentChannel } from '../../../common/money/statuses';
import { actorOf, type Caller, type Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import type { Tx } from '../../db/client';
import type { PayoutAnswer } from '../../integrations/payments/payment-channel.adapter';
import { PAYOUT_QUERY_AFTER_MS } from '../loan/disbursement';
import { lockOrder } from '../order/order-transition';
import { openRefundOf, postPayoutPaid, postPayoutSent, reversePayoutSent, walletBalance, type OverpaymentPayout } from '../wallet/overpayment';
import { askToPay, askWhatHappened, isUniqueViolation } from '../wallet/payout-channel';
import { refundState } from './refund.present';
import * as repo from './refund.repository';
import { assertInScope, decidableRefund, lockedRefund } from './refund.service';

const SYSTEM: Actor = { userId: null, username: 'system', ip: '127.0.0.1' };

export const refundReference = (refundNo: string, attempt: number) => (attempt === 1 ? refundNo : `${refundNo}-${attempt}`);

const payoutOf = (refund: repo.RefundRecord, actor: Actor, at: Date): OverpaymentPayout => ({
  refType: 'refund', refId: refund.id, attempt: refund.attempts, orderId: refund.orderId, merchantId: refund.merchantId,
  channel: refund.channel, amountCents: Number(refund.amountCents), actorUserId: actor.userId, at,
});

/** Step 1: a new attempt of a locked refund, its money claimed from the order's overpayment. */
async function startAttempt(tx: Tx, deps: Deps, caller: Caller, refund: repo.RefundRecord, audit: { approve: boolean; remark?: string | null }) {
  const order = (await lockOrder(tx, refund.orderId))!;
  const open = await openRefundOf(tx, refund.orderId);
  if (open && open.id !== refund.id) throw conflict('refund:errors.openRefundExists', { orderNo: order.orderNo, refundNo: open.refundNo });
  const { availableCents } = await walletBalance(tx, refund.orderId, { refundId: refund.id });
  if (Number(refund.amountCents) > availableCents) throw conflict('refund:errors.exceedsRefundable', { refundable: formatKes(availableCents) });
  const now = deps.now();
  const attempt = refund.attempts + 1;
  const row = await repo.updateRefund(tx, refund.id, {
    refundStatus: 'inProgress', attempts: attempt, payoutRef: refundReference(refund.refundNo, attempt), thirdPartyCode: null, failCause: null, updatedAt: now,
    ...(audit.approve ? { auditStatus: 'approved', auditorId: caller.session.userId, auditedAt: now, auditRemark: audit.remark ?? null } : {}),
  });
  await postPayoutSent(tx, payoutOf(row, actorOf(caller), now));
  await recordAudit(tx, actorOf(caller), { action: audit.approve ? 'refund.approve' : 'refund.reRefund', entity: 'refund', entityId: refund.id, before: refund, after: row });
  return row;
}

/** Step 2: the channel's answer for one attempt, recorded once; an answer for an older attempt is ignored. */
export async function recordRefundAnswer(deps: Deps, refundId: number, reference: string, answer: PayoutAnswer, actor: Actor) {
  return deps.db.transaction(async (tx) => {
    const refund = (await repo.lockRefund(tx, refundId))!;
    if (refund.refundStatus !== 'inProgress' || refund.payoutRef !== reference || answer.status === 'pending') return refund;
    const now = deps.now();
    const paid = answer.status === 'success';
    const row = await repo.updateRefund(tx, refund.id, paid
      ? { refundStatus: 'success', thirdPartyCode: answer.thirdPartyCode, updatedAt: now }
      : { refundStatus: 'failure', thirdPartyCode: answer.thirdPartyCode, failCause: answer.failCause, updatedAt: now });
    if (paid) await postPayoutPaid(tx, payoutOf(refund, actor, now));
    else await reversePayoutSent(tx, payoutOf(refund, actor, now));
    await recordAudit(tx, actor, {
      action: paid ? 'refund.paid' : 'refund.failed', entity: 'refund', entityId: refund.id,
      before: { refundStatus: refund.refundStatus, payoutRef: reference }, after: { refundStatus: row.refundStatus, thirdPartyCode: row.thirdPartyCode, failCause: row.failCause },
    });
    return row;
  });
}

async function send(deps: Deps, row: repo.RefundRecord, actor: Actor) {
  const answer = await askToPay(deps, {
    channel: row.channel as PaymentChannel, reference: row.payoutRef!, account: row.receivingAccount, amountCents: Number(row.amountCents), at: deps.now(),
  });
  return refundState(answer ? await recordRefundAnswer(deps, row.id, row.payoutRef!, answer, actor) : row);
}

/** Approval starts the payout at once; the applicant cannot approve their own application. */
export async function approveRefund(deps: Deps, caller: Caller, input: { id: number; remark: string | null }) {
  const started = await deps.db.transaction(async (tx) => {
    const refund = await decidableRefund(tx, caller, input.id);
    return startAttempt(tx, deps, caller, refund, { approve: true, remark: input.remark });
  });
  return send(deps, started, actorOf(caller));
}

/** A failed refund is sent again, with a new reference, while no other refund of the order is under way. */
export async function reRefund(deps: Deps, caller: Caller, input: { id: number }) {
  let started: repo.RefundRecord;
  try {
    started = await deps.db.transaction(async (tx) => {
      const refund = await lockedRefund(tx, caller, input.id);
      if (refund.auditStatus !== 'approved' || refund.refundStatus !== 'failure') {
        throw conflict('refund:errors.notFailed', { refundNo: refund.refundNo });
      }
      return startAttempt(tx, deps, caller, refund, { approve: false });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'refunds_one_open_uq')) throw conflict('refund:errors.refundUnderWay');
    throw error;
  }
  return send(deps, started, actorOf(caller));
}

async function settle(deps: Deps, refund: repo.RefundRecord, actor: Actor) {
  const answer = await askWhatHappened(deps, refund.channel as PaymentChannel, refund.payoutRef!);
  return answer.status === 'pending' ? refund : recordRefundAnswer(deps, refund.id, refund.payoutRef!, answer, actor);
}

/** "Refresh status": asks the channel what became of a refund in progress. */
export async function refreshRefund(deps: Deps, caller: Caller, input: { id: number }) {
  const refund = await repo.findRefund(deps.db, input.id);
  if (!refund) throw notFound('refund:errors.refundNotFound');
  await assertInScope(deps.db, caller.session.userId, refund.merchantId);
  if (refund.refundStatus !== 'inProgress') throw conflict('refund:errors.notInProgress', { refundNo: refund.refundNo });
  return refundState(await settle(deps, refund, actorOf(caller)));
}

/** The job: refunds unanswered longer than PAYOUT_QUERY_AFTER_MS are asked about. Safe to run at any time and twice. */
export async function settlePendingRefunds(deps: Deps): Promise<{ queried: number; answered: number }> {
  const stale = await repo.staleInProgress(deps.db, new Date(deps.now().getTime() - PAYOUT_QUERY_AFTER_MS), 500);
  let answered = 0;
  for (const refund of stale) {
    const row = await settle(deps, refund, SYSTEM);
    if (row.refundStatus !== 'inProgress') answered += 1;
  }
  return { queried: stale.length, answered };
}
