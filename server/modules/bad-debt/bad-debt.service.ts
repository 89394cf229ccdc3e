/**
 * The bad-debt library: cases moved in (pending), approved by someone other than the requester — the case closes
 * as badDebt and leaves every queue — or rejected; an approved entry moved out reopens the case. One open entry
 * per case (a partial unique index). Each change and its case change are one transaction, audited.
 */
import { BAD_DEBT_SCREENS, type BadDebtMoveInInput, type BadDebtMoveInResult, type BadDebtRow } from '../../../common/collection/bad-debt';
import type { CollectionSystem } from '../../../common/collection/statuses';
import { COLLECTION_SUPERVISOR_CODES, mayActOn } from '../../../common/holders';
import { actionCode } from '../../../common/routes';
import { formatEat } from '../../../common/time';
import { actorOf, type SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, notFound } from '../../core/errors';
import { assertNotHolder } from '../../core/holders';
import { translate } from '../../core/i18n';
import type { Tx } from '../../db/client';
import { closeCase, reopenCase } from '../collection-case/case-lifecycle';
import { amountDue } from '../bill/bill.repository';
import { caseById, casesByIds, casesByNos } from '../collection-deduction/case-of.repository';
import { merchantScopeOf } from '../order/order-scope';
import { isUniqueViolation } from '../wallet/payout-channel';
import * as repo from './bad-debt.repository';

export interface Caller {
  session: SessionUser;
  ip: string;
  language: string;
}

function assertCode(session: SessionUser, system: CollectionSystem, action: string) {
  if (!session.codes.has(actionCode(BAD_DEBT_SCREENS[system], action))) throw forbidden();
}

/** Per case: a pending entry, or why not (not found, other system, closed, already in the library). Each case in its own savepoint. */
export async function moveIn(tx: Tx, deps: Deps, caller: Caller, input: BadDebtMoveInInput): Promise<BadDebtMoveInResult[]> {
  assertCode(caller.session, input.system, 'moveIn');
  const scope = await merchantScopeOf(tx, caller.session.userId);
  const found = [...await casesByNos(tx, input.caseNos), ...await casesByIds(tx, input.caseIds)];
  const byNo = new Map(found.map((c) => [c.caseNo, c]));
  const wanted = [...new Set([...input.caseNos, ...found.filter((c) => input.caseIds.includes(c.id)).map((c) => c.caseNo)])];
  const message = (key: string, params?: Record<string, string | number>) => translate(caller.language, key, params);
  const results: BadDebtMoveInResult[] = [];
  const now = deps.now();
  for (const caseNo of wanted) {
    const c = byNo.get(caseNo);
    if (!c || (scope && !scope.includes(c.merchantId)) || c.system !== input.system) { results.push({ caseNo, ok: false, message: message('badDebt:errors.caseNotFound') }); continue; }
    if (c.status === 'closed') { results.push({ caseNo, ok: false, message: message('badDebt:errors.caseClosed') }); continue; }
    if (!mayActOn(caller.session, c.collectorUserId, COLLECTION_SUPERVISOR_CODES)) { results.push({ caseNo, ok: false, message: message('badDebt:errors.notYourCase') }); continue; }
    try {
      await tx.transaction(async (sp) => {
        const row = await repo.insertEntry(sp as Tx, {
          caseId: c.id, system: c.system, merchantId: c.merchantId, reason: input.reason, amountCents: c.amountDueCents, status: 'pending',
          requestedBy: caller.session.userId, createdAt: now, updatedAt: now,
        });
        await recordAudit(sp, actorOf(caller), { action: 'badDebt.moveIn', entity: 'badDebt', entityId: row.id, after: { ...row, caseNo } });
      });
      results.push({ caseNo, ok: true });
    } catch (error) {
      if (!isUniqueViolation(error, 'bad_debt_entries_open_uq')) throw error;
      results.push({ caseNo, ok: false, message: message('badDebt:errors.alreadyInLibrary') });
    }
  }
  return results;
}

async function lockedInScope(tx: Tx, caller: Caller, id: number, action: string) {
  const row = await repo.lockEntry(tx, id);
  const scope = await merchantScopeOf(tx, caller.session.userId);
  if (!row || (scope && !scope.includes(row.merchantId))) throw notFound('badDebt:errors.notFound');
  assertCode(caller.session, row.system, action);
  return row;
}

/** Maker-checker: neither the requester nor the holder of the entry's case decides it. */
async function assertMayDecide(tx: Tx, caller: Caller, row: { requestedBy: number | null; caseId: number }) {
  if (row.requestedBy === caller.session.userId) throw forbidden('badDebt:errors.ownApplication');
  assertNotHolder(caller.session, (await caseById(tx, row.caseId))?.collectorUserId ?? null, 'badDebt:errors.holderDecides');
}

const wrongState = (status: string) => conflict('badDebt:errors.wrongStatus', { status: `collection:options.badDebtStatus.${status}` });

export async function approve(tx: Tx, deps: Deps, caller: Caller, input: { id: number }) {
  const row = await lockedInScope(tx, caller, input.id, 'approve');
  if (row.status !== 'pending') throw wrongState(row.status);
  await assertMayDecide(tx, caller, row);
  const now = deps.now();
  const moved = await repo.moveEntry(tx, row.id, 'pending', { status: 'approved', approvedBy: caller.session.userId, approvedAt: now, updatedAt: now });
  if (!moved) throw wrongState('approved');
  const closed = await closeCase(tx, row.caseId, 'badDebt', now);
  await recordAudit(tx, actorOf(caller), { action: 'badDebt.approve', entity: 'badDebt', entityId: row.id, before: { status: row.status }, after: { status: moved.status, caseClosed: closed } });
  return { id: row.id, status: moved.status };
}

export async function reject(tx: Tx, deps: Deps, caller: Caller, input: { id: number; remark?: string }) {
  const row = await lockedInScope(tx, caller, input.id, 'reject');
  if (row.status !== 'pending') throw wrongState(row.status);
  await assertMayDecide(tx, caller, row);
  const now = deps.now();
  const moved = await repo.moveEntry(tx, row.id, 'pending', { status: 'rejected', approvedBy: caller.session.userId, approvedAt: now, updatedAt: now });
  if (!moved) throw wrongState('rejected');
  await recordAudit(tx, actorOf(caller), { action: 'badDebt.reject', entity: 'badDebt', entityId: row.id, before: { status: row.status }, after: { status: moved.status, remark: input.remark ?? null } });
  return { id: row.id, status: moved.status };
}

export async function moveOut(tx: Tx, deps: Deps, caller: Caller, input: { id: number; reason: string }) {
  const row = await lockedInScope(tx, caller, input.id, 'moveOut');
  if (row.status !== 'approved') throw wrongState(row.status);
  const now = deps.now();
  const moved = await repo.moveEntry(tx, row.id, 'approved', { status: 'movedOut', movedOutBy: caller.session.userId, movedOutAt: now, moveOutReason: input.reason, updatedAt: now });
  if (!moved) throw wrongState('movedOut');
  // A bill paid off while in the library stays closed.
  const kase = await caseById(tx, row.caseId);
  const reopened = kase && amountDue(kase.bill) > 0 ? await reopenCase(tx, row.caseId, 'reopened', now) : false;
  await recordAudit(tx, actorOf(caller), { action: 'badDebt.moveOut', entity: 'badDebt', entityId: row.id, before: { status: row.status }, after: { status: moved.status, reason: input.reason, caseReopened: reopened } });
  return { id: row.id, status: moved.status };
}

export async function list(deps: Deps, session: SessionUser, query: repo.BadDebtListQuery) {
  const { current, size } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total } = await repo.badDebtList.page(deps.db, scope, query);
  const records: BadDebtRow[] = rows.map(({ requestedBy, ...r }) => ({
    ...r, ownApplication: requestedBy === session.userId, approvedAt: r.approvedAt ? formatEat(r.approvedAt) : null,
    movedOutAt: r.movedOutAt ? formatEat(r.movedOutAt) : null, createdAt: formatEat(r.createdAt),
  }));
  return { records, total, current, size };
}
