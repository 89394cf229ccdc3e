/**
 * ListLibraryManage: the registered-but-not-signed-in / not-applied customers of the caller's merchants, read
 * live, and their assignment to a service agent (chosen rows, or all filtered rows with the confirmed count).
 * The app reports sign-ins through open/customer/signIn. Docs: docs/customer-service.md.
 */
import type { ListLibraryAssignBody } from '../../../common/customer-service/list-library';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound, validationError } from '../../core/errors';
import { assertConfirmedCount, collectFilteredIds } from '../../core/filtered-batch';
import type { DbOrTx } from '../../db/client';
import { merchantScopeOf } from '../order/order-scope';
import * as repo from './list-library.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export async function listLibrary(deps: Deps, session: SessionUser, query: repo.LibraryListQuery) {
  const { current, size } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total } = await repo.libraryList.page(deps.db, scope, query);
  const records = rows.map((r) => ({ ...r, registeredAt: r.registeredAt.toISOString(), lastSignInAt: iso(r.lastSignInAt), assignedAt: iso(r.assignedAt) }));
  return { records, total, current, size };
}

export async function agentChoices(deps: Deps, session: SessionUser) {
  const rows = await repo.agentOptions(deps.db, await merchantScopeOf(deps.db, session.userId));
  return rows.map((r) => ({ value: r.userId, label: `${r.realName} (${r.userNo})`, workingStatus: r.workingStatus, groupName: r.groupName }));
}

/** The agent must be a service agent who is not offline and whose merchants cover every customer given. */
export async function assertAgentFor(db: DbOrTx, agentUserId: number, merchantIds: readonly number[]) {
  const agent = await repo.findAgent(db, agentUserId);
  if (!agent) throw validationError('csCalling:errors.notAgent');
  if (agent.workingStatus === 'offline') throw conflict('csCalling:errors.agentOffline');
  const scope = await merchantScopeOf(db, agentUserId);
  if (scope && merchantIds.some((m) => !scope.includes(m))) throw validationError('csCalling:errors.agentOutOfScope');
}

export async function assignFromLibrary(deps: Deps, session: SessionUser, actor: Actor, body: ListLibraryAssignBody) {
  const scope = await merchantScopeOf(deps.db, session.userId);
  return deps.db.transaction(async (tx) => {
    let ids: number[];
    if (body.customerIds?.length) {
      ids = [...new Set(body.customerIds)];
    } else if (body.filter && body.expectedCount) {
      const filter = body.filter;
      ids = await collectFilteredIds((after, limit) => repo.listLibraryIdsAfter(tx, scope, filter, after, limit));
      assertConfirmedCount(ids.length, body.expectedCount);
    } else {
      throw validationError('csCalling:errors.assignWhat');
    }
    const found = await repo.libraryCustomers(tx, ids, scope);
    if (found.length !== ids.length) throw notFound('csCalling:errors.customerNotInLibrary');
    await assertAgentFor(tx, body.agentUserId, [...new Set(found.map((c) => c.merchantId))]);
    await repo.upsertAssignments(tx, ids, body.agentUserId, session.userId, deps.now());
    await recordAudit(tx, actor, {
      action: 'csListLibrary.assign', entity: 'csListLibrary', entityId: body.agentUserId,
      before: { agentUserIds: [...new Set(found.map((c) => c.agentUserId))] }, after: { agentUserId: body.agentUserId, customerIds: ids },
    });
    return { assigned: ids.length };
  });
}

/** The customer app's report of a sign-in, for a customer of the key's merchant. */
export async function recordCustomerSignIn(deps: Deps, merchantId: number, customerNo: string) {
  const customer = await repo.findMerchantCustomer(deps.db, merchantId, customerNo);
  if (!customer) throw notFound('csCalling:errors.customerNotFound');
  await repo.recordSignIn(deps.db, customer.id, deps.now());
  return { customerNo };
}
