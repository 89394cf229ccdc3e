/**
 * CustomerServiceCouponAudit: a pending application is approved or rejected by someone other than its
 * applicant. Approval issues the coupons (issueCoupon); a limit coupon raises the customer's limit at once.
 * Rejection gives the coupons back to the task's stock and the agent's limits.
 */
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, notFound } from '../../core/errors';
import type { Tx } from '../../db/client';
import { issueCoupon, type CouponType } from '../coupon/coupon.issue';
import { spendLimitCoupon } from '../coupon/credit-raise';
import { merchantScopeOf } from '../order/order-scope';
import * as repo from './cs-coupon.repository';

async function decidable(tx: Tx, session: SessionUser, id: number) {
  const found = await repo.lockApplication(tx, id);
  const scope = await merchantScopeOf(tx, session.userId);
  if (!found || (scope && !scope.includes(found.merchantId))) throw notFound('csCoupon:errors.applicationNotFound');
  const row = found.application;
  if (row.status !== 'pending') throw conflict('csCoupon:errors.alreadyDecided');
  if (row.requestedBy === session.userId) throw forbidden('csCoupon:errors.ownApplication');
  return row;
}

export async function approveApplication(deps: Deps, session: SessionUser, actor: Actor, body: { id: number; remark: string | null }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await decidable(tx, session, body.id);
    const task = (await repo.lockTask(tx, row.taskId))!;
    const couponType = task.couponType as CouponType;
    const couponNos: string[] = [];
    for (let i = 0; i < row.quantity; i += 1) {
      const coupon = await issueCoupon(tx, {
        customerId: row.customerId, couponType, amountCents: row.amountCents, validDays: task.validDays,
        source: 'csCouponApplication', sourceId: row.id, byUserId: session.userId,
      }, now);
      if (couponType === 'increase_loan_limit_coupon') await spendLimitCoupon(tx, coupon.id, now);
      couponNos.push(coupon.couponNo);
    }
    const after = await repo.decide(tx, row.id, { status: 'approved', reviewedBy: session.userId, reviewedAt: now, reviewRemark: body.remark, couponNos, updatedAt: now });
    if (!after) throw conflict('csCoupon:errors.alreadyDecided');
    await recordAudit(tx, actor, {
      action: 'csCouponApplication.approve', entity: 'csCouponApplication', entityId: row.id,
      before: { status: row.status }, after: { status: after.status, couponNos, remark: after.reviewRemark },
    });
    return { id: row.id, status: after.status, couponNos };
  });
}

export async function rejectApplication(deps: Deps, session: SessionUser, actor: Actor, body: { id: number; remark: string | null }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await decidable(tx, session, body.id);
    await repo.lockTask(tx, row.taskId);
    await repo.addUsed(tx, row.taskId, -row.quantity);
    const after = await repo.decide(tx, row.id, { status: 'rejected', reviewedBy: session.userId, reviewedAt: now, reviewRemark: body.remark, updatedAt: now });
    if (!after) throw conflict('csCoupon:errors.alreadyDecided');
    await recordAudit(tx, actor, {
      action: 'csCouponApplication.reject', entity: 'csCouponApplication', entityId: row.id, before: { status: row.status }, after: { status: after.status, remark: after.reviewRemark },
    });
    return { id: row.id, status: after.status };
  });
}
