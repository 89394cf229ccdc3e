/**
 * Refund applications: applied for with the recipient verified at the channel, audited by someone other
 * than the applicant, withdrawn by the applicant only while nobody has audited them. One refund of an order
 * is under way at a time, and together with pending withdrawals it never claims more than the order's
 * overpaid money. Sending the money is in refund-payout.ts.
 */
import { randomBytes } from 'node:crypto';
import { formatKes } from '../../../common/money';
import { eatDay } from '../../../common/money/bill-math';
import { isMobileMoney, recipientProblem, refundAmountProblem, type RefundApplyInput, type RefundableInfo } from '../../../common/money/refund';
import { actorOf, type Caller, type SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, notFound, validationError } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { merchantScopeOf } from '../order/order-scope';
import { lockOrder } from '../order/order-transition';
import { isUniqueViolation } from '../wallet/payout-channel';
import { openRefundOf, walletBalance } from '../wallet/overpayment';
import { presentRefundRow, refundState } from './refund.present';
import * as repo from './refund.repository';


const newRefundNo = (at: Date) => `RFD${eatDay(at).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`;

type RefundOrder = NonNullable<Awaited<ReturnType<typeof repo.findOrderByNo>>>;

/** An order outside the caller's merchants is "not found", as on the order detail. */
async function orderInScope(db: DbOrTx, userId: number, orderNo: string): Promise<RefundOrder> {
  const order = await repo.findOrderByNo(db, orderNo);
  const scope = await merchantScopeOf(db, userId);
  if (!order || (scope && !scope.includes(order.merchantId))) throw notFound('refund:errors.orderNotFound');
  return order;
}

export async function assertInScope(db: DbOrTx, userId: number, merchantId: number) {
  const scope = await merchantScopeOf(db, userId);
  if (scope && !scope.includes(merchantId)) throw notFound('refund:errors.refundNotFound');
}

/** Nothing else of the order under way, and the amount within what is left of its overpaid money. */
async function checkClaim(db: DbOrTx, order: RefundOrder, amountCents: number) {
  const open = await openRefundOf(db, order.id);
  if (open) throw conflict('refund:errors.openRefundExists', { orderNo: order.orderNo, refundNo: open.refundNo });
  const { availableCents } = await walletBalance(db, order.id);
  if (availableCents <= 0) throw conflict('refund:errors.nothingToRefund', { orderNo: order.orderNo });
  if (amountCents > availableCents) throw validationError('refund:errors.exceedsRefundable', { refundable: formatKes(availableCents) });
}

function recipientOf(input: RefundApplyInput, order: RefundOrder) {
  const problem = recipientProblem(input);
  if (problem) throw validationError(problem.key, { field: 'refund:fields.receivingAccount', ...problem.params });
  return {
    receivingBank: isMobileMoney(input.channel) ? null : input.receivingBank,
    receivingAccount: input.receivingAccount ?? order.phone,
    receivingName: input.receivingName ?? order.customerName,
  };
}

export async function applyRefund(deps: Deps, caller: Caller, input: RefundApplyInput) {
  const amountProblem = refundAmountProblem(input.amount);
  if (amountProblem) throw validationError(amountProblem.key, amountProblem.params);
  const order = await orderInScope(deps.db, caller.session.userId, input.orderNo);
  const recipient = recipientOf(input, order);
  await checkClaim(deps.db, order, input.amount);
  const check = await deps.payments.verifyRecipient(input.channel, recipient.receivingAccount, recipient.receivingName);
  if (!check.ok) {
    await recordAudit(deps.db, actorOf(caller), {
      action: 'refund.verificationFailed', entity: 'refund',
      after: { orderNo: order.orderNo, channel: input.channel, amountCents: input.amount, ...recipient },
    });
    throw validationError('refund:errors.recipientVerificationFailed');
  }
  try {
    return await deps.db.transaction(async (tx) => {
      await lockOrder(tx, order.id);
      await checkClaim(tx, order, input.amount);
      const now = deps.now();
      const row = await repo.insertRefund(tx, {
        refundNo: newRefundNo(now), orderId: order.id, merchantId: order.merchantId, phone: order.phone, amountCents: input.amount,
        channel: input.channel, ...recipient, remark: input.remark, verificationStatus: 'passed', auditStatus: 'pending',
        refundStatus: 'created', applicantId: caller.session.userId, createdAt: now, updatedAt: now,
      });
      await recordAudit(tx, actorOf(caller), { action: 'refund.apply', entity: 'refund', entityId: row.id, after: row });
      return refundState(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'refunds_one_open_uq')) throw conflict('refund:errors.refundUnderWay');
    throw error;
  }
}

/** The refund, locked, in the caller's scope. */
export async function lockedRefund(tx: Tx, caller: Caller, id: number) {
  const refund = await repo.lockRefund(tx, id);
  if (!refund) throw notFound('refund:errors.refundNotFound');
  await assertInScope(tx, caller.session.userId, refund.merchantId);
  return refund;
}

function assertPending(refund: repo.RefundRecord) {
  if (refund.auditStatus !== 'pending') {
    throw conflict('refund:errors.alreadyAudited', { refundNo: refund.refundNo, status: `refund:options.auditStatus.${refund.auditStatus}` });
  }
}

/** Audit: the application is pending and the caller did not apply for it. */
export async function decidableRefund(tx: Tx, caller: Caller, id: number) {
  const refund = await lockedRefund(tx, caller, id);
  assertPending(refund);
  if (refund.applicantId === caller.session.userId) throw forbidden('refund:errors.ownApplication');
  return refund;
}

export async function rejectRefund(tx: Tx, deps: Deps, caller: Caller, input: { id: number; remark: string }) {
  const refund = await decidableRefund(tx, caller, input.id);
  const now = deps.now();
  const row = await repo.updateRefund(tx, refund.id, {
    auditStatus: 'rejected', auditorId: caller.session.userId, auditedAt: now, auditRemark: input.remark, updatedAt: now,
  });
  await recordAudit(tx, actorOf(caller), { action: 'refund.reject', entity: 'refund', entityId: refund.id, before: refund, after: row });
  return refundState(row);
}

/** The applicant takes back an application nobody has audited; once approved the money is on its way. */
export async function withdrawRefund(tx: Tx, deps: Deps, caller: Caller, input: { id: number }) {
  const refund = await lockedRefund(tx, caller, input.id);
  if (refund.auditStatus === 'approved') throw conflict('refund:errors.cannotWithdraw', { refundNo: refund.refundNo });
  assertPending(refund);
  if (refund.applicantId !== caller.session.userId) throw forbidden('refund:errors.notApplicant');
  const now = deps.now();
  const row = await repo.updateRefund(tx, refund.id, { auditStatus: 'rejected', auditorId: caller.session.userId, auditedAt: now, updatedAt: now });
  await recordAudit(tx, actorOf(caller), { action: 'refund.withdraw', entity: 'refund', entityId: refund.id, before: refund, after: row });
  return refundState(row);
}

export async function listRefunds(deps: Deps, session: SessionUser, query: repo.RefundListQuery) {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total, current, size } = await repo.refundList.page(deps.db, scope, query);
  return { records: rows.map((r) => presentRefundRow(r, session)), total, current, size };
}

export async function refundable(deps: Deps, session: SessionUser, orderNo: string): Promise<RefundableInfo> {
  const order = await orderInScope(deps.db, session.userId, orderNo);
  const balance = await walletBalance(deps.db, order.id);
  const open = await openRefundOf(deps.db, order.id);
  return {
    orderId: order.id, orderNo: order.orderNo, customerName: order.customerName, phone: order.phone, merchantName: order.merchantName,
    overpaymentCents: balance.overpaymentCents, reservedCents: balance.reservedCents, refundableCents: balance.availableCents,
    openRefundNo: open?.refundNo ?? null,
  };
}
