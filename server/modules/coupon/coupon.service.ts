/** CouponCodeManagement: the coupon list (the caller's merchants), freeze and unfreeze, and the expiry job. */
import type { CouponRow } from '../../../common/coupons/coupon';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import { merchantScopeOf } from '../order/order-scope';
import * as repo from './coupon.repository';

export async function listCoupons(deps: Deps, session: SessionUser, query: repo.CouponListQuery) {
  const { current, size } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total } = await repo.couponList.page(deps.db, scope, query);
  const records = rows.map((r) => ({ ...r, expiresAt: r.expiresAt.toISOString(), createdAt: r.createdAt.toISOString() }) as CouponRow);
  return { records, total, current, size };
}

/** Freeze: a usable coupon stops being usable; unfreeze: a frozen, unexpired one is usable again. */
export async function changeFreeze(deps: Deps, session: SessionUser, actor: Actor, id: number, freeze: boolean) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const found = await repo.lockCouponWithMerchant(tx, id);
    const scope = await merchantScopeOf(tx, session.userId);
    if (!found || (scope && !scope.includes(found.merchantId))) throw notFound('coupon:errors.notFound');
    const { coupon } = found;
    const [from, to] = freeze ? ['waitingToBeUsed', 'frozen'] : ['frozen', 'waitingToBeUsed'];
    if (coupon.status !== from) throw conflict(freeze ? 'coupon:errors.notFreezable' : 'coupon:errors.notFrozen', { couponNo: coupon.couponNo });
    if (!freeze && coupon.expiresAt <= now) throw conflict('coupon:errors.expired', { couponNo: coupon.couponNo });
    const after = await repo.moveStatus(tx, id, from, to, now);
    if (!after) throw conflict('coupon:errors.notFreezable', { couponNo: coupon.couponNo });
    await recordAudit(tx, actor, {
      action: freeze ? 'coupon.freeze' : 'coupon.unfreeze', entity: 'coupon', entityId: id, before: { status: coupon.status }, after: { status: after.status },
    });
    return { id, status: after.status };
  });
}

const SYSTEM: Actor = { userId: null, username: 'system', ip: '127.0.0.1' };
const BATCH = 500;

/** Expiry job: coupons past their expiry (usable, frozen or pending) become expired. Safe to run twice. */
export async function expireCoupons(deps: Deps, now: Date = deps.now()): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const rows = await repo.expireBatch(tx, now, BATCH);
      if (rows.length) await recordAudit(tx, SYSTEM, { action: 'coupon.expire', entity: 'coupon', after: { couponNos: rows.map((r) => r.couponNo), status: 'expired' } });
      return rows.length;
    });
    expired += done;
    if (done < BATCH) return expired;
  }
}
