/**
 * CouponCodeManagement (issue 16): issueCoupon writes an audited coupon with a unique number; the list shows
 * number, customer (masked for masked users), type, amount, validity and status, filtered; freeze and unfreeze
 * ask for their codes and move only the right statuses; the expiry job expires usable and frozen coupons past
 * their expiry, and a second run changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_SCREEN } from '../../common/coupons/coupon';
import { actionCode, viewCode } from '../../common/routes';
import { coupons } from '../../server/db/schema';
import { issueCoupon } from '../../server/modules/coupon/coupon.issue';
import { expireCoupons } from '../../server/modules/coupon/coupon.service';
import { firstMerchant, newCustomer, staff } from './coupon-fixtures';
import { DAY, startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let adminId: number;
let customer: Awaited<ReturnType<typeof newCustomer>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  adminId = await t.userId('admin');
  customer = await newCustomer(t, (await firstMerchant(t)).id);
});
afterAll(async () => { await t?.close(); });

const issue = (validDays = 7, couponType: 'discount_coupon' | 'increase_loan_limit_coupon' = 'discount_coupon') =>
  t.db.transaction((tx) => issueCoupon(tx, { customerId: customer.id, couponType, amountCents: 250_00, validDays, source: 'demo', sourceId: 1, byUserId: adminId }, t.clock.now()));
const list = (query: Record<string, string>, token = admin) => t.call('GET', 'coupon/list', { token, query });
const row = async (id: number) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0];

describe('issuing', () => {
  it('writes a usable coupon with a unique number, its validity and source, audited', async () => {
    const issued = await Promise.all(Array.from({ length: 20 }, () => issue()));
    expect(new Set(issued.map((c) => c.couponNo)).size).toBe(20);
    const coupon = await row(issued[0].id);
    expect(coupon).toMatchObject({ status: 'waitingToBeUsed', amountCents: 250_00, validDays: 7, source: 'demo', issuedBy: adminId, customerId: customer.id });
    expect(coupon.expiresAt.getTime() - t.clock.now().getTime()).toBe(7 * DAY);
    const audits = await t.auditRows('coupon.issue');
    expect(audits.some((a) => a.entityId === String(issued[0].id) && a.actorUserId === adminId)).toBe(true);
    await expect(t.db.transaction((tx) => issueCoupon(tx, { customerId: customer.id, couponType: 'discount_coupon', amountCents: 0, validDays: 1, source: 'demo', sourceId: 1, byUserId: adminId }, t.clock.now()))).rejects.toThrow();
  });
});

describe('the list', () => {
  it('filters by number, phone in any typed form, type and status; masks the phone for masked users', async () => {
    const c = await issue(3, 'increase_loan_limit_coupon');
    const byNo = await list({ couponNo: c.couponNo.slice(0, -3) });
    expect(byNo.data.records.map((r: { id: number }) => r.id)).toContain(c.id);
    const byPhone = await list({ phone: `0${customer.phone.slice(3)}`, couponType: 'increase_loan_limit_coupon' });
    expect(byPhone.data.records).toMatchObject([{ id: c.id, customerName: customer.fullName, phone: customer.phone, amountCents: 250_00, validDays: 3, status: 'waitingToBeUsed' }]);
    expect((await list({ status: 'used', phone: customer.phone })).data.total).toBe(0);
    expect((await list({ status: 'nonsense' })).code).toBe(400);
    const masked = await staff(t, [viewCode(COUPON_SCREEN)]);
    const seen = await list({ phone: customer.phone }, masked.token);
    expect(seen.data.total).toBeGreaterThan(0);
    for (const r of seen.data.records) expect(r.phone).toContain('*');
  });

  it('is refused without the screen\'s code', async () => {
    const stranger = await staff(t, [viewCode('UserSystem/UserManagement')]);
    expect((await list({}, stranger.token)).code).toBe(403);
  });
});

describe('freeze and unfreeze', () => {
  it('need their codes and move only usable ↔ frozen, audited', async () => {
    const c = await issue();
    const viewer = await staff(t, [viewCode(COUPON_SCREEN)]);
    expect((await t.call('POST', 'coupon/freeze', { token: viewer.token, body: { id: c.id } })).code).toBe(403);
    const operator = await staff(t, [viewCode(COUPON_SCREEN), actionCode(COUPON_SCREEN, 'freeze'), actionCode(COUPON_SCREEN, 'unfreeze')]);
    expect(await t.call('POST', 'coupon/unfreeze', { token: operator.token, body: { id: c.id } })).toMatchObject({ code: 409 });
    expect(await t.call('POST', 'coupon/freeze', { token: operator.token, body: { id: c.id } })).toMatchObject({ code: 200, data: { status: 'frozen' } });
    expect(await t.call('POST', 'coupon/freeze', { token: operator.token, body: { id: c.id } })).toMatchObject({ code: 409 });
    expect((await t.auditRows('coupon.freeze')).at(-1)).toMatchObject({ entityId: String(c.id), before: { status: 'waitingToBeUsed' }, after: { status: 'frozen' } });
    expect(await t.call('POST', 'coupon/unfreeze', { token: operator.token, body: { id: c.id } })).toMatchObject({ code: 200, data: { status: 'waitingToBeUsed' } });
    await t.db.update(coupons).set({ status: 'used' }).where(eq(coupons.id, c.id));
    expect(await t.call('POST', 'coupon/freeze', { token: operator.token, body: { id: c.id } })).toMatchObject({ code: 409 });
    expect(await t.call('POST', 'coupon/freeze', { token: operator.token, body: { id: 99_999_999 } })).toMatchObject({ code: 404 });
  });
});

describe('the expiry job', () => {
  it('expires usable and frozen coupons past their expiry, leaves the rest, and a second run changes nothing', async () => {
    const soon = await issue(1);
    const frozen = await issue(1);
    await t.db.update(coupons).set({ status: 'frozen' }).where(eq(coupons.id, frozen.id));
    const used = await issue(1);
    await t.db.update(coupons).set({ status: 'used' }).where(eq(coupons.id, used.id));
    const later = await issue(30);
    t.clock.advance(2 * DAY);
    const first = await expireCoupons(t.deps, t.clock.now());
    expect(first).toBeGreaterThanOrEqual(2);
    expect((await row(soon.id)).status).toBe('expired');
    expect((await row(frozen.id)).status).toBe('expired');
    expect((await row(used.id)).status).toBe('used');
    expect((await row(later.id)).status).toBe('waitingToBeUsed');
    expect(await expireCoupons(t.deps, t.clock.now())).toBe(0);
  });
});
