/**
 * The daily overdue job as the server runs it: the late fee of every overdue bill (bill/accrual.job.ts) and, in
 * the same transaction, the figures of those bills' collection cases (amount due, days overdue), so a case
 * agrees with its bill at once, as after a repayment (case-events.ts), not only at the case job's next run.
 */
import type { Deps } from '../../core/deps';
import { accrueOverdue } from '../bill/accrual.job';
import { refreshCases } from './case-job.repository';

export const accrueOverdueWithCases = (deps: Deps) => accrueOverdue(deps, async (tx, billIds, today, now) => {
  await refreshCases(tx, { billIds }, today, now);
});
