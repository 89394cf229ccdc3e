/**
 * The robot job: plans each enabled task's run once a day when its window opens (one call per target, by the
 * unique index), then dials due calls inside the window and the merchant's contact hours, within the daily cap,
 * retrying no answer / busy / switched off after the task's gap up to its retries. A robot's result is stored at
 * once; a 94AI call waits for the provider's call-back (server/modules/ai-call).
 */
import { formatEatDate } from '../../../common/time';
import { AI_SCOPES, ROBOT_SCOPES, type RobotScope } from '../../../common/robot/robot-task';
import type { Deps } from '../../core/deps';
import { RETRY_OUTCOMES, type AiCallAdapter, type RobotAdapter } from '../../integrations/call/robot.adapter';
import { createSandboxAiCalls, createSandboxRobot } from '../../integrations/call/robot-sandbox';
import { attemptsToday, conductSettings, eatMinute, lockCustomerContacts, withinHours } from './robot-conduct';
import { claimDue, closeStale, loadTask, markCalling, markDialled, planCalls, requeueCall, skipCall, tasksToPlan, type TaskRow } from './robot-run.repository';
import { recordOnCase, storeResult } from './robot-result.repository';

export interface RobotProviders { robot: RobotAdapter; ai: AiCallAdapter; afterAiDial?: (deps: Deps, call: { providerRef: string; phone: string }) => Promise<void> }
/** afterAiDial: the AI sandbox's call-back, set by the ai-call module when it loads (it depends on this one, not the reverse). */
const providers: RobotProviders = { robot: createSandboxRobot(), ai: createSandboxAiCalls() };
/** Replaces the providers (tests; a real provider's adapter at start-up). */
export function setRobotProviders(next: Partial<RobotProviders>) { Object.assign(providers, next); }

const BATCH = 100;
const HOURS_RETRY_MS = 15 * 60_000;

export interface RunSummary { planned: number; dialled: number; skipped: number }

export async function runRobotTasks(deps: Deps, now: Date, scopes: readonly RobotScope[] = ROBOT_SCOPES, onlyTaskId?: number): Promise<RunSummary> {
  const day = formatEatDate(now);
  const minute = eatMinute(now);
  await closeStale(deps.db, day);
  let planned = 0;
  for (const task of await tasksToPlan(deps.db, day, minute, scopes, now)) {
    if (onlyTaskId && task.id !== onlyTaskId) continue;
    planned += await planCalls(deps.db, task, day, now);
  }
  // "Run now" dials its own task's calls: other tasks' due calls are the job's (they would fill the batch first).
  const { dialled, skipped } = await dialDue(deps, now, minute, onlyTaskId);
  return { planned, dialled, skipped };
}

async function dialDue(deps: Deps, now: Date, minute: number, taskId?: number) {
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await claimDue(tx, now, minute, BATCH, taskId);
    await markCalling(tx, rows.map((r) => Number(r.id)));
    return rows;
  });
  const tasks = new Map<number, TaskRow>();
  let dialled = 0;
  let skipped = 0;
  for (const row of claimed) {
    const task = tasks.get(row.task_id) ?? await loadTask(deps.db, row.task_id);
    tasks.set(task.id, task);
    const outcome = await dialOne(deps, task, { ...row, id: Number(row.id), case_id: row.case_id === null ? null : Number(row.case_id) }, now);
    if (outcome === 'dialled') dialled += 1;
    else if (outcome === 'skipped') skipped += 1;
  }
  return { dialled, skipped };
}

interface Claimed { id: number; case_id: number | null; customer_id: number | null; merchant_id: number | null; phone: string; attempts: number }

async function dialOne(deps: Deps, task: TaskRow, call: Claimed, now: Date): Promise<'dialled' | 'skipped' | 'later'> {
  const gate = await deps.db.transaction(async (tx) => {
    const settings = await conductSettings(tx, call.merchant_id ?? 0);
    if (!withinHours(settings, now)) {
      await requeueCall(tx, call.id, new Date(now.getTime() + HOURS_RETRY_MS));
      return 'later' as const;
    }
    // A telemarketing prospect who is not a customer has no contacts to count (the blacklist kept from the audience).
    if (call.customer_id === null) return 'go' as const;
    await lockCustomerContacts(tx, call.customer_id);
    if (await attemptsToday(tx, call.customer_id, now) >= settings.maxAttemptsPerDay) {
      await skipCall(tx, call.id, 'capReached');
      return 'skipped' as const;
    }
    return 'go' as const;
  });
  if (gate !== 'go') return gate;
  const attempt = call.attempts + 1;
  const request = { phone: call.phone, reference: `${call.id}-${attempt}`, script: task.script, attempt };
  await markDialled(deps.db, call.id, { attempts: attempt, calledAt: now });
  if (AI_SCOPES.includes(task.scope as RobotScope)) {
    const { providerRef } = await providers.ai.dial(request);
    await markDialled(deps.db, call.id, { providerRef });
    await providers.afterAiDial?.(deps, { providerRef, phone: call.phone });
    return 'dialled';
  }
  const result = await providers.robot.call(request);
  const retry = RETRY_OUTCOMES.includes(result.outcome) && attempt <= task.maxRetries;
  await deps.db.transaction(async (tx) => {
    await storeResult(tx, call.id, result, now, retry ? new Date(now.getTime() + task.retryGapMinutes * 60_000) : null);
    await recordOnCase(tx, { callId: call.id, caseId: call.case_id, customerId: call.customer_id, taskName: task.name, channel: 'robot' }, result, now);
  });
  return 'dialled';
}
