/**
 * Quality center (issue 34): sampling fills the queue with the configured share of each employee's contacts of a
 * day (deterministically) plus every contact behind a complaint, a broken promise or a refusal; 20 racing inspectors
 * never get the same item; scoring is weighted with instant fail; one appeal, decided by another inspector; the
 * employee sees only their own; the discipline findings equal their sources; refusals without codes; bad input is
 * refused with a translated message.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUALITY_SCREEN, penaltyPointsOf, scoreReview } from '../../common/quality/quality';
import { actionCode, viewCode } from '../../common/routes';
import { parseEat } from '../../common/time';
import {
  collectionCases, collectionContacts, collectionPromises, csFeedbacks, csInCallRecords, qualityCheckpoints, qualityReviews, tmFollowUps,
} from '../../server/db/schema';
import { qualityFindingsByEmployeeMonth } from '../../server/modules/quality/quality-findings.repository';
import { seedCollectionBook } from './collection-fixtures';
import { createRole, createUser } from './fixtures';
import { firstMerchant, newEntries } from './telemarketing-work.helpers';
import { DAY, MINUTE, startTestApp, type TestApp } from './harness';

const code = (action: string) => actionCode(QUALITY_SCREEN, action);
const INSPECTOR_CODES = [viewCode(QUALITY_SCREEN), ...['viewAll', 'claim', 'score', 'decideAppeal', 'calibrate', 'sample', 'configure'].map(code)];
const EMPLOYEE_CODES = [viewCode(QUALITY_SCREEN), code('appeal')];
const DAY_ONE = '2025-01-14';
const MONTH = '2025-01';
const at = (day: string, hh: number, mm = 0) => parseEat(`${day} ${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`)!;

let t: TestApp;
let lead: string;
const inspectors: { id: number; token: string }[] = [];
const staff: { id: number; token: string }[] = [];
let viewer: string;

async function person(codes: readonly string[]) {
  const role = await createRole(t.db, { codes });
  const user = await createUser(t.db, role.id);
  return { id: user.id, token: await t.login(user.username) };
}

const reviewsOf = (userId: number) => t.db.select().from(qualityReviews).where(and(eq(qualityReviews.employeeUserId, userId), isNull(qualityReviews.calibrationOf)));

beforeAll(async () => {
  t = await startTestApp();

  // Contacts of DAY_ONE: staff[0] 40 collection contacts, staff[1] 20 telemarketing follow-ups, staff[2] 10 service calls.
  const book = await seedCollectionBook(t, { overdueDays: [3, 10] });
  const [kase, other] = await t.db.select().from(collectionCases).where(inArray(collectionCases.id, book.caseIds)).orderBy(asc(collectionCases.id));
  const [entry] = await newEntries(t, await firstMerchant(t), 1);
  // Signed in after the book's days have passed (the clock moved on), so the sessions are current.
  lead = await t.login('admin');
  for (let i = 0; i < 20; i += 1) inspectors.push(await person(INSPECTOR_CODES));
  for (let i = 0; i < 5; i += 1) staff.push(await person(EMPLOYEE_CODES));
  viewer = (await person([viewCode(QUALITY_SCREEN)])).token;
  await t.db.insert(collectionContacts).values(Array.from({ length: 40 }, (_, i) => ({
    caseId: kase.id, customerId: kase.customerId, userId: staff[0].id, channel: 'call', result: 'answered', remark: `Call ${i}`, at: at(DAY_ONE, 9, i),
  })));
  await t.db.insert(tmFollowUps).values(Array.from({ length: 20 }, (_, i) => ({
    entryId: entry.id, userId: staff[1].id, intent: 'willing' as const, remark: `Follow-up ${i}`, at: at(DAY_ONE, 10, i),
  })));
  await t.db.insert(csInCallRecords).values(Array.from({ length: 10 }, (_, i) => ({
    phone: '254700000001', reason: 'repayment' as const, resolution: 'resolved' as const, remark: `Inbound ${i}`, userId: staff[2].id, createdAt: at(DAY_ONE, 11, i),
  })));
  // staff[3]: a refusal that day, and two contacts with a customer who complains that day (one the day before).
  const c3 = await t.db.insert(collectionContacts).values([
    { caseId: kase.id, customerId: kase.customerId, userId: staff[3].id, channel: 'call', customerIntent: 'refuses', remark: 'Refused', at: at(DAY_ONE, 12) },
    { caseId: other.id, customerId: other.customerId, userId: staff[3].id, channel: 'call', remark: 'Before the complaint', at: at('2025-01-13', 15) },
    { caseId: other.id, customerId: other.customerId, userId: staff[3].id, channel: 'call', remark: 'Day of the complaint', at: at(DAY_ONE, 13) },
  ]).returning({ id: collectionContacts.id });
  // dueAt: the ticket queue's due time, a column another change is adding; the assertion compiles on either schema.
  await t.db.insert(csFeedbacks).values({
    feedbackNo: 'FBQUALITY1', customerId: other.customerId, merchantId: other.merchantId, category: 'complaint', content: 'The collector was rude', createdAt: at(DAY_ONE, 16), dueAt: at(DAY_ONE, 16),
  } as typeof csFeedbacks.$inferInsert);
  // staff[4]: a promise taken on 2025-01-10 and decided broken on DAY_ONE.
  const [promised] = await t.db.insert(collectionContacts).values({
    caseId: kase.id, customerId: kase.customerId, userId: staff[4].id, channel: 'call', remark: 'Promised Friday', at: at('2025-01-10', 10),
  }).returning({ id: collectionContacts.id });
  await t.db.insert(collectionPromises).values({
    caseId: kase.id, userId: staff[4].id, promisedAt: at('2025-01-13', 12), amountCents: 500_00, status: 'broken', decidedAt: at(DAY_ONE, 1), createdAt: at('2025-01-10', 10),
  });
  Object.assign(globalThis, { qualityCauseIds: { refused: c3[0].id, complaint: [c3[1].id, c3[2].id], promised: promised.id } });
});
afterAll(async () => { await t?.close(); });

describe('sampling', () => {
  it('fills the queue with the configured share of each employee\'s contacts of the day, and again picks the same', async () => {
    const saved = await t.call('POST', 'qualityCenter/settings', {
      token: inspectors[0].token, body: { collectionSharePct: 10, telemarketingSharePct: 25, serviceSharePct: 50, claimMinutes: 30, appealDays: 3 },
    });
    expect(saved.code).toBe(200);
    const first = await t.call('POST', 'qualityCenter/sample', { token: inspectors[0].token, body: { day: DAY_ONE } });
    expect(first.code).toBe(200);
    expect(first.data.added).toBeGreaterThanOrEqual(4 + 5 + 5);
    expect((await reviewsOf(staff[0].id)).length).toBe(4);
    expect((await reviewsOf(staff[1].id)).length).toBe(5);
    expect((await reviewsOf(staff[2].id)).length).toBe(5);
    const picked = (await reviewsOf(staff[0].id)).map((r) => r.sourceId).sort();
    const again = await t.call('POST', 'qualityCenter/sample', { token: inspectors[0].token, body: { day: DAY_ONE } });
    expect(again.data.added).toBe(0);
    expect((await reviewsOf(staff[0].id)).map((r) => r.sourceId).sort()).toEqual(picked);
    for (const r of await reviewsOf(staff[0].id)) expect(r).toMatchObject({ status: 'open', reason: 'sample', contactDay: DAY_ONE, source: 'collection' });
    expect((await t.auditRows('qualityReview.sample')).length).toBeGreaterThanOrEqual(2);
  });

  it('takes every contact behind a complaint, a broken promise and a refusal', async () => {
    const ids = (globalThis as unknown as { qualityCauseIds: { refused: number; complaint: number[]; promised: number } }).qualityCauseIds;
    const of3 = new Map((await reviewsOf(staff[3].id)).map((r) => [r.sourceId, r.reason]));
    expect(of3.get(ids.refused)).toBe('refusedCallback');
    expect(of3.get(ids.complaint[0])).toBe('complaint');
    expect(of3.get(ids.complaint[1])).toBe('complaint');
    const of4 = await reviewsOf(staff[4].id);
    expect(of4.map((r) => [r.sourceId, r.reason])).toEqual([[ids.promised, 'brokenPromise']]);
    expect(of4[0].contactDay).toBe('2025-01-10');
  });
});

describe('claims', () => {
  it('gives 20 racing inspectors 20 different items', async () => {
    // More open items than inspectors: a second day of staff[0]'s collection calls, sampled.
    const [kase] = await t.db.select().from(collectionCases).orderBy(asc(collectionCases.id)).limit(1);
    await t.db.insert(collectionContacts).values(Array.from({ length: 10 }, (_, i) => ({
      caseId: kase.id, customerId: kase.customerId, userId: staff[1].id, channel: 'call', remark: `Day two ${i}`, at: at('2025-01-15', 9, i),
    })));
    await t.call('POST', 'qualityCenter/settings', { token: lead, body: { collectionSharePct: 100, telemarketingSharePct: 25, serviceSharePct: 50, claimMinutes: 30, appealDays: 3 } });
    expect((await t.call('POST', 'qualityCenter/sample', { token: lead, body: { day: '2025-01-15' } })).data.added).toBe(10);
    const claims = await Promise.all(inspectors.map((i) => t.call('POST', 'qualityCenter/claim', { token: i.token, body: {} })));
    const ids = claims.filter((c) => c.code === 200).map((c) => c.data.id as number);
    expect(ids.length).toBe(20);
    expect(new Set(ids).size).toBe(20);
    const rows = await t.db.select().from(qualityReviews).where(inArray(qualityReviews.id, ids));
    expect(new Set(rows.map((r) => r.claimedBy)).size).toBe(20);
    for (const i of inspectors) await t.call('POST', 'qualityCenter/release', { token: i.token, body: { id: claims[inspectors.indexOf(i)].data.id } });
  });

  it('lets exactly one of 20 racing inspectors claim one item', async () => {
    const [item] = await reviewsOf(staff[0].id);
    const claims = await Promise.all(inspectors.map((i) => t.call('POST', 'qualityCenter/claim', { token: i.token, body: { id: item.id } })));
    expect(claims.map((c) => c.code).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(claims.filter((c) => c.code === 409).length).toBe(19);
    const winner = inspectors[claims.findIndex((c) => c.code === 200)];
    const [row] = await t.db.select().from(qualityReviews).where(eq(qualityReviews.id, item.id));
    expect(row).toMatchObject({ status: 'claimed', claimedBy: winner.id });
    await t.call('POST', 'qualityCenter/release', { token: winner.token, body: { id: item.id } });
  });

  it('lets a claim expire: another inspector takes it and the first can no longer score', async () => {
    const [item] = await reviewsOf(staff[1].id);
    expect((await t.call('POST', 'qualityCenter/claim', { token: inspectors[5].token, body: { id: item.id } })).code).toBe(200);
    expect((await t.call('POST', 'qualityCenter/claim', { token: inspectors[6].token, body: { id: item.id } })).code).toBe(409);
    t.clock.advance(31 * MINUTE);
    const detail = await t.call('GET', 'qualityCenter/detail', { token: inspectors[5].token, query: { id: item.id } });
    const checks = detail.data.checkpoints.map((c: { id: number }) => ({ checkpointId: c.id, result: 'pass' }));
    const late = await t.call('POST', 'qualityCenter/score', { token: inspectors[5].token, body: { id: item.id, checks } });
    expect(late.code).toBe(409);
    expect((await t.call('POST', 'qualityCenter/claim', { token: inspectors[6].token, body: { id: item.id } })).code).toBe(200);
    await t.call('POST', 'qualityCenter/release', { token: inspectors[6].token, body: { id: item.id } });
  });
});

describe('scoring and appeals', () => {
  let failedId = 0;
  it('computes the weighted total; an instant-fail item fails the review with score 0 and a major violation', async () => {
    const [a, b] = await reviewsOf(staff[0].id);
    const cps = await t.db.select().from(qualityCheckpoints).where(and(eq(qualityCheckpoints.scorecardId, a.scorecardId), eq(qualityCheckpoints.enabled, true)));
    const ordinary = cps.find((c) => !c.instantFail)!;
    const compliance = cps.find((c) => c.conductRule === 'threats')!;
    const total = cps.reduce((s, c) => s + c.weight, 0);

    expect((await t.call('POST', 'qualityCenter/claim', { token: inspectors[0].token, body: { id: a.id } })).code).toBe(200);
    const checksA = cps.map((c) => ({ checkpointId: c.id, result: c.id === ordinary.id ? 'fail' : 'pass', comment: c.id === ordinary.id ? 'Did not confirm the amount' : null }));
    const scoredA = await t.call('POST', 'qualityCenter/score', { token: inspectors[0].token, body: { id: a.id, checks: checksA, comment: 'OK' } });
    expect(scoredA.code).toBe(200);
    const expected = Math.round(((total - ordinary.weight) * 100) / total);
    expect(scoredA.data).toMatchObject({ weightedScore: expected, score: expected, instantFailed: false, majorViolation: false });
    expect(scoredA.data.passed).toBe(expected >= 80);
    expect(scoreReview(cps.map((c) => ({ weight: c.weight, instantFail: c.instantFail, result: c.id === ordinary.id ? 'fail' : 'pass' })), 80).score).toBe(expected);

    expect((await t.call('POST', 'qualityCenter/claim', { token: inspectors[0].token, body: { id: b.id } })).code).toBe(200);
    const checksB = cps.map((c) => ({ checkpointId: c.id, result: c.id === compliance.id ? 'fail' : 'pass', comment: c.id === compliance.id ? 'Threatened arrest' : null }));
    const scoredB = await t.call('POST', 'qualityCenter/score', { token: inspectors[0].token, body: { id: b.id, checks: checksB } });
    expect(scoredB.data).toMatchObject({ score: 0, passed: false, instantFailed: true, majorViolation: true });
    expect(scoredB.data.weightedScore).toBe(Math.round(((total - compliance.weight) * 100) / total));
    failedId = b.id;
    const audit = (await t.auditRows('qualityReview.score')).find((r) => r.entityId === String(b.id))!;
    expect(audit.before).toMatchObject({ status: 'claimed' });
    expect(audit.after).toMatchObject({ status: 'scored', score: 0, majorViolation: true });
  });

  it('refuses an incomplete scorecard, a failed item without a comment and a score by someone without the claim', async () => {
    const [, , c] = await reviewsOf(staff[0].id);
    await t.call('POST', 'qualityCenter/claim', { token: inspectors[1].token, body: { id: c.id } });
    const detail = await t.call('GET', 'qualityCenter/detail', { token: inspectors[1].token, query: { id: c.id } });
    const all = detail.data.checkpoints.map((x: { id: number }) => ({ checkpointId: x.id, result: 'pass' }));
    expect((await t.call('POST', 'qualityCenter/score', { token: inspectors[1].token, body: { id: c.id, checks: all.slice(1) } })).code).toBe(400);
    const noComment = await t.call('POST', 'qualityCenter/score', { token: inspectors[1].token, body: { id: c.id, checks: [{ ...all[0], result: 'fail' }, ...all.slice(1)] }, language: 'zh' });
    expect(noComment.code).toBe(400);
    expect(noComment.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await t.call('POST', 'qualityCenter/score', { token: inspectors[2].token, body: { id: c.id, checks: all } })).code).toBe(409);
    expect((await t.call('POST', 'qualityCenter/score', { token: inspectors[1].token, body: { id: c.id, checks: all } })).code).toBe(200);
  });

  it('lets the employee appeal once; the inspector who scored it cannot decide it, another can', async () => {
    const employee = staff[0];
    expect((await t.call('POST', 'qualityCenter/appeal', { token: staff[1].token, body: { id: failedId, reason: 'Not mine' } })).code).toBe(404);
    const appealed = await t.call('POST', 'qualityCenter/appeal', { token: employee.token, body: { id: failedId, reason: 'I only explained the legal process' } });
    expect(appealed).toMatchObject({ code: 200, data: { status: 'appealed' } });
    expect((await t.call('POST', 'qualityCenter/appeal', { token: employee.token, body: { id: failedId, reason: 'Again' } })).code).toBe(409);
    const same = await t.call('POST', 'qualityCenter/decideAppeal', { token: inspectors[0].token, body: { id: failedId, decision: 'overturned', comment: 'Mine' } });
    expect(same.code).toBe(403);
    const decided = await t.call('POST', 'qualityCenter/decideAppeal', { token: inspectors[3].token, body: { id: failedId, decision: 'overturned', comment: 'Listened again: no threat.' } });
    expect(decided).toMatchObject({ code: 200, data: { status: 'decided', passed: true } });
    const [row] = await t.db.select().from(qualityReviews).where(eq(qualityReviews.id, failedId));
    expect(row).toMatchObject({ status: 'decided', appealDecision: 'overturned', appealDecidedBy: inspectors[3].id, majorViolation: false, passed: true });
    expect((await t.call('POST', 'qualityCenter/decideAppeal', { token: inspectors[4].token, body: { id: failedId, decision: 'upheld', comment: 'x' } })).code).toBe(409);
  });

  it('calibrates: a second inspector scores the same contact and the agreement is shown', async () => {
    const [a] = await reviewsOf(staff[0].id);
    expect((await t.call('POST', 'qualityCenter/calibrate', { token: inspectors[0].token, body: { id: a.id } })).code).toBe(403);
    const started = await t.call('POST', 'qualityCenter/calibrate', { token: inspectors[7].token, body: { id: a.id } });
    expect(started.code).toBe(200);
    const detail = await t.call('GET', 'qualityCenter/detail', { token: inspectors[7].token, query: { id: started.data.id } });
    const checks = detail.data.checkpoints.map((c: { id: number }) => ({ checkpointId: c.id, result: 'pass' }));
    expect((await t.call('POST', 'qualityCenter/score', { token: inspectors[7].token, body: { id: started.data.id, checks } })).code).toBe(200);
    const cal = await t.call('GET', 'qualityCenter/calibration', { token: inspectors[7].token, query: { dayFrom: DAY_ONE, dayTo: DAY_ONE } });
    expect(cal.code).toBe(200);
    const pair = cal.data.pairs.find((p: { firstId: number }) => p.firstId === a.id);
    const n = detail.data.checkpoints.length;
    expect(pair).toMatchObject({ secondScore: 100, agreementPct: Math.round((100 * (n - 1)) / n) });
  });
});

describe('who sees what', () => {
  it('shows the employee only their own results, and not their colleague\'s review', async () => {
    const mine = await t.call('GET', 'qualityCenter/mine', { token: staff[0].token, query: { size: 50, employeeUserId: staff[1].id } });
    expect(mine.code).toBe(200);
    expect(mine.data.total).toBe(3);
    for (const r of mine.data.records) expect(r.employeeUserId).toBe(staff[0].id);
    const [colleague] = await reviewsOf(staff[1].id);
    expect((await t.call('GET', 'qualityCenter/detail', { token: staff[0].token, query: { id: colleague.id } })).code).toBe(404);
    expect((await t.call('GET', 'qualityCenter/queue', { token: staff[0].token })).code).toBe(403);
    const own = await t.call('GET', 'qualityCenter/detail', { token: staff[0].token, query: { id: mine.data.records[0].id } });
    expect(own.code).toBe(200);
    expect(own.data.review.own).toBe(true);
  });

  it('lists the queue with filters and paging for inspectors', async () => {
    const q = await t.call('GET', 'qualityCenter/queue', { token: lead, query: { dayFrom: DAY_ONE, dayTo: DAY_ONE, source: 'telemarketing', size: 2 } });
    expect(q.code).toBe(200);
    expect(q.data.records.length).toBe(2);
    expect(q.data.total).toBe(5);
    const scored = await t.call('GET', 'qualityCenter/queue', { token: lead, query: { dayFrom: DAY_ONE, dayTo: DAY_ONE, status: 'decided' } });
    expect(scored.data.records.map((r: { employeeUserId: number; status: string }) => [r.employeeUserId, r.status])).toEqual([[staff[0].id, 'decided']]);
    const results = await t.call('GET', 'qualityCenter/results', { token: lead, query: { group: 'checkpoint', dayFrom: DAY_ONE, dayTo: DAY_ONE } });
    expect(results.code).toBe(200);
    expect(results.data.rows.length).toBeGreaterThan(5);
    const byEmployee = await t.call('GET', 'qualityCenter/results', { token: lead, query: { group: 'employee', dayFrom: DAY_ONE, dayTo: DAY_ONE } });
    expect(byEmployee.data.rows.find((r: { key: number }) => r.key === staff[0].id)).toMatchObject({ reviews: 3 });
  });

  it('refuses every inspector and configuration route without its code', async () => {
    for (const [method, url, body] of [
      ['POST', 'qualityCenter/claim', {}], ['POST', 'qualityCenter/score', { id: 1, checks: [{ checkpointId: 1, result: 'pass' }] }],
      ['POST', 'qualityCenter/decideAppeal', { id: 1, decision: 'upheld', comment: 'x' }], ['POST', 'qualityCenter/sample', { day: DAY_ONE }],
      ['POST', 'qualityCenter/settings', { collectionSharePct: 1, telemarketingSharePct: 1, serviceSharePct: 1, claimMinutes: 30, appealDays: 3 }],
      ['POST', 'qualityCenter/calibrate', { id: 1 }], ['POST', 'qualityCenter/appeal', { id: 1, reason: 'x' }],
      ['GET', 'qualityCenter/queue', undefined], ['GET', 'qualityCenter/results', undefined],
    ] as const) {
      const answer = await t.call(method, url, { token: viewer, body });
      expect(answer.code, url).toBe(403);
    }
  });

  it('refuses bad input with a translated message naming the field', async () => {
    const share = await t.call('POST', 'qualityCenter/settings', {
      token: lead, language: 'zh', body: { collectionSharePct: 150, telemarketingSharePct: 5, serviceSharePct: 5, claimMinutes: 30, appealDays: 3 },
    });
    expect(share.code).toBe(400);
    expect(share.msg).toContain('催收联络抽样比例');
    const result = await t.call('POST', 'qualityCenter/score', { token: lead, body: { id: 1, checks: [{ checkpointId: 1, result: 'bogus' }] } });
    expect(result.code).toBe(400);
    expect(result.msg).not.toMatch(/quality:|validation\./);
    const day = await t.call('POST', 'qualityCenter/sample', { token: lead, body: { day: '2025-02-30' } });
    expect(day.code).toBe(400);
    const sort = await t.call('GET', 'qualityCenter/queue', { token: lead, query: { sortField: 'employeeUserId' } });
    expect(sort.code).toBe(400);
    const card = await t.call('POST', 'qualityCenter/scorecard', { token: lead, body: { name: '', passMark: 80, checkpoints: [] } });
    expect(card.code).toBe(400);
  });
});

describe('findings for the discipline record', () => {
  it('equals its sources: final reviews of the month per employee, penalties and major violations', async () => {
    const now = new Date(t.clock.now().getTime() + 4 * DAY); // every appeal window passed
    const ids = staff.map((s) => s.id);
    const got = await qualityFindingsByEmployeeMonth(t.db, MONTH, ids, now);
    const rows = await t.db.select().from(qualityReviews).where(and(inArray(qualityReviews.employeeUserId, ids), isNull(qualityReviews.calibrationOf)));
    const expected = new Map<number, { userId: number; inspected: number; failed: number; majorViolations: number; penaltyPoints: number }>();
    for (const r of rows) {
      const final = r.status === 'decided' || (r.status === 'scored' && r.appealDeadline! <= now);
      if (!final || !r.contactDay.startsWith(MONTH)) continue;
      const e = expected.get(r.employeeUserId) ?? { userId: r.employeeUserId, inspected: 0, failed: 0, majorViolations: 0, penaltyPoints: 0 };
      e.inspected += 1;
      if (!r.passed) {
        e.failed += 1;
        if (r.majorViolation) e.majorViolations += 1;
      }
      e.penaltyPoints += penaltyPointsOf(r.score!, r.passed!);
      expected.set(r.employeeUserId, e);
    }
    expect(got).toEqual(expected);
    expect(got.get(staff[0].id)?.inspected).toBe(3);
    // Before the window passes only the decided appeal is final.
    const early = await qualityFindingsByEmployeeMonth(t.db, MONTH, ids, t.clock.now());
    expect(early.get(staff[0].id)).toMatchObject({ inspected: 1, failed: 0, majorViolations: 0, penaltyPoints: 0 });
    // Another month, and an empty employee list, find nothing.
    expect((await qualityFindingsByEmployeeMonth(t.db, '2024-12', ids, now)).size).toBe(0);
    expect((await qualityFindingsByEmployeeMonth(t.db, MONTH, [], now)).size).toBe(0);
    const everyone = await qualityFindingsByEmployeeMonth(t.db, MONTH, undefined, now);
    expect(everyone.get(staff[0].id)).toEqual(got.get(staff[0].id));
  });
});

