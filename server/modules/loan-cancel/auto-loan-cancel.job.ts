/**
 * The auto-cancel job (AutomaticLoanCancelConfig): an approved order that no payout has started within its
 * merchant's wait is cancelled (voided) by the system, with an audit step. Each batch of at most 200 orders
 * is one transaction; an order cancelled once is no longer pending, so running the job twice is harmless.
 */
import { ORDER_STATUS } from '../../../common/orders/order-status';
import type { Deps } from '../../core/deps';
import { translate } from '../../core/i18n';
import { lockOrders, SYSTEM_ACTOR, transitionOrder, type OrderRow } from '../order/order-transition';
import { ordersPastWait, ordersWithOpenLoanCode } from './auto-loan-cancel.repository';

export const AUTO_CANCEL_BATCH_SIZE = 200;
const HOUR_MS = 3_600_000;

/** Step reasons are stored as text, in the default language. */
const STEP_REASON_KEY = 'autoLoanCancelConfig:stepReason';

/** Still due once locked: pending disbursement, approved before the wait began, no payout attempt open. */
const stillDue = (order: OrderRow | undefined, waitHours: number, now: Date, heldByPayout: boolean): order is OrderRow =>
  Boolean(order) && !heldByPayout && order!.status === ORDER_STATUS.pendingDisbursement
  && order!.auditAt !== null && order!.auditAt.getTime() < now.getTime() - waitHours * HOUR_MS;

export async function runAutoLoanCancel(deps: Pick<Deps, 'db'>, now: Date): Promise<{ cancelled: number }> {
  const reason = translate('en', STEP_REASON_KEY);
  let cancelled = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await ordersPastWait(tx, now, AUTO_CANCEL_BATCH_SIZE);
      const ids = due.map((d) => d.id);
      const locked = await lockOrders(tx, ids);
      const held = await ordersWithOpenLoanCode(tx, ids);
      let done = 0;
      for (const { id, waitHours } of due) {
        const order = locked.get(id);
        if (!stillDue(order, waitHours, now, held.has(id))) continue;
        await transitionOrder(tx, order, { action: 'cancel', actor: SYSTEM_ACTOR, reason, detail: { job: 'autoLoanCancel', waitHours }, at: now });
        done += 1;
      }
      return { found: due.length, done };
    });
    cancelled += batch.done;
    if (batch.found < AUTO_CANCEL_BATCH_SIZE || batch.done === 0) return { cancelled };
  }
}
