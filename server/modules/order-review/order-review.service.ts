/**
 * Re-review of approval-rejected orders. An application is checked against the merchant's config and counted
 * against its daily limit under a lock of that config row, so two concurrent applications never both take
 * the last slot. Deciding is for someone other than the applicant.
 */
import { ORDER_STATUS } from '../../../common/orders/order-status';
import type { ReReviewDailyCount, ReReviewListQuery } from '../../../common/orders/order-review';
import { formatEat, formatEatDate } from '../../../common/time';
import { actorOf, type Caller } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, notFound } from '../../core/errors';
import type { Tx } from '../../db/client';
import { merchantScopeOf } from '../order/order-scope';
import { lockOrder, stepActorOf, transitionOrder } from '../order/order-transition';
import * as repo from './order-review.repository';

const HOUR_MS = 3_600_000;


async function orderInScope(tx: Tx, userId: number, orderNo: string) {
  const order = await repo.findOrderByNo(tx, orderNo);
  if (!order) throw notFound('orderReview:errors.orderNotFound');
  const scope = await merchantScopeOf(tx, userId);
  if (scope && !scope.includes(order.merchantId)) throw forbidden('orderReview:errors.outOfScope');
  return order;
}

export async function applyForReReview(deps: Deps, caller: Caller, body: { orderNo: string; reason: string }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const order = await orderInScope(tx, caller.session.userId, body.orderNo);
    if (order.status !== ORDER_STATUS.approvalRejected) {
      throw conflict('orderReview:errors.notRejected', { orderNo: order.orderNo, status: `order:status.${order.status}` });
    }
    const config = await repo.lockConfig(tx, order.merchantId);
    if (!config?.enabled) throw conflict('orderReview:errors.notOpen');
    if (config.refuseCodes.length && !config.refuseCodes.includes(order.refuseCode ?? '')) {
      throw conflict('orderReview:errors.refuseCodeNotEligible', { code: order.refuseCode ?? '—' });
    }
    const rejectedAt = (await repo.lastRejectAt(tx, order.id)) ?? order.auditAt ?? order.updatedAt;
    const openAt = new Date(rejectedAt.getTime() + config.minHoursAfterReject * HOUR_MS);
    if (now < openAt) throw conflict('orderReview:errors.tooSoon', { hours: config.minHoursAfterReject, at: formatEat(openAt) });
    if (await repo.hasPendingApplication(tx, order.id)) throw conflict('orderReview:errors.pendingExists', { orderNo: order.orderNo });
    const day = formatEatDate(now);
    if (await repo.countSubmitted(tx, order.merchantId, day) >= config.dailyLimit) throw conflict('orderReview:errors.dailyLimit');
    const application = await repo.insertApplication(tx, {
      orderId: order.id, merchantId: order.merchantId, applicantUserId: caller.session.userId, reason: body.reason,
      submittedDay: day, createdAt: now, updatedAt: now,
    });
    await recordAudit(tx, actorOf(caller), { action: 'orderReview.apply', entity: 'orderReview', entityId: application.id, after: application });
    return application;
  });
}

/** The pending application, locked, in the caller's scope, and not the caller's own. */
async function decidable(tx: Tx, caller: Caller, id: number) {
  const application = await repo.lockApplication(tx, id);
  if (!application) throw notFound('orderReview:errors.applicationNotFound');
  const scope = await merchantScopeOf(tx, caller.session.userId);
  if (scope && !scope.includes(application.merchantId)) throw forbidden('orderReview:errors.outOfScope');
  if (application.status !== 'pending') throw conflict('orderReview:errors.alreadyDecided', { status: `orderReview:status.${application.status}` });
  if (application.applicantUserId === caller.session.userId) throw forbidden('orderReview:errors.selfDecision');
  return application;
}

/**
 * Approval sends the order back to review with the auditor who rejected it (reReview → pending review). If
 * that auditor no longer reviews (personnel frozen or removed, user frozen or gone), ORDER_ACTIONS offers
 * no reReview without an auditor, so the order goes to be allocated again (retrieveToAllocation) and is
 * handed out like a new one; the step records why.
 */
export async function approveReReview(deps: Deps, caller: Caller, body: { id: number; remark?: string }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const application = await decidable(tx, caller, body.id);
    const order = await lockOrder(tx, application.orderId);
    if (!order) throw notFound('orderReview:errors.orderNotFound');
    const actor = stepActorOf(actorOf(caller), caller.session.realName);
    const detail = { reReviewApplicationId: application.id };
    const cleared = { refuseCode: null, denialReason: null, reReviewCount: order.reReviewCount + 1 };
    const sameAuditor = order.auditorId !== null && await repo.isActiveAuditor(tx, order.auditorId);
    const updated = sameAuditor
      ? await transitionOrder(tx, order, { action: 'reReview', actor, reason: application.reason, detail, changes: { ...cleared, allocatedAt: now } })
      : await transitionOrder(tx, order, {
        action: 'retrieveToAllocation', actor, reason: application.reason, detail: { ...detail, auditorUnavailable: true },
        changes: { ...cleared, auditorId: null, allocatedAt: null },
      });
    const decided = await repo.updateApplication(tx, application.id, {
      status: 'approved', decidedBy: caller.session.userId, decidedAt: now, decisionRemark: body.remark || null, updatedAt: now,
    });
    await recordAudit(tx, actorOf(caller), { action: 'orderReview.approve', entity: 'orderReview', entityId: application.id, before: application, after: decided });
    return { application: decided, orderStatus: updated.status, auditorId: updated.auditorId };
  });
}

export async function rejectReReview(deps: Deps, caller: Caller, body: { id: number; remark: string }) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const application = await decidable(tx, caller, body.id);
    const decided = await repo.updateApplication(tx, application.id, {
      status: 'rejected', decidedBy: caller.session.userId, decidedAt: now, decisionRemark: body.remark, updatedAt: now,
    });
    await recordAudit(tx, actorOf(caller), { action: 'orderReview.reject', entity: 'orderReview', entityId: application.id, before: application, after: decided });
    return { application: decided };
  });
}

export async function listApplications(deps: Deps, userId: number, query: ReReviewListQuery) {
  const scope = await merchantScopeOf(deps.db, userId);
  const page = await repo.applicationPage(deps.db, scope, query);
  const records = page.records.map(({ applicantUserId, ...row }) => ({ ...row, ownApplication: applicantUserId === userId }));
  return { records, total: page.total, current: query.current, size: query.size };
}

export async function dailyCounts(deps: Deps, userId: number): Promise<{ day: string; merchants: ReReviewDailyCount[] }> {
  const day = formatEatDate(deps.now());
  const rows = await repo.dailyCounts(deps.db, await merchantScopeOf(deps.db, userId), day);
  return {
    day,
    merchants: rows.map((r) => {
      const open = r.enabled === true;
      const dailyLimit = r.dailyLimit ?? 0;
      return { merchantId: r.merchantId, merchantName: r.merchantName, open, dailyLimit, submitted: r.submitted, remaining: open ? Math.max(0, dailyLimit - r.submitted) : 0 };
    }),
  };
}
