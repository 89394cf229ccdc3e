/**
 * A collector taken off shift for today (schedule/on-shift.ts, announced by the schedule module through
 * core/off-shift.ts): under the team's policy "return" their collecting cases (not retained, not outsourced) go back
 * to the pool and are re-allocated at once to the collectors who take part today; under "keep" nothing moves.
 * Runs inside the cell change's transaction, so the cell, the returns and the new holders commit together.
 */
import { COLLECTION_SYSTEMS } from '../../../common/collection/statuses';
import { recordAudit } from '../../core/audit';
import type { OffShiftChange, OffShiftOutcome } from '../../core/off-shift';
import type { Tx } from '../../db/client';
import { insertAllocations, lockHeldCollecting, setHolders } from './allocation.repository';
import { allocateSystem } from './auto-allocation.job';

export async function returnCasesOfOffShift(tx: Tx, change: OffShiftChange): Promise<OffShiftOutcome> {
  if (change.policy !== 'return') return { returned: 0, reallocated: 0 };
  const held = await lockHeldCollecting(tx, change.userId);
  if (!held.length) return { returned: 0, reallocated: 0 };
  const batchNo = `OFF${change.now.getTime().toString(36).toUpperCase()}U${change.userId}`;
  await setHolders(tx, held.map((row) => ({ id: Number(row.id), userId: null, agency: null })), change.now);
  await insertAllocations(tx, held.map((row) => ({
    caseId: Number(row.id), action: 'recall', fromUserId: change.userId, toUserId: null, batchNo, actorUserId: change.actor.userId, at: change.now,
  })));
  await recordAudit(tx, change.actor, {
    action: 'caseAllocation.offShiftReturn', entity: 'collectionCase', entityId: change.userId,
    before: { collectorUserId: change.userId, caseIds: held.map((row) => Number(row.id)) }, after: { collectorUserId: null, day: change.day, batchNo },
  });
  let reallocated = 0;
  for (const system of COLLECTION_SYSTEMS) {
    const ids = held.filter((row) => row.system === system).map((row) => Number(row.id));
    if (ids.length) reallocated += (await allocateSystem(tx, system, change.now, batchNo, ids)).allocated;
  }
  return { returned: held.length, reallocated };
}
