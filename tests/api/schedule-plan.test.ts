import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, leaveApplications, shiftTypes, users } from '../../server/db/schema';
import { checkSchedule } from '../../server/modules/schedule/schedule-check';
import { cellKey, type ScheduleProblem } from '../../server/modules/schedule/schedule-model';
import { eq } from 'drizzle-orm';
import { formatEatDate, parseEat } from '../../common/time';
import { viewCode } from '../../common/routes';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let teamId: number;
let staff: number[];
let night: number;
const MONTH = '2027-03';

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  [{ id: teamId }] = await t.db.insert(departments).values({ name: 'Roster test team' }).returning({ id: departments.id });
  const rows = await t.db.insert(users).values(Array.from({ length: 20 }, (_, i) => ({
    userNo: `RT${i}`, username: `roster${i}`, realName: `Roster ${i}`, passwordHash: 'x', deptId: teamId,
  }))).returning({ id: users.id });
  staff = rows.map((r) => r.id);
  const shifts = await t.db.insert(shiftTypes).values([
    { name: 'RT Early', startTime: '07:00', endTime: '16:00', colour: '#1677ff', teamIds: [teamId] },
    { name: 'RT Late', startTime: '13:00', endTime: '22:00', colour: '#fa8c16', teamIds: [teamId] },
    { name: 'RT Night', startTime: '22:00', endTime: '07:00', colour: '#722ed1', night: true, teamIds: [teamId] },
  ]).returning({ id: shiftTypes.id });
  night = shifts[2].id;
  // Leave over the EAT days 10–12 March for the first employee.
  await t.db.insert(leaveApplications).values({ userId: staff[0], startAt: parseEat('2027-03-10')!, endAt: parseEat('2027-03-13')! });
}, 60_000);
afterAll(async () => { await t?.close(); });

const roster = () => t.call('GET', `schedulePlan/roster?teamId=${teamId}&month=${MONTH}`, { token: admin });

describe('SchedulePlan auto-schedule', () => {
  it('refuses a month in a wrong form with a translated message', async () => {
    expect(await t.call('GET', `schedulePlan/roster?teamId=${teamId}&month=2027-13`, { token: admin })).toMatchObject({ code: 400, msg: 'Month must be YYYY-MM' });
  });

  it('explains in words before solving when the rate asks too much', async () => {
    expect((await t.call('POST', 'scheduleAbnormalThreshold/save', { token: admin, body: { teamId, dailyAttendancePct: 90, weeklyAttendanceDays: 5, maxConsecutiveDays: 6, minRestHours: 11 } })).code).toBe(200);
    const out = await t.call('POST', 'schedulePlan/autoSchedule', { token: admin, body: { teamId, month: MONTH, timeLimitSeconds: 10 } });
    expect(out.data).toMatchObject({ kind: 'explained', reasons: [{ key: 'schedule:explain.weeklyCapacity', params: { staff: 20, perDay: 14.3, required: 18 } }] });
  });

  it('a solved month meets every rule per the checker and keeps the pinned cell and the leave', async () => {
    const rules = { dailyAttendancePct: 70, weeklyAttendanceDays: 5, maxConsecutiveDays: 6, minRestHours: 11 };
    expect((await t.call('POST', 'scheduleAbnormalThreshold/save', { token: admin, body: { teamId, ...rules } })).code).toBe(200);
    expect((await t.call('GET', `scheduleAbnormalThreshold/rules?teamId=${teamId}`, { token: admin })).data).toEqual(rules);
    const pin = await t.call('POST', 'schedulePlan/cell', { token: admin, body: { teamId, month: MONTH, userId: staff[1], day: '2027-03-06', kind: 'shift', shiftTypeId: night, pinned: true } });
    expect(pin.code).toBe(200);

    const out = await t.call('POST', 'schedulePlan/autoSchedule', { token: admin, body: { teamId, month: MONTH, timeLimitSeconds: 60 } });
    expect(out).toMatchObject({ code: 200, data: { kind: 'solved', violations: [] } });

    const { data } = await roster();
    const cells = data.cells as { userId: number; day: string; kind: string; shiftTypeId: number | null; pinned: boolean }[];
    expect(cells).toHaveLength(20 * 31);
    const at = (u: number, day: string) => cells.find((c) => c.userId === u && c.day === day)!;
    expect(at(staff[1], '2027-03-06')).toMatchObject({ kind: 'shift', shiftTypeId: night, pinned: true });
    for (const day of ['2027-03-10', '2027-03-11', '2027-03-12']) expect(at(staff[0], day)).toMatchObject({ kind: 'leave', shiftTypeId: null });

    // The checker on the stored roster, with the problem written out here rather than taken from the service.
    const problem: ScheduleProblem = {
      month: MONTH, employees: staff, rules,
      shifts: data.shiftTypes.map((s: { id: number; startTime: string; endTime: string; night: boolean }) => ({ id: s.id, start: s.startTime, end: s.endTime, night: s.night })),
      fixed: [
        ...['2027-03-10', '2027-03-11', '2027-03-12'].map((day) => ({ userId: staff[0], day, kind: 'leave' as const })),
        { userId: staff[1], day: '2027-03-06', kind: 'shift', shiftTypeId: night },
      ],
    };
    const assignment = Object.fromEntries(cells.map((c) => [cellKey(c.userId, c.day), c.kind === 'shift' ? c.shiftTypeId : null]));
    expect(checkSchedule(problem, assignment)).toEqual([]);
    expect((await t.auditRows('autoSchedule')).at(-1)).toMatchObject({ entity: 'roster' });
  }, 240_000);

  it('a manual edit that breaks a rule is saved with the rule named', async () => {
    const { data } = await roster();
    const working = (data.cells as { userId: number; day: string; kind: string }[]).find((c) => c.day === '2027-03-17' && c.kind === 'shift')!;
    const out = await t.call('POST', 'schedulePlan/cell', { token: admin, body: { teamId, month: MONTH, userId: working.userId, day: '2027-03-17', kind: 'rest', shiftTypeId: null, pinned: true } });
    expect(out.code).toBe(200);
    expect(out.data.violations.map((v: { rule: string }) => v.rule)).toContain('weeklyDays');
  });

  it('the demo seed plans the current month of the demo teams within the weekly, run and rest rules', async () => {
    const [{ deptId }] = await t.db.select({ deptId: users.deptId }).from(users).where(eq(users.username, 'collector'));
    const month = formatEatDate(t.clock.now()).slice(0, 7);
    const { data } = await t.call('GET', `schedulePlan/roster?teamId=${deptId}&month=${month}`, { token: admin });
    expect(data.cells.length).toBe(data.staff.length * data.days.length);
    expect(data.cells.some((c: { kind: string }) => c.kind === 'shift')).toBe(true);
    expect(data.violations.filter((v: { rule: string }) => ['weeklyDays', 'maxConsecutive', 'minRest'].includes(v.rule))).toEqual([]);
  });
});

describe('ScheduleManage codes', () => {
  it('a viewer of the plan reads the roster but may not change cells, auto-schedule or read the rules; the demo collector may do none of it', async () => {
    const role = await createRole(t.db, { codes: [viewCode('ScheduleManage/SchedulePlan')] });
    const viewer = await t.login((await createUser(t.db, role.id)).username);
    expect((await t.call('GET', `schedulePlan/roster?teamId=${teamId}&month=${MONTH}`, { token: viewer })).code).toBe(200);
    const cell = { teamId, month: MONTH, userId: staff[2], day: '2027-03-02', kind: 'rest', pinned: false };
    expect((await t.call('POST', 'schedulePlan/cell', { token: viewer, body: cell })).code).toBe(403);
    expect((await t.call('POST', 'schedulePlan/autoSchedule', { token: viewer, body: { teamId, month: MONTH, timeLimitSeconds: 5 } })).code).toBe(403);
    expect((await t.call('GET', `scheduleAbnormalThreshold/rules?teamId=${teamId}`, { token: viewer })).code).toBe(403);
    const collector = await t.login('collector');
    expect((await t.call('GET', `schedulePlan/roster?teamId=${teamId}&month=${MONTH}`, { token: collector })).code).toBe(403);
    expect((await t.call('POST', 'scheduleAbnormalThreshold/save', { token: collector, body: { teamId, dailyAttendancePct: 10, weeklyAttendanceDays: 5, maxConsecutiveDays: 6, minRestHours: 11 } })).code).toBe(403);
  });
});
