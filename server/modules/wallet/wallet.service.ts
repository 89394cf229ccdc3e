/**
 * Wallet withdrawals: a customer app asks to withdraw overpaid money of an order (open/wallet/withdraw);
 * the request is written pending, within the order's wallet, and sent at once (wallet-payout.ts). Staff
 * list the withdrawals and cancel a pending or failed one.
 */
import { randomBytes } from 'node:crypto';
import { formatKes } from '../../../common/money';
import { eatDay } from '../../../common/money/bill-math';
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../common/money/statuses';
import { canWithdrawalMove, type WithdrawRequest, type WithdrawalRow, type WithdrawalState, type WithdrawalStatus } from '../../../common/money/wallet';
import { actorOf, type Actor, type Caller, type SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound, validationError } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { merchantScopeOf } from '../order/order-scope';
import { lockOrder } from '../order/order-transition';
import { assertWithdrawalAllowed } from '../merchant-settings/merchant-rules';
import { walletBalance } from './overpayment';
import * as repo from './wallet.repository';


const newWithdrawalNo = (at: Date) => `WD${eatDay(at).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`;

/** Mobile money to the customer's phone: the channel that lent, else M-Pesa. */
const channelFor = (lendingChannel: string | null): PaymentChannel =>
  (lendingChannel && lendingChannel !== 'bank' && (PAYMENT_CHANNELS as readonly string[]).includes(lendingChannel) ? lendingChannel as PaymentChannel : 'mpesa');

export const withdrawalState = (row: repo.WithdrawalRecord): WithdrawalState => ({
  id: row.id, withdrawalNo: row.withdrawalNo, amountCents: Number(row.amountCents), status: row.status as WithdrawalStatus,
  attempts: row.attempts, payoutRef: row.payoutRef, failCause: row.failCause,
});

/** Writes the pending withdrawal (committed before anything is sent); the order's wallet must hold the amount. */
export async function createWithdrawal(deps: Deps, merchantId: number, input: WithdrawRequest, actor: Actor) {
  if (input.amount === 0) throw validationError('wallet:errors.amountZero');
  const order = await repo.findOrderByNo(deps.db, input.orderNo);
  if (!order || order.merchantId !== merchantId) throw notFound('wallet:errors.orderNotFound');
  return deps.db.transaction(async (tx) => {
    await lockOrder(tx, order.id);
    const { availableCents } = await walletBalance(tx, order.id);
    if (availableCents <= 0) throw conflict('wallet:errors.nothingToWithdraw', { orderNo: order.orderNo });
    if (input.amount > availableCents) throw validationError('wallet:errors.exceedsBalance', { balance: formatKes(availableCents) });
    const now = deps.now();
    await assertWithdrawalAllowed(tx, order, input.amount, now);
    const row = await repo.insertWithdrawal(tx, {
      withdrawalNo: newWithdrawalNo(now), orderId: order.id, customerId: order.customerId, merchantId: order.merchantId, phone: order.phone,
      amountCents: input.amount, channel: channelFor(order.lendingChannel), status: 'pending', createdAt: now, updatedAt: now,
    });
    await recordAudit(tx, actor, { action: 'wallet.request', entity: 'walletWithdrawal', entityId: row.id, after: row });
    return row;
  });
}

export async function assertInScope(db: DbOrTx, userId: number, merchantId: number) {
  const scope = await merchantScopeOf(db, userId);
  if (scope && !scope.includes(merchantId)) throw notFound('wallet:errors.withdrawalNotFound');
}

export async function cancelWithdrawal(tx: Tx, deps: Deps, caller: Caller, input: { id: number }) {
  const row = await repo.lockWithdrawal(tx, input.id);
  if (!row) throw notFound('wallet:errors.withdrawalNotFound');
  await assertInScope(tx, caller.session.userId, row.merchantId);
  if (!canWithdrawalMove('cancel', row.status as WithdrawalStatus)) {
    throw conflict('wallet:errors.cannotCancel', { withdrawalNo: row.withdrawalNo, status: `wallet:options.status.${row.status}` });
  }
  const cancelled = await repo.updateWithdrawal(tx, row.id, { status: 'cancelled', updatedAt: deps.now() });
  await recordAudit(tx, actorOf(caller), { action: 'wallet.cancel', entity: 'walletWithdrawal', entityId: row.id, before: row, after: cancelled });
  return withdrawalState(cancelled);
}

export async function listWithdrawals(deps: Deps, session: SessionUser, query: repo.WithdrawalListQuery) {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total, current, size } = await repo.withdrawalList.page(deps.db, scope, query);
  const records: WithdrawalRow[] = rows.map((r) => ({
    ...r, amountCents: Number(r.amountCents), channel: r.channel as PaymentChannel, status: r.status as WithdrawalStatus,
    createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
  }));
  return { records, total, current, size };
}
