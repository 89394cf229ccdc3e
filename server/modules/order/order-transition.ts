/**
 * The one way an order changes state: lock the row, check the move against ORDER_ACTIONS, write the new
 * state, an audit step and the audit log, all in the caller's transaction.
 */
import { canApply, ORDER_ACTIONS, type OrderAction } from '../../../common/orders/order-status';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { conflict } from '../../core/errors';
import type { Tx } from '../../db/client';
import { insertOrderStep, setOrderStatus, type OrderChanges, type OrderRow } from './order-transition.repository';

export { lockOrder, lockOrders, type OrderRow } from './order-transition.repository';

export interface StepActor {
  userId: number | null;
  name: string;
  ip: string;
}

export const stepActorOf = (actor: Actor, realName?: string): StepActor =>
  ({ userId: actor.userId, name: realName ?? actor.username ?? 'system', ip: actor.ip });

export const SYSTEM_ACTOR: StepActor = { userId: null, name: 'system', ip: '127.0.0.1' };

export interface TransitionInput {
  action: OrderAction;
  actor: StepActor;
  changes?: OrderChanges;
  refuseCode?: string | null;
  reason?: string | null;
  detail?: Record<string, unknown>;
  /** When it happened, if not now (back-dated demo history). */
  at?: Date;
}

/** Refuses an illegal move with the order's number and current state in the message. */
export function assertCanApply(order: Pick<OrderRow, 'orderNo' | 'status'>, action: OrderAction) {
  if (!canApply(action, order.status)) {
    throw conflict('order:errors.illegalTransition', { orderNo: order.orderNo, status: `order:status.${order.status}`, action: `order:actions.${action}` });
  }
}

/** Applies one action to a locked order; returns the order as it now is. */
export async function transitionOrder(tx: Tx, order: OrderRow, input: TransitionInput): Promise<OrderRow> {
  assertCanApply(order, input.action);
  const to = ORDER_ACTIONS[input.action].to;
  const updated = await setOrderStatus(tx, order.id, to, input.changes);
  await insertOrderStep(tx, {
    orderId: order.id,
    action: input.action,
    fromStatus: order.status,
    toStatus: to,
    actorUserId: input.actor.userId,
    actorName: input.actor.name,
    refuseCode: input.refuseCode ?? null,
    reason: input.reason ?? null,
    detail: input.detail ?? null,
    ...(input.at ? { at: input.at } : {}),
  });
  await recordAudit(tx, { userId: input.actor.userId, username: input.actor.name, ip: input.actor.ip }, {
    action: `order.${input.action}`, entity: 'order', entityId: order.id,
    before: { status: order.status, auditorId: order.auditorId },
    after: { status: to, ...input.changes, refuseCode: input.refuseCode ?? undefined },
  });
  return updated;
}
