/** Moves test orders through review directly, as the allocation screen and an auditor would. */
import { lockOrder, transitionOrder } from '../../server/modules/order/order-transition';
import type { TestApp } from './harness';

const actor = { userId: null, name: 'test', ip: '127.0.0.1' };

export async function allocate(t: TestApp, orderId: number, auditorId: number) {
  await t.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    await transitionOrder(tx, order!, { action: 'allocate', actor, changes: { auditorId, allocatedAt: t.clock.now() } });
  });
}

export async function rejectDirectly(t: TestApp, orderId: number, auditorId: number) {
  await allocate(t, orderId, auditorId);
  await t.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    await transitionOrder(tx, order!, { action: 'reject', actor, refuseCode: 'M105', reason: 'Income too low', changes: { refuseCode: 'M105' } });
  });
}
