/** MyAudit: the caller's own orders (never another auditor's), calls due first; the summary; an order's call history. */
import { MY_AUDIT_STATUSES, type MyAuditQuery, type NextCallDue } from '../../../common/orders/my-audit';
import type { OrderCallFilter } from '../../../common/orders/order-query';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { formatEatDate, parseEat } from '../../../common/time';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { findFollowRecords, findOrder } from '../order-detail/order-detail.repository';
import { listOrders, splitPage } from '../order/order-list.service';
import { merchantScopeOf } from '../order/order-scope';
import { auditorSummary } from './my-audit.repository';

const DAY_MS = 86_400_000;
const startOfEatDay = (now: Date) => parseEat(formatEatDate(now)) as Date;

function nextCallWindow(due: NextCallDue | undefined, now: Date): OrderCallFilter {
  if (due === 'overdue') return { nextCallBefore: now };
  if (due === 'today') {
    const start = startOfEatDay(now);
    return { nextCallFrom: start, nextCallBefore: new Date(start.getTime() + DAY_MS) };
  }
  return {};
}

export async function listMyOrders(deps: Deps, userId: number, query: MyAuditQuery) {
  const { filter, page } = splitPage(query);
  const { nextCallDue, status, ...rest } = filter;
  const statuses = (status ?? [ORDER_STATUS.pendingReview]).filter((s) => MY_AUDIT_STATUSES.includes(s));
  const now = deps.now();
  const onlyPending = statuses.length === 1 && statuses[0] === ORDER_STATUS.pendingReview;
  return listOrders(deps, userId, { ...rest, ...nextCallWindow(nextCallDue, now), auditorId: userId, status: statuses.length ? statuses : [-1] },
    page, onlyPending ? { by: 'callDue', now } : undefined);
}

export async function mySummary(deps: Deps, userId: number) {
  const now = deps.now();
  return auditorSummary(deps.db, userId, await merchantScopeOf(deps.db, userId), now, startOfEatDay(now));
}

/** The follow-up records (calls) of one of the caller's orders, newest first. */
export async function myOrderFollows(deps: Deps, userId: number, orderId: number) {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.auditorId !== userId) throw notFound('order:errors.notFound');
  return findFollowRecords(deps.db, orderId);
}
