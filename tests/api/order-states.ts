/** Orders brought into a state the way the screens do it: through the intake, then transitionOrder at the test clock's time. */
import { eq } from 'drizzle-orm';
import { merchants, users } from '../../server/db/schema';
import { lockOrder, stepActorOf, transitionOrder } from '../../server/modules/order/order-transition';
import type { TestApp } from './harness';
import { apply, type ApplyOptions } from './order-fixtures';

/**
 * A device on the demo black list: the machine review refuses the application (R100). A black-listed phone
 * would do too, but the phone is the customer's identity: a second application of that customer, once the
 * first is retrieved, would be refused as "in progress".
 */
export const BLACK_LISTED_DEVICE = 'dev-fraud-ring-01';

export async function machineRefused(t: TestApp, options: ApplyOptions = {}) {
  return apply(t, { ...options, change: (a) => { a.device.deviceId = BLACK_LISTED_DEVICE; } });
}

/** Allocated to the demo auditor (Brian Otieno), who takes part in review. */
export async function pendingReview(t: TestApp, options: ApplyOptions = {}, auditor = 'auditor') {
  const order = await apply(t, options);
  const auditorId = await t.userId(auditor);
  await t.db.transaction(async (tx) => {
    const row = (await lockOrder(tx, order.orderId))!;
    await transitionOrder(tx, row, { action: 'allocate', actor: stepActorOf({ userId: null, username: 'admin', ip: '127.0.0.1' }), changes: { auditorId, allocatedAt: t.clock.now() }, at: t.clock.now() });
  });
  return { ...order, auditorId };
}

/** Allocated, then rejected by its auditor with a refuse code (M102 qualifies for re-review in the demo config). */
export async function approvalRejected(t: TestApp, options: ApplyOptions = {}, refuseCode = 'M102') {
  const order = await pendingReview(t, options);
  await t.db.transaction(async (tx) => {
    const row = (await lockOrder(tx, order.orderId))!;
    await transitionOrder(tx, row, {
      action: 'reject', actor: stepActorOf({ userId: order.auditorId, username: 'auditor', ip: '127.0.0.1' }, 'Brian Otieno'),
      refuseCode, changes: { refuseCode, auditAt: t.clock.now() }, at: t.clock.now(),
    });
  });
  return order;
}

export async function merchantId(t: TestApp, merchantNo: string) {
  const [row] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantNo, merchantNo));
  return row.id;
}

/** Limits a user to one merchant's orders. */
export async function scopeUserTo(t: TestApp, userId: number, merchantNo: string) {
  await t.db.update(users).set({ merchantId: await merchantId(t, merchantNo) }).where(eq(users.id, userId));
}
