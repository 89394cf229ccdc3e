/**
 * CouponCodeManagement (issue 16): every coupon issued to customers — number, customer, type, amount,
 * validity and status — with freeze and unfreeze. Statuses follow spec 3 (Coupon).
 */
import { z } from 'zod';
import { columnOf, valuesOf } from '../lists/declared-columns';
import type { FilterDef } from '../lists/filters';

export const COUPON_SCREEN = 'OperationSystem/CouponCodeManagement';
export const COUPON_TYPES = ['discount_coupon', 'increase_loan_limit_coupon'] as const;
export type CouponTypeValue = (typeof COUPON_TYPES)[number];
export const COUPON_STATUSES = ['pending', 'waitingToBeUsed', 'frozen', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_FILTERS = [
  { name: 'couponNo', kind: 'text', match: 'prefix' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'couponType', kind: 'choice', values: COUPON_TYPES, labels: 'coupon:options.couponType' },
  { name: 'status', kind: 'choice', values: COUPON_STATUSES, labels: 'coupon:options.status' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

export const couponIdBody = z.object({ id: z.number({ message: 'validation.required' }).int().positive() });

export interface CouponRow {
  id: number;
  couponNo: string;
  customerId: number;
  customerName: string;
  phone: string;
  couponType: CouponTypeValue;
  amountCents: number;
  validDays: number | null;
  status: CouponStatus;
  source: string | null;
  expiresAt: string;
  createdAt: string;
}

const v = valuesOf<CouponRow>('coupon');

export const COUPON_COLUMNS = [
  columnOf('couponNo', [v('couponNo')]),
  columnOf('customerName', [v('customerName'), v('phone')]),
  columnOf('couponType', [v('couponType', 'label', { labels: 'coupon:options.couponType' })]),
  columnOf('amountCents', [v('amountCents', 'money')]),
  columnOf('validDays', [v('validDays', 'int')]),
  columnOf('status', [v('status', 'label', { labels: 'coupon:options.status' })]),
  columnOf('expiresAt', [v('expiresAt', 'time')]),
  columnOf('createdAt', [v('createdAt', 'time')]),
  columnOf('source', [v('source', 'label', { labels: 'coupon:options.source' })]),
];
/** Shown when the user asks (column chooser), so the first view (number, customer, amount, status, expiry) fits 1280 px. */
export const COUPON_HIDDEN_FIRST: readonly string[] = ['couponType', 'validDays', 'source', 'createdAt'];
