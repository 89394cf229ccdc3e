import { COUPON_TYPES } from '../coupons/coupon';
import { defineEntity } from '../crud/entity';

/** Choices of the task form: the apps (merchants' app names) and the merchants. */
export const csCouponTaskUrls = { apps: 'csCouponTask/options/apps', merchants: 'csCouponTask/options/merchants' } as const;

/** The most coupons one task may hold: the cap its limits must stay under (spec 5, Coupon). */
export const CS_COUPON_COUNT_CAP = 100_000;

/**
 * CustomerServiceCouponConfig (spec 3, Coupon task and application): what customer-service agents may apply
 * for — a coupon of a face value for the customers of the chosen apps and merchants — and the limits: the
 * task's stock (count), coupons per agent per EAT day (daily limit), per application (per-request limit) and
 * per agent in all (total limit), each not above the next; applications close at the task's expiry.
 */
export const csCouponTaskEntity = defineEntity({
  name: 'csCouponTask',
  namespace: 'csCoupon',
  screen: 'CustomerServiceSystem/CustomerServiceCouponConfig',
  recordName: 'name',
  fields: {
    name: { kind: 'text', required: true, max: 30, list: true, filter: 'contains', sortable: true },
    apps: { kind: 'multiSelect', required: true, lookup: csCouponTaskUrls.apps, list: 'more' },
    merchantIds: { kind: 'multiSelect', required: true, lookup: csCouponTaskUrls.merchants, list: 'more' },
    couponType: { kind: 'select', required: true, options: COUPON_TYPES, list: true, filter: 'exact' },
    faceValueCents: { kind: 'money', required: true, list: true, sortable: true },
    count: { kind: 'integer', required: true, min: 1, max: CS_COUPON_COUNT_CAP, list: true, hint: 'csCoupon:hints.count' },
    dailyLimit: { kind: 'integer', required: true, min: 1, max: CS_COUPON_COUNT_CAP, list: 'more', hint: 'csCoupon:hints.dailyLimit' },
    perRequestLimit: { kind: 'integer', required: true, min: 1, max: CS_COUPON_COUNT_CAP, list: 'more', hint: 'csCoupon:hints.perRequestLimit' },
    totalLimit: { kind: 'integer', required: true, min: 1, max: CS_COUPON_COUNT_CAP, list: 'more', hint: 'csCoupon:hints.totalLimit' },
    validDays: { kind: 'integer', required: true, min: 1, max: 365, list: 'more' },
    expiresAt: { kind: 'datetime', required: true, list: 'more', sortable: true },
    reason: { kind: 'textarea', required: true, max: 200 },
    usedCount: { kind: 'integer', readOnly: true, list: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
    updatedAt: { kind: 'datetime', readOnly: true, sortable: true },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  toggleable: true,
});
