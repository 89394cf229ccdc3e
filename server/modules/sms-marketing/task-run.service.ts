/**
 * A marketing task's run (job "marketing SMS", every 15 s; "Start now" runs it for one task):
 * 1. scheduled tasks whose time has come start running;
 * 2. each running task's audience is materialised in slices of customers (cursor on the task, resumable);
 * 3. within marketing hours, up to a quarter of the task's per-minute rate of pending recipients is rendered and
 *    written to the outbox (kind "marketing") in the same transaction that marks them submitted — under the task's
 *    row lock, so a paused or cancelled task submits nothing more, and a recipient is submitted once;
 * 4. the delivery's results (sent / failed) are counted back on the tasks.
 * Everything is safe to run twice and on two servers: row locks with SKIP LOCKED and the recipients' unique index.
 */
import { renderTemplate } from '../../../common/contact/template';
import { inMarketingHours, MARKETING_MESSAGE_KIND } from '../../../common/marketing/sms-marketing';
import type { Deps } from '../../core/deps';
import { deliverQueuedMessages } from '../message-template/send-templated';
import {
  addCounts, claimPending, hasPending, insertMarketingOutbox, lockRunningTask, markSubmitted, materialiseSlice, runningTaskIds,
  startDueTasks, takeResults, taskTemplateAndMerchant,
} from './task-run.repository';

export const SLICE_SIZE = 2_000;
const SLICES_PER_RUN = 5;
const RUNS_PER_MINUTE = 4;

export interface RunSummary { recipients: number; submitted: number; outsideHours: boolean }

async function materialise(deps: Deps, taskId: number, now: Date, slices: number): Promise<number> {
  let added = 0;
  for (let i = 0; i < slices; i += 1) {
    const step = await deps.db.transaction(async (tx) => {
      const task = await lockRunningTask(tx, taskId);
      if (!task || task.audienceDone) return null;
      const slice = await materialiseSlice(tx, task, now, SLICE_SIZE);
      await addCounts(tx, task.id, { queuedCount: slice.added, skippedCount: slice.skipped }, { audienceCursor: slice.cursor, audienceDone: slice.done });
      return slice;
    });
    if (!step) break;
    added += step.added;
    if (step.done) break;
  }
  return added;
}

/** Writes up to a quarter minute's rate of the task's pending recipients to the outbox; finishes a task with none left. */
async function submit(deps: Deps, taskId: number, now: Date): Promise<number[]> {
  return deps.db.transaction(async (tx) => {
    const task = await lockRunningTask(tx, taskId);
    if (!task) return [];
    const claimed = await claimPending(tx, task.id, Math.ceil(task.ratePerMinute / RUNS_PER_MINUTE));
    if (!claimed.length) {
      if (task.audienceDone && !(await hasPending(tx, task.id))) await addCounts(tx, task.id, {}, { status: 'finished', finishedAt: now });
      return [];
    }
    const { content, merchantName, appName } = await taskTemplateAndMerchant(tx, task);
    const messages = claimed.map((c) => ({
      phone: c.phone,
      body: renderTemplate(content, { customerName: c.customerName, merchantName, appName: appName ?? merchantName }).text,
    }));
    const outboxIds = await insertMarketingOutbox(tx, MARKETING_MESSAGE_KIND.task, task.merchantId, messages);
    await markSubmitted(tx, claimed.map((c, i) => ({ id: c.id, outboxId: outboxIds[i] })), now);
    await addCounts(tx, task.id, { submittedCount: claimed.length });
    return outboxIds;
  });
}

/** Counts the delivery's sent / failed results on their tasks. */
export async function countResults(deps: Deps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const results = await takeResults(tx, 5_000);
    const byTask = new Map<number, { sentCount: number; failedCount: number }>();
    for (const row of results) {
      const counts = byTask.get(row.task_id) ?? { sentCount: 0, failedCount: 0 };
      if (row.status === 'sent') counts.sentCount += 1; else counts.failedCount += 1;
      byTask.set(row.task_id, counts);
    }
    for (const [taskId, counts] of byTask) await addCounts(tx, taskId, counts);
    return results.length;
  });
}

/** One run over every running task (or one). `deliver`: hand this run's messages to the delivery at once. */
export async function runMarketingTasks(deps: Deps, now: Date, only?: number, deliver = false): Promise<RunSummary> {
  await startDueTasks(deps.db, now);
  const outsideHours = !inMarketingHours(now);
  const summary: RunSummary = { recipients: 0, submitted: 0, outsideHours };
  for (const id of await runningTaskIds(deps.db, only)) {
    summary.recipients += await materialise(deps, id, now, only ? Number.MAX_SAFE_INTEGER : SLICES_PER_RUN);
    if (outsideHours) continue;
    const outboxIds = await submit(deps, id, now);
    summary.submitted += outboxIds.length;
    if (deliver && outboxIds.length) await deliverQueuedMessages(deps, outboxIds);
  }
  await countResults(deps);
  return summary;
}
