/**
 * The case job (every 15 minutes; the day's work happens on the first run after EAT midnight, later runs find
 * nothing to do): closes cases whose bill is settled, keeps open cases in step with their bills, moves
 * collecting cases whose band changed as days passed (retained cases keep their level), and opens a case for
 * every open bill that entered a pre-reminder or overdue band. Set-based statements over id ranges, each range
 * in its own transaction. Safe to run twice and at any time: nothing is opened, moved or closed twice.
 */
import { eatDay } from '../../../common/money/bill-math';
import type { Deps } from '../../core/deps';
import type { Db, Tx } from '../../db/client';
import * as repo from './case-job.repository';

/** Ids per statement: large enough that a million bills take a few dozen statements, small enough to keep transactions short. */
export const CASE_JOB_BATCH = 50_000;

async function overRanges(db: Db, table: 'bills' | 'collection_cases', step: (tx: Tx, r: repo.Range) => Promise<number>): Promise<number> {
  const bounds = await repo.idBounds(db, table);
  if (!bounds) return 0;
  let total = 0;
  for (let from = bounds.min; from <= bounds.max; from += CASE_JOB_BATCH) {
    const range = { from, to: from + CASE_JOB_BATCH };
    total += await db.transaction((tx) => step(tx, range));
  }
  return total;
}

export async function runCaseJob(deps: Deps, now: Date): Promise<{ opened: number; moved: number; closed: number }> {
  return runCaseJobOn(deps.db, now);
}

/** The job on a database (the bulk seed runs it without the rest of Deps). */
export async function runCaseJobOn(db: Db, now: Date): Promise<{ opened: number; moved: number; closed: number }> {
  const today = eatDay(now);
  const closed = await overRanges(db, 'collection_cases', (tx, r) => repo.closeSettledCases(tx, r, now));
  await overRanges(db, 'collection_cases', (tx, r) => repo.refreshCases(tx, r, today, now));
  const moved = await overRanges(db, 'collection_cases', (tx, r) => repo.moveCases(tx, r, today, now));
  const earliest = await repo.earliestBandDay(db);
  const opened = earliest === null ? 0 : await overRanges(db, 'bills', (tx, r) => repo.openCases(tx, r, today, Math.min(earliest, 0), now));
  return { opened, moved, closed };
}
