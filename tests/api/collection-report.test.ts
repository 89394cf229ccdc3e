/**
 * ReportSystem/CollectionReport on the demo book (orders, money, collection: two weeks of the case job, follow-ups,
 * promises, repayments): every figure equals a count or sum written out here over the raw source rows
 * (collection_cases, collection_case_levels, collection_repayments, collection_promises, collection_contacts,
 * collection_allocations, bad_debt_entries), for all merchants, for one and with filters; the drill-downs' lists
 * total the figures; merchant scope; the codes; the export (formula-safe); bad input answers a translated message.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eatDayRange, eatToday } from '../../common/eat-day';
import { addDays } from '../../common/money/bill-math';
import { COLLECTION_REPORT_SCREEN } from '../../common/reports/collection-report';
import { actionCode, viewCode } from '../../common/routes';
import {
  badDebtEntries, collectionAllocations, collectionCaseLevels, collectionCases, collectionContacts, collectionPersonnel, collectionPromises,
  collectionRepayments, merchants, userMerchants, users,
} from '../../server/db/schema';
import { seedDemoCollection } from '../../server/db/seed/collection';
import { seedDemoMoney } from '../../server/db/seed/demo-money';
import { seedDemoOrders } from '../../server/db/seed/demo-orders';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let today: string;
let haraka: number;
const DAYS = 20;

const VIEW = viewCode(COLLECTION_REPORT_SCREEN);
const EXPORT = actionCode(COLLECTION_REPORT_SCREEN, 'export');

async function userWith(codes: string[], merchantId?: number) {
  const user = await createUser(t.db, (await createRole(t.db, { codes })).id);
  if (merchantId) await t.db.insert(userMerchants).values({ userId: user.id, merchantId });
  return t.login(user.username);
}

const report = async (query: Record<string, string | number>, token = admin) => {
  const res = await t.call('GET', 'collectionReport/daily', { token, query });
  expect(res.code, res.msg).toBe(200);
  return res.data;
};

interface Filter { merchantId?: number; level?: string; collectorUserId?: number }

/** Every figure from the raw rows, written out by hand (v1, the span [from, today], now = the test clock). */
async function rawFigures(from: string, f: Filter = {}) {
  const S = eatDayRange(from).from.getTime();
  const T = eatDayRange(today).to.getTime();
  const E = Math.min(T, t.clock.now().getTime());
  const inSpan = (d: Date | null) => d !== null && d.getTime() >= S && d.getTime() < T;
  const allCases = (await t.db.select().from(collectionCases)).filter((c) => c.system === 'v1');
  // The case as it is now: merchant, holder (the level where the figure reads the case's level).
  const caseOk = (c: typeof allCases[number], level = true) => (f.merchantId === undefined || c.merchantId === f.merchantId)
    && (f.collectorUserId === undefined || c.collectorUserId === f.collectorUserId) && (!level || f.level === undefined || c.level === f.level);
  const cases = new Map(allCases.map((c) => [c.id, c]));
  const levelRows = (await t.db.select().from(collectionCaseLevels)).filter((h) => cases.has(h.caseId) && caseOk(cases.get(h.caseId)!, false));
  const repayments = (await t.db.select().from(collectionRepayments)).filter((r) => r.system === 'v1' && inSpan(r.repaidAt)
    && (f.merchantId === undefined || r.merchantId === f.merchantId) && (f.collectorUserId === undefined || r.collectorUserId === f.collectorUserId)
    && (f.level === undefined || r.level === f.level));
  const promises = (await t.db.select().from(collectionPromises)).filter((p) => inSpan(p.createdAt) && cases.has(p.caseId) && caseOk(cases.get(p.caseId)!));
  const contacts = (await t.db.select().from(collectionContacts)).filter((k) => inSpan(k.at) && ['call', 'sms', 'robot', 'aiCall'].includes(k.channel)
    && cases.has(k.caseId) && caseOk(cases.get(k.caseId)!));
  const flowRows = levelRows.filter((h) => f.level === undefined || h.level === f.level);
  const cohort = allCases.filter((c) => inSpan(c.enteredAt) && caseOk(c));
  const cohortIds = new Set(cohort.map((c) => c.id));
  const allRepayments = await t.db.select().from(collectionRepayments);

  // Roll: the level at an instant is the level row covering it.
  const levelAt = (caseId: number, at: number) => levelRows.filter((h) => h.caseId === caseId && h.enteredAt.getTime() <= at && (h.leftAt === null || h.leftAt.getTime() > at))
    .sort((a, b) => b.enteredAt.getTime() - a.enteredAt.getTime() || b.id - a.id)[0]?.level ?? null;
  const roll = new Map<string, { cases: number; amountCents: number }>();
  for (const c of allCases.filter((x) => caseOk(x, false) && x.enteredAt.getTime() <= E && (x.closedAt === null || x.closedAt.getTime() > S))) {
    const start = levelAt(c.id, S);
    const entered = levelRows.some((h) => h.caseId === c.id && h.enteredAt.getTime() > S && h.enteredAt.getTime() <= E);
    if (start === null && !entered) continue;
    if (f.level !== undefined && start !== f.level) continue;
    const key = `${start ?? 'new'}>${levelAt(c.id, E) ?? c.closeReason ?? 'settled'}`;
    const cell = roll.get(key) ?? { cases: 0, amountCents: 0 };
    roll.set(key, { cases: cell.cases + 1, amountCents: cell.amountCents + c.billAmountCents });
  }

  const count = <T>(rows: T[], p: (r: T) => boolean) => rows.filter(p).length;
  const sum = <T>(rows: T[], v: (r: T) => number) => rows.reduce((s, r) => s + v(r), 0);
  const cureBy = (key: (c: typeof allCases[number]) => string) => {
    const out: Record<string, { cases: number; cured: number; chargedCents: number; recoveredCents: number }> = {};
    for (const c of cohort) {
      out[key(c)] ??= { cases: 0, cured: 0, chargedCents: 0, recoveredCents: 0 };
      const row = out[key(c)];
      row.cases += 1;
      row.cured += c.status === 'closed' && c.closeReason === 'settled' ? 1 : 0;
      row.chargedCents += c.billAmountCents;
      row.recoveredCents += sum(allRepayments.filter((r) => r.caseId === c.id), (r) => r.amountCents);
    }
    return out;
  };
  const casesInCollection = count(allCases, (c) => caseOk(c) && levelRows.some((h) => h.caseId === c.id && h.enteredAt.getTime() < T && (h.leftAt === null || h.leftAt.getTime() > S)));
  const allocations = (await t.db.select().from(collectionAllocations)).filter((a) => a.toAgency !== null && !a.undone && inSpan(a.at) && cases.has(a.caseId) && caseOk(cases.get(a.caseId)!));
  const entries = await t.db.select().from(badDebtEntries);
  const moved = entries.filter((b) => ['approved', 'movedOut'].includes(b.status) && inSpan(b.approvedAt) && cases.has(b.caseId) && caseOk(cases.get(b.caseId)!));
  const inBadDebt = (r: typeof repayments[number]) => entries.some((b) => b.caseId === r.caseId && ['approved', 'movedOut'].includes(b.status)
    && b.approvedAt !== null && b.approvedAt <= r.repaidAt && (b.movedOutAt === null || b.movedOutAt > r.repaidAt));
  return {
    totals: {
      newCases: cohort.length, entered: count(flowRows, (h) => inSpan(h.enteredAt)), left: count(flowRows, (h) => inSpan(h.leftAt)),
      collectedCents: sum(repayments, (r) => r.amountCents), promisesMade: promises.length,
    },
    enteredByLevel: Object.fromEntries([...new Set(flowRows.map((h) => h.level))].map((l) => [l, count(flowRows, (h) => h.level === l && inSpan(h.enteredAt))]).filter(([, n]) => n)),
    roll: Object.fromEntries(roll),
    cureByLevel: cureBy((c) => c.level),
    cureByMerchant: cureBy((c) => String(c.merchantId)),
    cureByCollector: cureBy((c) => String(c.collectorUserId ?? 0)),
    collectedByCollector: Object.fromEntries([...new Set(repayments.map((r) => r.collectorUserId ?? 0))].map((u) => [String(u), sum(repayments.filter((r) => (r.collectorUserId ?? 0) === u), (r) => r.amountCents)])),
    promises: {
      made: promises.length, kept: count(promises, (p) => p.status === 'kept'), partlyKept: count(promises, (p) => p.status === 'partlyKept'),
      broken: count(promises, (p) => p.status === 'broken'), pending: count(promises, (p) => p.status === 'pending'),
      promisedCents: sum(promises, (p) => p.amountCents), paidCents: sum(promises, (p) => p.paidCents),
    },
    casesInCollection,
    contacts: Object.fromEntries(['call', 'sms', 'robot', 'aiCall'].map((ch) => {
      const mine = contacts.filter((k) => k.channel === ch);
      return [ch, { contacts: mine.length, casesContacted: new Set(mine.map((k) => k.caseId)).size, connected: ch === 'sms' ? null : count(mine, (k) => k.result === 'answered' || k.result === 'promised') }];
    })),
    recovery: {
      outsourcedCases: new Set(allocations.map((a) => a.caseId)).size, badDebtMovedIn: moved.length, badDebtMovedInCents: sum(moved, (b) => b.amountCents),
      outsourcedCollectedCents: sum(repayments.filter((r) => r.agency !== null), (r) => r.amountCents), badDebtRecoveredCents: sum(repayments.filter(inBadDebt), (r) => r.amountCents),
    },
    cohortIds,
  };
}

type Answer = Awaited<ReturnType<typeof report>>;
function reported(a: Answer) {
  const cure = (rows: { key: string; cases: number; cured: number; chargedCents: number; recoveredCents: number }[]) => Object.fromEntries(rows
    .filter((r) => r.cases > 0).map((r) => [r.key, { cases: r.cases, cured: r.cured, chargedCents: r.chargedCents, recoveredCents: r.recoveredCents }]));
  const enteredByLevel: Record<string, number> = {};
  for (const r of a.flow) if (r.entered) enteredByLevel[r.level] = (enteredByLevel[r.level] ?? 0) + r.entered;
  return {
    totals: a.totals, enteredByLevel,
    roll: Object.fromEntries(a.roll.cells.map((c: { from: string; to: string; cases: number; amountCents: number }) => [`${c.from}>${c.to}`, { cases: c.cases, amountCents: c.amountCents }])),
    cureByLevel: cure(a.cure.level), cureByMerchant: cure(a.cure.merchant), cureByCollector: cure(a.cure.collector),
    collectedByCollector: Object.fromEntries(a.cure.collector.filter((r: { collectedCents: number }) => r.collectedCents !== 0).map((r: { key: string; collectedCents: number }) => [r.key, r.collectedCents])),
    promises: Object.fromEntries(['made', 'kept', 'partlyKept', 'broken', 'pending', 'promisedCents', 'paidCents'].map((k) => [k, a.promiseTotals[k]])),
    casesInCollection: a.casesInCollection,
    contacts: Object.fromEntries(a.contacts.map((c: { channel: string; contacts: number; casesContacted: number; connected: number | null }) => [c.channel, { contacts: c.contacts, casesContacted: c.casesContacted, connected: c.connected }])),
    recovery: a.recovery,
  };
}
const expected = async (from: string, f: Filter = {}) => {
  const { cohortIds: _ids, ...figures } = await rawFigures(from, f);
  return {
    ...figures,
    collectedByCollector: Object.fromEntries(Object.entries(figures.collectedByCollector).filter(([, v]) => v !== 0)),
  };
};

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoOrders(t.deps, 160);
  await seedDemoMoney(t.deps);
  await seedDemoCollection(t.deps);
  today = eatToday(t.clock.now());
  admin = await t.login('admin');
  [{ id: haraka }] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantNo, '1502'));
  // The demo book hands nothing to agencies and moves nothing into bad debt: one case of each, as those screens
  // record them (an agency hand-over; an approved library entry before a repayment, and the agency's repayment).
  const paid = await t.db.select().from(collectionRepayments).where(eq(collectionRepayments.merchantId, haraka)).limit(2);
  const adminId = await t.userId('admin');
  const hour = 3_600_000;
  await t.db.insert(collectionAllocations).values({ caseId: paid[0].caseId, action: 'outsource', toAgency: 'Nairobi Recoveries', actorUserId: adminId, at: new Date(paid[0].repaidAt.getTime() - hour) });
  await t.db.update(collectionRepayments).set({ agency: 'Nairobi Recoveries' }).where(eq(collectionRepayments.id, paid[0].id));
  const [kase] = await t.db.select().from(collectionCases).where(eq(collectionCases.id, paid[1].caseId));
  await t.db.insert(badDebtEntries).values({
    caseId: kase.id, system: 'v1', merchantId: kase.merchantId, reason: 'uncontactable', amountCents: kase.amountDueCents, status: 'approved',
    requestedBy: adminId, approvedBy: adminId, approvedAt: new Date(paid[1].repaidAt.getTime() - hour),
  });
}, 900_000);
afterAll(async () => { await t?.close(); });

describe('collectionReport/daily', () => {
  it('every figure equals the raw rows of the span: flow, roll, cure and recovery, promises, contacts, agencies and bad debt', async () => {
    const from = addDays(today, -DAYS);
    const answer = await report({ dayFrom: from, dayTo: today });
    expect(answer.totals.newCases).toBeGreaterThan(0);
    expect(answer.totals.entered).toBeGreaterThan(answer.totals.newCases);
    expect(answer.totals.left).toBeGreaterThan(0);
    expect(answer.totals.collectedCents).toBeGreaterThan(0);
    expect(answer.promiseTotals.kept + answer.promiseTotals.partlyKept + answer.promiseTotals.broken).toBeGreaterThan(0);
    expect(answer.contacts.find((c: { channel: string }) => c.channel === 'call').contacts).toBeGreaterThan(0);
    expect(reported(answer)).toEqual(await expected(from));
    expect(answer.periods).toHaveLength(DAYS + 1);
    expect(answer.periods.reduce((s: number, p: { entered: number }) => s + p.entered, 0)).toBe(answer.totals.entered);
    // Each roll row's shares add up to the whole row.
    for (const row of answer.roll.rows.filter((r: { amountCents: number }) => r.amountCents > 0)) {
      const shares = answer.roll.cells.filter((c: { from: string }) => c.from === row.state).reduce((s: number, c: { shareBp: number }) => s + c.shareBp, 0);
      expect(Math.abs(shares - 10_000)).toBeLessThanOrEqual(answer.roll.to.length);
    }
    expect(answer.recovery.outsourcedCases).toBeGreaterThanOrEqual(1);
    expect(answer.recovery.outsourcedCollectedCents).toBeGreaterThan(0);
    expect(answer.recovery.badDebtMovedIn).toBeGreaterThanOrEqual(1);
    expect(answer.recovery.badDebtRecoveredCents).toBeGreaterThan(0);
    // A week's span starts with cases already at their levels: the roll reads the level history at both ends.
    const week = addDays(today, -6);
    const short = await report({ dayFrom: week, dayTo: today });
    expect(short.roll.cells.filter((c: { from: string; to: string }) => c.from !== 'new' && c.from !== c.to).length).toBeGreaterThan(0);
    expect(short.roll.cells.some((c: { to: string }) => c.to === 'settled')).toBe(true);
    expect(reported(short)).toEqual(await expected(week));
    const weekly = await report({ dayFrom: from, dayTo: today, grain: 'week' });
    expect(weekly.totals).toEqual(answer.totals);
    expect(weekly.promiseTotals).toEqual(answer.promiseTotals);
  });

  it('the filters narrow every figure the same way: a merchant, a level, a collector', async () => {
    const from = addDays(today, -DAYS);
    expect(reported(await report({ dayFrom: from, dayTo: today, merchantId: haraka }))).toEqual(await expected(from, { merchantId: haraka }));
    expect(reported(await report({ dayFrom: from, dayTo: today, level: 'S1' }))).toEqual(await expected(from, { level: 'S1' }));
    const collectorId = await t.userId('collector');
    const mine = await report({ dayFrom: from, dayTo: today, collectorUserId: collectorId });
    expect(mine.totals.collectedCents).toBeGreaterThan(0);
    expect(reported(mine)).toEqual(await expected(from, { collectorUserId: collectorId }));
    // A group is its collectors.
    const [{ groupName }] = await t.db.select({ groupName: collectionPersonnel.groupName }).from(collectionPersonnel).where(eq(collectionPersonnel.userId, collectorId));
    const group = await report({ dayFrom: from, dayTo: today, groupName: groupName! });
    expect(group.totals.collectedCents).toBeGreaterThanOrEqual(mine.totals.collectedCents);
  });

  it('cases entering collection and money collected equal the totals of the lists their drill-downs open', async () => {
    const from = addDays(today, -DAYS);
    for (const merchantId of [undefined, haraka]) {
      const answer = await report({ dayFrom: from, dayTo: today, ...(merchantId ? { merchantId } : {}) });
      const day = answer.periods.filter((p: { newCases: number }) => p.newCases > 0).at(-1);
      const cases = await t.call('GET', 'caseAllocation/list', {
        token: admin, query: { enteredDayFrom: day.period, enteredDayTo: day.period, status: 'collecting,retained,closed', scope: 'v1', size: 1, ...(merchantId ? { merchantId } : {}) },
      });
      expect(cases.code, cases.msg).toBe(200);
      expect(cases.data.total).toBe(day.newCases);
      const paid = await t.call('GET', 'repaymentDetails/summary', { token: admin, query: { dayFrom: from, dayTo: today, system: 'v1', ...(merchantId ? { merchantId } : {}) } });
      expect(paid.code, paid.msg).toBe(200);
      expect(Number(paid.data.totalCents)).toBe(answer.totals.collectedCents);
      const collector = answer.cure.collector.find((r: { value: number | null; collectedCents: number }) => r.value && r.collectedCents);
      const theirs = await t.call('GET', 'repaymentDetails/summary', { token: admin, query: { dayFrom: from, dayTo: today, system: 'v1', collectorUserId: collector.value } });
      expect(Number(theirs.data.totalCents)).toBe(collector.collectedCents);
    }
  });

  it('a Haraka-only user sees only Haraka', async () => {
    const from = addDays(today, -DAYS);
    const scoped = await userWith([VIEW], haraka);
    const mine = await report({ dayFrom: from, dayTo: today }, scoped);
    expect(reported(mine)).toEqual(await expected(from, { merchantId: haraka }));
    const all = await report({ dayFrom: from, dayTo: today });
    expect(mine.totals.newCases).toBeLessThan(all.totals.newCases);
    expect(mine.cure.merchant.map((r: { value: number }) => r.value)).toEqual([haraka]);
    expect((await t.call('GET', 'collectionReport/options/merchants', { token: scoped })).data.map((m: { value: number }) => m.value)).toEqual([haraka]);
    // Naming another merchant reads nothing of it.
    const [other] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantNo, '1501'));
    const outside = await report({ dayFrom: from, dayTo: today, merchantId: other.id }, scoped);
    expect(outside.totals).toEqual({ newCases: 0, entered: 0, left: 0, collectedCents: 0, promisesMade: 0 });
  });

  it('refuses bad input with a translated message', async () => {
    const reversed = await t.call('GET', 'collectionReport/daily', { token: admin, query: { dayFrom: today, dayTo: addDays(today, -2) } });
    expect(reversed).toMatchObject({ code: 400, msg: 'The last day must not be before the first day.' });
    const zh = await t.call('GET', 'collectionReport/daily', { token: admin, language: 'zh', query: { dayFrom: today, dayTo: addDays(today, -2) } });
    expect(zh).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期。' });
    const bads: Record<string, string>[] = [{ dayFrom: '2026-02-30' }, { grain: 'year' }, { system: 'v3' }, { collectorUserId: 'abc' }, { dayFrom: addDays(today, -500), dayTo: today }];
    for (const query of bads) {
      const bad = await t.call('GET', 'collectionReport/daily', { token: admin, query });
      expect(bad.code, JSON.stringify(query)).toBe(400);
      expect(bad.msg).not.toMatch(/validation\.|collectionReport:/);
    }
  });
});

describe('codes and export', () => {
  it('the view code gates the report and its choices, the export code the export', async () => {
    const none = await userWith([]);
    for (const url of ['collectionReport/daily', 'collectionReport/options/levels', 'collectionReport/options/groups', 'collectionReport/options/collectors']) {
      expect(await t.call('GET', url, { token: none }), url).toMatchObject({ code: 403 });
    }
    const viewer = await userWith([VIEW]);
    expect((await t.call('GET', 'collectionReport/daily', { token: viewer })).code).toBe(200);
    expect(await t.call('GET', 'collectionReport/export', { token: viewer })).toMatchObject({ code: 403 });
  });

  it('the file holds every table, audited, and a name that starts like a formula stays text', async () => {
    const collectorId = await t.userId('collector');
    const [{ realName }] = await t.db.select({ realName: users.realName }).from(users).where(eq(users.id, collectorId));
    await t.db.update(users).set({ realName: '=HYPERLINK("http://x","y")' }).where(eq(users.id, collectorId));
    try {
      const exporter = await userWith([VIEW, EXPORT]);
      const file = await t.call<Buffer>('GET', 'collectionReport/export', { token: exporter, query: { dayFrom: addDays(today, -DAYS), dayTo: today } });
      expect(file.code).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(file.data) as unknown as ArrayBuffer);
      expect(book.worksheets.map((s) => s.name)).toEqual(['Periods', 'Level flow', 'Roll rate', 'Cure and recovery', 'Promises', 'Contacts', 'Agencies and bad debt']);
      const answer = await report({ dayFrom: addDays(today, -DAYS), dayTo: today }, exporter);
      const periods = book.getWorksheet('Periods')!;
      expect(periods.rowCount).toBe(answer.periods.length + 2);
      const last = periods.getRow(periods.rowCount).values as unknown[];
      expect(last.slice(1)).toEqual(['Total', answer.totals.newCases, answer.totals.entered, answer.totals.left, answer.totals.collectedCents / 100, answer.totals.promisesMade]);
      const cure = book.getWorksheet('Cure and recovery')!;
      const names: unknown[] = [];
      cure.eachRow((row) => names.push(row.getCell(2).value));
      expect(names).toContain('\'=HYPERLINK("http://x","y")');
      expect(names).not.toContain('=HYPERLINK("http://x","y")');
      expect((await t.auditRows('collectionReport.export')).length).toBe(1);
    } finally {
      await t.db.update(users).set({ realName }).where(eq(users.id, collectorId));
    }
  });
});
