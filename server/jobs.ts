/**
 * The scheduled jobs of the running server. Each is safe to run twice and at any time; a run that is
 * still going is not started again. Tests call the job functions directly instead.
 */
import type { Deps } from './core/deps';
import { accrueOverdue } from './modules/bill/accrual.job';
import { runAutoSettlement } from './modules/repay/auto-settlement.job';
import { settlePendingPayouts } from './modules/loan/disbursement';
import { runAutoLoanCancel } from './modules/loan-cancel/auto-loan-cancel.job';
import { settlePendingTransfers } from './modules/cash-transfer/cash-transfer-payout';
import { settlePendingRefunds } from './modules/refund/refund-payout';
import { settlePendingWithdrawals } from './modules/wallet/wallet-payout';

interface Job {
  name: string;
  everyMs: number;
  run: (deps: Deps) => Promise<unknown>;
}

export const JOBS: readonly Job[] = [
  // Loan payouts take the channels' late answers (callbacks) and ask about attempts left unanswered;
  // refunds, withdrawals and transfers ask the channel about theirs once unanswered for two minutes.
  { name: 'payout answers', everyMs: 30_000, run: settlePendingPayouts },
  { name: 'refund answers', everyMs: 60_000, run: settlePendingRefunds },
  { name: 'withdrawal answers', everyMs: 60_000, run: settlePendingWithdrawals },
  { name: 'transfer answers', everyMs: 60_000, run: settlePendingTransfers },
  { name: 'overdue accrual', everyMs: 15 * 60_000, run: accrueOverdue },
  { name: 'automatic settlement', everyMs: 15 * 60_000, run: runAutoSettlement },
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
