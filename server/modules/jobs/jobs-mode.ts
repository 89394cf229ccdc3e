/**
 * JOBS (environment): "on" (default) ticks the background jobs in this process; "off" leaves them to other
 * processes (a web-only server); "parent" is for tests: a harness that forked this server with an IPC channel
 * sets the jobs' clock and asks for each tick (no timers, no waiting on the wall clock).
 */
import { z } from 'zod';
import type { Deps } from '../../core/deps';
import { tickJob, type ScheduledJob, type SlotResult } from './job-runner';

const mode = z.enum(['on', 'off', 'parent']).default('on');

export type JobsMode = z.infer<typeof mode>;

export function jobsMode(env: Record<string, string | undefined> = process.env): JobsMode {
  const parsed = mode.safeParse(env.JOBS);
  if (!parsed.success) throw new Error(`Invalid configuration: JOBS must be on, off or parent (got ${env.JOBS})`);
  if (parsed.data === 'parent' && !process.send) throw new Error('JOBS=parent needs a parent process with an IPC channel (child_process.fork)');
  return parsed.data;
}

/** What the parent sends: tick every job once with the clock at `at` (ms since the epoch). */
export interface TickRequest {
  type: 'tickJobs';
  id: number;
  at: number;
}

export interface TickReply {
  type: 'jobsTicked';
  id: number;
  results: SlotResult[];
  error?: string;
}

/** JOBS=parent: answers each tick request with the slot results; returns the stop. */
export function driveJobsFromParent(deps: Deps, jobs: readonly ScheduledJob[]): () => void {
  const onMessage = (message: TickRequest) => {
    if (message?.type !== 'tickJobs') return;
    const at = new Date(message.at);
    const clocked = { ...deps, now: () => at };
    const reply = (results: SlotResult[], error?: string) => process.send?.({ type: 'jobsTicked', id: message.id, results, error } satisfies TickReply);
    Promise.all(jobs.map((job) => tickJob(clocked, job))).then(
      (results) => reply(results),
      (error: unknown) => reply([], error instanceof Error ? error.message : String(error)),
    );
  };
  process.on('message', onMessage);
  return () => { process.off('message', onMessage); };
}
