/**
 * Schedules drive work (issue 34): a cell change that takes someone off shift for today — a shift, or no cell
 * (available, see on-shift.ts), becomes rest or leave — hands their open work to the team's policy
 * (schedule_rules.off_shift_cases: keep, or return to the pool and re-allocate), inside the change's transaction.
 * SchedulePlan's cell edit calls it; a bulk fill or an auto-schedule that rewrites today should call it with its changes.
 */
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { type OffShiftOutcome, takenOffShift } from '../../core/off-shift';
import type { Tx } from '../../db/client';
import { eatDayOf } from './on-shift';
import { offShiftPolicyOf, upsertOffShiftPolicy } from './schedule.repository';

type Kind = 'shift' | 'leave' | 'rest';
export interface CellChange { userId: number; day: string; before: Kind | null; after: Kind }
export type OffShiftPolicy = 'keep' | 'return';

const takesOffToday = (change: CellChange, today: string) => change.day === today && change.after !== 'shift' && (change.before === null || change.before === 'shift');

/** The policy applied to each person taken off shift today by these changes; null when nobody was. */
export async function applyOffShiftPolicy(tx: Tx, teamId: number, changes: readonly CellChange[], now: Date, actor: Actor) {
  const today = eatDayOf(now);
  const off = changes.filter((c) => takesOffToday(c, today));
  if (!off.length) return null;
  const policy = await offShiftPolicyOf(tx, teamId);
  const byUser: Record<number, Record<string, OffShiftOutcome>> = {};
  for (const change of off) byUser[change.userId] = await takenOffShift(tx, { userId: change.userId, teamId, day: today, policy, now, actor });
  return { policy, byUser };
}

export async function offShiftPolicy(deps: Deps, teamId: number) {
  return { teamId, policy: await offShiftPolicyOf(deps.db, teamId) };
}

export async function saveOffShiftPolicy(deps: Deps, teamId: number, policy: OffShiftPolicy, actor: Actor) {
  return deps.db.transaction(async (tx) => {
    const before = await offShiftPolicyOf(tx, teamId);
    const after = await upsertOffShiftPolicy(tx, teamId, policy);
    await recordAudit(tx, actor, { action: 'update', entity: 'scheduleRules', entityId: after.id, before: { offShiftCases: before }, after: { offShiftCases: after.offShiftCases } });
    return { teamId, policy: after.offShiftCases };
  });
}
