/**
 * Machine-review retrieval: which of the given orders may go back to the chosen earlier state, and sending
 * them there — every one in a single transaction, each through transitionOrder (step, audit log).
 */
import {
  MAX_RETRIEVAL_ORDERS, parseOrderNumbers, type RetrievalBody, type RetrievalCheck, type RetrievalItem, type RetrievalRefusal, type RetrievalResult,
} from '../../../common/orders/order-salvage';
import { canApply, RETRIEVAL_TARGETS, type RetrievalTarget } from '../../../common/orders/order-status';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { conflict, validationError } from '../../core/errors';
import type { MerchantScope } from '../order/order-list.repository';
import { merchantScopeOf } from '../order/order-scope';
import { lockOrders, stepActorOf, transitionOrder } from '../order/order-transition';
import * as repo from './order-salvage.repository';

/** The distinct order numbers of the text, refused when one is malformed or there are too many. */
function orderNumbersOf(text: string): { orderNos: string[]; duplicates: number } {
  const parsed = parseOrderNumbers(text);
  if (parsed.malformed.length) throw validationError('orderSalvage:errors.malformed', { numbers: parsed.malformed.slice(0, 5).join(', ') });
  if (!parsed.orderNos.length) throw validationError('orderSalvage:errors.incomplete');
  if (parsed.orderNos.length > MAX_RETRIEVAL_ORDERS) throw validationError('orderSalvage:errors.tooMany', { max: MAX_RETRIEVAL_ORDERS });
  return parsed;
}

type Judged = Pick<repo.SalvageOrderRow, 'merchantId' | 'status' | 'auditorId'>;

function refusalOf(order: Judged | undefined, scope: MerchantScope, target: RetrievalTarget): RetrievalRefusal | null {
  if (!order) return 'notFound';
  if (scope && !scope.includes(order.merchantId)) return 'outOfScope';
  const action = RETRIEVAL_TARGETS[target];
  if (!canApply(action, order.status)) return 'illegalState';
  // Back to review means back to the auditor who had it; an order never allocated has nobody to go back to.
  if (action === 'retrieveToReview' && order.auditorId === null) return 'noAuditor';
  return null;
}

/** An out-of-scope order shows nothing but its number. */
function itemOf(orderNo: string, row: repo.SalvageOrderRow | undefined, status: number | null, refusal: RetrievalRefusal | null): RetrievalItem {
  const visible = row && refusal !== 'outOfScope';
  return {
    orderNo, orderId: visible ? row.id : null, merchantName: visible ? row.merchantName : null, customerName: visible ? row.customerName : null,
    auditorName: visible ? row.auditorName : null, status: visible ? status : null, retrievable: refusal === null, refusal,
  };
}

const summary = (target: RetrievalTarget, items: RetrievalItem[], duplicates: number): RetrievalCheck =>
  ({ target, items, retrievable: items.filter((i) => i.retrievable).length, duplicates });

export async function checkRetrieval(deps: Deps, userId: number, body: Pick<RetrievalBody, 'orderNos' | 'target'>): Promise<RetrievalCheck> {
  const { orderNos, duplicates } = orderNumbersOf(body.orderNos);
  const target = body.target as RetrievalTarget;
  const [scope, rows] = await Promise.all([merchantScopeOf(deps.db, userId), repo.findOrdersByNo(deps.db, orderNos)]);
  const byNo = new Map(rows.map((r) => [r.orderNo, r]));
  return summary(target, orderNos.map((no) => {
    const row = byNo.get(no);
    return itemOf(no, row, row?.status ?? null, refusalOf(row, scope, target));
  }), duplicates);
}

/** Sends every retrievable order back; none retrievable refuses with the spec's message and changes nothing. */
export async function retrieveOrders(deps: Deps, session: SessionUser, body: RetrievalBody, ip: string): Promise<RetrievalResult> {
  const { orderNos, duplicates } = orderNumbersOf(body.orderNos);
  const target = body.target as RetrievalTarget;
  const action = RETRIEVAL_TARGETS[target];
  const actor = stepActorOf({ userId: session.userId, username: session.username, ip }, session.realName);
  return deps.db.transaction(async (tx) => {
    const scope = await merchantScopeOf(tx, session.userId);
    const rows = await repo.findOrdersByNo(tx, orderNos);
    const byNo = new Map(rows.map((r) => [r.orderNo, r]));
    const locked = await lockOrders(tx, rows.map((r) => r.id));
    const items: RetrievalItem[] = [];
    for (const no of orderNos) {
      const row = byNo.get(no);
      const order = row ? locked.get(row.id) : undefined;
      const refusal = refusalOf(order, scope, target);
      if (refusal || !order) {
        items.push(itemOf(no, row, order?.status ?? null, refusal));
        continue;
      }
      const cleared = { refuseCode: null, denialReason: null };
      const updated = await transitionOrder(tx, order, {
        action, actor, reason: body.reason, detail: { via: 'AuditSystem/MachineReviewRetrieval' },
        changes: action === 'retrieveToAllocation' ? { ...cleared, auditorId: null, allocatedAt: null } : cleared,
      });
      items.push({ ...itemOf(no, row, updated.status, null), auditorName: updated.auditorId === null ? null : row?.auditorName ?? null });
    }
    const result = summary(target, items, duplicates);
    if (result.retrievable === 0) throw conflict('orderSalvage:errors.noneRetrievable');
    return { ...result, retrieved: result.retrievable };
  });
}

export async function listRetrievals(deps: Deps, userId: number, query: { current: number; size: number; orderNo?: string }) {
  const scope = await merchantScopeOf(deps.db, userId);
  return repo.retrievalPage(deps.db, scope, query, query.orderNo);
}
