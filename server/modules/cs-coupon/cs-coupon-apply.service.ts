/**
 * Coupon applications. Applying locks the task row, so concurrent applications under one task queue there:
 * the agent's coupons today plus this request must not pass the daily limit (spec 8 message), nor their total
 * limit, nor the task's stock; a request asks for at most the per-request limit. A rejection gives them back.
 */
import { randomBytes } from 'node:crypto';
import { eatToday } from '../../../common/eat-day';
import type { CouponApplicationQuery, CouponApplicationRow, CouponApplyBody, CouponTaskOption } from '../../../common/coupons/coupon-application';
import type { CouponTypeValue } from '../../../common/coupons/coupon';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound, validationError } from '../../core/errors';
import { merchantScopeOf } from '../order/order-scope';
import * as repo from './cs-coupon.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const newApplicationNo = (day: string) => `CA${day.replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`;

export async function listApplications(deps: Deps, session: SessionUser, query: CouponApplicationQuery, onlyMine: boolean) {
  const { current, size } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total } = await repo.applicationList.page(deps.db, scope, { ...query, requestedBy: onlyMine ? session.userId : undefined });
  const records: CouponApplicationRow[] = rows.map(({ requestedBy, ...r }) => ({
    ...r, couponType: r.couponType as CouponTypeValue, status: r.status as CouponApplicationRow['status'], requestedAt: r.requestedAt.toISOString(),
    reviewedAt: iso(r.reviewedAt), ownApplication: requestedBy === session.userId,
  }));
  return { records, total, current, size };
}

export async function taskOptions(deps: Deps, session: SessionUser): Promise<CouponTaskOption[]> {
  const now = deps.now();
  const rows = await repo.openTasks(deps.db, session.userId, eatToday(now), now);
  return rows.map((r) => ({
    value: r.id, label: r.name, couponType: r.couponType as CouponTypeValue, faceValueCents: r.faceValueCents, perRequestLimit: r.perRequestLimit,
    remainingToday: Math.max(Math.min(r.dailyLimit - r.today, r.totalLimit - r.total, r.count - r.usedCount), 0),
    remainingTotal: Math.max(Math.min(r.totalLimit - r.total, r.count - r.usedCount), 0),
  }));
}

export async function applyForCoupons(deps: Deps, session: SessionUser, actor: Actor, body: CouponApplyBody) {
  const now = deps.now();
  const day = eatToday(now);
  return deps.db.transaction(async (tx) => {
    const task = await repo.lockTask(tx, body.taskId);
    if (!task?.enabled || task.expiresAt <= now) throw conflict('csCoupon:errors.taskInactive');
    const customer = await repo.customerByPhone(tx, body.phone);
    const scope = await merchantScopeOf(tx, session.userId);
    if (!customer || (scope && !scope.includes(customer.merchantId))) throw notFound('csCoupon:errors.customerNotFound');
    if (!task.merchantIds.includes(customer.merchantId) || !task.apps.includes(customer.appName ?? '')) throw conflict('csCoupon:errors.customerNotCovered');
    if (body.quantity > task.perRequestLimit) throw validationError('csCoupon:errors.perRequestExceeded', { limit: task.perRequestLimit });
    const used = await repo.agentUse(tx, task.id, session.userId, day);
    if (used.today + body.quantity > task.dailyLimit) throw conflict('csCoupon:errors.dailyInsufficient', { remaining: Math.max(task.dailyLimit - used.today, 0) });
    if (used.total + body.quantity > task.totalLimit) throw conflict('csCoupon:errors.totalInsufficient', { remaining: Math.max(task.totalLimit - used.total, 0) });
    if (task.usedCount + body.quantity > task.count) throw conflict('csCoupon:errors.stockInsufficient', { remaining: Math.max(task.count - task.usedCount, 0) });
    await repo.addUsed(tx, task.id, body.quantity);
    const row = await repo.insertApplication(tx, {
      applicationNo: newApplicationNo(day), taskId: task.id, customerId: customer.id, quantity: body.quantity, amountCents: task.faceValueCents,
      day, reason: body.reason, status: 'pending', requestedBy: session.userId, requestedAt: now, createdAt: now, updatedAt: now,
    });
    await recordAudit(tx, actor, { action: 'csCouponApplication.apply', entity: 'csCouponApplication', entityId: row.id, after: row });
    return { id: row.id, applicationNo: row.applicationNo, status: row.status };
  });
}
