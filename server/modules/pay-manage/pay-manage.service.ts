/**
 * LoanManagement's use cases: the disbursement list in the caller's merchant scope, an order's loan codes,
 * and the payout actions. Paying, re-sending and recreating go through the money core one order at a time,
 * so one order's refusal is reported beside the others' outcomes; cancelling is all or nothing (spec 4).
 */
import type { PayActionAnswer, PayActionResult, PayManageFilter } from '../../../common/money/pay-manage';
import type { LoanCodeStatus } from '../../../common/money/statuses';
import type { Actor, SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { AppError, conflict, notFound } from '../../core/errors';
import type { Tx } from '../../db/client';
import { merchantOptions } from '../order-options/order-options.repository';
import { cancelFailedOrders, confirmLoanCode, payOut, type LoanCodeRow, type PayoutOrigin } from '../loan/disbursement';
import type { MerchantScope } from '../order/order-list.repository';
import { merchantScopeOf } from '../order/order-scope';
import { payRollupTotal } from './pay-counts.repository';
import { codesOfOrder, countPayOrders, findCode, latestCodes, ordersInScope, payOrderPage } from './pay-manage.repository';

/** From the rollups when they cover the filter, else counted within the budget. */
async function payTotal(deps: Deps, filter: PayManageFilter, scope: MerchantScope) {
  const rolled = await payRollupTotal(deps.db, filter, scope);
  return rolled === null ? countPayOrders(deps.db, filter, scope) : { total: rolled, exact: true };
}

export async function listPayOrders(deps: Deps, userId: number, filter: PayManageFilter, page: { current: number; size: number }) {
  const scope = await merchantScopeOf(deps.db, userId);
  const [rows, total] = await Promise.all([
    payOrderPage(deps.db, filter, scope, { limit: page.size, offset: (page.current - 1) * page.size }),
    payTotal(deps, filter, scope),
  ]);
  const codes = await latestCodes(deps.db, rows.map((r) => r.id));
  const records = rows.map(({ cursorAt: _, ...row }) => ({ ...row, attempts: codes.get(row.id)?.attempts ?? 0, latestCode: codes.get(row.id)?.latest ?? null }));
  return { records, total: total.total, totalExact: total.exact, current: page.current, size: page.size };
}

export async function loanCodesOf(deps: Deps, userId: number, orderId: number) {
  const scope = await merchantScopeOf(deps.db, userId);
  if (!(await ordersInScope(deps.db, [orderId], scope)).has(orderId)) throw notFound('loan:errors.orderNotFound');
  return codesOfOrder(deps.db, orderId);
}

export async function merchantChoices(deps: Deps, userId: number) {
  return merchantOptions(deps.db, await merchantScopeOf(deps.db, userId));
}

const outcomeOf = (orderNo: string, code: LoanCodeRow): PayActionResult => ({
  orderId: code.orderId, orderNo, ok: true, outcome: code.status as LoanCodeStatus, failType: code.failType, failCause: code.failCause,
});

const refusal = (orderId: number, orderNo: string | null, error: AppError): PayActionResult =>
  ({ orderId, orderNo, ok: false, errorKey: error.messageKey, errorParams: error.params });

/** Pays (first), re-sends or recreates each order in turn; a refusal is that order's result, not the batch's. */
export async function runPayouts(deps: Deps, userId: number, actor: Actor, orderIds: readonly number[], origin: PayoutOrigin): Promise<PayActionAnswer> {
  const known = await ordersInScope(deps.db, orderIds, await merchantScopeOf(deps.db, userId));
  const results: PayActionResult[] = [];
  for (const orderId of orderIds) {
    const orderNo = known.get(orderId) ?? null;
    if (orderNo === null) {
      results.push(refusal(orderId, null, notFound('loan:errors.orderNotFound')));
      continue;
    }
    try {
      results.push(outcomeOf(orderNo, await payOut(deps, orderId, origin, actor)));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push(refusal(orderId, orderNo, error));
    }
  }
  return { results };
}

/** Asks the channel what became of one attempt and records the answer and who confirmed it. */
export async function confirmCode(deps: Deps, userId: number, actor: Actor, loanCodeId: number): Promise<PayActionAnswer> {
  const code = await findCode(deps.db, loanCodeId);
  const scope = await merchantScopeOf(deps.db, userId);
  if (!code || (scope && !scope.includes(code.merchantId))) throw notFound('loan:errors.loanCodeNotFound');
  if (code.confirmStatus === 'confirmed') throw conflict('loan:errors.alreadyConfirmed', { orderNo: code.orderNo });
  return { results: [outcomeOf(code.orderNo, await confirmLoanCode(deps, loanCodeId, actor))] };
}

/** Voids orders whose payout failed, in the caller's transaction; any other order refuses the whole batch. */
export async function cancelOrders(deps: Deps, tx: Tx, session: SessionUser, actor: Actor, orderIds: readonly number[], reason: string | null): Promise<PayActionAnswer> {
  const known = await ordersInScope(tx, orderIds, await merchantScopeOf(tx, session.userId));
  if (known.size !== orderIds.length) throw notFound('loan:errors.orderNotFound');
  await cancelFailedOrders({ ...deps, db: tx }, orderIds, actor, session.realName, reason);
  return { results: orderIds.map((orderId) => ({ orderId, orderNo: known.get(orderId) ?? null, ok: true })) };
}
