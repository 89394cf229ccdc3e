/**
 * The routes SchedulePlan and ScheduleAbnormalThreshold read beside the solver's (issue 34): the teams, a
 * fill's warnings before it is applied (nothing written) and the fill itself (one transaction, audited), a cell
 * edit naming the rules it newly breaks, the rules form's defaults and its refusals (never clamped).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCode } from '../../common/routes';
import { formatEatDate } from '../../common/time';
import { departments, rosterCells, rosters, scheduleRules, shiftTypes, users } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let teamId: number;
let staff: number[];
let early: number;
const MONTH = '2027-04';

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  [{ id: teamId }] = await t.db.insert(departments).values({ name: 'Plan screen team' }).returning({ id: departments.id });
  const rows = await t.db.insert(users).values(Array.from({ length: 4 }, (_, i) => ({
    userNo: `PS${i}`, username: `planscreen${i}`, realName: `Plan ${i}`, passwordHash: 'x', deptId: teamId,
  }))).returning({ id: users.id });
  staff = rows.map((r) => r.id);
  [{ id: early }] = await t.db.insert(shiftTypes).values({ name: 'PS Early', startTime: '07:00', endTime: '16:00', colour: '#1677ff', teamIds: [teamId] })
    .returning({ id: shiftTypes.id });
}, 60_000);
afterAll(async () => { await t?.close(); });

const fillBody = (over: object = {}) => ({ teamId, month: MONTH, userIds: staff, from: '2027-04-05', to: '2027-04-11', kind: 'shift', shiftTypeId: early, pinned: false, ...over });
const storedCells = async () => {
  const [roster] = await t.db.select().from(rosters).where(and(eq(rosters.teamId, teamId), eq(rosters.month, MONTH)));
  return roster ? t.db.select().from(rosterCells).where(eq(rosterCells.rosterId, roster.id)) : [];
};

describe('SchedulePlan screen routes', () => {
  it('lists every team with its path and employed staff', async () => {
    const out = await t.call('GET', 'schedulePlan/options/teams', { token: admin });
    expect(out.code).toBe(200);
    expect(out.data).toContainEqual({ value: teamId, label: 'Plan screen team', path: 'Plan screen team', staff: 4 });
    expect(out.data.find((o: { label: string }) => o.label === 'Late Stage (M3+)')?.path).toBe('Head Office / Collections / Late Stage (M3+)');
  });

  it('checks a fill without writing it and names the rules it would break', async () => {
    // Seven days at work for the whole team: the weekly days (5) and the run limit (6) are broken.
    const out = await t.call('POST', 'schedulePlan/check', { token: admin, body: fillBody() });
    expect(out.code).toBe(200);
    expect(out.data.cells).toBe(28);
    const rules = new Set(out.data.introduced.map((v: { rule: string }) => v.rule));
    expect(rules).toEqual(new Set(['weeklyDays', 'maxConsecutive']));
    expect(await storedCells()).toEqual([]);
  });

  it('applies a fill in one go, audited, and answers the rules it breaks', async () => {
    const out = await t.call('POST', 'schedulePlan/fill', { token: admin, body: fillBody({ pinned: true }) });
    expect(out.code).toBe(200);
    expect(out.data.cells).toBe(28);
    expect(out.data.introduced.some((v: { rule: string }) => v.rule === 'weeklyDays')).toBe(true);
    const cells = await storedCells();
    expect(cells).toHaveLength(28);
    expect(cells.every((c) => c.kind === 'shift' && c.shiftTypeId === early && c.pinned)).toBe(true);
    expect((await t.auditRows('fill')).at(-1)).toMatchObject({ entity: 'roster' });
  });

  it('a cell edit that repairs a rule names nothing; one that breaks another names it', async () => {
    // Resting on the Saturday brings the week to six and the run to five: better, not a new break.
    const rest = await t.call('POST', 'schedulePlan/cell', { token: admin, body: { teamId, month: MONTH, userId: staff[0], day: '2027-04-10', kind: 'rest', shiftTypeId: null, pinned: true } });
    expect(rest.code).toBe(200);
    expect(rest.data.introduced).toEqual([]);
    // Leave on a working Wednesday of someone else: fine for the rules named per person, the coverage of 3 (70 % of 4) still met.
    const leave = await t.call('POST', 'schedulePlan/cell', { token: admin, body: { teamId, month: MONTH, userId: staff[1], day: '2027-04-07', kind: 'leave', shiftTypeId: null, pinned: false } });
    expect(leave.data.introduced).toEqual([]);
    // A second on leave that day leaves 2 at work: the daily rate is named.
    const second = await t.call('POST', 'schedulePlan/cell', { token: admin, body: { teamId, month: MONTH, userId: staff[2], day: '2027-04-07', kind: 'leave', shiftTypeId: null, pinned: false } });
    expect(second.data.introduced).toContainEqual({ rule: 'coverage', day: '2027-04-07', working: 2, required: 3 });
  });

  it('refuses a fill outside the team or the month, or a shift without its type', async () => {
    const [{ id: outsider }] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'collector'));
    expect(await t.call('POST', 'schedulePlan/fill', { token: admin, body: fillBody({ userIds: [outsider] }) })).toMatchObject({ code: 400, msg: 'Choose employees of this team' });
    expect(await t.call('POST', 'schedulePlan/fill', { token: admin, body: fillBody({ to: '2027-05-01' }) })).toMatchObject({ code: 400, msg: "The day is not in the roster's month" });
    expect(await t.call('POST', 'schedulePlan/check', { token: admin, body: fillBody({ shiftTypeId: null }) })).toMatchObject({ code: 400 });
    expect(await t.call('POST', 'schedulePlan/fill', { token: admin, body: fillBody({ from: '2027-04-11', to: '2027-04-05' }) })).toMatchObject({ code: 400, msg: 'The first day must not be after the last' });
  });

  it("a fill that takes someone off shift today hands their work to the team's policy, as a cell edit does", async () => {
    const today = formatEatDate(t.clock.now());
    const body = { teamId, month: today.slice(0, 7), userIds: [staff[3]], from: today, to: today, kind: 'shift', shiftTypeId: early, pinned: false };
    expect((await t.call('POST', 'schedulePlan/fill', { token: admin, body })).data.offShift).toBeUndefined();
    const off = await t.call('POST', 'schedulePlan/fill', { token: admin, body: { ...body, kind: 'rest', shiftTypeId: null } });
    expect(off.data.offShift).toMatchObject({ policy: 'keep', byUser: { [staff[3]]: {} } });
  });

  it('a viewer of the plan may not check or fill', async () => {
    const role = await createRole(t.db, { codes: [viewCode('ScheduleManage/SchedulePlan')] });
    const viewer = await t.login((await createUser(t.db, role.id)).username);
    expect((await t.call('GET', 'schedulePlan/options/teams', { token: viewer })).code).toBe(200);
    expect((await t.call('POST', 'schedulePlan/check', { token: viewer, body: fillBody() })).code).toBe(403);
    expect((await t.call('POST', 'schedulePlan/fill', { token: viewer, body: fillBody() })).code).toBe(403);
  });
});

describe('ScheduleAbnormalThreshold form routes', () => {
  const values = { dailyAttendancePct: 60, weeklyAttendanceDays: 5, maxConsecutiveDays: 6, minRestHours: 11 };

  it('shows the defaults for a team without rules, and its own after a save', async () => {
    const before = await t.call('GET', `scheduleAbnormalThreshold/detail?teamId=${teamId}`, { token: admin });
    expect(before.data).toMatchObject({ teamId, saved: false, values: before.data.defaults });
    expect(before.data.defaults).toEqual({ dailyAttendancePct: 70, weeklyAttendanceDays: 5, maxConsecutiveDays: 6, minRestHours: 11 });
    expect((await t.call('POST', 'scheduleAbnormalThreshold/save', { token: admin, body: { teamId, ...values } })).code).toBe(200);
    const after = await t.call('GET', `scheduleAbnormalThreshold/detail?teamId=${teamId}`, { token: admin });
    expect(after.data).toMatchObject({ saved: true, values });
  });

  it('refuses a value outside a rule with the field named, in en and zh, and stores nothing', async () => {
    const save = (body: object, language = 'en') => t.call('POST', 'scheduleAbnormalThreshold/save', { token: admin, language, body: { teamId, ...values, ...body } });
    expect(await save({ dailyAttendancePct: 101 })).toMatchObject({ code: 400, msg: 'Daily attendance rate (%): at most 100.' });
    expect((await save({ dailyAttendancePct: 101 }, 'zh')).msg).toContain('每日出勤率');
    expect(await save({ weeklyAttendanceDays: 0 })).toMatchObject({ code: 400, msg: 'Weekly attendance days: at least 1.' });
    expect(await save({ minRestHours: 10.5 })).toMatchObject({ code: 400, msg: 'Minimum rest between shifts (hours) must be a whole number.' });
    const [row] = await t.db.select().from(scheduleRules).where(eq(scheduleRules.teamId, teamId));
    expect(row).toMatchObject(values);
  });
});
