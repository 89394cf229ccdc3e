/**
 * Sending a withdrawal, as a refund is sent: each attempt is committed (in progress, the money moved from
 * the customer's overpayment to payout clearing) before the channel is asked under the attempt's own
 * reference; a time-out stays in progress until the channel is asked. A failed one may be retried.
 */
import { formatKes } from '../../../common/money';
import type { PaymentChannel } from '../../../common/money/statuses';
import { actorOf, type Caller, type Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { AppError, conflict, notFound } from '../../core/errors';
import type { PayoutAnswer } from '../../integrations/payments/payment-channel.adapter';
import { PAYOUT_QUERY_AFTER_MS } from '../loan/disbursement';
import { lockOrder } from '../order/order-transition';
import { postPayoutPaid, postPayoutSent, reversePayoutSent, walletBalance, type OverpaymentPayout } from './overpayment';
import { askToPay, askWhatHappened } from './payout-channel';
import * as repo from './wallet.repository';
import { assertInScope, withdrawalState } from './wallet.service';

const SYSTEM: Actor = { userId: null, username: 'system', ip: '127.0.0.1' };

export const withdrawalReference = (withdrawalNo: string, attempt: number) => (attempt === 1 ? withdrawalNo : `${withdrawalNo}-${attempt}`);

const payoutOf = (row: repo.WithdrawalRecord, actor: Actor, at: Date): OverpaymentPayout => ({
  refType: 'withdrawal', refId: row.id, attempt: row.attempts, orderId: row.orderId, merchantId: row.merchantId, channel: row.channel,
  amountCents: Number(row.amountCents), actorUserId: actor.userId, at,
});

/** Step 1: a pending withdrawal is sent, or a failed one sent again. */
async function startAttempt(deps: Deps, id: number, actor: Actor, from: 'pending' | 'failed') {
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockWithdrawal(tx, id);
    if (!row) throw notFound('wallet:errors.withdrawalNotFound');
    if (row.status !== from) {
      throw conflict(from === 'failed' ? 'wallet:errors.notFailed' : 'wallet:errors.notPending', { withdrawalNo: row.withdrawalNo, status: `wallet:options.status.${row.status}` });
    }
    await lockOrder(tx, row.orderId);
    const { availableCents } = await walletBalance(tx, row.orderId, { withdrawalId: row.id });
    if (Number(row.amountCents) > availableCents) throw conflict('wallet:errors.exceedsBalance', { balance: formatKes(availableCents) });
    const now = deps.now();
    const attempt = row.attempts + 1;
    const sent = await repo.updateWithdrawal(tx, row.id, {
      status: 'inProgress', attempts: attempt, payoutRef: withdrawalReference(row.withdrawalNo, attempt), failCause: null, updatedAt: now,
    });
    await postPayoutSent(tx, payoutOf(sent, actor, now));
    await recordAudit(tx, actor, { action: from === 'failed' ? 'wallet.retry' : 'wallet.send', entity: 'walletWithdrawal', entityId: row.id, before: row, after: sent });
    return sent;
  });
}

/** Step 2: the channel's answer for one attempt, recorded once. */
export async function recordWithdrawalAnswer(deps: Deps, id: number, reference: string, answer: PayoutAnswer, actor: Actor) {
  return deps.db.transaction(async (tx) => {
    const row = (await repo.lockWithdrawal(tx, id))!;
    if (row.status !== 'inProgress' || row.payoutRef !== reference || answer.status === 'pending') return row;
    const now = deps.now();
    const paid = answer.status === 'success';
    const updated = await repo.updateWithdrawal(tx, row.id, paid
      ? { status: 'success', updatedAt: now }
      : { status: 'failed', failCause: answer.failCause, updatedAt: now });
    if (paid) await postPayoutPaid(tx, payoutOf(row, actor, now));
    else await reversePayoutSent(tx, payoutOf(row, actor, now));
    await recordAudit(tx, actor, {
      action: paid ? 'wallet.paid' : 'wallet.failed', entity: 'walletWithdrawal', entityId: row.id,
      before: { status: row.status, payoutRef: reference }, after: { status: updated.status, failCause: updated.failCause },
    });
    return updated;
  });
}

async function send(deps: Deps, row: repo.WithdrawalRecord, actor: Actor) {
  const answer = await askToPay(deps, { channel: row.channel as PaymentChannel, reference: row.payoutRef!, account: row.phone, amountCents: Number(row.amountCents), at: deps.now() });
  return answer ? recordWithdrawalAnswer(deps, row.id, row.payoutRef!, answer, actor) : row;
}

export async function sendWithdrawal(deps: Deps, id: number, actor: Actor) {
  return withdrawalState(await send(deps, await startAttempt(deps, id, actor, 'pending'), actor));
}

export async function retryWithdrawal(deps: Deps, caller: Caller, input: { id: number }) {
  const row = await repo.findWithdrawal(deps.db, input.id);
  if (!row) throw notFound('wallet:errors.withdrawalNotFound');
  await assertInScope(deps.db, caller.session.userId, row.merchantId);
  const actor = actorOf(caller);
  return withdrawalState(await send(deps, await startAttempt(deps, row.id, actor, 'failed'), actor));
}

/**
 * The job: sends withdrawals left pending (the request's send never started, e.g. a crash) and asks the
 * channel about attempts unanswered longer than PAYOUT_QUERY_AFTER_MS. Safe to run at any time and twice.
 */
export async function settlePendingWithdrawals(deps: Deps): Promise<{ sent: number; queried: number }> {
  const before = new Date(deps.now().getTime() - PAYOUT_QUERY_AFTER_MS);
  const unsent = await repo.staleIn(deps.db, 'pending', before, 500);
  for (const row of unsent) {
    await sendWithdrawal(deps, row.id, SYSTEM).catch((error: unknown) => {
      // Cancelled, sent by someone else or no longer covered by the wallet meanwhile: nothing to send.
      if (!(error instanceof AppError)) throw error;
    });
  }
  const unanswered = await repo.staleIn(deps.db, 'inProgress', before, 500);
  for (const row of unanswered) {
    const answer = await askWhatHappened(deps, row.channel as PaymentChannel, row.payoutRef!);
    if (answer.status !== 'pending') await recordWithdrawalAnswer(deps, row.id, row.payoutRef!, answer, SYSTEM);
  }
  return { sent: unsent.length, queried: unanswered.length };
}

