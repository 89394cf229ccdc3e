/**
 * Coupon applications (issue 16): an agent applies under a coupon task for coupons for one customer
 * (MyCustomerServiceCouponApply); someone else approves or rejects (CustomerServiceCouponAudit).
 */
import { z } from 'zod';
import { columnOf, valuesOf } from '../lists/declared-columns';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { pageQuery, requiredText, optionalText } from '../money/money-inputs';
import { normalisePhone } from '../validators';
import type { CouponTypeValue } from './coupon';

export const COUPON_APPLY_SCREEN = 'CustomerServiceSystem/MyCustomerServiceCouponApply';
export const COUPON_AUDIT_SCREEN = 'CustomerServiceSystem/CustomerServiceCouponAudit';
export const COUPON_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CouponApplicationStatus = (typeof COUPON_APPLICATION_STATUSES)[number];
export const COUPON_REASON_MAX = 200;
export const COUPON_TASK_OPTIONS_URL = 'csCouponApply/taskOptions';

export const COUPON_APPLICATION_FILTERS = [
  { name: 'applicationNo', kind: 'text', match: 'prefix' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'status', kind: 'choice', values: COUPON_APPLICATION_STATUSES, labels: 'csCoupon:options.status' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

/** The routes' query: the declaration's (applicationList) would also take what only the service sets. */
export const couponApplicationQuerySchema = pageQuery.extend(filterQuerySchema(COUPON_APPLICATION_FILTERS).shape);
export type CouponApplicationQuery = z.infer<typeof couponApplicationQuerySchema>;

const phone = z.string({ message: 'validation.required' }).trim().min(1, 'validation.required')
  .transform((v, ctx) => {
    const phone = normalisePhone(v);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: 'validation.phone' });
    return z.NEVER;
  });

/** Every field must be filled (spec 5, Completeness). */
export const couponApplyBodySchema = z.object({
  taskId: z.number({ message: 'validation.required' }).int().positive(),
  phone,
  quantity: z.number({ message: 'validation.required' }).int('validation.integer').min(1, 'validation.minValue'),
  reason: requiredText(COUPON_REASON_MAX),
});
export type CouponApplyBody = z.infer<typeof couponApplyBodySchema>;
export const couponReviewBodySchema = z.object({ id: z.number({ message: 'validation.required' }).int().positive(), remark: optionalText(COUPON_REASON_MAX) });

/** A task the agent may apply under, with what is left to them today and in all. */
export interface CouponTaskOption {
  value: number;
  label: string;
  couponType: CouponTypeValue;
  faceValueCents: number;
  perRequestLimit: number;
  remainingToday: number;
  remainingTotal: number;
}

export interface CouponApplicationRow {
  id: number;
  applicationNo: string;
  taskName: string;
  couponType: CouponTypeValue;
  customerName: string;
  phone: string;
  quantity: number;
  amountCents: number;
  reason: string;
  status: CouponApplicationStatus;
  requesterName: string;
  requestedAt: string;
  reviewerName: string | null;
  reviewedAt: string | null;
  reviewRemark: string | null;
  couponNos: string[];
  ownApplication: boolean;
}

const v = valuesOf<CouponApplicationRow>('csCoupon');

export const COUPON_APPLICATION_COLUMNS = [
  columnOf('applicationNo', [v('applicationNo')]),
  columnOf('taskName', [v('taskName'), v('couponType', 'label', { labels: 'coupon:options.couponType' })]),
  columnOf('customerName', [v('customerName'), v('phone')]),
  columnOf('quantity', [v('quantity', 'int'), v('amountCents', 'money')]),
  columnOf('status', [v('status', 'label', { labels: 'csCoupon:options.status' })]),
  columnOf('reason', [v('reason')]),
  columnOf('requesterName', [v('requesterName'), v('requestedAt', 'time')]),
  columnOf('reviewerName', [v('reviewerName'), v('reviewedAt', 'time')]),
  columnOf('reviewRemark', [v('reviewRemark')]),
  columnOf('couponNos', [v('couponNos', 'text', { read: (r) => r.couponNos.join(', ') })]),
];
export const COUPON_APPLICATION_HIDDEN_FIRST: readonly string[] = ['reviewRemark', 'couponNos', 'reason'];
