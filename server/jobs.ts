/**
 * The scheduled jobs of the running server. Each is safe to run twice and at any time; a run that is
 * still going is not started again. Tests call the job functions directly instead.
 */
import type { Deps } from './core/deps';
import { accrueOverdue } from './modules/bill/accrual.job';
import { settlePendingPayouts } from './modules/loan/disbursement';
import { runAutoLoanCancel } from './modules/loan-cancel/auto-loan-cancel.job';

interface Job {
  name: string;
  everyMs: number;
  run: (deps: Deps) => Promise<unknown>;
}

export const JOBS: readonly Job[] = [
  { name: 'payout answers', everyMs: 30_000, run: settlePendingPayouts },
  { name: 'overdue accrual', everyMs: 15 * 60_000, run: accrueOverdue },
  { name: 'automatic loan cancel', everyMs: 10 * 60_000, run: (deps) => runAutoLoanCancel(deps, deps.now()) },
];

export function startJobs(deps: Deps, jobs: readonly Job[] = JOBS, log: (line: string) => void = console.error): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await job.run(deps);
      } catch (error) {
        log(`Job "${job.name}" failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        running = false;
      }
    };
    return setInterval(tick, job.everyMs);
  });
  return () => timers.forEach(clearInterval);
}
