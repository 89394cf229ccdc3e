/**
 * Schedules drive work (issue 34): when a planner takes someone off shift for today, the work modules handle that
 * person's open work by the team's policy, in the transaction that changes the cell. The schedule module announces
 * the change here and the work modules register what they do: they read the schedule (schedule/on-shift.ts), so the
 * schedule cannot import them back (npm run lint refuses module cycles).
 */
import type { Tx } from '../db/client';
import type { Actor } from './access';

export interface OffShiftChange {
  userId: number;
  teamId: number;
  /** The EAT day, today. */
  day: string;
  policy: 'keep' | 'return';
  now: Date;
  actor: Actor;
}

/** What one work module did: e.g. `{ returned: 3, reallocated: 2 }`. */
export type OffShiftOutcome = Record<string, number>;
type Handler = (tx: Tx, change: OffShiftChange) => Promise<OffShiftOutcome>;

const handlers = new Map<string, Handler>();

/** A work module's handler, registered by its module file when the server loads it. */
export function handleOffShift(work: string, handler: Handler): void {
  handlers.set(work, handler);
}

/** Every registered work module's outcome, by module, inside the caller's transaction. */
export async function takenOffShift(tx: Tx, change: OffShiftChange): Promise<Record<string, OffShiftOutcome>> {
  const outcomes: Record<string, OffShiftOutcome> = {};
  for (const [work, handler] of handlers) outcomes[work] = await handler(tx, change);
  return outcomes;
}
