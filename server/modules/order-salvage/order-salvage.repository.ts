/** Reads for machine-review retrieval: orders by number with the names a result row shows, and past retrievals. */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RETRIEVAL_TARGETS } from '../../../common/orders/order-status';
import type { DbOrTx } from '../../db/client';
import { startsWith } from '../../db/list-search';
import { merchants, orders, orderSteps, users } from '../../db/schema';
import type { MerchantScope } from '../order/order-list.repository';

export interface SalvageOrderRow {
  id: number;
  orderNo: string;
  merchantId: number;
  merchantName: string;
  status: number;
  auditorId: number | null;
  customerName: string;
  auditorName: string | null;
}

export async function findOrdersByNo(db: DbOrTx, orderNos: readonly string[]): Promise<SalvageOrderRow[]> {
  if (!orderNos.length) return [];
  return db.select({
    id: orders.id, orderNo: orders.orderNo, merchantId: orders.merchantId, merchantName: merchants.merchantName,
    status: orders.status, auditorId: orders.auditorId, customerName: orders.customerName, auditorName: users.realName,
  }).from(orders)
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .leftJoin(users, eq(users.id, orders.auditorId))
    .where(inArray(orders.orderNo, [...orderNos]));
}

const RETRIEVAL_ACTIONS = Object.values(RETRIEVAL_TARGETS);

/** Retrieval steps of the orders in scope, newest first. */
export async function retrievalPage(db: DbOrTx, scope: MerchantScope, page: { current: number; size: number }, orderNo?: string) {
  const actor = alias(users, 'actor');
  const where: SQL[] = [inArray(orderSteps.action, RETRIEVAL_ACTIONS)];
  if (scope) where.push(inArray(orders.merchantId, scope.length ? [...scope] : [-1]));
  if (orderNo) where.push(startsWith(orders.orderNo, orderNo));
  const condition = and(...where);
  const recordsQuery = db.select({
    id: orderSteps.id, at: orderSteps.at, orderId: orders.id, orderNo: orders.orderNo, merchantName: merchants.merchantName,
    action: orderSteps.action, fromStatus: orderSteps.fromStatus, toStatus: orderSteps.toStatus, reason: orderSteps.reason,
    actorName: orderSteps.actorName, actorUsername: actor.username,
  }).from(orderSteps)
    .innerJoin(orders, eq(orders.id, orderSteps.orderId))
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .leftJoin(actor, eq(actor.id, orderSteps.actorUserId))
    .where(condition).orderBy(desc(orderSteps.at), desc(orderSteps.id))
    .limit(page.size).offset((page.current - 1) * page.size);
  const countQuery = db.select({ total: count() }).from(orderSteps).innerJoin(orders, eq(orders.id, orderSteps.orderId)).where(condition);
  const [records, [{ total }]] = await Promise.all([recordsQuery, countQuery]);
  return { records, total: Number(total), current: page.current, size: page.size };
}
