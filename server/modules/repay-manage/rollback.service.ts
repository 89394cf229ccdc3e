/**
 * Rolling back a repayment flow (RollbackFlow, RepaymentManagementNew): undo a settle, turn a partial
 * repayment into an extension, or an extension into a settle. The flow is invalidated and reversed by the
 * core; the two re-applications then apply the same money (amount, coupon, channel, serial number and
 * time) under the new type. All in one transaction: if the money does not buy the new type, nothing changes.
 */
import { ROLLBACK_RULES, type RollbackBody } from '../../../common/money/repay';
import { offsetsOf, type RollbackResult } from '../../../common/money/repay-rows';
import type { BillStatus, FlowSource, RollbackType } from '../../../common/money/statuses';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import { idempotent } from '../../core/idempotency';
import { merchantScopeOf } from '../order/order-scope';
import { applyRepayment, type FlowAllocation } from '../repay/apply-repayment';
import { insertRollback, lockFlow } from '../repay/repay.repository';
import { rollbackRepayment } from '../repay/rollback-repayment';
import { guarded, withinScope } from './repay-guards';
import { autoWriteOffCap } from './write-off-cap.repository';

/**
 * An extension's money is always short of the settlement (else settle had to be chosen), so a settle in
 * its place may forgive the merchant's automatic write-off remainder (docs/decisions.md, Money core).
 */
const forgivesRemainder = (type: RollbackType) => type === 'extensionToSettle';

export async function rollbackFlow(deps: Deps, session: SessionUser, actor: Actor, body: RollbackBody, key: string): Promise<RollbackResult> {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const rule = ROLLBACK_RULES[body.rollbackType];
  return guarded(null, () => idempotent(deps, key, 'rePayManage.rollback', session.userId, async (tx) => {
    const flow = await lockFlow(tx, body.flowId);
    if (!flow || !withinScope(scope, flow.merchantId)) throw notFound('repay:errors.flowNotFound');
    if (flow.status !== 'valid') throw conflict('repay:errors.alreadyRolledBack', { flowNo: flow.flowNo });
    if (flow.repayType !== rule.undoes) {
      throw conflict('repay:errors.rollbackTypeMismatch', {
        flowNo: flow.flowNo, flowType: `repay:repayTypes.${flow.repayType}`, rollbackType: `repay:rollbackTypes.${body.rollbackType}`, expected: `repay:repayTypes.${rule.undoes}`,
      });
    }
    if (rule.reappliedAs && !flow.paymentCode) throw conflict('repay:errors.noThirdPartyFlow');
    const now = deps.now();
    const undone = await rollbackRepayment(tx, { flowId: flow.id, actorUserId: session.userId, at: now, reason: body.reason });
    const replacement = rule.reappliedAs ? await applyRepayment(tx, {
      billId: flow.billId, repayType: rule.reappliedAs, amountCents: flow.amountCents, couponId: flow.couponId,
      paymentChannel: flow.paymentChannel, paymentCode: flow.paymentCode, source: flow.source as FlowSource, repaidAt: flow.repaidAt,
      isRecord: flow.isRecord, accountId: flow.accountId, batchId: flow.batchId, remark: flow.remark, actorUserId: session.userId, now,
      waiveUpTo: forgivesRemainder(body.rollbackType) ? await autoWriteOffCap(tx, flow.merchantId) : undefined,
    }) : null;
    const row = await insertRollback(tx, {
      flowId: flow.id, orderId: flow.orderId, rollbackType: body.rollbackType, totalCents: flow.amountCents + flow.couponCents + flow.waivedCents,
      offsets: offsetsOf(flow.allocation as FlowAllocation), replacementFlowId: replacement?.flow.id ?? null, reason: body.reason,
      createdBy: session.userId, at: now,
    });
    const bill = replacement?.bill ?? undone.bill;
    await recordAudit(tx, actor, {
      action: 'repay.rollback', entity: 'repayFlow', entityId: flow.id,
      before: { flowNo: flow.flowNo, repayType: flow.repayType, status: flow.status, amountCents: flow.amountCents },
      after: { rollbackType: body.rollbackType, status: undone.flow.status, replacementFlowNo: replacement?.flow.flowNo ?? null, billStatus: bill.status, reason: body.reason },
    });
    return { rollbackId: row.id, flowNo: flow.flowNo, billStatus: bill.status as BillStatus, replacementFlowNo: replacement?.flow.flowNo ?? null };
  }));
}
