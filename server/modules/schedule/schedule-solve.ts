/** Auto-schedule a month (issue 34): explanations first, then HiGHS in a worker thread, then the checker. */
import { Worker } from 'node:worker_threads';
import { checkSchedule, type Violation } from './schedule-check';
import { explainInfeasibility, type Reason } from './schedule-explain';
import { buildModel, readAssignment, type Assignment, type ScheduleProblem } from './schedule-model';

export type SolveOutcome =
  | { kind: 'explained'; reasons: Reason[] }
  | { kind: 'infeasible' }
  /** The time limit came before any schedule meeting every rule was found (not a proof that none exists). */
  | { kind: 'noSolution'; seconds: number }
  | { kind: 'solved'; status: 'optimal' | 'time_limit'; gap: number | null; seconds: number; assignment: Assignment; violations: Violation[] };

const workerUrl = new URL('./highs-worker.mjs', import.meta.url);

function runWorker(lp: string, timeLimitSeconds: number): Promise<{ status: string; primal: Record<string, number>; gap: number | null; seconds: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, { workerData: { lp, timeLimitSeconds } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => { if (code !== 0) reject(new Error(`highs worker exited ${code}`)); });
  });
}

export async function autoSchedule(problem: ScheduleProblem, timeLimitSeconds = 30): Promise<SolveOutcome> {
  const reasons = explainInfeasibility(problem);
  if (reasons.length) return { kind: 'explained', reasons };
  const model = buildModel(problem);
  const answer = await runWorker(model.lp, timeLimitSeconds);
  const hasSolution = answer.status === 'Optimal' || (answer.status === 'Time limit reached' && Object.keys(answer.primal).length > 0);
  if (answer.status === 'Time limit reached' && !hasSolution) return { kind: 'noSolution', seconds: answer.seconds };
  if (!hasSolution) return { kind: 'infeasible' };
  const assignment = readAssignment(problem, model, answer.primal);
  return {
    kind: 'solved', status: answer.status === 'Optimal' ? 'optimal' : 'time_limit', gap: answer.gap,
    seconds: answer.seconds, assignment, violations: checkSchedule(problem, assignment),
  };
}
