/**
 * Paying out approved orders (LoanManagement). A payout attempt is a loan code: written and committed
 * before the channel is asked, so a crash or a time-out leaves a code "in progress" that is resolved by
 * asking the channel, never by paying again. At most one attempt of an order is in progress or paid (a
 * unique index); a new attempt is allowed only after the last one failed.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import { eatDay } from '../../../common/money/bill-math';
import { RELEASE_STATUS, type PaymentChannel } from '../../../common/money/statuses';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import type { Tx } from '../../db/client';
import { bankCards, loanCodes, orders } from '../../db/schema';
import { ChannelTimeoutError, type PayoutAnswer } from '../../integrations/payments/payment-channel.adapter';
import { routeFor } from '../loan-routing/loan-routing.service';
import { lockOrder, stepActorOf, SYSTEM_ACTOR, transitionOrder, type OrderRow } from '../order/order-transition';
import { openLoan } from './open-loan';

export type LoanCodeRow = typeof loanCodes.$inferSelect;
export type PayoutOrigin = 'first' | 'resend' | 'recreate';

/** A payout still unanswered this long after it was sent is asked about (see settlePendingPayouts). */
export const PAYOUT_QUERY_AFTER_MS = 2 * 60_000;

const newSystemCode = (at: Date) => `LC${eatDay(at).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;

async function payoutAccount(tx: Tx, order: OrderRow, channel: PaymentChannel): Promise<string> {
  const [card] = order.bankCardId ? await tx.select().from(bankCards).where(eq(bankCards.id, order.bankCardId)) : [];
  if (channel === 'bank') return card?.cardNumber ?? card?.walletAccount ?? order.phone;
  return card?.walletAccount ?? order.phone;
}

async function latestCode(tx: Tx, orderId: number): Promise<LoanCodeRow | undefined> {
  const [row] = await tx.select().from(loanCodes).where(eq(loanCodes.orderId, orderId)).orderBy(desc(loanCodes.id)).limit(1);
  return row;
}

/** Chooses the channel: the first route, or for a recreated payout the route after the one that failed. */
async function chooseChannel(tx: Tx, order: OrderRow, origin: PayoutOrigin, previous: LoanCodeRow | undefined): Promise<PaymentChannel> {
  const channels = await routeFor(tx, order.merchantId, order.productId);
  if (origin === 'resend' && previous) return previous.channel as PaymentChannel;
  if (origin === 'recreate' && previous) {
    const at = channels.indexOf(previous.channel as PaymentChannel);
    return channels[(at + 1) % channels.length];
  }
  return channels[0];
}

/** Step 1, committed before the channel is asked: the loan code and the order's release status. */
async function openAttempt(deps: Deps, orderId: number, origin: PayoutOrigin, actor: Actor): Promise<LoanCodeRow> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('loan:errors.orderNotFound');
    if (order.status !== ORDER_STATUS.pendingDisbursement) throw conflict('loan:errors.notPendingDisbursement', { orderNo: order.orderNo });
    const previous = await latestCode(tx, orderId);
    if (previous?.status === 'inProgress') throw conflict('loan:errors.payoutInProgress', { orderNo: order.orderNo });
    if (previous?.status === 'success') throw conflict('loan:errors.alreadyPaid', { orderNo: order.orderNo });
    if (origin !== 'first' && !previous) throw conflict('loan:errors.notFailed', { orderNo: order.orderNo });
    if (origin === 'first' && previous) throw conflict('loan:errors.useResend', { orderNo: order.orderNo });
    const channel = await chooseChannel(tx, order, origin, previous);
    const now = deps.now();
    const [code] = await tx.insert(loanCodes).values({
      systemCode: newSystemCode(now), orderId, merchantId: order.merchantId, channel, amountCents: order.practicalAmountCents,
      accountNo: await payoutAccount(tx, order, channel), origin, requestedBy: actor.userId, createdAt: now, updatedAt: now,
    }).returning();
    await tx.update(orders).set({ releaseStatus: RELEASE_STATUS.inProgress, lendingChannel: channel, updatedAt: now }).where(eq(orders.id, orderId));
    await recordAudit(tx, actor, { action: `loan.${origin}`, entity: 'loanCode', entityId: code.id, after: { orderNo: order.orderNo, systemCode: code.systemCode, channel, amountCents: code.amountCents } });
    return code;
  });
}

/**
 * Step 2: the channel's answer, recorded once. Success disburses the order and opens the loan; failure
 * marks the order's release as failed so staff can re-send, recreate, confirm or cancel it.
 */
export async function recordPayoutAnswer(deps: Deps, systemCode: string, answer: PayoutAnswer): Promise<LoanCodeRow> {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(loanCodes).where(eq(loanCodes.systemCode, systemCode)).for('update');
    if (!found) throw notFound('loan:errors.loanCodeNotFound');
    if (found.status !== 'inProgress' || answer.status === 'pending') {
      if (answer.status === 'pending' && !found.thirdPartyOrderNo) {
        await tx.update(loanCodes).set({ thirdPartyOrderNo: answer.thirdPartyOrderNo }).where(eq(loanCodes.id, found.id));
      }
      return found;
    }
    const now = deps.now();
    const order = (await lockOrder(tx, found.orderId))!;
    if (answer.status === 'success') {
      const [code] = await tx.update(loanCodes).set({
        status: 'success', thirdPartyCode: answer.thirdPartyCode, thirdPartyOrderNo: answer.thirdPartyOrderNo, answeredAt: now, updatedAt: now,
      }).where(eq(loanCodes.id, found.id)).returning();
      await transitionOrder(tx, order, {
        action: 'disburse', actor: SYSTEM_ACTOR, at: answer.at,
        changes: { lendingAt: answer.at, releaseStatus: RELEASE_STATUS.success, lendingChannel: found.channel },
        detail: { systemCode, thirdPartyCode: answer.thirdPartyCode },
      });
      await openLoan(tx, order, { loanCodeId: found.id, channel: found.channel, at: answer.at });
      return code;
    }
    const [code] = await tx.update(loanCodes).set({
      status: 'failed', thirdPartyCode: answer.thirdPartyCode, failType: answer.failType, failCause: answer.failCause, answeredAt: now, updatedAt: now,
    }).where(eq(loanCodes.id, found.id)).returning();
    await tx.update(orders).set({ releaseStatus: RELEASE_STATUS.lendingFailure, updatedAt: now }).where(eq(orders.id, order.id));
    return code;
  });
}

/** Pays one order: opens an attempt, asks the channel, records what it answered (a time-out stays in progress). */
export async function payOut(deps: Deps, orderId: number, origin: PayoutOrigin, actor: Actor): Promise<LoanCodeRow> {
  const code = await openAttempt(deps, orderId, origin, actor);
  try {
    const answer = await deps.payments.payout({ channel: code.channel as PaymentChannel, reference: code.systemCode, account: code.accountNo, amountCents: code.amountCents, at: deps.now() });
    return await recordPayoutAnswer(deps, code.systemCode, answer);
  } catch (error) {
    if (error instanceof ChannelTimeoutError) return code;
    throw error;
  }
}

/**
 * Asks the channel what became of an attempt and records it; staff "confirm" a loan code this way. A
 * channel that never received the payout makes the attempt failed, so it can be sent again safely.
 */
export async function confirmLoanCode(deps: Deps, loanCodeId: number, actor: Actor): Promise<LoanCodeRow> {
  const [code] = await deps.db.select().from(loanCodes).where(eq(loanCodes.id, loanCodeId));
  if (!code) throw notFound('loan:errors.loanCodeNotFound');
  const known = await deps.payments.queryPayout(code.channel as PaymentChannel, code.systemCode);
  const answer: PayoutAnswer = known ?? { status: 'failed', failType: 'channelError', failCause: 'notReceivedByChannel', thirdPartyCode: null, at: deps.now() };
  if (code.status === 'inProgress') await recordPayoutAnswer(deps, code.systemCode, answer);
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [confirmed] = await tx.update(loanCodes).set({ confirmStatus: 'confirmed', confirmerId: actor.userId, confirmedAt: now, updatedAt: now })
      .where(eq(loanCodes.id, loanCodeId)).returning();
    await recordAudit(tx, actor, { action: 'loan.confirm', entity: 'loanCode', entityId: loanCodeId, before: { status: code.status }, after: { status: confirmed.status, channelAnswer: answer.status } });
    return confirmed;
  });
}

/** Cancels orders whose payout failed; the order is voided. Any other order refuses the whole batch. */
export async function cancelFailedOrders(deps: Deps, orderIds: readonly number[], actor: Actor, realName: string, reason: string | null) {
  return deps.db.transaction(async (tx) => {
    const rows = await tx.select({ id: orders.id, orderNo: orders.orderNo, releaseStatus: orders.releaseStatus, status: orders.status })
      .from(orders).where(inArray(orders.id, [...orderIds])).orderBy(asc(orders.id)).for('update');
    const notFailed = rows.filter((r) => r.releaseStatus !== RELEASE_STATUS.lendingFailure || r.status !== ORDER_STATUS.pendingDisbursement);
    if (notFailed.length || rows.length !== orderIds.length) throw conflict('loan:errors.nonFailedSelected', { orderNos: notFailed.map((r) => r.orderNo).join(', ') });
    for (const row of rows) {
      const order = (await lockOrder(tx, row.id))!;
      await transitionOrder(tx, order, { action: 'cancel', actor: stepActorOf(actor, realName), reason, at: deps.now() });
    }
    return { cancelled: rows.length };
  });
}

/**
 * The payout job: delivers the channels' late answers, then asks about attempts left in progress longer
 * than PAYOUT_QUERY_AFTER_MS (a crash or a time-out). Safe to run at any time and twice.
 */
export async function settlePendingPayouts(deps: Deps): Promise<{ answered: number; queried: number }> {
  const callbacks = await deps.payments.dueCallbacks(deps.now());
  let answered = 0;
  for (const cb of callbacks) {
    const [code] = await deps.db.select({ id: loanCodes.id }).from(loanCodes).where(eq(loanCodes.systemCode, cb.reference));
    if (code) { await recordPayoutAnswer(deps, cb.reference, cb.answer); answered += 1; }
  }
  const stale = await deps.db.select().from(loanCodes)
    .where(and(eq(loanCodes.status, 'inProgress'), lt(loanCodes.createdAt, new Date(deps.now().getTime() - PAYOUT_QUERY_AFTER_MS))))
    .orderBy(asc(loanCodes.id)).limit(500);
  for (const code of stale) {
    const known = await deps.payments.queryPayout(code.channel as PaymentChannel, code.systemCode);
    if (known?.status === 'pending') continue;
    await recordPayoutAnswer(deps, code.systemCode, known ?? { status: 'failed', failType: 'channelError', failCause: 'notReceivedByChannel', thirdPartyCode: null, at: deps.now() });
  }
  return { answered, queried: stale.length };
}
