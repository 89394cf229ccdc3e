/**
 * ListLibraryManagement and AbandonedListLibraryManagement: the lists, the marketing-target change (spec 5
 * and 8), abandon by hand and recycle. Batch actions answer per item; each runs in one transaction, audited.
 * A telemarketer (no supervisor code, common/holders.ts) lists and acts on only the entries assigned to them.
 */
import type { z } from 'zod';
import { TM_FIXED_TARGET } from '../../../common/telemarketing/list';
import type {
  abandonedQuerySchema, abandonSchema, ChangeTargetInput, EntryResult, ListEntryRow, listLibraryQuerySchema,
} from '../../../common/telemarketing/list-inputs';
import { supervises, TELEMARKETING_SUPERVISOR_CODES } from '../../../common/holders';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, validationError } from '../../core/errors';
import { merchantScopeOf } from '../order/order-scope';
import * as repo from './telemarketing-list.repository';

const ENTITY = 'telemarketingListEntry';
/** Whose entries the caller works: null for a supervisor (all in their merchants), else their own id. */
const holderOf = (session: SessionUser) => (supervises(session.codes, TELEMARKETING_SUPERVISOR_CODES) ? null : session.userId);
/** A telemarketer choosing an entry not assigned to them (only possible outside their list) changes nothing. */
function assertHeld(session: SessionUser, found: readonly repo.EntryRecord[]) {
  const holder = holderOf(session);
  if (holder !== null && found.some((entry) => entry.assignedUserId !== holder)) throw forbidden('telemarketingList:errors.notYourEntry');
}
const iso = (at: Date | null) => (at ? at.toISOString() : null);

type Row = Awaited<ReturnType<typeof repo.libraryPage>>[number];
const present = (r: Row): ListEntryRow => ({
  ...r, createdAt: r.createdAt.toISOString(), abandonedAt: iso(r.abandonedAt),
  recommendedAmountCents: r.recommendedAmountCents === null ? null : Number(r.recommendedAmountCents),
  listStatus: r.customerStatus === 1 ? 'incoming' : 'notIncoming',
});

export async function listLibrary(deps: Deps, session: SessionUser, query: z.infer<typeof listLibraryQuerySchema>) {
  const { current, size, ...filter } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const [rows, total] = await Promise.all([
    repo.libraryPage(deps.db, scope, filter, holderOf(session), size, (current - 1) * size), repo.libraryCount(deps.db, scope, filter, holderOf(session)),
  ]);
  return { records: rows.map(present), total: total.total, totalExact: total.exact, current, size };
}

export async function listAbandoned(deps: Deps, session: SessionUser, query: z.infer<typeof abandonedQuerySchema>) {
  const { current, size, ...filter } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const [rows, total] = await Promise.all([
    repo.abandonedPage(deps.db, scope, filter, size, (current - 1) * size), repo.abandonedCount(deps.db, scope, filter),
  ]);
  return { records: rows.map(present), total: total.total, totalExact: total.exact, current, size };
}

/** Why an entry's marketing target cannot change, or null. */
export function targetProblem(entry: Pick<repo.EntryRecord, 'listType' | 'listState' | 'assignedUserId'>): string | null {
  if (entry.listState !== 'active') return 'telemarketingList:errors.notInLibrary';
  if (TM_FIXED_TARGET[entry.listType] !== null) return 'telemarketingList:errors.targetFixed';
  if (entry.assignedUserId !== null) return 'telemarketingList:errors.targetDataExists';
  return null;
}

function resultsOf(ids: number[], found: repo.EntryRecord[], problem: (e: repo.EntryRecord) => string | null): EntryResult[] {
  const byId = new Map(found.map((e) => [e.id, e]));
  return [...new Set(ids)].map((id) => {
    const entry = byId.get(id);
    const messageKey = entry ? problem(entry) : 'errors.notFound';
    return messageKey ? { id, ok: false, messageKey } : { id, ok: true };
  });
}

/**
 * Changes the target of the changeable entries. A mixed selection is not changed until the caller confirms
 * `onlyChangeable`: the answer names the refused ones so the screen can offer to continue with the rest.
 */
export async function changeTarget(deps: Deps, session: SessionUser, actor: Actor, input: ChangeTargetInput) {
  const scope = await merchantScopeOf(deps.db, session.userId);
  return deps.db.transaction(async (tx) => {
    const found = await repo.lockEntries(tx, scope, input.ids);
    assertHeld(session, found);
    const results = resultsOf(input.ids, found, targetProblem);
    const changeable = results.filter((r) => r.ok).map((r) => r.id);
    if (changeable.length === 0) throw conflict(results.find((r) => !r.ok)?.messageKey ?? 'telemarketingList:errors.targetDataExists');
    if (changeable.length < results.length && !input.onlyChangeable) return { applied: false, changeable: changeable.length, results };
    const at = deps.now();
    await repo.updateEntries(tx, changeable, { marketingTarget: input.marketingTarget, updatedAt: at });
    for (const entry of found.filter((e) => changeable.includes(e.id))) {
      await recordAudit(tx, actor, { action: 'telemarketingList.changeTarget', entity: ENTITY, entityId: entry.id,
        before: { marketingTarget: entry.marketingTarget }, after: { marketingTarget: input.marketingTarget } });
    }
    return { applied: true, changeable: changeable.length, results };
  });
}

export async function abandonEntries(deps: Deps, session: SessionUser, actor: Actor, input: z.infer<typeof abandonSchema>) {
  const scope = await merchantScopeOf(deps.db, session.userId);
  if (!(await repo.optionExists(deps.db, 'abandonReason', input.reason))) throw validationError('telemarketingList:errors.reasonUnknown');
  return deps.db.transaction(async (tx) => {
    const found = await repo.lockEntries(tx, scope, input.ids);
    assertHeld(session, found);
    const results = resultsOf(input.ids, found, (e) => (e.listState === 'abandoned' ? 'telemarketingList:errors.alreadyAbandoned' : null));
    const okIds = results.filter((r) => r.ok).map((r) => r.id);
    const at = deps.now();
    await repo.abandonRows(tx, okIds, { at, reason: input.reason, by: session.userId, remark: input.remark });
    for (const entry of found.filter((row) => okIds.includes(row.id))) {
      await recordAudit(tx, actor, { action: 'telemarketingList.abandon', entity: ENTITY, entityId: entry.id,
        before: { listState: 'active', assignedUserId: entry.assignedUserId }, after: { listState: 'abandoned', abandonReason: input.reason, assignedUserId: null } });
    }
    return { results };
  });
}

export async function recycleEntries(deps: Deps, session: SessionUser, actor: Actor, ids: number[]) {
  const scope = await merchantScopeOf(deps.db, session.userId);
  return deps.db.transaction(async (tx) => {
    const found = await repo.lockEntries(tx, scope, ids);
    const results = resultsOf(ids, found, (e) => (e.listState !== 'abandoned' ? 'telemarketingList:errors.notAbandoned' : null));
    const okIds = results.filter((r) => r.ok).map((r) => r.id);
    await repo.raiseRecycle(tx, okIds, deps.now());
    for (const entry of found.filter((e) => okIds.includes(e.id))) {
      await recordAudit(tx, actor, { action: 'telemarketingList.recycle', entity: ENTITY, entityId: entry.id,
        before: { listState: 'abandoned', recycleCount: entry.recycleCount }, after: { listState: 'active', recycleCount: entry.recycleCount + 1 } });
    }
    return { results };
  });
}
