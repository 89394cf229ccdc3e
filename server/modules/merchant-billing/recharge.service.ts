/**
 * Recharges (maker-checker): one person records the payment the merchant made (amount, channel, the payment's
 * reference), a second person confirms it against the bank or M-Pesa statement, and only then does the balance
 * grow. A payment reference is recorded once; the same recording again answers the first. Rejected recharges
 * never count. The allowed overdraft is set here too. Every write is audited in its transaction.
 */
import { randomBytes } from 'node:crypto';
import type { OverdraftInput, RechargeInput } from '../../../common/merchant/billing';
import { eatDay } from '../../../common/money/bill-math';
import { formatKes } from '../../../common/money';
import { MAX_OVERDRAFT_CENTS, rechargeAmountProblem } from '../../../common/merchant/billing';
import { actorOf, type Caller } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { conflict, notFound, validationError } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { trafficScopeOf } from '../merchant-settings/traffic-scope';
import * as accounts from './billing-account.repository';
import { postRecharge } from './billing-ledger';
import * as repo from './recharge.repository';


const newRechargeNo = (at: Date) => `RCH${eatDay(at).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`;

/** A merchant outside the caller's merchants is "not found". */
export async function merchantInScope(db: DbOrTx, userId: number, merchantId: number) {
  const scope = await trafficScopeOf(db, userId);
  const merchant = await accounts.findMerchant(db, merchantId);
  if (!merchant || (scope && !scope.includes(merchantId))) throw notFound('merchantBilling:errors.merchantNotFound');
  return merchant;
}

export async function recordRecharge(tx: Tx, caller: Caller, input: RechargeInput, at: Date) {
  const problem = rechargeAmountProblem(input.amount);
  if (problem) throw validationError(problem.key, problem.params);
  await merchantInScope(tx, caller.session.userId, input.merchantId);
  const existing = await repo.findByChannelRef(tx, input.channel, input.channelRef);
  if (existing) {
    if (existing.merchantId === input.merchantId && existing.amountCents === input.amount) return { ...existing, duplicate: true };
    throw conflict('merchantBilling:errors.referenceUsed', { record: existing.rechargeNo });
  }
  const row = await repo.insertRecharge(tx, {
    rechargeNo: newRechargeNo(at), merchantId: input.merchantId, amountCents: input.amount, channel: input.channel,
    channelRef: input.channelRef, status: 'pending', remark: input.remark, recordedBy: caller.session.userId, recordedAt: at,
  });
  await recordAudit(tx, actorOf(caller), { action: 'merchantBilling.recharge', entity: 'merchantRecharge', entityId: row.id, after: row });
  return { ...row, duplicate: false };
}

async function pendingInScope(tx: Tx, caller: Caller, id: number) {
  const row = await repo.lockRecharge(tx, id);
  if (!row) throw notFound('merchantBilling:errors.rechargeNotFound');
  await merchantInScope(tx, caller.session.userId, row.merchantId);
  if (row.status !== 'pending') throw conflict('merchantBilling:errors.alreadyReviewed', { rechargeNo: row.rechargeNo });
  if (row.recordedBy === caller.session.userId) throw conflict('merchantBilling:errors.ownRecharge');
  return row;
}

/** A pending recharge confirmed: the account opens if needed, the balance grows and the ledger records it. */
export async function applyConfirmation(tx: Tx, row: repo.RechargeRecord, review: { reviewedBy: number; reviewedAt: Date; remark: string | null }) {
  await accounts.openAccount(tx, row.merchantId, review.reviewedAt);
  const balance = await accounts.credit(tx, row.merchantId, row.amountCents, review.reviewedAt);
  const after = await repo.updateRecharge(tx, row.id, {
    status: 'confirmed', reviewedBy: review.reviewedBy, reviewedAt: review.reviewedAt, reviewRemark: review.remark, balanceAfterCents: balance,
  });
  await postRecharge(tx, after, review.reviewedAt, review.reviewedBy);
  return after;
}

/** Confirmed by someone other than its recorder: the account opens if needed and the balance grows, in one transaction. */
export async function confirmRecharge(tx: Tx, caller: Caller, input: { id: number; remark: string | null }, at: Date) {
  const before = await pendingInScope(tx, caller, input.id);
  const after = await applyConfirmation(tx, before, { reviewedBy: caller.session.userId, reviewedAt: at, remark: input.remark });
  await recordAudit(tx, actorOf(caller), { action: 'merchantBilling.confirm', entity: 'merchantRecharge', entityId: after.id, before, after });
  return after;
}

export async function rejectRecharge(tx: Tx, caller: Caller, input: { id: number; remark: string }, at: Date) {
  const before = await pendingInScope(tx, caller, input.id);
  const after = await repo.updateRecharge(tx, before.id, { status: 'rejected', reviewedBy: caller.session.userId, reviewedAt: at, reviewRemark: input.remark });
  await recordAudit(tx, actorOf(caller), { action: 'merchantBilling.reject', entity: 'merchantRecharge', entityId: after.id, before, after });
  return after;
}

/** The overdraft a merchant may run: never below what it already owes. */
export async function setOverdraft(tx: Tx, caller: Caller, input: OverdraftInput, at: Date) {
  if (input.overdraft > MAX_OVERDRAFT_CENTS) throw validationError('merchantBilling:errors.overdraftRange', { max: formatKes(MAX_OVERDRAFT_CENTS) });
  await merchantInScope(tx, caller.session.userId, input.merchantId);
  await accounts.openAccount(tx, input.merchantId, at);
  const before = await accounts.findAccount(tx, input.merchantId);
  const after = await accounts.setOverdraft(tx, input.merchantId, input.overdraft, at);
  if (!after) throw conflict('merchantBilling:errors.overdraftBelowDebt', { owed: formatKes(-(before?.balanceCents ?? 0)) });
  await recordAudit(tx, actorOf(caller), { action: 'merchantBilling.overdraft', entity: 'merchantBillingAccount', entityId: input.merchantId, before, after });
  return after;
}
