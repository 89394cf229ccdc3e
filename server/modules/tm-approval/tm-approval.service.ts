/**
 * Approval (TelemarketingSystem/Approval): a telemarketer asks for an activity's reward or coupon for the
 * customer of one of their dial tasks, within the activity's rules and its daily and total limits (counted at
 * request, under the activity's row lock; a rejection gives the count back). An approver — holding approve and
 * seeing all requests of their merchants — approves or rejects, never their own; an approved coupon is issued,
 * an approved reward is paid into the customer's wallet (the latest order's, through the ledger: wallet/reward-credit.ts).
 */
import { eatToday } from '../../../common/eat-day';
import { actionCode } from '../../../common/routes';
import { APPROVAL_SCREEN } from '../../../common/telemarketing/dial';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, notFound } from '../../core/errors';
import type { Tx } from '../../db/client';
import { issueCoupon } from '../coupon/coupon.issue';
import * as tasks from '../dial-task/dial-task.repository';
import { seesAllTasks } from '../dial-task/dial-task.service';
import { merchantScopeOf } from '../order/order-scope';
import { lockOrder } from '../order/order-transition.repository';
import { postRewardCredit } from '../wallet/reward-credit';
import * as repo from './tm-approval.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const seesAllRequests = (session: SessionUser) => session.codes.has(actionCode(APPROVAL_SCREEN, 'viewAll'));

export async function listApprovals(deps: Deps, session: SessionUser, query: repo.ApprovalListQuery) {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const requestedBy = seesAllRequests(session) ? undefined : session.userId;
  const { rows, total, current, size } = await repo.approvalList.page(deps.db, scope, { ...query, requestedBy });
  const paid = await repo.rewardOrdersOf(deps.db, rows.filter((r) => r.activityType === 'reward' && r.status === 'approved').map((r) => r.id));
  const records = rows.map((r) => ({
    ...r, requestedAt: r.requestedAt.toISOString(), reviewedAt: iso(r.reviewedAt), ownRequest: r.requestedBy === session.userId,
    rewardOrderNo: paid.get(r.id) ?? null,
  }));
  return { records, total, current, size };
}

/** The apply form's choices: enabled activities the caller may offer, with what is left today and in total. */
export async function activityOptions(deps: Deps, session: SessionUser) {
  const person = await tasks.personnelOf(deps.db, session.userId);
  const rows = await repo.activeActivities(deps.db, eatToday(deps.now()));
  return rows.filter((r) => !person?.activityIds.length || person.activityIds.includes(r.id)).map((r) => ({
    value: r.id, label: r.name, activityType: r.activityType, faceValueCents: r.faceValueCents,
    remainingToday: Math.max(r.dailyLimit - r.usedToday, 0), remainingTotal: Math.max(r.totalLimit - r.usedTotal, 0),
  }));
}

async function ownTask(tx: Tx, session: SessionUser, entryId: number) {
  const found = await tasks.lockTask(tx, entryId);
  const scope = await merchantScopeOf(tx, session.userId);
  const mine = found && (found.task.userId === session.userId || (seesAllTasks(session) && (!scope || scope.includes(found.task.merchantId))));
  if (!found || !mine) throw notFound('telemarketingWork:errors.taskNotFound');
  if (found.customerId === null) throw conflict('telemarketingWork:errors.notRegistered');
  return { ...found, customerId: found.customerId };
}

export async function applyForCustomer(deps: Deps, session: SessionUser, actor: Actor, body: { activityId: number; entryId: number; reason: string | null }) {
  const now = deps.now();
  const day = eatToday(now);
  return deps.db.transaction(async (tx) => {
    const found = await ownTask(tx, session, body.entryId);
    const activity = await repo.lockActivity(tx, body.activityId);
    if (!activity?.enabled) throw conflict('telemarketingWork:errors.activityInactive');
    const person = await tasks.personnelOf(tx, session.userId);
    if (person?.activityIds.length && !person.activityIds.includes(activity.id)) throw forbidden('telemarketingWork:errors.activityNotAllowed');
    if (activity.eligibleIntents.length && !activity.eligibleIntents.includes(found.task.intent ?? '')) throw conflict('telemarketingWork:errors.intentNotEligible');
    if ((await repo.usedOn(tx, activity.id, day)) >= activity.dailyLimit) throw conflict('telemarketingWork:errors.dailyLimitReached');
    if (activity.usedTotal >= activity.totalLimit) throw conflict('telemarketingWork:errors.totalLimitReached');
    if ((await repo.customerRequests(tx, activity.id, found.customerId)) >= activity.perCustomerLimit) throw conflict('telemarketingWork:errors.customerLimitReached');
    if (activity.activityType === 'reward' && !(await repo.walletOrderOf(tx, found.customerId, found.task.merchantId))) throw conflict('telemarketingWork:errors.rewardNoWallet');
    await repo.countRequest(tx, activity.id, day, 1);
    const row = await repo.insertApproval(tx, {
      activityId: activity.id, customerId: found.customerId, merchantId: found.task.merchantId, entryId: body.entryId,
      amountCents: activity.faceValueCents, day, reason: body.reason, status: 'pending', requestedBy: session.userId, requestedAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'tmApproval.apply', entity: 'tmApproval', entityId: row.id,
      after: { activityId: activity.id, customerId: row.customerId, amountCents: row.amountCents, status: row.status },
    });
    return { id: row.id, status: row.status };
  });
}

/** The request, locked, pending, in the approver's merchants, and not the approver's own. */
async function decidable(tx: Tx, session: SessionUser, id: number) {
  const row = await repo.lockApproval(tx, id);
  const scope = await merchantScopeOf(tx, session.userId);
  if (!row || (scope && !scope.includes(row.merchantId))) throw notFound('telemarketingWork:errors.approvalNotFound');
  if (row.status !== 'pending') throw conflict('telemarketingWork:errors.alreadyDecided');
  if (row.requestedBy === session.userId) throw forbidden('telemarketingWork:errors.ownRequest');
  return row;
}

/**
 * A reward goes into the wallet of the customer's latest order with the merchant: the order is locked (as a
 * withdrawal locks it) and the credit posted in the approval's transaction, once per approval.
 */
async function payReward(tx: Tx, row: { id: number; customerId: number; merchantId: number; amountCents: number }, userId: number, at: Date) {
  const order = await repo.walletOrderOf(tx, row.customerId, row.merchantId);
  if (!order) throw conflict('telemarketingWork:errors.rewardNoWallet');
  await lockOrder(tx, order.id);
  const rewardJournalId = await postRewardCredit(tx, { approvalId: row.id, orderId: order.id, merchantId: row.merchantId, amountCents: row.amountCents, actorUserId: userId, at });
  return { rewardOrderNo: order.orderNo, rewardJournalId };
}

export async function approveRequest(deps: Deps, session: SessionUser, actor: Actor, body: { id: number; remark: string | null }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await decidable(tx, session, body.id);
    const activity = (await repo.lockActivity(tx, row.activityId))!;
    const coupon = activity.activityType === 'reward' ? null : await issueCoupon(tx, {
      customerId: row.customerId, couponType: activity.activityType, amountCents: row.amountCents, validDays: activity.validDays,
      source: 'telemarketing', sourceId: row.id, byUserId: session.userId,
    }, now);
    const reward = activity.activityType === 'reward' ? await payReward(tx, row, session.userId, now) : null;
    const after = await repo.decide(tx, row.id, {
      status: 'approved', reviewedBy: session.userId, reviewedAt: now, reviewRemark: body.remark, couponId: coupon?.id ?? null, couponNo: coupon?.couponNo ?? null,
    });
    if (!after) throw conflict('telemarketingWork:errors.alreadyDecided');
    await recordAudit(tx, actor, {
      action: 'tmApproval.approve', entity: 'tmApproval', entityId: row.id,
      before: { status: row.status }, after: { status: after.status, couponNo: after.couponNo, remark: after.reviewRemark, ...(reward ?? {}) },
    });
    return { id: row.id, status: after.status, couponNo: after.couponNo, rewardOrderNo: reward?.rewardOrderNo ?? null };
  });
}

export async function rejectRequest(deps: Deps, session: SessionUser, actor: Actor, body: { id: number; remark: string | null }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await decidable(tx, session, body.id);
    await repo.lockActivity(tx, row.activityId);
    await repo.countRequest(tx, row.activityId, row.day, -1);
    const after = await repo.decide(tx, row.id, { status: 'rejected', reviewedBy: session.userId, reviewedAt: now, reviewRemark: body.remark });
    if (!after) throw conflict('telemarketingWork:errors.alreadyDecided');
    await recordAudit(tx, actor, {
      action: 'tmApproval.reject', entity: 'tmApproval', entityId: row.id, before: { status: row.status }, after: { status: after.status, remark: after.reviewRemark },
    });
    return { id: row.id, status: after.status };
  });
}
