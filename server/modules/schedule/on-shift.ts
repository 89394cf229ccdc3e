/**
 * Schedules drive work (issue 34): the one answer to "who may receive new work on EAT day D". Order allocation,
 * case allocation (manual and automatic) and dial-task assignment ask it; nothing else reads rosters for work.
 *
 * - `onShift`: the person's cell that day is a shift of their team's roster.
 * - `unplanned`: their team has no roster for that month, they have no team, or the roster has no cell for them that
 *   day (someone who joined after the month was planned) — counted as available, so installations that do not
 *   schedule, and people not planned yet, keep receiving work as before.
 * - `offShift`: the cell is rest.
 * - `onLeave`: the cell is leave, or a leave application (submitted, not cancelled) overlaps the day — whatever the cell says.
 *
 * Automatic allocation gives work only to `onShift` and `unplanned` people. A supervisor's manual choice of an off-shift
 * person is allowed with a warning in the answer (a swap or overtime not yet in the roster); someone on leave is refused.
 * docs/workforce.md explains the choice.
 */
import { formatEatDate, parseEat } from '../../../common/time';
import { validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { dayCellsOf } from './schedule.repository';

export type Availability = 'onShift' | 'unplanned' | 'offShift' | 'onLeave';
export interface WorkWarning { key: string; params: Record<string, string | number> }

const DAY_MS = 24 * 60 * 60 * 1000;

export const eatDayOf = (now: Date) => formatEatDate(now);
export const mayReceiveWork = (a: Availability) => a === 'onShift' || a === 'unplanned';

function availabilityOf(row: { planned: boolean; kind: 'shift' | 'leave' | 'rest' | null; onLeave: boolean }): Availability {
  if (row.onLeave || row.kind === 'leave') return 'onLeave';
  if (row.kind === 'rest') return 'offShift';
  return row.planned && row.kind === 'shift' ? 'onShift' : 'unplanned';
}

async function rowsOn(db: DbOrTx, who: Parameters<typeof dayCellsOf>[1], day: string) {
  const start = parseEat(day);
  if (!start) throw validationError('schedule:onShift.badDay');
  return dayCellsOf(db, who, day, start, new Date(start.getTime() + DAY_MS));
}

/** Each of these people's availability on the EAT day (one query); an id that is no user reads `unplanned`. */
export async function availabilityOn(db: DbOrTx, userIds: readonly number[], day: string): Promise<Map<number, Availability>> {
  const found = new Map<number, Availability>(userIds.map((id) => [id, 'unplanned']));
  if (!userIds.length) return found;
  for (const row of await rowsOn(db, { userIds }, day)) found.set(row.userId, availabilityOf(row));
  return found;
}

/** The candidates who may receive new work on the day, in the order given. */
export async function withWorkOn<T>(db: DbOrTx, candidates: readonly T[], userIdOf: (c: T) => number, day: string): Promise<T[]> {
  const availability = await availabilityOn(db, candidates.map(userIdOf), day);
  return candidates.filter((c) => mayReceiveWork(availability.get(userIdOf(c)) ?? 'unplanned'));
}

/**
 * A supervisor hands work to one person by hand on the EAT day of `now`: on leave → refused; off shift → allowed,
 * with the warning returned (for the answer); otherwise no warning.
 */
export async function manualChoiceWarnings(db: DbOrTx, userId: number, name: string, now: Date): Promise<WorkWarning[]> {
  const day = eatDayOf(now);
  const availability = (await availabilityOn(db, [userId], day)).get(userId);
  if (availability === 'onLeave') throw validationError('schedule:onShift.onLeave', { name, day });
  return availability === 'offShift' ? [{ key: 'schedule:onShift.offShift', params: { name, day } }] : [];
}
