/**
 * Background jobs on any number of server processes sharing one database. Time is cut into slots per job
 * (slot = floor(now / every)); every process ticks, and the unique (job, slot) row in job_runs lets exactly
 * one of them run each slot. A failed attempt is recorded and retried, by whichever process ticks next, after
 * `retryAfterMs`, up to `maxAttempts`. A process that dies mid-run leaves its row "running" until its lease
 * ends; then another process takes the slot over (counted as an attempt).
 */
import { hostname } from 'node:os';
import type { Deps } from '../../core/deps';
import { claimSlot, finishRun, pruneRuns } from './job-runs.repository';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run: (deps: Deps) => Promise<unknown>;
  /** Attempts per slot, the first included. */
  maxAttempts?: number;
  retryAfterMs?: number;
  /** How long a run may take before it is taken for abandoned. */
  leaseMs?: number;
}

export const JOB_DEFAULTS = { maxAttempts: 3, retryAfterMs: 10_000, minLeaseMs: 5 * 60_000 } as const;

/** How long job_runs keeps the record of a run. */
export const JOB_RUNS_KEPT_MS = 30 * 24 * 60 * 60_000;

/** The job that keeps job_runs to its last 30 days (about 7 600 rows a day with the server's jobs). */
export const pruneJobRuns = (deps: Deps) => pruneRuns(deps.db, new Date(deps.now().getTime() - JOB_RUNS_KEPT_MS));

export interface RunnerIdentity {
  host: string;
  pid: number;
}

export const thisProcess = (): RunnerIdentity => ({ host: hostname(), pid: process.pid });

export interface SlotResult {
  job: string;
  slot: number;
  /** skipped: another process has it, it is done, or it waits for its retry. */
  outcome: 'succeeded' | 'failed' | 'skipped';
  attempt?: number;
  error?: string;
}

export const slotOf = (job: Pick<ScheduledJob, 'everyMs'>, at: Date) => Math.floor(at.getTime() / job.everyMs);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** Runs this slot of the job if no process has (or is running) it; the clock is deps.now(). */
export async function tickJob(deps: Deps, job: ScheduledJob, identity: RunnerIdentity = thisProcess()): Promise<SlotResult> {
  const at = deps.now();
  const slot = slotOf(job, at);
  const maxAttempts = job.maxAttempts ?? JOB_DEFAULTS.maxAttempts;
  const run = await claimSlot(deps.db, {
    job: job.name, slot, at, maxAttempts, ...identity,
    leaseUntil: new Date(at.getTime() + (job.leaseMs ?? Math.max(JOB_DEFAULTS.minLeaseMs, 4 * job.everyMs))),
    retryBefore: new Date(at.getTime() - (job.retryAfterMs ?? JOB_DEFAULTS.retryAfterMs) + 1),
  });
  if (!run) return { job: job.name, slot, outcome: 'skipped' };
  let error: string | null = null;
  try {
    await job.run(deps);
  } catch (cause) {
    error = messageOf(cause);
  }
  await finishRun(deps.db, run, deps.now(), error);
  return error === null
    ? { job: job.name, slot, outcome: 'succeeded', attempt: run.attempts }
    : { job: job.name, slot, outcome: 'failed', attempt: run.attempts, error };
}

/** One tick of every job (they run side by side); a job still running in this process is left out. */
export function createJobTicker(deps: Deps, jobs: readonly ScheduledJob[], identity: RunnerIdentity = thisProcess()) {
  const running = new Set<string>();
  return async function tick(): Promise<SlotResult[]> {
    const due = jobs.filter((job) => !running.has(job.name));
    return Promise.all(due.map(async (job) => {
      running.add(job.name);
      try {
        return await tickJob(deps, job, identity);
      } finally {
        running.delete(job.name);
      }
    }));
  };
}
