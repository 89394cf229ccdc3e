/** The job_runs rows: claiming a job's schedule slot (once across every process) and recording how the run ended. */
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobRuns } from '../../db/schema';

export type JobRun = typeof jobRuns.$inferSelect;

export interface Claim {
  job: string;
  slot: number;
  at: Date;
  leaseUntil: Date;
  /** A failed attempt that finished before this may be retried. */
  retryBefore: Date;
  maxAttempts: number;
  host: string;
  pid: number;
}

/**
 * Takes the slot for this process, or answers null: the slot is done, running elsewhere, failed for good, or
 * waiting before its retry. The transaction-scoped advisory lock serialises claims of one job, so a run of an
 * earlier slot that is still going (its lease not over) also holds back the next slot, on any process.
 */
export async function claimSlot(db: DbOrTx, claim: Claim): Promise<JobRun | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job_runs:${claim.job}`}))`);
    const [busy] = await tx.select({ id: jobRuns.id }).from(jobRuns)
      .where(and(eq(jobRuns.job, claim.job), eq(jobRuns.outcome, 'running'), gt(jobRuns.leaseUntil, claim.at), sql`${jobRuns.slot} <> ${claim.slot}`))
      .limit(1);
    if (busy) return null;
    const attempt = { outcome: 'running', startedAt: claim.at, finishedAt: null, leaseUntil: claim.leaseUntil, host: claim.host, pid: claim.pid };
    const [row] = await tx.insert(jobRuns).values({ job: claim.job, slot: claim.slot, attempts: 1, ...attempt })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.slot],
        set: { ...attempt, attempts: sql`${jobRuns.attempts} + 1` },
        setWhere: and(lt(jobRuns.attempts, claim.maxAttempts), or(
          and(eq(jobRuns.outcome, 'failed'), lt(jobRuns.finishedAt, claim.retryBefore)),
          // The process running it died: its lease ran out.
          and(eq(jobRuns.outcome, 'running'), lt(jobRuns.leaseUntil, claim.at)),
        )),
      })
      .returning();
    return row ?? null;
  });
}

/** Records the end of the attempt this process claimed (a later attempt that took the slot over is left alone). */
export async function finishRun(db: DbOrTx, run: JobRun, at: Date, error: string | null): Promise<void> {
  await db.update(jobRuns).set({ outcome: error === null ? 'succeeded' : 'failed', finishedAt: at, error })
    .where(and(eq(jobRuns.id, run.id), eq(jobRuns.attempts, run.attempts), eq(jobRuns.outcome, 'running')));
}

/** Deletes the record of runs that started before `before` (a run still going is kept); returns how many. */
export async function pruneRuns(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db.delete(jobRuns).where(and(lt(jobRuns.startedAt, before), ne(jobRuns.outcome, 'running'))).returning({ id: jobRuns.id });
  return deleted.length;
}
