/** Demo data only (issue 34): shift types and a planned current month for every team with staff, so `npm start` shows a roster. */
import { formatEatDate } from '../../../common/time';
import { monthDays, weekdayOf } from '../../modules/schedule/schedule-model';
import type { Tx } from '../client';
import { eq } from 'drizzle-orm';
import { departments, rosterCells, rosters, scheduleRules, shiftTypes, users } from '../schema';

const SHIFTS = [
  { name: 'Early', startTime: '07:00', endTime: '16:00', colour: '#1677ff', night: false },
  { name: 'Late', startTime: '13:00', endTime: '22:00', colour: '#fa8c16', night: false },
  { name: 'Night', startTime: '22:00', endTime: '07:00', colour: '#722ed1', night: true },
];

/** A 5-on, 2-off rotation staggered across the team (five days in every Monday–Sunday week, never more than five in a row). */
export async function seedDemoSchedule(tx: Tx, now = new Date()): Promise<void> {
  const [early, late] = await tx.insert(shiftTypes).values(SHIFTS).returning({ id: shiftTypes.id });
  const month = formatEatDate(now).slice(0, 7);
  const days = monthDays(month);
  const staff = await tx.select({ id: users.id, deptId: users.deptId }).from(users).orderBy(users.id);
  const teams = new Map<number, number[]>();
  for (const s of staff) if (s.deptId !== null) teams.set(s.deptId, [...(teams.get(s.deptId) ?? []), s.id]);
  for (const [teamId, members] of teams) {
    const [roster] = await tx.insert(rosters).values({ teamId, month }).returning({ id: rosters.id });
    await tx.insert(rosterCells).values(members.flatMap((userId, i) => days.map((day) => {
      const works = (weekdayOf(day) + i) % 7 < 5;
      return { rosterId: roster.id, userId, day, kind: works ? 'shift' as const : 'rest' as const, shiftTypeId: works ? (i % 2 ? late.id : early.id) : null, pinned: false };
    })));
  }
}

/**
 * ScheduleCaseManage's workload settings of the demo collection teams, scaled to the demo's small book (a few dozen
 * open cases a team, not thousands): a real team starts from the default 80 cases a collector a day.
 */
const DEMO_CAPACITY: readonly [team: string, capacity: number][] = [['Late Stage (M3+)', 4], ['Early Stage (M1–M2)', 20]];

export async function seedDemoCaseCapacity(tx: Tx): Promise<void> {
  for (const [name, dailyCaseCapacity] of DEMO_CAPACITY) {
    const [team] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.name, name));
    if (team) await tx.insert(scheduleRules).values({ teamId: team.id, dailyCaseCapacity }).onConflictDoUpdate({ target: scheduleRules.teamId, set: { dailyCaseCapacity } });
  }
}
