/** Coupon test helpers (issue 16): staff with chosen codes, customers, coupon tasks. */
import { asc } from 'drizzle-orm';
import { actionCode, viewCode } from '../../common/routes';
import { COUPON_APPLY_SCREEN, COUPON_AUDIT_SCREEN } from '../../common/coupons/coupon-application';
import { customers, merchants } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import type { TestApp } from './harness';

export const applyCodes = [viewCode(COUPON_APPLY_SCREEN), actionCode(COUPON_APPLY_SCREEN, 'apply')];
export const auditCodes = [viewCode(COUPON_AUDIT_SCREEN), actionCode(COUPON_AUDIT_SCREEN, 'approve'), actionCode(COUPON_AUDIT_SCREEN, 'reject')];

export async function staff(t: TestApp, codes: readonly string[], plain = false) {
  const role = await createRole(t.db, { codes, sensitivePerms: plain ? ['viewPlainData'] : [] });
  const user = await createUser(t.db, role.id);
  return { id: user.id, username: user.username, token: await t.login(user.username) };
}

export async function firstMerchant(t: TestApp) {
  const [m] = await t.db.select({ id: merchants.id, appName: merchants.appName }).from(merchants).orderBy(asc(merchants.merchantNo)).limit(1);
  return m as { id: number; appName: string };
}

let n = 0;
export async function newCustomer(t: TestApp, merchantId: number) {
  n += 1;
  const phone = `2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const [row] = await t.db.insert(customers).values({
    customerNo: `CPT${phone}${n}`, merchantId, fullName: 'Akinyi Test Odhiambo', idNumber: phone.slice(-8), phone, registeredAt: t.clock.now(),
  }).returning();
  return row;
}

export async function couponTask(t: TestApp, token: string, merchant: { id: number; appName: string }, extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', 'csCouponTask/save', { token, body: {
    name: `Goodwill ${Math.random().toString(36).slice(2, 8)}`, apps: [merchant.appName], merchantIds: [merchant.id], couponType: 'discount_coupon',
    faceValueCents: '150', count: 1000, dailyLimit: 10, perRequestLimit: 3, totalLimit: 100, validDays: 14,
    expiresAt: new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString(), reason: 'Compensation for a delayed payout', ...extra,
  } });
  if (res.code !== 200) throw new Error(`couponTask: ${res.code} ${res.msg}`);
  return res.data as { id: number };
}

