/**
 * Home's figures (issue 33): the collector's equal direct SQL on the seeded book; a merchant-scoped user's leave
 * other merchants out; a code not held gives no figure; every figure links to a list the user may open, and an
 * exact figure is that list's total with the figure's filters.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eatDayRange, eatToday } from '../../common/eat-day';
import type { HomeFigure, HomeFigures } from '../../common/home-figures';
import { viewCode } from '../../common/routes';
import { caseCounts, collectionCases, collectionRepayments, csFeedbacks, merchants, orderDailyCounts, userMerchants } from '../../server/db/schema';
import { merchantScopeOf } from '../../server/core/merchant-scope';
import { seedCollectionBook } from './collection-fixtures';
import { hold, pay } from './collection-day.helpers';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

/** Each screen's list endpoint and the parameters the screen itself sends (not filters). */
const LISTS: Record<string, { url: string; params?: Record<string, string> }> = {
  'AuditSystem/MyAudit': { url: 'myAudit/list' },
  'AuditSystem/OrderManagement': { url: 'orderManagement/list' },
  'AfterLoanSystem/LoanManagement': { url: 'payManage/list' },
  'AfterLoanSystem/RepaymentManagementNew': { url: 'rePayManage/flows' },
  'CollectionSystemNew/collectionMerge': { url: 'myCollection/list', params: { view: 'merge' } },
  'CollectionSystem/MyCollection': { url: 'myCollection/list', params: { view: 'v1' } },
  'CollectionSystemNew/MyCollectionNew': { url: 'myCollection/list', params: { view: 'v2' } },
  'CollectionSystem/repaymentDetails': { url: 'repaymentDetails/list', params: { system: 'v1' } },
  'CollectionSystemNew/RepaymentDetailsNew': { url: 'repaymentDetails/list', params: { system: 'v2' } },
  'CollectionSystemNew/CaseAllocationMerge': { url: 'caseAllocation/list', params: { scope: 'both' } },
  'CollectionSystem/CaseAllocation': { url: 'caseAllocation/list', params: { scope: 'v1' } },
  'CollectionSystemNew/CaseAllocationNew': { url: 'caseAllocation/list', params: { scope: 'v2' } },
  'TelemarketingSystem/DialTask': { url: 'dialTask/list' },
  'CustomerServiceSystem/Feedback': { url: 'feedback/list' },
};
const BOOK_CODES = ['AuditSystem/OrderManagement', 'AfterLoanSystem/LoanManagement', 'AfterLoanSystem/RepaymentManagementNew', 'CollectionSystemNew/CaseAllocationMerge'].map(viewCode);

let t: TestApp;
const figuresOf = async (token: string) => {
  const answer = await t.call<HomeFigures>('GET', 'home/figures', { token });
  expect(answer.code).toBe(200);
  return answer.data;
};
const byKey = (figures: HomeFigure[]) => Object.fromEntries(figures.map((f) => [f.key, f]));
const today = () => eatDayRange(eatToday(t.clock.now()));

/** Opens each figure's list as the user would (their token, its filters): it answers, and an exact figure is its total. */
async function expectListsBehind(token: string, figures: HomeFigure[]) {
  for (const figure of figures) {
    const list = LISTS[figure.screen];
    expect(list, figure.screen).toBeDefined();
    const page = await t.call('GET', list.url, { token, query: { ...list.params, ...figure.filters, current: 1, size: 10 } });
    expect(page.code, `${figure.key} → ${figure.screen}`).toBe(200);
    if (figure.exact) expect(page.data.total, figure.key).toBe(figure.count);
    else expect(page.data.total, figure.key).toBeGreaterThanOrEqual(figure.count);
  }
}

async function userWith(codes: string[], merchantIds: number[] = []) {
  const user = await createUser(t.db, (await createRole(t.db, { codes })).id);
  if (merchantIds.length) await t.db.insert(userMerchants).values(merchantIds.map((merchantId) => ({ userId: user.id, merchantId })));
  return { id: user.id, token: await t.login(user.username) };
}

/**
 * A collection book in the collector's merchant (Haraka Loans, 1502) (three cases theirs, one of them in v2, one called back today, one
 * repaid today) and one case of Jamii Pesa (1501) that nobody holds.
 */
beforeAll(async () => {
  t = await startTestApp();
  const collectorId = await t.userId('collector');
  const [own] = await t.db.select({ merchantNo: merchants.merchantNo }).from(merchants).where(eq(merchants.id, (await merchantScopeOf(t.db, collectorId))![0]));
  expect(own.merchantNo).toBe('1502');
  const other = await seedCollectionBook(t, { overdueDays: [5] });
  const book = await seedCollectionBook(t, { overdueDays: [3, 10, 20, 40], merchantNo: '1502', productCode: 'HL-14D', levels: false });
  expect(other.caseIds).toHaveLength(1);
  await hold(t, book.caseIds.slice(0, 2), { collectorUserId: collectorId });
  await hold(t, [book.caseIds[2]], { collectorUserId: collectorId, system: 'v2' });
  await t.db.update(collectionCases).set({ nextCallAt: t.clock.now() }).where(eq(collectionCases.id, book.caseIds[0]));
  await pay(t, book.billIds[1], 500_00);
}, 240_000);
afterAll(() => t.close());

describe('home/figures', () => {
  it("gives the collector their open cases, those due today and today's repayments, as direct SQL counts them", async () => {
    const token = await t.login('collector');
    const userId = await t.userId('collector');
    const scope = await merchantScopeOf(t.db, userId);
    const { figures } = await figuresOf(token);
    const f = byKey(figures);
    expect(Object.keys(f).sort()).toEqual(['collectedTodayV1', 'collectedTodayV2', 'myDueToday', 'myOpenCases']);
    expect(figures.every((x) => x.group === 'collection')).toBe(true);

    const c = collectionCases;
    const now = t.clock.now();
    const { from, to } = today();
    const mine = and(eq(c.collectorUserId, userId), ne(c.status, 'closed'), sql`(${c.pausedUntil} is null or ${c.pausedUntil} <= ${now.toISOString()}::timestamptz)`,
      scope ? inArray(c.merchantId, [...scope]) : undefined);
    const [open] = await t.db.select({ n: sql<number>`count(*)::int` }).from(c).where(mine);
    const [due] = await t.db.select({ n: sql<number>`count(*)::int` }).from(c).where(and(mine,
      sql`((${c.promiseId} is not null and ${c.commitmentAt} >= ${from.toISOString()}::timestamptz and ${c.commitmentAt} < ${to.toISOString()}::timestamptz) or ${c.nextCallAt} < ${to.toISOString()}::timestamptz)`));
    expect(open.n).toBeGreaterThanOrEqual(3);
    expect(due.n).toBeGreaterThanOrEqual(1);
    expect(f.collectedTodayV1.value).toBeGreaterThanOrEqual(500_00);
    expect(f.myOpenCases.value).toBe(open.n);
    expect(f.myDueToday.value).toBe(due.n);
    for (const system of ['v1', 'v2'] as const) {
      const r = collectionRepayments;
      const [paid] = await t.db.select({ n: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${r.amountCents}), 0)::bigint` }).from(r)
        .where(and(eq(r.collectorUserId, userId), eq(r.system, system), sql`${r.repaidAt} >= ${from.toISOString()}::timestamptz and ${r.repaidAt} < ${to.toISOString()}::timestamptz`));
      const figure = f[system === 'v1' ? 'collectedTodayV1' : 'collectedTodayV2'];
      expect(figure.money).toBe(true);
      expect([figure.value, figure.count]).toEqual([Number(paid.cents), paid.n]);
    }
    await expectListsBehind(token, figures);
  });

  it("keeps a merchant-scoped manager's book to their merchants", async () => {
    const collectorScope = await merchantScopeOf(t.db, await t.userId('collector'));
    const merchantId = collectorScope![0];
    const scoped = await userWith(BOOK_CODES, [merchantId]);
    const whole = await userWith(BOOK_CODES);
    const mine = byKey((await figuresOf(scoped.token)).figures);
    const all = byKey((await figuresOf(whole.token)).figures);
    expect(Object.keys(mine).sort()).toEqual(['bookApplications', 'bookApproved', 'bookCollected', 'bookDisbursed', 'bookOpenCases']);

    const [cases] = await t.db.select({ n: sql<number>`coalesce(sum(${caseCounts.cases}), 0)::int` }).from(caseCounts)
      .where(and(eq(caseCounts.merchantId, merchantId), ne(caseCounts.status, 'closed')));
    const [applied] = await t.db.select({ n: sql<number>`coalesce(sum(${orderDailyCounts.orders}), 0)::int` }).from(orderDailyCounts)
      .where(and(eq(orderDailyCounts.merchantId, merchantId), eq(orderDailyCounts.applyDay, eatToday(t.clock.now()))));
    expect(mine.bookOpenCases.value).toBe(cases.n);
    expect(mine.bookApplications.value).toBe(applied.n);
    // The book has other merchants' cases: the head office sees more.
    expect(all.bookOpenCases.value).toBeGreaterThan(mine.bookOpenCases.value);
    for (const key of Object.keys(mine)) expect(all[key].value).toBeGreaterThanOrEqual(mine[key].value);
    await expectListsBehind(scoped.token, Object.values(mine));
    await expectListsBehind(whole.token, Object.values(all));
  });

  it("counts the service agent's feedback in their merchants only", async () => {
    const token = await t.login('service');
    const scope = await merchantScopeOf(t.db, await t.userId('service'));
    expect(scope).not.toBeNull();
    const f = byKey((await figuresOf(token)).figures);
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(csFeedbacks)
      .where(and(eq(csFeedbacks.status, 'unprocessed'), inArray(csFeedbacks.merchantId, [...scope!])));
    expect(f.feedbackWaiting.value).toBe(row.n);
    await expectListsBehind(token, Object.values(f));
  });

  it('gives no figure for a code the user does not hold', async () => {
    expect((await figuresOf((await userWith([])).token)).figures).toEqual([]);
    const auditor = await userWith([viewCode('AuditSystem/MyAudit')]);
    const figures = (await figuresOf(auditor.token)).figures;
    expect(figures.map((f) => f.key)).toEqual(['auditWaiting', 'auditDecidedToday']);
    await expectListsBehind(auditor.token, figures);
    // Without the repayment lists, a collector's queue alone.
    const queueOnly = await userWith([viewCode('CollectionSystem/MyCollection')]);
    const queue = (await figuresOf(queueOnly.token)).figures;
    expect(queue.map((f) => [f.key, f.screen])).toEqual([['myOpenCases', 'CollectionSystem/MyCollection'], ['myDueToday', 'CollectionSystem/MyCollection']]);
  });

  it("counts the auditor's queue as MyAudit's summary does", async () => {
    const token = await t.login('auditor');
    const f = byKey((await figuresOf(token)).figures);
    const summary = (await t.call('GET', 'myAudit/summary', { token })).data;
    expect([f.auditWaiting.value, f.auditDecidedToday.value]).toEqual([summary.pending, summary.decidedToday]);
  });

  it('links every demo role to lists it may open, with the totals of its figures', async () => {
    for (const username of ['auditor', 'finance', 'telemarketer', 'supervisor']) {
      const token = await t.login(username);
      const { figures } = await figuresOf(token);
      expect(figures.length, username).toBeGreaterThan(0);
      await expectListsBehind(token, figures);
    }
  });
});
