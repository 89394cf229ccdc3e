/**
 * rePayManage's money calls on bills: the repay trial, the customer's coupons, a repayment by hand and the
 * batch zero settlement. Each write is one transaction under its Idempotency-Key, goes through
 * applyRepayment (the one way money meets a bill) and is audited in the same transaction.
 */
import { eatDay, trial } from '../../../common/money/bill-math';
import { parseRepaidAt, type RepayBody, type ZeroSettleBody } from '../../../common/money/repay';
import type { CouponOption, RepayResult, TrialView } from '../../../common/money/repay-rows';
import type { BillStatus } from '../../../common/money/statuses';
import { formatEat } from '../../../common/time';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import { idempotent } from '../../core/idempotency';
import type { DbOrTx } from '../../db/client';
import { amountDue, lockBills, owedOf } from '../bill/bill.repository';
import { merchantScopeOf } from '../order/order-scope';
import { applyRepayment, type RepaymentResult } from '../repay/apply-repayment';
import { usableCoupons } from '../repay/repay.repository';
import { loanOfBill } from '../bill/loan-of-bill.repository';
import { findBillsByIds } from './bills.repository';
import { guarded, withinScope } from './repay-guards';

async function visibleBill(deps: Deps, userId: number, billId: number) {
  const [row] = await findBillsByIds(deps.db, [billId]);
  if (!row || !withinScope(await merchantScopeOf(deps.db, userId), row.bill.merchantId)) throw notFound('repay:errors.billNotFound');
  return row;
}

export async function trialOf(deps: Deps, userId: number, billId: number, onDay?: string): Promise<TrialView> {
  const { bill, ...order } = await visibleBill(deps, userId, billId);
  const loan = (await loanOfBill(deps.db, bill.orderId))!;
  if (!loan.lendingAt) throw conflict('repay:errors.notDisbursed', { orderNo: loan.orderNo });
  const now = deps.now();
  const day = onDay ?? eatDay(now);
  const t = trial({ owed: owedOf(bill), dueDay: bill.dueDay, accruedThrough: bill.accruedThrough, terms: loan.terms, onDay: day });
  return {
    billId: bill.id, billNo: bill.billNo, orderNo: order.orderNo, customerName: order.customerName, phone: order.phone,
    status: bill.status as BillStatus, dueDay: bill.dueDay, lendingDay: eatDay(loan.lendingAt), onDay: day, serverNow: formatEat(now),
    owed: t.owed, lateFeeToCharge: t.lateFeeToCharge, settlementCents: t.settlementCents, extensionCents: t.extensionCents,
    extensionFeeCents: t.extensionFeeCents, overdueDays: t.overdueDays,
  };
}

/** The customer's discount coupons still waiting to be used. */
export async function couponsOf(deps: Deps, userId: number, billId: number): Promise<CouponOption[]> {
  const { bill } = await visibleBill(deps, userId, billId);
  const rows = await usableCoupons(deps.db, bill.customerId, deps.now());
  return rows.map((c) => ({ ...c, expiresAt: c.expiresAt.toISOString() }));
}

const resultOf = ({ flow, bill, waivedCents }: RepaymentResult): RepayResult => ({
  flowId: flow.id, flowNo: flow.flowNo, billId: bill.id, billNo: bill.billNo, billStatus: bill.status as BillStatus,
  amountDueCents: amountDue(bill), overflowCents: flow.overflowCents, waivedCents,
});

export async function repay(deps: Deps, session: SessionUser, actor: Actor, body: RepayBody, key: string): Promise<RepayResult> {
  await visibleBill(deps, session.userId, body.billId);
  return guarded(body.paymentCode, () => idempotent(deps, key, 'rePayManage.repay', session.userId, async (tx) => {
    const now = deps.now();
    const result = await applyRepayment(tx, {
      billId: body.billId, repayType: body.repayType, amountCents: body.amount, couponId: body.couponId ?? null,
      paymentChannel: body.paymentChannel, paymentCode: body.paymentCode, source: 'manual', repaidAt: parseRepaidAt(body.repaidAt)!,
      remark: body.remark, actorUserId: session.userId, now,
    });
    await recordAudit(tx, actor, {
      action: 'repay.repay', entity: 'repayFlow', entityId: result.flow.id,
      before: { billNo: result.bill.billNo, settlementCents: result.trial.settlementCents },
      after: { flowNo: result.flow.flowNo, repayType: body.repayType, amountCents: body.amount, couponCents: result.flow.couponCents, paymentChannel: body.paymentChannel, paymentCode: body.paymentCode, repaidAt: body.repaidAt, billStatus: result.bill.status },
    });
    return resultOf(result);
  }));
}

/**
 * Settles one bill to 0 in `db` (its amount due waived) and audits it: for a selection and for all filtered
 * rows alike; `extra` is added to the audit's after.
 */
export async function zeroSettleBill(db: DbOrTx, bill: Parameters<typeof amountDue>[0] & { id: number; billNo: string; status: string },
  { userId, actor, now, extra = {} }: { userId: number; actor: Actor; now: Date; extra?: Record<string, unknown> }) {
  const result = await applyRepayment(db, {
    billId: bill.id, repayType: 'settle', amountCents: 0, paymentChannel: null, paymentCode: null, source: 'zeroSettlement',
    repaidAt: now, waiveUpTo: Number.POSITIVE_INFINITY, actorUserId: userId, now,
  });
  await recordAudit(db, actor, {
    action: 'repay.zeroSettle', entity: 'repayFlow', entityId: result.flow.id,
    before: { billNo: bill.billNo, status: bill.status, amountDueCents: amountDue(bill) },
    after: { flowNo: result.flow.flowNo, waivedCents: result.waivedCents, status: result.bill.status, ...extra },
  });
  return result;
}

/**
 * Settles the selected bills to 0 by forgiving what each owes, all or none: the count the user confirmed
 * must be the count selected and found in their merchants, and no bill may be settled already.
 */
export async function zeroSettle(deps: Deps, session: SessionUser, actor: Actor, body: ZeroSettleBody, key: string) {
  const ids = [...new Set(body.billIds)].sort((a, b) => a - b);
  const mismatch = (actual: number) => conflict('repay:errors.zeroSettleCount', { expected: body.expectedCount, actual });
  if (ids.length !== body.expectedCount) throw mismatch(ids.length);
  const scope = await merchantScopeOf(deps.db, session.userId);
  return idempotent(deps, key, 'rePayManage.zeroSettle', session.userId, async (tx) => {
    const locked = await lockBills(tx, ids);
    const selected = locked.filter((b) => withinScope(scope, b.merchantId));
    if (selected.length !== body.expectedCount) throw mismatch(selected.length);
    const settled = selected.filter((b) => b.status === 'settled');
    if (settled.length) throw conflict('repay:errors.alreadySettled', { billNos: settled.map((b) => b.billNo).join(', ') });
    const now = deps.now();
    const flowNos: string[] = [];
    let waivedCents = 0;
    for (const bill of selected) {
      const result = await zeroSettleBill(tx, bill, { userId: session.userId, actor, now });
      flowNos.push(result.flow.flowNo);
      waivedCents += result.waivedCents;
    }
    return { settled: selected.length, flowNos, waivedCents };
  });
}
