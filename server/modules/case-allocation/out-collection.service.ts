/**
 * OutCollectionList (-New): cases handed to an external agency — to an agency seat (a collection personnel row
 * with `agency`, who then holds the case) or to an agency by name — outsourcing ended (back to the pool), and
 * the agency's results recorded on the case's timeline (a collection_contacts row, channel `agency`).
 */
import type { z } from 'zod';
import {
  OUT_COLLECTION_SCREENS, readCaseFilter, type CaseActionSummary, type CaseItemResult, type agencyResultSchema, type endOutsourceSchema, type outFilteredPreviewSchema,
  type outFilteredSchema, type outsourceSchema,
} from '../../../common/collection/case-list';
import type { CollectionSystem } from '../../../common/collection/statuses';
import { actionCode } from '../../../common/routes';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, notFound, validationError } from '../../core/errors';
import { assertConfirmedCount, collectFilteredIds } from '../../core/filtered-batch';
import { merchantScopeOf } from '../order/order-scope';
import { collectors, insertAllocations, lockCases, mayHold, setHolders, type AllocationInsert } from './allocation.repository';
import { caseWhere, filteredCaseIds, sumCases } from './case-list.repository';
import { addAgencyResult } from './out-collection.repository';

const reason = (key: string) => `caseAllocation:reasons.${key}`;

function assertMay(session: SessionUser, system: CollectionSystem, code: string) {
  if (!session.codes.has(actionCode(OUT_COLLECTION_SCREENS[system], code))) throw forbidden();
}

type Move = { kind: 'outsource'; agency: string; seatUserId: number | null } | { kind: 'outsourceEnd' };

async function move(deps: Deps, session: SessionUser, actor: Actor, system: CollectionSystem, ids: number[], how: Move): Promise<CaseActionSummary> {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const now = deps.now();
  const batchNo = `OC${now.getTime().toString(36).toUpperCase()}`;
  const results = await deps.db.transaction(async (tx) => {
    const locked = await lockCases(tx, ids);
    const out: CaseItemResult[] = [];
    const holders: { id: number; userId: number | null; agency: string | null }[] = [];
    const history: AllocationInsert[] = [];
    for (const id of [...new Set(ids)]) {
      const row = locked.get(id);
      if (!row || row.system !== system || (scope && !scope.includes(row.merchantId))) { out.push({ id, caseNo: null, outcome: 'skipped', reason: reason('notFound') }); continue; }
      const refusal = row.status === 'closed' ? 'closed' : row.status === 'retained' ? 'retained'
        : how.kind === 'outsource' ? (row.agency ? 'alreadyOutsourced' : null) : (!row.agency ? 'notOutsourced' : null);
      if (refusal) { out.push({ id, caseNo: row.caseNo, outcome: 'skipped', reason: reason(refusal) }); continue; }
      const to = how.kind === 'outsource' ? { userId: how.seatUserId ?? row.collectorUserId, agency: how.agency } : { userId: null, agency: null };
      holders.push({ id, ...to });
      history.push({ caseId: id, action: how.kind, fromUserId: row.collectorUserId, toUserId: to.userId, fromAgency: row.agency, toAgency: to.agency, batchNo, actorUserId: actor.userId, at: now });
      await recordAudit(tx, actor, { action: `outCollection.${how.kind}`, entity: 'collectionCase', entityId: id, before: { collectorUserId: row.collectorUserId, agency: row.agency }, after: to });
      out.push({ id, caseNo: row.caseNo, outcome: 'done' });
    }
    await setHolders(tx, holders, now);
    await insertAllocations(tx, history);
    return out;
  });
  const done = results.filter((r) => r.outcome === 'done').length;
  return { action: how.kind, done, skipped: results.length - done, results };
}

/** To an agency seat (its agency), or to an agency by name. */
async function outsourceMove(deps: Deps, system: CollectionSystem, input: { agency?: string; seatUserId?: number }): Promise<Move> {
  if (input.seatUserId) {
    const [seat] = (await collectors(deps.db, [system], deps.now(), input.seatUserId)).filter(mayHold);
    if (!seat?.agency) throw validationError('caseAllocation:errors.notAgencySeat');
    return { kind: 'outsource', agency: seat.agency, seatUserId: input.seatUserId };
  }
  if (!input.agency) throw validationError('caseAllocation:out.agencyRequired');
  return { kind: 'outsource', agency: input.agency, seatUserId: null };
}

export async function outsource(deps: Deps, session: SessionUser, actor: Actor, input: z.infer<typeof outsourceSchema>) {
  assertMay(session, input.system, 'outsource');
  return move(deps, session, actor, input.system, input.ids, await outsourceMove(deps, input.system, input));
}

/** The list's filter narrowed to the cases the kind starts from: collecting, and not yet (or already) outsourced. */
async function filteredWhere(deps: Deps, session: SessionUser, input: z.infer<typeof outFilteredPreviewSchema>) {
  assertMay(session, input.system, input.kind === 'outsource' ? 'outsource' : 'endOutsource');
  const filter = { ...readCaseFilter({ ...input.filter, scope: input.system }), status: ['collecting' as const], outsourced: input.kind === 'outsourceEnd' };
  return { filter, where: caseWhere(filter, await merchantScopeOf(deps.db, session.userId)) };
}

/** What "all filtered cases" would cover: count and amount due. */
export async function previewOutFiltered(deps: Deps, session: SessionUser, input: z.infer<typeof outFilteredPreviewSchema>) {
  const { filter, where } = await filteredWhere(deps, session, input);
  return sumCases(deps.db, filter, where);
}

/** Every case the list's filter matches (up to the cap, the count the user confirmed), with per-item results. */
export async function actOnOutFiltered(deps: Deps, session: SessionUser, actor: Actor, input: z.infer<typeof outFilteredSchema>): Promise<CaseActionSummary> {
  const { filter, where } = await filteredWhere(deps, session, input);
  const how = input.kind === 'outsource' ? await outsourceMove(deps, input.system, input) : { kind: 'outsourceEnd' as const };
  const ids = await collectFilteredIds((after, limit) => filteredCaseIds(deps.db, filter, where, after, limit));
  assertConfirmedCount(ids.length, input.expectedCount);
  const summary = await move(deps, session, actor, input.system, ids, how);
  await recordAudit(deps.db, actor, { action: `outCollection.${input.kind}Filtered`, entity: 'collectionCase', after: { filter: input.filter, done: summary.done } });
  return summary;
}

export function endOutsourcing(deps: Deps, session: SessionUser, actor: Actor, input: z.infer<typeof endOutsourceSchema>) {
  assertMay(session, input.system, 'endOutsource');
  return move(deps, session, actor, input.system, input.ids, { kind: 'outsourceEnd' });
}

/** The agency's result on an outsourced case: a timeline row (channel agency), the follow-up count and last contact. */
export async function recordAgencyResult(deps: Deps, session: SessionUser, actor: Actor, input: z.infer<typeof agencyResultSchema>) {
  assertMay(session, input.system, 'recordResult');
  const scope = await merchantScopeOf(deps.db, session.userId);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = (await lockCases(tx, [input.id])).get(input.id);
    if (!row || row.system !== input.system || (scope && !scope.includes(row.merchantId))) throw notFound();
    if (!row.agency) throw validationError('caseAllocation:reasons.notOutsourced');
    const contact = await addAgencyResult(tx, row, { userId: session.userId, result: input.result, remark: input.remark, agency: row.agency }, now);
    await recordAudit(tx, actor, { action: 'outCollection.recordResult', entity: 'collectionCase', entityId: input.id, after: { contactId: contact.id, result: input.result, remark: input.remark, agency: row.agency } });
    return { id: Number(contact.id) };
  });
}
