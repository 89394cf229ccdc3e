/**
 * Manual allocation use cases on one, a selection or all filtered cases: allocate, re-allocate, recall, undo,
 * retain and cancel retention. Cases are locked (FOR UPDATE, id order) and re-checked against the holder the
 * user saw inside the transaction that changes them, so of two supervisors moving the same case exactly one
 * wins and the other is told per item. Each chunk is one transaction: holder, history row and audit rows.
 */
import {
  CASE_ALLOCATION_SCREENS, codeOfAction, needsCollector, readCaseFilter, systemsOf,
  type CaseAction, type CaseActionInput, type CaseActionSummary, type CaseFilteredActionInput, type CaseItemResult, type CaseScope,
} from '../../../common/collection/case-list';
import { actionCode } from '../../../common/routes';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, validationError } from '../../core/errors';
import { assertConfirmedCount, collectFilteredIds } from '../../core/filtered-batch';
import type { Tx } from '../../db/client';
import { merchantScopeOf } from '../order/order-scope';
import { manualChoiceWarnings, type WorkWarning } from '../schedule/on-shift';
import type { MerchantScope } from '../order/order-list.repository';
import { refusalOf } from './allocation-rules';
import {
  collectors, insertAllocations, lastUndoable, lockCases, markUndone, mayHold, restartLevels, setHolders, setStatus,
  type AllocationInsert, type CollectorRow, type LockedCase,
} from './allocation.repository';
import { caseWhere, filteredCaseIds, sumCases } from './case-list.repository';

const CHUNK = 500;
const reason = (key: string) => `caseAllocation:reasons.${key}`;

export function assertMay(session: SessionUser, scope: CaseScope, code: string) {
  if (!session.codes.has(actionCode(CASE_ALLOCATION_SCREENS[scope], code))) throw forbidden();
}

interface Target { userId: number; realName: string; bySystem: Map<string, CollectorRow>; warnings: WorkWarning[] }

async function targetOf(deps: Deps, scope: CaseScope, action: CaseAction, userId: number | undefined): Promise<Target | null> {
  if (!needsCollector(action)) return null;
  if (!userId) throw validationError('caseAllocation:errors.collectorRequired');
  const rows = (await collectors(deps.db, systemsOf(scope), deps.now(), userId)).filter(mayHold);
  if (!rows.length) throw validationError('caseAllocation:errors.collectorUnavailable');
  const warnings = await manualChoiceWarnings(deps.db, userId, rows[0].realName, deps.now());
  return { userId, realName: rows[0].realName, bySystem: new Map(rows.map((r) => [r.system, r])), warnings };
}

const summarise = (action: CaseAction, results: CaseItemResult[], target: Target | null): CaseActionSummary => {
  const done = results.filter((r) => r.outcome === 'done').length;
  return { action, done, skipped: results.length - done, results, ...(target?.warnings.length ? { warnings: target.warnings } : {}) };
};

interface Run { scope: CaseScope; action: CaseAction; target: Target | null; mScope: MerchantScope; actor: Actor; now: Date; batchNo: string }

const snapshot = (r: LockedCase) => ({ collectorUserId: r.collectorUserId, agency: r.agency, status: r.status, level: r.level });

/** One chunk, one transaction: lock, check each case, change the allowed ones, write history and audit. */
async function applyChunk(tx: Tx, run: Run, items: readonly { id: number; collectorUserId?: number | null }[]): Promise<CaseItemResult[]> {
  const locked = await lockCases(tx, items.map((i) => i.id));
  const undoables = run.action === 'undo' ? await lastUndoable(tx, [...locked.keys()]) : new Map();
  const systems = systemsOf(run.scope);
  const results: CaseItemResult[] = [];
  const holders: { id: number; userId: number | null; agency: string | null }[] = [];
  const history: AllocationInsert[] = [];
  const statusIds: number[] = [];
  const undone: number[] = [];
  const changed: { row: LockedCase; after: Record<string, unknown> }[] = [];
  for (const item of items) {
    const row = locked.get(item.id);
    if (!row || !systems.includes(row.system) || (run.mScope && !run.mScope.includes(row.merchantId))) {
      results.push({ id: item.id, caseNo: null, outcome: 'skipped', reason: reason('notFound') });
      continue;
    }
    const undo = undoables.get(item.id);
    const refusal = refusalOf(row, run.action, item.collectorUserId, run.target, undo);
    if (refusal) { results.push({ id: item.id, caseNo: row.caseNo, outcome: 'skipped', reason: reason(refusal) }); continue; }
    const id = Number(row.id);
    const base = { caseId: id, batchNo: run.batchNo, actorUserId: run.actor.userId, at: run.now, fromUserId: row.collectorUserId, fromAgency: row.agency };
    if (run.action === 'retain' || run.action === 'cancelRetain') {
      statusIds.push(id);
      // Kept in the allocation history too (the holder stays), so the case's history says who retained it and when.
      history.push({ ...base, action: run.action, toUserId: row.collectorUserId, toAgency: row.agency });
      changed.push({ row, after: { status: run.action === 'retain' ? 'retained' : 'collecting' } });
      results.push({ id, caseNo: row.caseNo, outcome: 'done' });
      continue;
    }
    const to = run.action === 'undo' ? undo.fromUserId : run.action === 'recall' ? null : run.target!.userId;
    const agency = run.action === 'undo' ? undo.fromAgency : null;
    holders.push({ id, userId: to, agency });
    history.push({ ...base, action: run.action, toUserId: to, toAgency: agency });
    if (run.action === 'undo') undone.push(Number(undo.id));
    changed.push({ row, after: { collectorUserId: to, agency } });
    results.push({ id, caseNo: row.caseNo, outcome: 'done', collectorName: run.target?.realName ?? null });
  }
  await setHolders(tx, holders, run.now);
  await insertAllocations(tx, history);
  await markUndone(tx, undone);
  if (statusIds.length) {
    await setStatus(tx, statusIds, run.action === 'retain' ? 'retained' : 'collecting', run.now);
    if (run.action === 'cancelRetain') await restartLevels(tx, changed.map((x) => ({ id: Number(x.row.id), level: x.row.level })), run.now);
  }
  for (const { row, after } of changed) {
    await recordAudit(tx, run.actor, { action: `caseAllocation.${run.action}`, entity: 'collectionCase', entityId: Number(row.id), before: snapshot(row), after: { ...after, batchNo: run.batchNo } });
  }
  return results;
}

async function runItems(deps: Deps, run: Run, items: readonly { id: number; collectorUserId?: number | null }[]) {
  const results: CaseItemResult[] = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    const chunk = items.slice(i, i + CHUNK);
    results.push(...await deps.db.transaction((tx) => applyChunk(tx, run, chunk)));
  }
  return results;
}

const batchNoOf = (now: Date) => `CA${now.getTime().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6).toString(36).toUpperCase()}`;

async function runOf(deps: Deps, session: SessionUser, actor: Actor, scope: CaseScope, action: CaseAction, collectorUserId?: number): Promise<Run> {
  assertMay(session, scope, codeOfAction(action));
  const now = deps.now();
  return { scope, action, target: await targetOf(deps, scope, action, collectorUserId), mScope: await merchantScopeOf(deps.db, session.userId), actor, now, batchNo: batchNoOf(now) };
}

/** The chosen cases, each with the holder the user saw. */
export async function actOnCases(deps: Deps, session: SessionUser, actor: Actor, input: CaseActionInput): Promise<CaseActionSummary> {
  const run = await runOf(deps, session, actor, input.scope, input.action, input.collectorUserId);
  const seen = new Map(input.items.map((i) => [i.id, i]));
  return summarise(input.action, await runItems(deps, run, [...seen.values()]), run.target);
}

/** What "all filtered rows" would cover: count and amount due. */
export async function previewFiltered(deps: Deps, session: SessionUser, input: { action: CaseAction; filter: CaseFilteredActionInput['filter'] }) {
  assertMay(session, input.filter.scope, codeOfAction(input.action));
  const filter = readCaseFilter(input.filter);
  return sumCases(deps.db, filter, caseWhere(filter, await merchantScopeOf(deps.db, session.userId)));
}

/** Every case the list's filter matches (up to the cap, the count the user confirmed), with per-item results. */
export async function actOnFiltered(deps: Deps, session: SessionUser, actor: Actor, input: CaseFilteredActionInput): Promise<CaseActionSummary> {
  const run = await runOf(deps, session, actor, input.filter.scope, input.action, input.collectorUserId);
  const filter = readCaseFilter(input.filter);
  const where = caseWhere(filter, run.mScope);
  const ids = await collectFilteredIds((after, limit) => filteredCaseIds(deps.db, filter, where, after, limit));
  assertConfirmedCount(ids.length, input.expectedCount);
  const results = await runItems(deps, run, ids.map((id) => ({ id })));
  await recordAudit(deps.db, actor, { action: `caseAllocation.${input.action}Filtered`, entity: 'collectionCase', after: { filter: input.filter, batchNo: run.batchNo, done: results.filter((r) => r.outcome === 'done').length } });
  return summarise(input.action, results, run.target);
}
