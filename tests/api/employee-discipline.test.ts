/**
 * Employee discipline (issue 34): the monthly record equals its sources (attendance from planned shifts and sign-ins,
 * leave left out; the quality center's final findings; each complaint against the staff member who last contacted the
 * customer; warning letters), and the diligence score is worked out by the weights; warning letters are audited with
 * before and after; a closed month is frozen (409, the job leaves it as it was closed); codes and the merchant scope are
 * refused; bad input is 400 with a translated message.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS, DISCIPLINE_SCREEN, diligenceScore } from '../../common/appraisal/discipline';
import { actionCode, viewCode } from '../../common/routes';
import { parseEat } from '../../common/time';
import {
  collectionPersonnel, csFeedbacks, csInCallRecords, csStaff, departments, disciplineRecords, disciplineWarningLetters, leaveApplications,
  merchants, qualityReviews, qualityScorecards, rosterCells, rosters, sessions, shiftTypes, tmFollowUps, tmPersonnel, userMerchants, users,
} from '../../server/db/schema';
import { recomputeOpenMonths } from '../../server/modules/appraisal/discipline.service';
import { createRole, createUser } from './fixtures';
import { DAY, startTestApp, type TestApp } from './harness';
import { newCustomer, newEntries } from './telemarketing-work.helpers';

const code = (action: string) => actionCode(DISCIPLINE_SCREEN, action);
const VIEW = viewCode(DISCIPLINE_SCREEN);
/** A collection and telemarketing lead: opens those teams' staff screens (not customer service's). */
const LEAD_CODES = [VIEW, ...['recompute', 'close', 'warn', 'export'].map(code), viewCode('CollectionSystem/CollectionPersonnel'), viewCode('TelemarketingSystem/TelemarketingPersonnel')];
const HR_CODES = [VIEW, ...['viewAll', 'recompute', 'close', 'warn', 'export', 'weights'].map(code)];

let t: TestApp;
let month: string;
const at = (day: number, hh: number, mm = 0) => parseEat(`${month}-${String(day).padStart(2, '0')} ${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`)!;
let hr: string;
let lead: string;
let serviceLead: string;
const staff: { id: number; token: string }[] = [];

async function person(codes: readonly string[], merchantId: number | null, scope: number[] = []) {
  const role = await createRole(t.db, { codes });
  const user = await createUser(t.db, role.id);
  await t.db.update(users).set({ merchantId }).where(eq(users.id, user.id));
  if (scope.length) await t.db.insert(userMerchants).values(scope.map((m) => ({ userId: user.id, merchantId: m })));
  return { id: user.id, token: await t.login(user.username) };
}

const rowOf = async (token: string, userId: number, query: Record<string, string | number> = {}) => {
  const listed = await t.call('GET', 'employeeDisciplineData/list', { token, query: { month, current: 1, size: 50, ...query } });
  expect(listed.code).toBe(200);
  return (listed.data.records as { userId: number }[]).find((r) => r.userId === userId) as Record<string, unknown> | undefined;
};
const recordOf = async (userId: number) => (await t.db.select().from(disciplineRecords).where(and(eq(disciplineRecords.userId, userId), eq(disciplineRecords.month, month))))[0];

beforeAll(async () => {
  t = await startTestApp();
  const now = t.clock.now();
  const eatNow = new Date(now.getTime() + 3 * 3_600_000);
  const y = eatNow.getUTCFullYear();
  const m = eatNow.getUTCMonth();
  month = m === 0 ? `${y - 1}-12` : `${y}-${String(m).padStart(2, '0')}`;
  const [m1, m2] = await t.db.select({ id: merchants.id }).from(merchants).orderBy(asc(merchants.merchantNo)).limit(2);

  hr = (await person(HR_CODES, null)).token;
  lead = (await person(LEAD_CODES, m1.id, [m1.id])).token;
  serviceLead = (await person([VIEW, code('warn'), viewCode('CustomerServiceSystem/CustomerServiceStaff')], m1.id, [m1.id, m2.id])).token;
  // staff[0] a collector and staff[1] a telemarketer of merchant 1, staff[2] a service agent of merchant 2.
  for (const merchantId of [m1.id, m1.id, m2.id]) staff.push(await person([VIEW], merchantId, [merchantId]));
  const [a, b, c] = staff;
  await t.db.insert(collectionPersonnel).values({ userId: a.id, groupName: 'Team Alpha', levels: ['S2', 'S1'] });
  await t.db.insert(tmPersonnel).values({ userId: b.id, channels: ['manual'] });
  await t.db.insert(csStaff).values({ userId: c.id, groupName: 'Inbound' });

  // Attendance of staff[0]: shifts on days 2–11, signed in on days 2–9, on leave on day 11 → 8 of 9.
  const [team] = await t.db.insert(departments).values({ name: 'Discipline test team' }).returning();
  const [shift] = await t.db.insert(shiftTypes).values({ name: 'Discipline early', startTime: '07:00', endTime: '16:00', colour: '#1677ff' }).returning();
  const [roster] = await t.db.insert(rosters).values({ teamId: team.id, month }).returning();
  await t.db.insert(rosterCells).values(Array.from({ length: 12 }, (_, i) => ({
    rosterId: roster.id, userId: a.id, day: `${month}-${String(i + 1).padStart(2, '0')}`,
    kind: i >= 1 && i <= 10 ? 'shift' as const : 'rest' as const, shiftTypeId: i >= 1 && i <= 10 ? shift.id : null,
  })));
  await t.db.insert(sessions).values(Array.from({ length: 8 }, (_, i) => ({
    tokenHash: `discipline-test-${a.id}-${i}`, userId: a.id, createdAt: at(i + 2, 7, 5), lastSeenAt: at(i + 2, 15), expiresAt: at(i + 2, 19), revokedAt: at(i + 2, 16),
  })));
  await t.db.insert(leaveApplications).values({ userId: a.id, startAt: at(11, 0), endAt: at(12, 0), reason: 'Sick' });

  // Quality findings of staff[0]: a decided failure with a major violation (score 0), a scored failure past its appeal
  // window (score 70), a pass, and a scored failure still inside its window (not final: not counted).
  const [card] = await t.db.select({ id: qualityScorecards.id }).from(qualityScorecards).limit(1);
  const review = (n: number, day: number, fields: Partial<typeof qualityReviews.$inferInsert>) => ({
    source: 'service' as const, sourceId: 900_000 + a.id * 10 + n, reason: 'sample' as const, employeeUserId: a.id, merchantId: m1.id,
    contactAt: at(day, 10), contactDay: `${month}-${String(day).padStart(2, '0')}`, scorecardId: card.id, ...fields,
  });
  await t.db.insert(qualityReviews).values([
    review(1, 3, { status: 'decided', score: 0, passed: false, majorViolation: true, appealDeadline: at(6, 10) }),
    review(2, 4, { status: 'scored', score: 70, passed: false, majorViolation: false, appealDeadline: at(7, 10) }),
    review(3, 5, { status: 'scored', score: 95, passed: true, majorViolation: false, appealDeadline: at(8, 10) }),
    review(4, 6, { status: 'scored', score: 50, passed: false, majorViolation: false, appealDeadline: new Date(now.getTime() + DAY) }),
  ]);

  // Complaints: customer X talked to staff[1] then staff[2] before complaining in the app → staff[2];
  // customer Y talked to staff[2] then staff[1], then complained on a call staff[2] took → staff[1];
  // customer Z's last contact was 8 days before the complaint → nobody.
  const x = await newCustomer(t, m1.id, at(1, 8));
  const yy = await newCustomer(t, m1.id, at(1, 8));
  const z = await newCustomer(t, m1.id, at(1, 8));
  const [ex, ey, ez] = await newEntries(t, m1.id, 3, [x.id, yy.id, z.id]);
  await t.db.insert(tmFollowUps).values([
    { entryId: ex.id, userId: b.id, intent: 'willing' as const, at: at(14, 10) },
    { entryId: ey.id, userId: b.id, intent: 'willing' as const, at: at(19, 10) },
    { entryId: ez.id, userId: b.id, intent: 'willing' as const, at: at(10, 10) },
  ]);
  await t.db.insert(csInCallRecords).values([
    { customerId: x.id, phone: x.phone, reason: 'repayment' as const, resolution: 'resolved' as const, remark: 'Asked the balance', userId: c.id, createdAt: at(14, 11) },
    { customerId: yy.id, phone: yy.phone, reason: 'repayment' as const, resolution: 'resolved' as const, remark: 'Asked the balance', userId: c.id, createdAt: at(19, 9) },
    { customerId: yy.id, phone: yy.phone, reason: 'complaint' as const, resolution: 'unresolved' as const, remark: 'Says the agent was rude', userId: c.id, createdAt: at(20, 12) },
  ]);
  await t.db.insert(csFeedbacks).values([
    { feedbackNo: `FBDISC${x.id}`, customerId: x.id, merchantId: m1.id, category: 'complaint', content: 'Rude', createdAt: at(14, 16), dueAt: at(15, 16) },
    { feedbackNo: `FBDISC${z.id}`, customerId: z.id, merchantId: m1.id, category: 'complaint', content: 'Rude', createdAt: at(18, 16), dueAt: at(19, 16) },
  ] as (typeof csFeedbacks.$inferInsert)[]);
});
afterAll(async () => { await t?.close(); });

describe('the monthly record', () => {
  it('equals its sources, and the score follows the weights', async () => {
    const done = await t.call('POST', 'employeeDisciplineData/recompute', { token: hr, body: { month } });
    expect(done.code).toBe(200);
    expect(done.data.records).toBeGreaterThanOrEqual(3);
    const [a, b, c] = staff;
    const rowA = await rowOf(hr, a.id);
    expect(rowA).toMatchObject({
      area: 'collection', stage: 'S1,S2', groupName: 'Team Alpha', plannedDays: 9, attendedDays: 8, attendanceBp: 8889,
      majorViolations: 1, qualityPenaltyPoints: 130, complaintCount: 0, warningLetters: 0,
    });
    const sourcesA = { plannedDays: 9, attendedDays: 8, majorViolations: 1, qualityPenaltyPoints: 130, complaintCount: 0, warningLetters: 0 };
    expect(rowA?.diligenceScore).toBe(diligenceScore(sourcesA, DEFAULT_WEIGHTS));
    expect(rowA?.diligenceScore).toBe(62); // 100 − 5 (one shift missed) − 20 (major) − 13 (130 quality points)
    expect(await rowOf(hr, b.id)).toMatchObject({ area: 'telemarketing', complaintCount: 1, attendanceBp: null, diligenceScore: 95 });
    expect(await rowOf(hr, c.id)).toMatchObject({ area: 'service', groupName: 'Inbound', complaintCount: 1, diligenceScore: 95 });
    const sorted = await t.call('GET', 'employeeDisciplineData/list', { token: hr, query: { month, current: 1, size: 50, sortField: 'diligenceScore', sortOrder: 'descend' } });
    const scores = (sorted.data.records as { diligenceScore: number }[]).map((r) => r.diligenceScore);
    expect(scores).toEqual([...scores].sort((p, q) => q - p));
  });

  it('shows a leader their teams within their merchants, and the staff their own record only', async () => {
    const [a, b, c] = staff;
    expect(await rowOf(lead, a.id)).toBeDefined();
    expect(await rowOf(lead, b.id)).toBeDefined();
    expect(await rowOf(lead, c.id)).toBeUndefined(); // another merchant's, and not a team the lead leads
    expect(await rowOf(serviceLead, c.id)).toBeDefined();
    expect(await rowOf(serviceLead, a.id)).toBeUndefined(); // the same merchant, another team
    const areas = (await t.call('GET', 'employeeDisciplineData/list', { token: serviceLead, query: { month, current: 1, size: 50 } })).data.records as { area: string }[];
    expect(new Set(areas.map((r) => r.area))).toEqual(new Set(['service']));
    const own = await t.call('GET', 'employeeDisciplineData/list', { token: a.token, query: { month, current: 1, size: 50, userId: b.id } });
    expect((own.data.records as { userId: number }[]).map((r) => r.userId)).toEqual([a.id]);
    const forged = await t.call('GET', 'employeeDisciplineData/list', { token: a.token, query: { month, current: 1, size: 50, reach: 'collection' } });
    expect(forged.code).toBe(400);
    expect((await t.call('POST', 'employeeDisciplineData/warning', { token: serviceLead, body: { userId: a.id, month, reason: 'Not my team' } })).code).toBe(404);
    expect((await t.call('POST', 'employeeDisciplineData/recompute', { token: a.token, body: { month } })).code).toBe(403);
    expect((await t.call('GET', 'employeeDisciplineData/list', { token: lead, query: { month, current: 1, size: 50, employee: 'zzz-nobody' } })).data.records).toEqual([]);
  });
});

describe('warning letters', () => {
  it('are issued and revoked by a leader, audited with before and after, and move the score', async () => {
    const [a] = staff;
    const issued = await t.call('POST', 'employeeDisciplineData/warning', { token: lead, body: { userId: a.id, month, reason: 'Late three times' } });
    expect(issued.code).toBe(200);
    expect(issued.data).toMatchObject({ warningLetters: 1, diligenceScore: 47 });
    expect(await rowOf(lead, a.id)).toMatchObject({ warningLetters: 1, diligenceScore: 47 });
    const [audit] = await t.auditRows('discipline.warning.add');
    expect(audit).toMatchObject({ entity: 'disciplineWarningLetter', before: { warningLetters: 0, diligenceScore: 62 } });
    expect(audit.after).toMatchObject({ reason: 'Late three times', warningLetters: 1, diligenceScore: 47 });
    const letters = await t.call('GET', 'employeeDisciplineData/warnings', { token: a.token, query: { userId: a.id, month } });
    expect(letters.data).toHaveLength(1);

    const revoked = await t.call('POST', 'employeeDisciplineData/revokeWarning', { token: lead, body: { id: issued.data.id, reason: 'Issued to the wrong person' } });
    expect(revoked.data).toMatchObject({ warningLetters: 0, diligenceScore: 62 });
    expect((await t.auditRows('discipline.warning.revoke'))[0]).toMatchObject({ before: { revoked: false, warningLetters: 1 }, after: { revoked: true, warningLetters: 0 } });
    const twice = await t.call('POST', 'employeeDisciplineData/revokeWarning', { token: lead, body: { id: issued.data.id, reason: 'Again' } });
    expect(twice.code).toBe(409);
  });

  it('are refused without the code, outside the merchant scope and on one\'s own record', async () => {
    const [a, b, c] = staff;
    expect((await t.call('POST', 'employeeDisciplineData/warning', { token: a.token, body: { userId: b.id, month, reason: 'x' } })).code).toBe(403);
    const outside = await t.call('POST', 'employeeDisciplineData/warning', { token: lead, body: { userId: c.id, month, reason: 'Rude' } });
    expect(outside.code).toBe(404);
    expect(outside.msg).toBe('No discipline record for this employee and month.');
    expect((await t.call('GET', 'employeeDisciplineData/warnings', { token: a.token, query: { userId: b.id, month } })).code).toBe(404);
    expect((await t.call('GET', 'employeeDisciplineData/export', { token: a.token, query: { month } })).code).toBe(403);
    expect((await t.call('POST', 'employeeDisciplineData/weights', { token: lead, body: DEFAULT_WEIGHTS })).code).toBe(403);
    expect(await t.db.select().from(disciplineWarningLetters).where(eq(disciplineWarningLetters.userId, c.id))).toEqual([]);
  });

  it('refuses bad input with a message', async () => {
    const [a] = staff;
    const empty = await t.call('POST', 'employeeDisciplineData/warning', { token: lead, body: { userId: a.id, month, reason: '  ' } });
    expect(empty.code).toBe(400);
    expect(empty.msg).not.toMatch(/validation\.|appraisal:/);
    const badMonth = await t.call('GET', 'employeeDisciplineData/list', { token: lead, query: { month: '2026-13', current: 1, size: 10 } });
    expect(badMonth.code).toBe(400);
    expect(badMonth.msg).toBe('Choose a month (YYYY-MM).');
    const sum = await t.call('POST', 'employeeDisciplineData/weights', { token: hr, body: { ...DEFAULT_WEIGHTS, majorViolation: 90 } });
    expect(sum.code).toBe(400);
    expect(sum.msg).toBe('The weights must add up to between 1 and 100.');
    const future = await t.call('POST', 'employeeDisciplineData/recompute', { token: hr, body: { month: '2999-01' } });
    expect(future.code).toBe(400);
    expect(future.msg).toBe('2999-01 has not begun.');
    const zh = await t.call('POST', 'employeeDisciplineData/recompute', { token: hr, body: { month: '2999-01' }, language: 'zh' });
    expect(zh.msg).toBe('2999-01 尚未开始。');
  });
});

describe('weights and closing', () => {
  it('saves weights (audited) and scores the open records again', async () => {
    const saved = await t.call('POST', 'employeeDisciplineData/weights', { token: hr, body: { ...DEFAULT_WEIGHTS, majorViolation: 30 } });
    expect(saved.code).toBe(200);
    expect((await t.auditRows('discipline.weights'))[0]).toMatchObject({ before: { majorViolation: 20 }, after: { majorViolation: 30 } });
    expect((await recordOf(staff[0].id)).diligenceScore).toBe(52);
    expect((await t.call('GET', 'employeeDisciplineData/weights', { token: lead })).data).toMatchObject({ majorViolation: 30 });
  });

  it('exports the leader\'s rows as xlsx', async () => {
    const file = await t.call('GET', 'employeeDisciplineData/export', { token: lead, query: { month } });
    expect(file.code).toBe(200);
    const listed = await t.call('GET', 'employeeDisciplineData/list', { token: lead, query: { month, current: 1, size: 10 } });
    expect((await t.auditRows('discipline.export'))[0].after).toMatchObject({ rows: listed.data.total });
  });

  it('freezes a closed month: recompute and letters refused with 409, the job leaves it as closed', async () => {
    const [a, , c] = staff;
    const thisMonth = await t.call('POST', 'employeeDisciplineData/close', { token: lead, body: { month: '2999-01' } });
    expect(thisMonth.code).toBe(409);
    const closed = await t.call('POST', 'employeeDisciplineData/close', { token: lead, body: { month } });
    expect(closed.code).toBe(200);
    const listed = await t.call('GET', 'employeeDisciplineData/list', { token: lead, query: { month, current: 1, size: 10 } });
    expect(closed.data.records).toBe(listed.data.total);
    expect((listed.data.records as { closedAt: string | null }[]).every((r) => r.closedAt)).toBe(true);
    expect((await rowOf(lead, a.id))?.closedAt).toBeTruthy();
    const again = await t.call('POST', 'employeeDisciplineData/recompute', { token: lead, body: { month } });
    expect(again.code).toBe(409);
    expect(again.msg).toBe(`${month} is closed: its records are frozen.`);
    const letter = await t.call('POST', 'employeeDisciplineData/warning', { token: lead, body: { userId: a.id, month, reason: 'Late' } });
    expect(letter.code).toBe(409);
    // A source changes for both: the closed record keeps its values, the open one (other merchant) follows.
    const before = await recordOf(a.id);
    await t.db.insert(disciplineWarningLetters).values([
      { userId: a.id, month, reason: 'Backdated', issuedBy: a.id, issuedAt: t.clock.now() },
      { userId: c.id, month, reason: 'Backdated', issuedBy: a.id, issuedAt: t.clock.now() },
    ]);
    await recomputeOpenMonths(t.deps);
    expect(await recordOf(a.id)).toMatchObject({ warningLetters: before.warningLetters, diligenceScore: before.diligenceScore, computedAt: before.computedAt });
    expect((await recordOf(c.id)).warningLetters).toBe(1);
  });
});
