/**
 * AfterLoanSystem/FlowRecordSupplement: one bank flow entered by hand, checked by the same rules as an
 * imported row and applied the same way (source "supplement"), in one transaction under its idempotency key.
 */
import { RESULT_CODES } from '../../../common/envelope';
import { formatKes } from '../../../common/money';
import type { SupplementListQuery, SupplementedFlowRow } from '../../../common/money/write-off-lists';
import { writeOffProblem, type SupplementInput, type SupplementResult, type WriteOffProblem } from '../../../common/money/write-off';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { idempotent } from '../../core/idempotency';
import { merchantScopeOf } from '../order/order-scope';
import { applyEntry, problemOf } from './write-off.apply';
import * as repo from './write-off.repository';
import { checkRows, refineSerialProblem } from './write-off.rules';

/** Refusals about what already happened to the money are conflicts; the rest is bad input. */
const CONFLICTS: ReadonlySet<string> = new Set(['writeOff:errors.serialRepeated', 'writeOff:errors.serialWrittenOff', 'writeOff:errors.alreadyWrittenOff']);
const refusal = (p: WriteOffProblem, data: unknown = null) =>
  new AppError(CONFLICTS.has(p.key) ? RESULT_CODES.conflict : RESULT_CODES.validation, p.key, p.params, data);

export async function supplementFlow(deps: Deps, session: SessionUser, actor: Actor, key: string, input: SupplementInput): Promise<SupplementResult> {
  const { confirmExcess, ...entry } = input;
  const formProblem = writeOffProblem(entry);
  if (formProblem) throw refusal(formProblem);
  try {
    return await idempotent(deps, key, 'writeOff.supplement', session.userId, async (tx) => {
      const now = deps.now();
      const [row] = await checkRows(tx, [{ rowNo: 1, fields: entry, problem: null }], await merchantScopeOf(tx, session.userId), now);
      if (row.problem || !row.entry || !row.order) throw refusal(row.problem ?? { key: 'writeOff:errors.incomplete' });
      if (row.excess && !confirmExcess) {
        throw new AppError(RESULT_CODES.conflict, 'writeOff:errors.confirmExcess', { loanAmount: formatKes(row.order.practicalAmountCents) },
          { confirmExcess: true, loanAmountCents: row.order.practicalAmountCents });
      }
      const caps = await repo.writeOffCaps(tx, [row.order.merchantId]);
      const applied = await applyEntry(tx, row.entry, row.order, { source: 'supplement', batchId: null, cap: caps.get(row.order.merchantId), actorUserId: session.userId, now });
      await recordAudit(tx, actor, {
        action: 'writeOff.supplement', entity: 'repayFlow', entityId: applied.flowId,
        after: { ...entry, flowNo: applied.flowNo, billStatus: applied.billStatus, waivedCents: applied.waivedCents },
      });
      return { flowNo: applied.flowNo, billStatus: applied.billStatus, waivedCents: applied.waivedCents, autoWrittenOff: applied.autoWrittenOff };
    });
  } catch (error) {
    if (error instanceof AppError && !error.messageKey.startsWith('repay:')) throw error;
    const problem = problemOf(error, entry);
    if (!problem) throw error;
    throw refusal(await refineSerialProblem(deps.db, problem, entry.serialNo));
  }
}

export async function listSupplements(deps: Deps, userId: number, query: SupplementListQuery) {
  const { rows, total, exact } = await repo.listSupplements(deps.db, query, await merchantScopeOf(deps.db, userId));
  const records: SupplementedFlowRow[] = rows.map(({ flow, orderNo, createdByName }) => ({
    id: flow.id, flowNo: flow.flowNo, orderNo, serialNo: flow.paymentCode, channel: flow.paymentChannel, amountCents: flow.amountCents,
    waivedCents: flow.waivedCents, overflowCents: flow.overflowCents, isRecord: flow.isRecord, accountId: flow.accountId, status: flow.status,
    repaidAt: flow.repaidAt.toISOString(), createdByName, createdAt: flow.createdAt.toISOString(),
  }));
  return { records, total, totalExact: exact, current: query.current, size: query.size };
}
