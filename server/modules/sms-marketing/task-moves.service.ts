/**
 * Start now, pause, resume and cancel a marketing task: each a conditional update from the states it may start
 * from (a task moved meanwhile is a 409 naming its state), audited with the status before and after. A pause or a
 * cancel holds the task's row lock, so no run submits a message of it after the answer.
 */
import { TASK_MOVES, type TaskMove } from '../../../common/marketing/sms-marketing';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import type { MerchantScope } from '../../core/merchant-scope';
import { conflict, notFound } from '../../core/errors';
import { findTask, findTaskInScope, type TaskRow } from './sms-marketing.repository';
import { addCounts, moveTask, skipPending } from './task-run.repository';
import { runMarketingTasks, type RunSummary } from './task-run.service';

function nextState(move: TaskMove, task: TaskRow, now: Date): Partial<TaskRow> {
  switch (move) {
    case 'start': return { status: 'running', scheduledAt: now, startedAt: now };
    case 'pause': return { status: 'paused' };
    case 'resume': return { status: task.scheduledAt <= now ? 'running' : 'scheduled', ...(task.scheduledAt <= now && !task.startedAt ? { startedAt: now } : {}) };
    case 'cancel': return { status: 'cancelled', finishedAt: now };
  }
}

/** Moves a task of one of the caller's merchants; another merchant's task is not found. */
export async function moveMarketingTask(deps: Deps, actor: Actor, scope: MerchantScope, move: TaskMove, id: number): Promise<{ task: TaskRow; run?: RunSummary }> {
  const now = deps.now();
  const task = await deps.db.transaction(async (tx) => {
    const before = await findTaskInScope(tx, id, scope);
    if (!before) throw notFound();
    const [moved] = await moveTask(tx, id, TASK_MOVES[move], nextState(move, before, now));
    if (!moved) throw conflict('smsMarketing:errors.cannotMove', { status: `smsMarketing:options.status.${before.status}` });
    let after = moved;
    if (move === 'cancel') {
      const skipped = await skipPending(tx, id);
      if (skipped) {
        await addCounts(tx, id, { skippedCount: skipped });
        after = (await findTask(tx, id)) ?? moved;
      }
    }
    await recordAudit(tx, actor, { action: move, entity: 'smsMarketingTask', entityId: id, before: { status: before.status }, after: { status: after.status } });
    return after;
  });
  if (move !== 'start') return { task };
  const run = await runMarketingTasks(deps, now, id, true);
  return { task: (await findTask(deps.db, id)) ?? task, run };
}
