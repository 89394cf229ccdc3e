/**
 * The scheduled jobs of the running server. Every server process ticks them; the job runner
 * (server/modules/jobs/job-runner.ts) lets one process run each schedule slot, records the run in job_runs
 * and retries a failed one. Each job is also safe to run twice and at any time. Tests call the job
 * functions directly, or tick the runner with a test clock.
 */
import type { Deps } from './core/deps';
import { createJobTicker, pruneJobRuns, type ScheduledJob } from './modules/jobs/job-runner';
import { accrueOverdueWithCases } from './modules/collection-case/overdue-day';
import { runAutoSettlement } from './modules/repay/auto-settlement.job';
import { settlePendingPayouts } from './modules/loan/disbursement';
import { runAutoLoanCancel } from './modules/loan-cancel/auto-loan-cancel.job';
import { settlePendingTransfers } from './modules/cash-transfer/cash-transfer-payout';
import { settlePendingRefunds } from './modules/refund/refund-payout';
import { settlePendingWithdrawals } from './modules/wallet/wallet-payout';
import { deliverQueuedMessages } from './modules/message-template/send-templated';
import { runAutoAllocation } from './modules/case-allocation/auto-allocation.job';
import { runCaseJob } from './modules/collection-case/case.job';
import { checkPromises } from './modules/collection-case/promise.job';
import { runRobotTasks } from './modules/robot-task/robot-run.service';
import { runAiAllocation } from './modules/ai-call/ai-allocation';
import { expireCoupons } from './modules/coupon/coupon.service';
import { endTemporaryLimits } from './modules/temp-limit/temp-limit.service';
import { runMarketingTasks } from './modules/sms-marketing/task-run.service';
import { runUnrenewedLoanSms } from './modules/sms-marketing/unrenewed-run';
import { pruneEnded } from './core/rate-counter.repository';
import { collectCallRecords } from './modules/call/call-records.job';
import { pruneAnsweredKeys } from './core/idempotency-route';
import { refreshSnapshots } from './modules/financial-report/financial-report.service';
import { runSamplingJob } from './modules/quality/quality.service';
import { recomputeOpenMonths } from './modules/appraisal/discipline.service';
import { warnScheduleAbnormal } from './modules/schedule/schedule-warnings.job';
import { warnTicketSla } from './modules/customer-service/ticket-warnings.job';

export const JOBS: readonly ScheduledJob[] = [
  // Loan payouts take the channels' late answers (callbacks) and ask about attempts left unanswered;
  // refunds, withdrawals and transfers ask the channel about theirs once unanswered for two minutes.
  { name: 'payout answers', everyMs: 30_000, run: settlePendingPayouts },
  { name: 'refund answers', everyMs: 60_000, run: settlePendingRefunds },
  { name: 'withdrawal answers', everyMs: 60_000, run: settlePendingWithdrawals },
  { name: 'transfer answers', everyMs: 60_000, run: settlePendingTransfers },
  { name: 'overdue accrual', everyMs: 15 * 60_000, run: accrueOverdueWithCases },
  { name: 'automatic settlement', everyMs: 15 * 60_000, run: runAutoSettlement },
  { name: 'automatic loan cancel', everyMs: 10 * 60_000, run: (deps) => runAutoLoanCancel(deps, deps.now()) },
  // Collection: cases opened, moved and closed as days pass; promises whose time passed decided.
  { name: 'collection cases', everyMs: 15 * 60_000, run: (deps) => runCaseJob(deps, deps.now()) },
  { name: 'promise check', everyMs: 15 * 60_000, run: (deps) => checkPromises(deps, deps.now()) },
  // How call-centre calls ended (outcome, talk time), asked of the call centre once they are over.
  { name: 'call records', everyMs: 60_000, run: (deps) => collectCallRecords(deps).then(() => undefined) },
  // Templated SMS written to the outbox inside other modules' transactions (send-templated.ts).
  { name: 'templated message delivery', everyMs: 15_000, run: (deps) => deliverQueuedMessages(deps) },
  { name: 'job log pruning', everyMs: 60 * 60_000, run: pruneJobRuns },
  // Rate counts whose window has ended (sign-in limits, SMS route rates: server/core/rate-counter.repository.ts).
  { name: 'rate counter pruning', everyMs: 60 * 60_000, run: (deps) => pruneEnded(deps.db, deps.now()) },
  // Stored answers to Idempotency-Keys: a day for every POST route's, a month for the money routes' (idempotency-route.ts).
  { name: 'request key pruning', everyMs: 60 * 60_000, run: (deps) => pruneAnsweredKeys(deps, deps.now()).then(() => undefined) },
  // Coupons past their expiry become expired; limit raises (coupons, temporary limit tasks) end at theirs.
  { name: 'coupon expiry', everyMs: 10 * 60_000, run: (deps) => expireCoupons(deps, deps.now()).then(() => undefined) },
  { name: 'limit raise expiry', everyMs: 10 * 60_000, run: (deps) => endTemporaryLimits(deps, deps.now()).then(() => undefined) },
  // Robot tasks and 94AI plans: each task's run planned once a day in its window, due calls dialled (robot-run.service.ts);
  // the AI allocation marks its share of unallocated cases before people's allocation.
  { name: 'robot and AI calls', everyMs: 60_000, run: (deps) => runRobotTasks(deps, deps.now()).then(() => undefined) },
  { name: 'AI case allocation', everyMs: 15 * 60_000, run: (deps) => runAiAllocation(deps, deps.now()).then(() => undefined) },
  // Marketing SMS: tasks' audiences materialised and sent in marketing hours, results counted; the daily unrenewed-loan rule.
  { name: 'marketing SMS', everyMs: 15_000, run: (deps) => runMarketingTasks(deps, deps.now()).then(() => undefined) },
  { name: 'unrenewed loan SMS', everyMs: 15 * 60_000, run: (deps) => runUnrenewedLoanSms(deps, deps.now()).then(() => undefined) },
  // Unallocated open cases to the collectors who take part (after the night's case job has opened and moved them).
  // FinancialReport's day snapshots: the last days rebuilt (late events), days never built filled in (financial-report.service.ts).
  { name: 'financial report snapshots', everyMs: 15 * 60_000, run: (deps) => refreshSnapshots(deps).then(() => undefined) },
  { name: 'case auto allocation', everyMs: 24 * 60 * 60_000, run: (deps) => runAutoAllocation(deps, deps.now()).then(() => undefined) },
  // Quality center: yesterday's (complete) and today's contacts sampled into the review queue, hourly (quality.service.ts).
  { name: 'quality sampling', everyMs: 60 * 60_000, run: runSamplingJob },
  // Employee discipline: this and last month's open records worked out again from attendance, quality findings and complaints.
  { name: 'discipline records', everyMs: 60 * 60_000, run: recomputeOpenMonths },
  // The check view's abnormal thresholds: a team below its daily attendance rate, or someone absent without leave, warns its leaders once a day.
  { name: 'schedule check warnings', everyMs: 60 * 60_000, run: (deps) => warnScheduleAbnormal(deps).then(() => undefined) },
  // Tickets: open ones past their due time, and urgent or high ones nobody took by half of it, warn their merchant's supervisors once.
  { name: 'ticket SLA warnings', everyMs: 5 * 60_000, run: (deps) => warnTicketSla(deps).then(() => undefined) },
];

/** How often each process looks for due slots; a slot is run by whichever process looks first. */
export const POLL_MS = 5_000;

/**
 * Ticks every job every `pollMs`. The returned stop ends the ticking and waits for the runs under way, so a
 * shutdown closes the database only after they are recorded (else their slots wait for their lease to end).
 */
export function startJobs(deps: Deps, jobs: readonly ScheduledJob[] = JOBS, log: (line: string) => void = console.error, pollMs = POLL_MS): () => Promise<void> {
  const tick = createJobTicker(deps, jobs);
  const underWay = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const ticked = tick().then(
      (results) => {
        for (const r of results) if (r.outcome === 'failed') log(`Job "${r.job}" slot ${r.slot} attempt ${r.attempt} failed: ${r.error}`);
      },
      (error: unknown) => log(`Jobs could not be ticked: ${error instanceof Error ? error.message : String(error)}`),
    );
    underWay.add(ticked);
    void ticked.finally(() => underWay.delete(ticked));
  }, pollMs);
  return async () => {
    clearInterval(timer);
    await Promise.all(underWay);
  };
}
