/**
 * Click-to-call (spec 7): the staff member's call config says how a call is placed. 7: the call centre rings
 * the staff member's seat, then the number. 9: the browser opens a tel: link, which carries the plain number,
 * so only users who see plain data get one. The server always resolves the number itself from the order.
 */
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, notFound } from '../../core/errors';
import { findScopedOrder } from '../order-detail/order-access';
import { findContact } from '../order-detail/order-detail.repository';
import * as repo from './call.repository';

export const CALL_CENTRE = 7;
export const TEL_LINK = 9;

export interface CallTarget {
  orderId: number;
  /** An emergency or close contact of the order; without it, the customer is called. */
  contactId?: number;
}

export async function callConfigOf(deps: Deps, userId: number) {
  return (await repo.findCallAccount(deps.db, userId)) ?? { startAccount: CALL_CENTRE, seat: null };
}

async function numberToCall(deps: Deps, userId: number, target: CallTarget) {
  const order = await findScopedOrder(deps.db, userId, target.orderId);
  if (target.contactId === undefined) return { order, phone: order.phone };
  const contact = await findContact(deps.db, order.id, target.contactId);
  if (!contact) throw notFound('orderDetail:errors.contactNotFound');
  return { order, phone: contact.phone };
}

export async function clickToCall(deps: Deps, session: SessionUser, actor: Actor, target: CallTarget) {
  const { order, phone } = await numberToCall(deps, session.userId, target);
  const config = await callConfigOf(deps, session.userId);
  const telLink = config.startAccount === TEL_LINK;
  if (telLink && session.isDesensitization) throw forbidden('orderDetail:errors.telLinkNeedsPlainData');
  const dialled = telLink ? null : await deps.calls.dial({ phone, seat: config.seat, userId: session.userId });
  return deps.db.transaction(async (tx) => {
    const log = await repo.insertCallLog(tx, {
      userId: session.userId, orderId: order.id, phone, via: telLink ? 'telLink' : 'callCentre',
      provider: dialled ? deps.calls.name : null, providerRef: dialled?.providerRef ?? null, status: dialled?.status ?? 'opened', createdAt: deps.now(),
    });
    await recordAudit(tx, actor, {
      action: 'call.clickToCall', entity: 'order', entityId: order.id,
      after: { callLogId: log.id, contactId: target.contactId ?? null, via: log.via, providerRef: log.providerRef },
    });
    return telLink
      ? { via: log.via, callLogId: log.id, status: log.status, telUri: `tel:+${phone}` }
      : { via: log.via, callLogId: log.id, status: log.status, providerRef: log.providerRef };
  });
}

export async function orderCallLogs(deps: Deps, userId: number, orderId: number, page: { current: number; size: number }) {
  const order = await findScopedOrder(deps.db, userId, orderId);
  return { ...(await repo.pageOrderCallLogs(deps.db, order.id, page)), ...page };
}
