/**
 * Issuing a coupon (issue 16): one row in `coupons`, audited in the caller's transaction. A discount coupon
 * is later taken by the repayment flow (server/modules/repay); an increase_loan_limit_coupon raises the
 * customer's credit limit while it is usable (see coupon-limit.ts).
 */
import { randomBytes } from 'node:crypto';
import { eatDay } from '../../../common/money/bill-math';
import { recordAudit } from '../../core/audit';
import type { DbOrTx } from '../../db/client';
import { insertCoupon, usernameOf } from './coupon.repository';

export type CouponType = 'discount_coupon' | 'increase_loan_limit_coupon';

export interface IssueCouponInput {
  customerId: number;
  couponType: CouponType;
  amountCents: number;
  validDays: number;
  source: string;
  sourceId: number;
  byUserId: number;
}

const DAY_MS = 86_400_000;

/** CP + EAT day + 10 random hex digits (40 bits: a clash is negligible; the unique index is the last word). */
export const newCouponNo = (at: Date) => `CP${eatDay(at).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;

export async function issueCoupon(tx: DbOrTx, input: IssueCouponInput, now: Date): Promise<{ id: number; couponNo: string }> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw new Error('issueCoupon: amountCents must be a positive integer');
  if (!Number.isInteger(input.validDays) || input.validDays <= 0) throw new Error('issueCoupon: validDays must be a positive integer');
  const row = await insertCoupon(tx, {
    couponNo: newCouponNo(now), customerId: input.customerId, couponType: input.couponType, amountCents: input.amountCents,
    status: 'waitingToBeUsed', expiresAt: new Date(now.getTime() + input.validDays * DAY_MS), source: input.source,
    sourceId: input.sourceId, validDays: input.validDays, issuedBy: input.byUserId, createdAt: now, updatedAt: now,
  });
  await recordAudit(tx, { userId: input.byUserId, username: await usernameOf(tx, input.byUserId), ip: '127.0.0.1' }, {
    action: 'coupon.issue', entity: 'coupon', entityId: row.id, after: row,
  });
  return { id: row.id, couponNo: row.couponNo };
}
