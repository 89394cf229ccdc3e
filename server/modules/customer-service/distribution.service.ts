/**
 * ListLibraryManage's round-robin distribution: the chosen, or all filtered, unassigned customers given to the online
 * agents (not on leave) in turn, continuing after the agent the last distribution ended on (the cursor, locked for
 * the transaction). One transaction, one audit row, a result per customer. Docs: docs/customer-service.md.
 */
import type { DistributeBody, DistributeItem, DistributePreview, DistributeResult, DistributeTarget } from '../../../common/customer-service/distribution';
import type { ListLibraryFilter } from '../../../common/customer-service/list-library';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, validationError } from '../../core/errors';
import { assertConfirmedCount, collectFilteredIds } from '../../core/filtered-batch';
import type { DbOrTx } from '../../db/client';
import type { MerchantScope } from '../order/order-list.repository';
import { merchantScopeOf } from '../order/order-scope';
import * as rotation from './distribution.repository';
import * as repo from './list-library.repository';
import { roundRobin } from './round-robin';

const unassigned = (filter: ListLibraryFilter): ListLibraryFilter => ({ ...filter, assignment: 'unassigned' });

async function targetIds(tx: DbOrTx, scope: MerchantScope, body: DistributeBody) {
  if (body.customerIds?.length) return [...new Set(body.customerIds)].sort((x, y) => x - y);
  if (!body.filter || !body.expectedCount) throw validationError('csCalling:errors.assignWhat');
  const filter = unassigned(body.filter);
  const ids = await collectFilteredIds((after, limit) => repo.listLibraryIdsAfter(tx, scope, filter, after, limit));
  assertConfirmedCount(ids.length, body.expectedCount);
  return ids;
}

/** How many customers a distribution would give out, and to whom: what the confirmation says. */
export async function previewDistribution(deps: Deps, session: SessionUser, body: DistributeTarget): Promise<DistributePreview> {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const agents = await rotation.onlineAgents(deps.db, scope, deps.now());
  let count: number;
  if (body.customerIds?.length) {
    const found = await repo.libraryCustomers(deps.db, [...new Set(body.customerIds)], scope, false);
    count = found.filter((c) => c.agentUserId === null).length;
  } else if (body.filter) {
    count = await repo.countLibrary(deps.db, scope, unassigned(body.filter));
  } else {
    throw validationError('csCalling:errors.assignWhat');
  }
  return { count, agents: agents.map((a) => ({ agentUserId: a.userId, agentName: a.realName })) };
}

export async function distributeLibrary(deps: Deps, session: SessionUser, actor: Actor, body: DistributeBody): Promise<DistributeResult> {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const ids = await targetIds(tx, scope, body);
    const agents = await rotation.onlineAgents(tx, scope, now);
    if (!agents.length) throw conflict('csCalling:errors.noOnlineAgent');
    const cursorBefore = await rotation.lockCursor(tx, rotation.LIBRARY_ROTATION, now);
    const found = new Map((await repo.libraryCustomers(tx, ids, scope)).map((c) => [c.id, c]));
    const open = ids.map((id) => found.get(id)).filter((c) => c !== undefined && c.agentUserId === null) as { id: number; merchantId: number }[];
    const served = await Promise.all(agents.map(async (a) => ({ userId: a.userId, merchantIds: await merchantScopeOf(tx, a.userId) })));
    const { picks, cursor } = roundRobin(open, served, cursorBefore);
    const names = new Map(agents.map((a) => [a.userId, a.realName]));
    const items: DistributeItem[] = ids.map((id) => {
      const customer = found.get(id);
      const agentUserId = picks.get(id) ?? null;
      const outcome = !customer ? 'notInLibrary' : customer.agentUserId !== null ? 'alreadyAssigned' : agentUserId === null ? 'noAgent' : 'assigned';
      return { customerId: id, customerNo: customer?.customerNo ?? null, outcome, agentUserId, agentName: agentUserId === null ? null : names.get(agentUserId) ?? null };
    });
    const perAgent = agents.map((a) => ({ agentUserId: a.userId, agentName: a.realName, count: 0 }));
    for (const item of items) if (item.outcome === 'assigned') perAgent.find((p) => p.agentUserId === item.agentUserId)!.count += 1;
    for (const p of perAgent) {
      await repo.upsertAssignments(tx, items.filter((i) => i.outcome === 'assigned' && i.agentUserId === p.agentUserId).map((i) => i.customerId), p.agentUserId, session.userId, now);
    }
    await rotation.saveCursor(tx, rotation.LIBRARY_ROTATION, cursor, now);
    const assigned = items.filter((i) => i.outcome === 'assigned');
    await recordAudit(tx, actor, {
      action: 'csListLibrary.distribute', entity: 'csListLibrary', entityId: null,
      before: { lastAgentUserId: cursorBefore },
      after: { lastAgentUserId: cursor, assignments: assigned.map((i) => ({ customerId: i.customerId, agentUserId: i.agentUserId })) },
    });
    return { distributed: assigned.length, skipped: items.length - assigned.length, perAgent, items };
  });
}
