/**
 * ScheduleCaseManage (issue 34): the workload tab's figures equal direct counts of the source rows (open cases held by
 * the team, bills falling due, roster shifts), the capacity setting needs the update code and is audited, merchant
 * scope, bad input translated; the check tab's on time / late / absent / leave marks; the abnormal-threshold warning
 * sent once per team and day. PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_MANAGE_SCREEN as KEY, CASE_MANAGE_URLS as URLS, requiredFor } from '../../common/schedule/case-manage';
import { actionCode, viewCode } from '../../common/routes';
import { formatEatDate } from '../../common/time';
import {
  bills, collectionCases, departments, leaveApplications, merchants, outboxMessages, rosterCells, rosters, scheduleWarnings, sessions, shiftTypes, users,
} from '../../server/db/schema';
import { tieUserToMerchant } from '../../server/core/merchant-scope';
import { warnScheduleAbnormal } from '../../server/modules/schedule/schedule-warnings.job';
import { seedCollectionBook } from './collection-fixtures';
import { collector, hold } from './collection-day.helpers';
import { createRole, createUser } from './fixtures';
import { DAY, startTestApp, type TestApp } from './harness';
import { disbursedLoan } from './money-fixtures';

let t: TestApp;
let admin: string;
let teamId: number;
let team: { id: number }[];
let m1501: number;
let m1502: number;
let today: string;
let month: string;
let shiftId: number;

const monthOf = (day: string) => day.slice(0, 7);
const dayAfter = (day: string, n: number) => formatEatDate(new Date(Date.parse(`${day}T12:00:00+03:00`) + n * DAY));
const at = (day: string, hhmm: string) => new Date(Date.parse(`${day}T${hhmm}:00+03:00`));
let signIns = 0;
const signIn = (userId: number, when: Date) => {
  signIns += 1;
  return t.db.insert(sessions).values({ tokenHash: `case-manage-${userId}-${signIns}`, userId, createdAt: when, lastSeenAt: when, expiresAt: new Date(when.getTime() + DAY) });
};

async function person(codes: string[], deptId: number | null, merchantId?: number) {
  const user = await createUser(t.db, (await createRole(t.db, { codes })).id);
  await t.db.update(users).set({ deptId, ...(merchantId ? { merchantId } : {}) }).where(eq(users.id, user.id));
  if (merchantId) await tieUserToMerchant(t.db, user.id, merchantId);
  return { id: user.id, token: await t.login(user.username) };
}

beforeAll(async () => {
  t = await startTestApp();
  [{ id: m1501 }] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantNo, '1501'));
  [{ id: m1502 }] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantNo, '1502'));
  // D0, S1, S1, S2 cases of 1501 and one S1 of 1502.
  const book = await seedCollectionBook(t, { overdueDays: [0, 3, 3, 10] });
  const other = await seedCollectionBook(t, { overdueDays: [3], merchantNo: '1502', productCode: 'HL-14D', levels: false });
  today = formatEatDate(t.clock.now());
  admin = await t.login('admin'); // after the book moved the clock
  month = monthOf(today);
  [{ id: teamId }] = await t.db.insert(departments).values({ name: 'Case manage team' }).returning({ id: departments.id });
  team = [];
  for (let i = 0; i < 3; i += 1) {
    const c = await collector(t, { levels: ['D0', 'S1', 'S2'], merchantIds: [m1501] });
    await t.db.update(users).set({ deptId: teamId }).where(eq(users.id, c.id));
    team.push({ id: c.id });
  }
  await hold(t, [book.caseIds[0], book.caseIds[1]], { collectorUserId: team[0].id });
  await hold(t, [book.caseIds[2], other.caseIds[0]], { collectorUserId: team[1].id });
  await hold(t, [book.caseIds[3]], { agency: 'Outside agency' });
  // Bills of 1501 falling due later: two new loans.
  await disbursedLoan(t, { merchantNo: '1501' });
  await disbursedLoan(t, { merchantNo: '1501' });
  [{ id: shiftId }] = await t.db.insert(shiftTypes).values({ name: 'Case manage early', startTime: '08:00', endTime: '17:00', colour: '#1677ff', teamIds: [teamId] }).returning({ id: shiftTypes.id });
}, 240_000);
afterAll(async () => { await t?.close(); });

async function rosterOf(teamIdOf: number, m: string, cells: { userId: number; day: string; kind: 'shift' | 'rest' | 'leave' }[]) {
  const [roster] = await t.db.insert(rosters).values({ teamId: teamIdOf, month: m }).onConflictDoNothing().returning({ id: rosters.id });
  const id = roster?.id ?? (await t.db.select({ id: rosters.id }).from(rosters).where(and(eq(rosters.teamId, teamIdOf), eq(rosters.month, m))))[0].id;
  await t.db.insert(rosterCells).values(cells.map((c) => ({ rosterId: id, ...c, shiftTypeId: c.kind === 'shift' ? shiftId : null })));
}

describe('ScheduleCaseManage workload', () => {
  it('counts the open cases the team holds per level, and the required, planned and gap of each day', async () => {
    await rosterOf(teamId, month, [
      { userId: team[0].id, day: today, kind: 'shift' }, { userId: team[1].id, day: today, kind: 'rest' }, { userId: team[2].id, day: today, kind: 'shift' },
    ]);
    const out = await t.call('GET', URLS.workload, { token: admin, query: { teamId, month } });
    expect(out.code).toBe(200);
    const direct = await t.db.select({ level: collectionCases.level, n: sql<number>`count(*)::int` }).from(collectionCases)
      .where(and(inArray(collectionCases.collectorUserId, team.map((p) => p.id)), ne(collectionCases.status, 'closed'), sql`${collectionCases.agency} is null`))
      .groupBy(collectionCases.level);
    const day = out.data.days.find((d: { day: string }) => d.day === today);
    for (const { level, n } of direct) expect(day.cases[level]).toBe(Number(n));
    const total = direct.reduce((s, r) => s + Number(r.n), 0);
    expect(total).toBe(4); // the outsourced case is not the team's
    expect(day).toMatchObject({ totalCases: total, required: requiredFor(total, 80), planned: 2, gap: 2 - requiredFor(total, 80), projected: false });
    expect(out.data.settings).toEqual({ dailyCaseCapacity: 80, lateGraceMinutes: 5 });
    expect(out.data.entryLevel).toBe('D0');
    expect(out.data.merchantIds).toEqual([m1501]);
  });

  it('projects a later day from today\'s book plus the bills of the team\'s merchants falling due that day', async () => {
    const [due] = await t.db.select({ dueDay: bills.dueDay }).from(bills)
      .where(and(eq(bills.merchantId, m1501), inArray(bills.status, ['unpaid', 'partial']), sql`${bills.dueDay} > ${today}::date`)).orderBy(bills.dueDay).limit(1);
    const count = await t.db.select({ n: sql<number>`count(*)::int` }).from(bills)
      .where(and(eq(bills.merchantId, m1501), inArray(bills.status, ['unpaid', 'partial']), eq(bills.dueDay, due.dueDay)));
    const out = await t.call('GET', URLS.workload, { token: admin, query: { teamId, month: monthOf(due.dueDay) } });
    const day = out.data.days.find((d: { day: string }) => d.day === due.dueDay);
    expect(day.projected).toBe(true);
    expect(day.entering).toBe(Number(count[0].n));
    expect(day.entering).toBeGreaterThanOrEqual(2);
    expect(day.totalCases).toBe(4 + day.entering);
  });

  it('saves the capacity with the update code only, audited, and uses it', async () => {
    const viewer = await person([viewCode(KEY)], null);
    const refused = await t.call('POST', URLS.saveSettings, { token: viewer.token, body: { teamId, dailyCaseCapacity: 2, lateGraceMinutes: 5 } });
    expect(refused.code).toBe(403);
    const bad = await t.call('POST', URLS.saveSettings, { token: admin, body: { teamId, dailyCaseCapacity: 0, lateGraceMinutes: 5 } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('Daily case capacity per collector');
    const editor = await person([viewCode(KEY), actionCode(KEY, 'update')], null);
    const saved = await t.call('POST', URLS.saveSettings, { token: editor.token, body: { teamId, dailyCaseCapacity: 2, lateGraceMinutes: 10 } });
    expect(saved.code).toBe(200);
    const audits = (await t.auditRows('update')).filter((a) => a.entity === 'scheduleCaseSettings');
    expect(audits.at(-1)).toMatchObject({ actorUserId: editor.id, before: null, after: { dailyCaseCapacity: 2, lateGraceMinutes: 10 } });
    const out = await t.call('GET', URLS.workload, { token: admin, query: { teamId, month } });
    const day = out.data.days.find((d: { day: string }) => d.day === today);
    expect(day).toMatchObject({ totalCases: 4, required: 2, gap: day.planned - 2 });
    for (const [level, cases] of Object.entries(day.cases as Record<string, number>)) expect(day.requiredByLevel[level]).toBe(Math.ceil(cases / 2));
    const settings = await t.call('GET', URLS.settings, { token: viewer.token, query: { teamId } });
    expect(settings.data).toMatchObject({ saved: true, values: { dailyCaseCapacity: 2, lateGraceMinutes: 10 }, defaults: { dailyCaseCapacity: 80, lateGraceMinutes: 5 } });
  });

  it('counts only the caller\'s merchants', async () => {
    const bound = await person([viewCode(KEY)], null, m1502);
    const out = await t.call('GET', URLS.workload, { token: bound.token, query: { teamId, month } });
    expect(out.code).toBe(200);
    const day = out.data.days.find((d: { day: string }) => d.day === today);
    const direct = await t.db.select({ n: sql<number>`count(*)::int` }).from(collectionCases)
      .where(and(inArray(collectionCases.collectorUserId, team.map((p) => p.id)), ne(collectionCases.status, 'closed'), eq(collectionCases.merchantId, m1502)));
    expect(day.totalCases).toBe(Number(direct[0].n));
    expect(day.totalCases).toBe(1);
    expect(out.data.merchantIds).toEqual([]); // the team works 1501, outside this caller's merchants
  });

  it('translates a bad month and an unknown team', async () => {
    const badMonth = await t.call('GET', URLS.workload, { token: admin, query: { teamId, month: '2026-13' } });
    expect(badMonth).toMatchObject({ code: 400, msg: expect.stringContaining('Month must be YYYY-MM') });
    const unknown = await t.call('GET', URLS.workload, { token: admin, query: { teamId: 99_999_999, month } });
    expect(unknown).toMatchObject({ code: 400, msg: 'Unknown team' });
    const unknownCheck = await t.call('GET', URLS.check, { token: admin, query: { teamId: 99_999_999, month } });
    expect(unknownCheck.code).toBe(400);
    const noView = await person([], null);
    expect((await t.call('GET', URLS.workload, { token: noView.token, query: { teamId, month } })).code).toBe(403);
  });

  it('lists the teams with collectors only', async () => {
    const out = await t.call('GET', URLS.teams, { token: admin });
    expect(out.data.map((o: { value: number }) => o.value)).toContain(teamId);
    expect(out.data.map((o: { label: string }) => o.label)).not.toContain('Finance');
  });
});

describe('ScheduleCaseManage check', () => {
  it('marks each planned day on time, late, absent, on leave or rest against the first sign-in', async () => {
    const m = '2026-03';
    const [{ id: checkTeam }] = await t.db.insert(departments).values({ name: 'Check team' }).returning({ id: departments.id });
    const people = [];
    for (let i = 0; i < 4; i += 1) people.push(await person([], checkTeam));
    const [a, b, c, d] = people;
    const day = '2026-03-10';
    await rosterOf(checkTeam, m, [
      { userId: a.id, day, kind: 'shift' }, { userId: b.id, day, kind: 'shift' }, { userId: c.id, day, kind: 'shift' }, { userId: d.id, day, kind: 'shift' },
      { userId: a.id, day: '2026-03-11', kind: 'rest' },
    ]);
    await signIn(a.id, at(day, '08:04'));
    await signIn(a.id, at(day, '12:00')); // a later sign-in the same day does not count
    await signIn(b.id, at(day, '08:20'));
    await signIn(b.id, at('2026-03-09', '23:30')); // the day before, not this one
    await t.db.insert(leaveApplications).values({ userId: d.id, startAt: at(day, '00:00'), endAt: at('2026-03-11', '00:00'), reason: 'Sick' });
    const out = await t.call('GET', URLS.check, { token: admin, query: { teamId: checkTeam, month: m } });
    expect(out.code).toBe(200);
    const mark = (userId: number, on: string) => out.data.entries[userId].find((e: { day: string }) => e.day === on);
    expect(mark(a.id, day)).toMatchObject({ mark: 'onTime', shiftStart: '08:00', firstSignIn: at(day, '08:04').toISOString() });
    expect(mark(b.id, day)).toMatchObject({ mark: 'late', lateMinutes: 20 });
    expect(mark(c.id, day)).toMatchObject({ mark: 'absent', firstSignIn: null });
    expect(mark(d.id, day).mark).toBe('onLeave');
    expect(mark(a.id, '2026-03-11').mark).toBe('rest');
    expect(mark(b.id, '2026-03-11').mark).toBe('unplanned');
    // 2 of 4 at work = 50 %, below the default 70 % rule (3 required).
    expect(out.data.days.find((x: { day: string }) => x.day === day)).toMatchObject({ planned: 3, present: 2, late: 1, absent: 1, onLeave: 1, ratePct: 50, required: 3, below: true });
    // A grace of 30 minutes makes the 08:20 sign-in on time.
    await t.call('POST', URLS.saveSettings, { token: admin, body: { teamId: checkTeam, dailyCaseCapacity: 80, lateGraceMinutes: 30 } });
    const again = await t.call('GET', URLS.check, { token: admin, query: { teamId: checkTeam, month: m } });
    expect(again.data.entries[b.id].find((e: { day: string }) => e.day === day).mark).toBe('onTime');
  });

  it('warns the team\'s leader once for a day below the rate or with someone absent without leave', async () => {
    const yesterday = dayAfter(today, -1);
    const [{ id: parent }] = await t.db.insert(departments).values({ name: 'Warned collections' }).returning({ id: departments.id });
    const [{ id: warned }] = await t.db.insert(departments).values({ name: 'Warned team', parentId: parent }).returning({ id: departments.id });
    const leader = await person([viewCode(KEY)], parent);
    const bystander = await person([], parent);
    const [x, y] = [await person([], warned), await person([], warned)];
    await rosterOf(warned, monthOf(yesterday), [{ userId: x.id, day: yesterday, kind: 'shift' }, { userId: y.id, day: yesterday, kind: 'shift' }]);
    await signIn(x.id, at(yesterday, '08:01'));
    await warnScheduleAbnormal(t.deps);
    await warnScheduleAbnormal(t.deps);
    const rows = await t.db.select().from(scheduleWarnings).where(eq(scheduleWarnings.teamId, warned));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: yesterday, recipientUserIds: [leader.id], findings: { present: 1, staff: 2, absent: [y.id] } });
    const sent = await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'scheduleAbnormal'));
    const mine = sent.filter((s) => s.recipientUserId === leader.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].body).toContain('Warned team');
    expect(sent.some((s) => s.recipientUserId === bystander.id)).toBe(false);
    const inbox = await t.call('GET', 'message/list', { token: leader.token });
    expect(inbox.data.records.some((r: { kind: string }) => r.kind === 'scheduleAbnormal')).toBe(true);
  });
});
