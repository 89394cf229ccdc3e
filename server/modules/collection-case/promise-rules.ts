/**
 * Promise to pay, decided on the money events (this file) and by the promise check (promise.job.ts):
 * - cash received by the promised time adds to `paidCents`; paid ≥ promised amount (or the bill settled) → kept;
 * - at the promised time: paid ≥ amount → kept, some paid → partlyKept, nothing → broken (the case's
 *   brokenPromiseCount rises); cash after the promised time does not count towards that promise;
 * - a decided promise clears the case's commitment fields; a rollback takes its cash back off a pending promise,
 *   and a promise it had made kept goes back to pending while its time has not come.
 */
import type { PromiseStatus } from '../../../common/collection/statuses';
import type { DbOrTx } from '../../db/client';
import { clearCommitment, lockLatestPromise, restoreCommitment, updatePromise } from './case.repository';

export const decisionAtDue = (paidCents: number, amountCents: number): Exclude<PromiseStatus, 'pending' | 'superseded'> =>
  paidCents >= amountCents ? 'kept' : paidCents > 0 ? 'partlyKept' : 'broken';

/** Cash received (or, reversed, taken back) on a case's bill: the open promise's paid amount and decision. */
export async function promiseOnCash(tx: DbOrTx, caseId: number, cents: number, repaidAt: Date, reversed: boolean, billSettled: boolean, now: Date) {
  const p = await lockLatestPromise(tx, caseId, reversed ? ['pending', 'kept'] : ['pending']);
  if (!p) return;
  if (reversed) {
    const paidCents = Math.max(0, p.paidCents - cents);
    if (p.status === 'pending') await updatePromise(tx, p.id, { paidCents });
    else if (p.promisedAt > now) {
      await updatePromise(tx, p.id, { paidCents, status: 'pending', decidedAt: null });
      await restoreCommitment(tx, p, now);
    }
    return;
  }
  if (repaidAt < p.createdAt) return;
  if (repaidAt <= p.promisedAt) {
    const paidCents = p.paidCents + cents;
    const kept = paidCents >= p.amountCents || billSettled;
    await updatePromise(tx, p.id, kept ? { paidCents, status: 'kept', decidedAt: now } : { paidCents });
    if (kept) await clearCommitment(tx, p, false, now);
    return;
  }
  // The promised time passed before the check decided it: decided now on what came by then.
  const status = decisionAtDue(p.paidCents, p.amountCents);
  await updatePromise(tx, p.id, { status, decidedAt: now });
  await clearCommitment(tx, p, status === 'broken', now);
}
