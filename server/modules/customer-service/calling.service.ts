/**
 * CallingAssignments: an agent sees and works their own assignments; a holder of viewAll (a manager) sees all
 * of their merchants'. Follow-up (result, note, next call), click-to-call through the caller's call config (as
 * the dial tasks), and a manager's reassign and recall. Every change is audited per assignment.
 */
import { actionCode } from '../../../common/routes';
import {
  CALLING_SCREEN, FOLLOW_UP_HISTORY_MAX, type CallingFollowUpBody, type CallingFollowUpRow, type CallingQuery, type CallingRow,
} from '../../../common/customer-service/calling';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, notFound, validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { insertCallLog } from '../call/call.repository';
import { callConfigOf, TEL_LINK } from '../call/call.service';
import { merchantScopeOf } from '../order/order-scope';
import * as repo from './calling.repository';
import { assertAgentFor } from './list-library.service';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const AUDIT_ENTITY = 'csCallAssignment';
export const seesAllAssignments = (session: SessionUser) => session.codes.has(actionCode(CALLING_SCREEN, 'viewAll'));

export async function listCalling(deps: Deps, session: SessionUser, query: CallingQuery) {
  const { current, size } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const ownerId = seesAllAssignments(session) ? undefined : session.userId;
  const { rows, total } = await repo.callingList.page(deps.db, scope, { ...query, ownerId, dueBy: query.followState === 'due' ? deps.now() : undefined });
  const records: CallingRow[] = rows.map((r) => ({
    ...r, assignedAt: r.assignedAt.toISOString(), nextCallAt: iso(r.nextCallAt), followedAt: iso(r.followedAt), lastCallAt: iso(r.lastCallAt),
  }));
  return { records, total, current, size };
}

export async function callingAgents(deps: Deps, session: SessionUser) {
  return repo.assignedAgents(deps.db, await merchantScopeOf(deps.db, session.userId));
}

/** The assignments, locked, all within the caller's merchants and — without viewAll — all the caller's own. */
async function lockWorkable(tx: DbOrTx, session: SessionUser, ids: readonly number[], manage = false, lock = true) {
  const unique = [...new Set(ids)];
  const found = await repo.lockAssignments(tx, unique, lock);
  const scope = await merchantScopeOf(tx, session.userId);
  const all = manage || seesAllAssignments(session);
  const ok = found.length === unique.length && found.every((f) =>
    (scope === null || scope.includes(f.merchantId)) && (all || f.assignment.agentUserId === session.userId));
  if (!ok) throw notFound('csCalling:errors.assignmentNotFound');
  return found;
}

export async function followUpAssignment(deps: Deps, session: SessionUser, actor: Actor, body: CallingFollowUpBody) {
  const now = deps.now();
  const nextCallAt = body.nextCallAt ? new Date(body.nextCallAt) : null;
  if (nextCallAt && nextCallAt <= now) throw validationError('csCalling:errors.nextCallInPast');
  return deps.db.transaction(async (tx) => {
    const [{ assignment: before }] = await lockWorkable(tx, session, [body.id]);
    const after = await repo.updateAssignment(tx, body.id, {
      result: body.result, note: body.note, nextCallAt, followedAt: now, followCount: before.followCount + 1, updatedAt: now,
    });
    await repo.insertFollowUp(tx, {
      assignmentId: body.id, customerId: before.customerId, userId: session.userId, result: body.result, note: body.note, nextCallAt, createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'csCallAssignment.followUp', entity: AUDIT_ENTITY, entityId: body.id,
      before: { result: before.result, note: before.note, nextCallAt: iso(before.nextCallAt) },
      after: { result: after.result, note: after.note, nextCallAt: iso(after.nextCallAt) },
    });
    return { id: body.id, result: after.result, followCount: after.followCount };
  });
}

/** The follow-up history of an assignment's customer (every follow-up row, newest first), for whoever may work it. */
export async function followUpHistory(deps: Deps, session: SessionUser, id: number): Promise<CallingFollowUpRow[]> {
  const [{ assignment }] = await lockWorkable(deps.db, session, [id], false, false);
  const rows = await repo.followUpsOf(deps.db, assignment.customerId, FOLLOW_UP_HISTORY_MAX);
  return rows.map((r) => ({ ...r, at: r.at.toISOString(), nextCallAt: iso(r.nextCallAt) }));
}

/** Click-to-call: the number is resolved here from the customer and never leaves the server for a masked user. */
export async function callAssignment(deps: Deps, session: SessionUser, actor: Actor, id: number) {
  const [found] = await deps.db.transaction((tx) => lockWorkable(tx, session, [id]));
  const config = await callConfigOf(deps, session.userId);
  const telLink = config.startAccount === TEL_LINK;
  if (telLink && session.isDesensitization) throw forbidden('csCalling:errors.telLinkNeedsPlainData');
  const dialled = telLink ? null : await deps.calls.dial({ phone: found.phone, seat: config.seat, userId: session.userId })
    .catch(() => ({ status: 'failed' as const, providerRef: '' }));
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const log = await insertCallLog(tx, {
      userId: session.userId, orderId: null, phone: found.phone, via: telLink ? 'telLink' : 'callCentre', provider: dialled ? deps.calls.name : null,
      providerRef: dialled?.providerRef || null, status: dialled?.status ?? 'opened', createdAt: now,
    });
    await repo.updateAssignment(tx, id, { lastCallAt: now });
    await recordAudit(tx, actor, { action: 'csCallAssignment.call', entity: AUDIT_ENTITY, entityId: id, after: { callLogId: log.id, via: log.via, status: log.status } });
    return telLink
      ? { via: log.via, callLogId: log.id, status: log.status, telUri: `tel:+${found.phone}` }
      : { via: log.via, callLogId: log.id, status: log.status, providerRef: log.providerRef };
  });
}

export async function reassignAssignments(deps: Deps, session: SessionUser, actor: Actor, body: { ids: number[]; agentUserId: number }) {
  return deps.db.transaction(async (tx) => {
    const found = await lockWorkable(tx, session, body.ids, true);
    await assertAgentFor(tx, body.agentUserId, [...new Set(found.map((f) => f.merchantId))]);
    const now = deps.now();
    await repo.moveAssignments(tx, found.map((f) => f.assignment.id), body.agentUserId, session.userId, now);
    for (const f of found) {
      await recordAudit(tx, actor, {
        action: 'csCallAssignment.reassign', entity: AUDIT_ENTITY, entityId: f.assignment.id,
        before: { agentUserId: f.assignment.agentUserId }, after: { agentUserId: body.agentUserId },
      });
    }
    return { reassigned: found.length };
  });
}

/** Recall: the assignments end (the customers go back to the library as unassigned if they still have not applied). */
export async function recallAssignments(deps: Deps, session: SessionUser, actor: Actor, ids: number[]) {
  return deps.db.transaction(async (tx) => {
    const found = await lockWorkable(tx, session, ids, true);
    await repo.deleteAssignments(tx, found.map((f) => f.assignment.id));
    for (const f of found) {
      await recordAudit(tx, actor, {
        action: 'csCallAssignment.recall', entity: AUDIT_ENTITY, entityId: f.assignment.id,
        before: { customerId: f.assignment.customerId, agentUserId: f.assignment.agentUserId, result: f.assignment.result }, after: null,
      });
    }
    return { recalled: found.length };
  });
}
