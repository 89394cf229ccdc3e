/**
 * Demo data only (issue 34): employee discipline. Last month is planned like this one (the same 5-on, 2-off
 * rotation), the staff signed in on their shifts up to now — a few days missed, a few late —, the team leaders warned of
 * yesterday's and today's absences (the check view's job), then last month's and this
 * month's records are worked out from their sources and a collection supervisor issues a warning letter.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { formatEatDate } from '../../../common/time';
import type { Deps } from '../../core/deps';
import { computeRecords } from '../../modules/appraisal/discipline-compute';
import { findRecord } from '../../modules/appraisal/discipline.repository';
import { addWarning } from '../../modules/appraisal/discipline.service';
import { monthDays, weekdayOf } from '../../modules/schedule/schedule-model';
import { warnScheduleAbnormal } from '../../modules/schedule/schedule-warnings.job';
import { rosterCells, rosters, sessions, shiftTypes, users } from '../schema';
import { callerOf } from './collection-approvals';

const HOUR = 3_600_000;

function previousMonth(month: string) {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Last month's roster for every team with a roster this month (the demo schedule's rotation). */
async function planLastMonth(deps: Deps, month: string, last: string) {
  const { db } = deps;
  const [early] = await db.select({ id: shiftTypes.id }).from(shiftTypes).where(eq(shiftTypes.name, 'Early'));
  if (!early) return;
  const current = await db.select({ teamId: rosters.teamId }).from(rosters).where(eq(rosters.month, month));
  const days = monthDays(last);
  for (const { teamId } of current) {
    const members = await db.select({ id: users.id }).from(users).where(eq(users.deptId, teamId)).orderBy(users.id);
    const [roster] = await db.insert(rosters).values({ teamId, month: last }).onConflictDoNothing().returning({ id: rosters.id });
    if (!roster || members.length === 0) continue;
    await db.insert(rosterCells).values(members.flatMap(({ id: userId }, i) => days.map((day) => {
      const works = (weekdayOf(day) + i) % 7 < 5;
      return { rosterId: roster.id, userId, day, kind: works ? 'shift' as const : 'rest' as const, shiftTypeId: works ? early.id : null, pinned: false };
    })));
  }
}

/**
 * A signed-out session on each shift day up to now, about one day in eleven missed (deterministically): the first
 * sign-in a few minutes around the shift's start (EAT), now and then past the 5-minute grace, once in a while 25
 * minutes late — what the check view marks on time, late and absent.
 */
async function signIns(deps: Deps, userIds: readonly number[], from: string, now: Date) {
  const today = formatEatDate(now);
  const cells = await deps.db.select({ userId: rosterCells.userId, day: rosterCells.day, start: shiftTypes.startTime }).from(rosterCells)
    .innerJoin(shiftTypes, eq(shiftTypes.id, rosterCells.shiftTypeId))
    .where(and(inArray(rosterCells.userId, [...userIds]), eq(rosterCells.kind, 'shift')));
  const rows = cells.filter((c) => c.day >= from && c.day <= today && (c.userId * 7 + Number(c.day.slice(8))) % 11 !== 0).flatMap((c) => {
    const d = Number(c.day.slice(8));
    const minutes = (c.userId + d) % 17 === 0 ? 25 : ((c.userId * 3 + d) % 23) - 15;
    const at = new Date(Date.parse(`${c.day}T${c.start}:00+03:00`) + minutes * 60_000);
    if (at > now) return [];
    return [{
      tokenHash: createHash('sha256').update(`demo-sign-in:${c.userId}:${c.day}`).digest('hex'), userId: c.userId,
      createdAt: at, lastSeenAt: new Date(at.getTime() + 8 * HOUR), expiresAt: new Date(at.getTime() + 12 * HOUR),
      revokedAt: new Date(at.getTime() + 9 * HOUR), revokeReason: 'signOut', ip: '10.0.0.12', userAgent: 'demo',
    }];
  });
  for (let i = 0; i < rows.length; i += 500) await deps.db.insert(sessions).values(rows.slice(i, i + 500)).onConflictDoNothing();
}

export async function seedDemoDiscipline(deps: Deps): Promise<void> {
  const now = deps.now();
  const today = formatEatDate(now);
  const month = today.slice(0, 7);
  const last = previousMonth(month);
  await planLastMonth(deps, month, last);
  const staff = await deps.db.select({ id: users.id }).from(users).where(eq(users.employeeStatus, 'employed'));
  await signIns(deps, staff.map((s) => s.id), `${last}-01`, now);
  // The check view's warnings of yesterday and today to the team leaders (ScheduleCaseManage), as the hourly job would.
  await warnScheduleAbnormal(deps);
  for (const m of [last, month]) await deps.db.transaction((tx) => computeRecords(tx, m, now));
  const lead = await callerOf(deps, 'collectlead');
  const [collector] = await deps.db.select({ id: users.id }).from(users).where(eq(users.username, 'collector'));
  if (lead && collector && (await findRecord(deps.db, collector.id, last))) {
    await addWarning(deps, lead, { userId: collector.id, month: last, reason: 'Repeated late sign-in after the team was told twice.' });
  }
}
