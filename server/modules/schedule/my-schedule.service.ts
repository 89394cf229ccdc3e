/** MySchedule (issue 34): the signed-in employee's own month — their cells and their leave applications, nobody else's. */
import type { MyScheduleMonth } from '../../../common/schedule/my-schedule';
import { parseEat } from '../../../common/time';
import type { Deps } from '../../core/deps';
import { monthDays } from './schedule-model';
import { ownCellsOf, ownLeaveOverlapping } from './schedule.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function mySchedule(deps: Deps, userId: number, month: string): Promise<MyScheduleMonth> {
  const days = monthDays(month);
  const starts = days.map((day) => parseEat(day)!.getTime());
  const from = new Date(starts[0]);
  const to = new Date(starts[starts.length - 1] + DAY_MS);
  const [cells, leave] = await Promise.all([ownCellsOf(deps.db, userId, days[0], days[days.length - 1]), ownLeaveOverlapping(deps.db, userId, from, to)]);
  return {
    month,
    cells: cells.map((c) => ({
      day: c.day, kind: c.kind,
      shift: c.kind === 'shift' && c.shiftTypeId !== null
        ? { id: c.shiftTypeId, name: c.shiftName, startTime: c.startTime, endTime: c.endTime, colour: c.colour, night: c.night } : null,
    })),
    // Each application with the EAT days of this month it covers, so the calendar needs no time-zone arithmetic.
    leave: leave.map((l) => ({
      id: l.id, startAt: l.startAt.toISOString(), endAt: l.endAt.toISOString(), reason: l.reason, status: l.status,
      days: days.filter((_, i) => l.startAt.getTime() < starts[i] + DAY_MS && l.endAt.getTime() > starts[i]),
    })),
  };
}
