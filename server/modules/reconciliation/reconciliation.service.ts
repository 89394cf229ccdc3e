/**
 * ReconciliationManagement: reconcile one channel's EAT day. The statement is asked for before the
 * transaction (it is a call to the channel); the comparison and its storage are one transaction, under a
 * lock of the channel and day, so a re-run replaces the earlier run's items whole and two runs never mix.
 */
import { eatDayRange } from '../../../common/eat-day';
import type { ReconciliationItemsQuery, ReconciliationListQuery, ReconciliationRunInput, ReconciliationRunResult } from '../../../common/money/reconciliation';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { wholeReachScope, type MerchantScope } from '../../core/merchant-scope';
import { notFound, validationError } from '../../core/errors';
import { ordersByNo, ourEntries } from './reconciliation-books.repository';
import { reconcile } from './reconciliation.match';
import * as repo from './reconciliation.repository';

export async function runReconciliation(deps: Deps, actor: Actor, input: ReconciliationRunInput): Promise<ReconciliationRunResult> {
  const { channel, day } = input;
  const { from, to } = eatDayRange(day);
  const now = deps.now();
  if (from > now) throw validationError('reconciliation:errors.futureDay', { day });
  const statement = await deps.payments.statement(channel, from, to);
  const named = {
    payoutRefs: statement.filter((l) => l.direction === 'payout').map((l) => l.reference),
    receiptCodes: statement.filter((l) => l.direction === 'collection').map((l) => l.thirdPartyCode),
  };
  return deps.db.transaction(async (tx) => {
    await repo.lockChannelDay(tx, channel, day);
    const ours = await ourEntries(tx, channel, from, to, named);
    const known = new Set(ours.map((e) => e.thirdPartyCode));
    const unplaced = statement.filter((l) => l.direction === 'collection' && !known.has(l.thirdPartyCode)).map((l) => l.reference);
    const { items, pending, ...figures } = reconcile(ours, statement, await ordersByNo(tx, unplaced));
    const values = { ...figures, runBy: actor.userId, at: now };
    const previous = await repo.findRunOf(tx, channel, day);
    const run = previous ? await repo.resetRun(tx, previous.id, values) : await repo.insertRun(tx, { channel, day, ...values });
    await repo.insertItems(tx, items.map((item) => ({ ...item, runId: run.id })));
    await recordAudit(tx, actor, { action: 'reconciliation.run', entity: 'reconciliation', entityId: run.id, before: previous, after: { ...run, pending } });
    return { ...await repo.runRow(tx, run.id), pending, replaced: previous !== null };
  });
}

export const listRuns = (deps: Deps, query: ReconciliationListQuery) => repo.listRuns(deps.db, query);

export async function existingRun(deps: Deps, runId: number) {
  const run = await repo.findRun(deps.db, runId);
  if (!run) throw notFound('reconciliation:errors.runNotFound');
  return run;
}

/**
 * Which items the caller reads: all of them when they reach every merchant (statement lines matched to no order
 * included), else those of their merchants' orders.
 */
export const itemScopeOf = (deps: Deps, session: SessionUser): Promise<MerchantScope> => wholeReachScope(deps.db, session);

/** A run's items of the caller's merchants' orders. */
export async function listItems(deps: Deps, runId: number, scope: MerchantScope, query: ReconciliationItemsQuery) {
  await existingRun(deps, runId);
  return repo.listItems(deps.db, runId, scope, query);
}
