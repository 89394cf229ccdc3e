/**
 * Limit raises (issue 16): an approved increase_loan_limit_coupon or temporary-limit task adds its own credit
 * line to the customer (credit info: type, limit, remaining, expiry, status granted), beside the cash line
 * that intake resets at each application. The line ends by itself at its expiry (endExpiredRaises, a job).
 */
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import type { RaiseLine } from '../../../common/risk/decision-explanation';
import { expireRaiseLines, insertCreditLines, runningRaiseLines, spendLimitCouponRow } from './coupon.repository';

export const RAISE_CREDIT_TYPES = ['couponRaise', 'temporaryRaise'] as const;
export type RaiseCreditType = (typeof RAISE_CREDIT_TYPES)[number];
/** CREDIT_STATUS dictionary codes: 5 granted, 3 expired. */
export const CREDIT_GRANTED = '5';
export const CREDIT_EXPIRED = '3';

const line = (customerId: number, creditType: RaiseCreditType, amountCents: number, expiresAt: Date, now: Date) => ({
  customerId, creditType, limitCents: amountCents, remainingCents: amountCents, expiresAt, adjustable: false, status: CREDIT_GRANTED, createdAt: now, updatedAt: now,
});

/**
 * The customer's running raises at `at`, which add to the amount cap (intake, replay): each granted line
 * (limit coupon or temporary-limit task) from its grant until its expiry; several running raises add up.
 */
export async function activeRaises(db: DbOrTx, customerId: number, at: Date): Promise<RaiseLine[]> {
  const lines = await runningRaiseLines(db, customerId, RAISE_CREDIT_TYPES, CREDIT_GRANTED, at);
  return lines.map((l) => ({ creditId: l.creditId, creditType: l.creditType, cents: Number(l.cents), expiresAt: (l.expiresAt ?? at).toISOString() }));
}

/** Many customers' raises in one INSERT; the line of each customer (each appears once). */
export async function grantRaises(tx: DbOrTx, customerIds: readonly number[], creditType: RaiseCreditType, amountCents: number, expiresAt: Date, now: Date): Promise<Map<number, number>> {
  if (!customerIds.length) return new Map();
  const lines = await insertCreditLines(tx, customerIds.map((id) => line(id, creditType, amountCents, expiresAt, now)));
  return new Map(lines.map((l) => [l.customerId, l.id]));
}

/** An issued limit coupon is spent at once: its raise becomes a credit line valid until the coupon's expiry. */
export async function spendLimitCoupon(tx: DbOrTx, couponId: number, now: Date): Promise<number | null> {
  const coupon = await spendLimitCouponRow(tx, couponId, now);
  if (!coupon) return null;
  const [created] = await insertCreditLines(tx, [line(coupon.customerId, 'couponRaise', coupon.amountCents, coupon.expiresAt, now)]);
  return created.id;
}

/** Ends raises past their expiry (status expired, nothing remaining). A rerun finds nothing more to end. */
export async function endExpiredRaises(deps: Deps, now: Date = deps.now()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const ended = await expireRaiseLines(tx, RAISE_CREDIT_TYPES, CREDIT_GRANTED, CREDIT_EXPIRED, now);
    if (ended.length) {
      const system: Actor = { userId: null, username: 'system', ip: '127.0.0.1' };
      await recordAudit(tx, system, { action: 'credit.raiseEnded', entity: 'customerCredit', after: { ids: ended.map((r) => r.id), status: CREDIT_EXPIRED } });
    }
    return ended.length;
  });
}
