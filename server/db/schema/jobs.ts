import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { utc } from './columns';

/**
 * One row per background job and schedule slot (floor(time / every)): the unique (job, slot) key is what
 * makes a slot run once across every server process. The row records the run: its attempts, when it
 * started and finished, how it ended, and which host and process ran it.
 */
export const jobRuns = pgTable('job_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  job: text('job').notNull(),
  slot: bigint('slot', { mode: 'number' }).notNull(),
  /** running | succeeded | failed (failed for good once attempts reach the job's bound). */
  outcome: text('outcome').notNull(),
  attempts: integer('attempts').notNull(),
  startedAt: utc('started_at').notNull(),
  finishedAt: utc('finished_at'),
  /** A run still "running" after this is taken as abandoned (its process died) and may be taken over. */
  leaseUntil: utc('lease_until').notNull(),
  error: text('error'),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
}, (t) => [
  uniqueIndex('job_runs_job_slot_uq').on(t.job, t.slot),
  index('job_runs_started_idx').on(t.startedAt),
]);
