/** Leave applications from the header: a start and an end time; the scheduler reads them. */
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound, validationError } from '../../core/errors';
import { findLeave, insertLeave, updateLeave } from './leave.repository';

export async function applyLeave(deps: Deps, userId: number, input: { startAt: Date; endAt: Date; reason?: string }, actor: Actor) {
  if (input.endAt <= input.startAt) throw validationError('leave.endBeforeStart');
  return deps.db.transaction(async (tx) => {
    const row = await insertLeave(tx, { userId, startAt: input.startAt, endAt: input.endAt, reason: input.reason });
    await recordAudit(tx, actor, { action: 'create', entity: 'leaveApplication', entityId: row.id, after: row });
    return row;
  });
}

export async function cancelLeave(deps: Deps, userId: number, id: number, actor: Actor) {
  const row = await findLeave(deps.db, id, userId);
  if (!row) throw notFound();
  if (row.status === 'cancelled') throw conflict('leave.alreadyCancelled');
  if (row.startAt <= deps.now()) throw conflict('leave.alreadyStarted');
  await deps.db.transaction(async (tx) => {
    const after = await updateLeave(tx, id, { status: 'cancelled' });
    await recordAudit(tx, actor, { action: 'cancel', entity: 'leaveApplication', entityId: id, before: row, after });
  });
}
