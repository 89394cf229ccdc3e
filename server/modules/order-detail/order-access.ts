/** An order as the caller may see it: outside the caller's merchants it does not exist (404). */
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { merchantScopeOf } from '../order/order-scope';
import type { OrderRow } from '../order/order-transition';
import { findOrder } from './order-detail.repository';

export async function inScope(db: DbOrTx, userId: number, merchantId: number): Promise<boolean> {
  const scope = await merchantScopeOf(db, userId);
  return scope === null || scope.includes(merchantId);
}

export async function assertOrderInScope(db: DbOrTx, userId: number, order: OrderRow | null): Promise<OrderRow> {
  if (!order || !(await inScope(db, userId, order.merchantId))) throw notFound('order:errors.notFound');
  return order;
}

export async function findScopedOrder(db: DbOrTx, userId: number, orderId: number): Promise<OrderRow> {
  return assertOrderInScope(db, userId, await findOrder(db, orderId));
}
