/**
 * ReportSystem/ApprovalReport on a demo book (orders through the intake and the auditors, payouts, re-reviews):
 * every figure equals direct SQL over orders, order_steps and re_review_applications of the same EAT days; each
 * count equals the exact total of the list its drill-down opens (OrderManagement, RejectOrderReview); merchant
 * scope; the codes; the export (formula-safe, audited); bad input answered with a translated message.
 */
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eatDayRange, eatToday } from '../../common/eat-day';
import { addDays } from '../../common/money/bill-math';
import { ORDER_STATUS } from '../../common/orders/order-status';
import {
  APPROVAL_DIMENSIONS, APPROVAL_REPORT_SCREEN, DIMENSION_COLUMNS, FUNNEL_COUNTS, FUNNEL_STATES, RE_REVIEW_STATUS_OF,
  type DimensionRow, type FunnelCount,
} from '../../common/reports/approval-report';
import { actionCode, viewCode } from '../../common/routes';
import { queryRows } from '../../server/db/client';
import { merchants, userMerchants } from '../../server/db/schema';
import { seedDemoMoney } from '../../server/db/seed/demo-money';
import { seedDemoOrders } from '../../server/db/seed/demo-orders';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let today: string;
let from: string;
let merchant: { id: number; merchantName: string };
const FROM_DAYS = 59;

const VIEW = viewCode(APPROVAL_REPORT_SCREEN);
const EXPORT = actionCode(APPROVAL_REPORT_SCREEN, 'export');

async function userWith(codes: string[], merchantId?: number) {
  const user = await createUser(t.db, (await createRole(t.db, { codes })).id);
  if (merchantId) await t.db.insert(userMerchants).values({ userId: user.id, merchantId });
  return t.login(user.username);
}

const report = async (query: Record<string, string | number>, token = admin) => {
  const res = await t.call('GET', 'approvalReport/daily', { token, query });
  expect(res.code, res.msg).toBe(200);
  return res.data;
};

interface RawOrder { status: number; merchantId: number; modelLevel: string | null; productId: number; auditorId: number | null; refuseCode: string | null; ruleSetId: string | null }

/** The orders applied on [from, to] (EAT) with the rule set of their machine review step, written out by hand. */
async function rawOrders(dayFrom: string, dayTo: string, merchantId?: number): Promise<RawOrder[]> {
  return queryRows<RawOrder>(t.db, sql`
    select o.status, o.merchant_id as "merchantId", o.model_level as "modelLevel", o.product_id as "productId", o.auditor_id as "auditorId",
      o.refuse_code as "refuseCode", m.detail->>'ruleSetId' as "ruleSetId"
    from orders o left join order_steps m on m.order_id = o.id and m.action in ('machinePass', 'machineRefuse')
    where o.apply_at >= ${eatDayRange(dayFrom).from.toISOString()}::timestamptz and o.apply_at < ${eatDayRange(dayTo).to.toISOString()}::timestamptz
      ${merchantId === undefined ? sql`` : sql`and o.merchant_id = ${merchantId}`}`);
}

const countsOf = (rows: RawOrder[]) => Object.fromEntries(FUNNEL_COUNTS.map((f) => {
  const states = FUNNEL_STATES[f] as readonly number[];
  return [f, rows.filter((r) => !states.length || states.includes(r.status)).length];
})) as Record<FunnelCount, number>;

/** Median and p90 minutes straight from the steps and the lending time. */
async function rawTimes(dayFrom: string, dayTo: string) {
  const span = sql`o.apply_at >= ${eatDayRange(dayFrom).from.toISOString()}::timestamptz and o.apply_at < ${eatDayRange(dayTo).to.toISOString()}::timestamptz`;
  const [decision] = await queryRows<{ median: string | null; p90: string | null }>(t.db, sql`
    with d as (select o.id, o.apply_at, min(s.at) as at from orders o join order_steps s on s.order_id = o.id and s.action in ('approve', 'reject')
      where ${span} and o.status in (30, 50, 60, 70) group by o.id, o.apply_at)
    select round((percentile_cont(0.5) within group (order by extract(epoch from d.at - d.apply_at) / 60))::numeric) as median,
      round((percentile_cont(0.9) within group (order by extract(epoch from d.at - d.apply_at) / 60))::numeric) as p90 from d`);
  const [payout] = await queryRows<{ median: string | null; p90: string | null }>(t.db, sql`
    select round((percentile_cont(0.5) within group (order by extract(epoch from o.lending_at - o.apply_at) / 60))::numeric) as median,
      round((percentile_cont(0.9) within group (order by extract(epoch from o.lending_at - o.apply_at) / 60))::numeric) as p90
    from orders o where ${span} and o.status = 60`);
  const n = (v: string | null) => (v === null ? null : Number(v));
  return { decisionMedian: n(decision.median), decisionP90: n(decision.p90), payoutMedian: n(payout.median), payoutP90: n(payout.p90) };
}

const countsIn = (row: Record<string, unknown>) => Object.fromEntries(FUNNEL_COUNTS.map((f) => [f, row[f]]));

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoOrders(t.deps, 160);
  await seedDemoMoney(t.deps);
  today = eatToday(t.clock.now());
  from = addDays(today, -FROM_DAYS);
  admin = await t.login('admin');
  [merchant] = await t.db.select({ id: merchants.id, merchantName: merchants.merchantName }).from(merchants).where(eq(merchants.merchantNo, '1501'));
}, 900_000);
afterAll(async () => { await t?.close(); });

describe('approvalReport/daily: the figures equal direct SQL over the source tables', () => {
  it('the funnel and the times, over the span, per period and per period and merchant', async () => {
    const answer = await report({ dayFrom: from, dayTo: today });
    const raw = await rawOrders(from, today);
    expect(answer.totals.applications).toBeGreaterThan(0);
    expect(answer.totals.disbursed).toBeGreaterThan(0);
    expect(answer.totals.machineRefused).toBeGreaterThan(0);
    expect(answer.totals.rejected).toBeGreaterThan(0);
    expect(countsIn(answer.totals)).toEqual(countsOf(raw));
    expect(answer.totals.manualApprovalRate).toBe(Math.round((answer.totals.approved * 10_000) / answer.totals.decided));
    expect(answer.totals.machinePassRate).toBe(Math.round((answer.totals.machinePassed * 10_000) / answer.totals.applications));
    const times = await rawTimes(from, today);
    expect(times.decisionMedian).not.toBeNull();
    expect(times.payoutP90).not.toBeNull();
    expect({ decisionMedian: answer.totals.decisionMedian, decisionP90: answer.totals.decisionP90, payoutMedian: answer.totals.payoutMedian, payoutP90: answer.totals.payoutP90 }).toEqual(times);
    expect(answer.periods).toHaveLength(FROM_DAYS + 1);
    for (const period of answer.periods.filter((p: { applications: number }) => p.applications > 0).slice(-4)) {
      expect(countsIn(period)).toEqual(countsOf(await rawOrders(period.period, period.period)));
      expect(period.decisionMedian).toBe((await rawTimes(period.period, period.period)).decisionMedian);
    }
    const [row] = answer.rows;
    expect(countsIn(row)).toEqual(countsOf(await rawOrders(row.period, row.period, row.merchantId)));
    const weekly = await report({ dayFrom: from, dayTo: today, grain: 'week' });
    expect(weekly.totals).toEqual(answer.totals);
  });

  it('pass rates per model level, rule set, product and auditor', async () => {
    const answer = await report({ dayFrom: from, dayTo: today });
    const raw = await rawOrders(from, today);
    const column = { modelLevel: 'modelLevel', ruleSet: 'ruleSetId', product: 'productId', auditor: 'auditorId' } as const;
    for (const [dimension, field] of Object.entries(column)) {
      const rows: DimensionRow[] = answer.dimensions[dimension];
      const keys = new Map<string | null, RawOrder[]>();
      for (const order of raw) {
        const key = order[field] === null ? null : String(order[field]);
        if (dimension === 'auditor' && key === null) continue;
        keys.set(key, [...(keys.get(key) ?? []), order]);
      }
      expect(rows.map((r) => r.key).sort(), dimension).toEqual([...keys.keys()].sort());
      for (const r of rows) expect(countsIn(r), `${dimension} ${r.key}`).toEqual(countsOf(keys.get(r.key)!));
      expect(rows.every((r, i) => i === 0 || rows[i - 1].applications >= r.applications)).toBe(true);
    }
    expect(answer.dimensions.auditor.length).toBeGreaterThan(1);
    expect(answer.dimensions.ruleSet.some((r: DimensionRow) => r.key !== null && r.label)).toBe(true);
    expect(answer.dimensions.product.every((r: DimensionRow) => r.label && r.label !== r.key)).toBe(true);
  });

  it('refuse codes ranked, with their share of the refused orders', async () => {
    const answer = await report({ dayFrom: from, dayTo: today });
    const refused = (await rawOrders(from, today)).filter((r) => r.status === ORDER_STATUS.machineRefused || r.status === ORDER_STATUS.approvalRejected);
    const counts = new Map<string, number>();
    for (const r of refused) counts.set(`${r.refuseCode}|${r.status}`, (counts.get(`${r.refuseCode}|${r.status}`) ?? 0) + 1);
    expect(answer.refusals.length).toBeGreaterThan(2);
    expect(new Map(answer.refusals.map((r: { code: string; status: number; count: number }) => [`${r.code}|${r.status}`, r.count]))).toEqual(counts);
    for (const r of answer.refusals) expect(r.share).toBe(Math.round((r.count * 10_000) / refused.length));
    expect(answer.refusals.every((r: { count: number }, i: number) => i === 0 || answer.refusals[i - 1].count >= r.count)).toBe(true);
  });

  it('re-review outcomes of the applications submitted in the span', async () => {
    const answer = await report({ dayFrom: from, dayTo: today });
    const raw = await queryRows<{ status: string; orderStatus: number }>(t.db, sql`
      select a.status, o.status as "orderStatus" from re_review_applications a join orders o on o.id = a.order_id
      where a.submitted_day between ${from} and ${today}`);
    const sentBack = raw.filter((r) => r.status === 'approved');
    expect(raw.length).toBeGreaterThan(0);
    expect(answer.reReview).toEqual({
      submitted: raw.length, pending: raw.filter((r) => r.status === 'pending').length, refused: raw.filter((r) => r.status === 'rejected').length,
      sentBack: sentBack.length, sentBackApproved: sentBack.filter((r) => [30, 60, 70].includes(r.orderStatus)).length,
      sentBackRejected: sentBack.filter((r) => r.orderStatus === 50).length, sentBackInReview: sentBack.filter((r) => [10, 20].includes(r.orderStatus)).length,
    });
  });
});

describe('drill-downs: the list a figure opens totals the figure', () => {
  const total = async (list: 'orderManagement/exactTotal' | 'orderReview/list', query: Record<string, string | number>) => {
    const res = await t.call('GET', list, { token: admin, query });
    expect(res.code, res.msg).toBe(200);
    return res.data.total as number;
  };
  type Query = Record<string, string | number>;
  const statesOf = (f: FunnelCount): Query => (FUNNEL_STATES[f].length ? { status: FUNNEL_STATES[f].join(',') } : {});

  it('every funnel count, for all merchants and for one', async () => {
    for (const merchantId of [undefined, merchant.id]) {
      const scope: Query = merchantId ? { merchantId } : {};
      const answer = await report({ dayFrom: from, dayTo: today, ...scope });
      for (const f of FUNNEL_COUNTS) {
        expect(await total('orderManagement/exactTotal', { applyDayFrom: from, applyDayTo: today, ...scope, ...statesOf(f) }), `${f} ${merchantId ?? 'all'}`).toBe(answer.totals[f]);
      }
    }
  });

  it('every count of a model level, product and auditor; every refuse code; the re-review outcomes the list filters', async () => {
    const answer = await report({ dayFrom: from, dayTo: today });
    for (const dimension of ['modelLevel', 'product', 'auditor'] as const) {
      const filter = APPROVAL_DIMENSIONS[dimension];
      for (const row of (answer.dimensions[dimension] as DimensionRow[]).filter((r) => r.key !== null).slice(0, 3)) {
        for (const c of DIMENSION_COLUMNS.flatMap((x) => (x in FUNNEL_STATES ? [x as FunnelCount] : []))) {
          expect(await total('orderManagement/exactTotal', { applyDayFrom: from, applyDayTo: today, [filter]: row.key!, ...statesOf(c) }), `${dimension} ${row.key} ${c}`).toBe(row[c]);
        }
      }
    }
    for (const r of answer.refusals.filter((x: { code: string | null }) => x.code !== null)) {
      expect(await total('orderManagement/exactTotal', { applyDayFrom: from, applyDayTo: today, refuseCode: r.code, status: r.status })).toBe(r.count);
    }
    for (const figure of ['submitted', 'pending', 'refused', 'sentBack'] as const) {
      const status = RE_REVIEW_STATUS_OF[figure];
      const query: Query = { dayFrom: from, dayTo: today, ...(status ? { status } : {}) };
      expect(await total('orderReview/list', query), figure).toBe(answer.reReview[figure]);
    }
  });
});

describe('scope, codes, export and bad input', () => {
  it('a merchant-scoped user sees only their merchant', async () => {
    const scoped = await userWith([VIEW], merchant.id);
    const mine = await report({ dayFrom: from, dayTo: today }, scoped);
    const all = await report({ dayFrom: from, dayTo: today });
    expect(countsIn(mine.totals)).toEqual(countsOf(await rawOrders(from, today, merchant.id)));
    expect(mine.totals.applications).toBeLessThan(all.totals.applications);
    expect(new Set(mine.rows.map((r: { merchantId: number }) => r.merchantId))).toEqual(new Set([merchant.id]));
    expect(mine.dimensions.product.length).toBeLessThan(all.dimensions.product.length);
    // Naming another merchant reads nothing of it.
    const [other] = await t.db.select({ id: merchants.id }).from(merchants).where(sql`${merchants.id} <> ${merchant.id}`).limit(1);
    const theirs = await report({ dayFrom: from, dayTo: today, merchantId: other.id }, scoped);
    expect(theirs.totals.applications).toBe(0);
    expect(theirs.reReview.submitted).toBe(0);
    const options = await t.call('GET', 'approvalReport/options/merchants', { token: scoped });
    expect(options.data).toEqual([{ value: merchant.id, label: merchant.merchantName }]);
  });

  it('the view code gates the report, the export code the export; the book holds every table, formula-safe', async () => {
    const none = await userWith([]);
    expect(await t.call('GET', 'approvalReport/daily', { token: none })).toMatchObject({ code: 403 });
    expect(await t.call('GET', 'approvalReport/options/products', { token: none })).toMatchObject({ code: 403 });
    const viewer = await userWith([VIEW]);
    expect((await t.call('GET', 'approvalReport/daily', { token: viewer })).code).toBe(200);
    expect(await t.call('GET', 'approvalReport/export', { token: viewer })).toMatchObject({ code: 403 });

    // A rule set named like a formula stays text in the file.
    await t.db.execute(sql`update risk_rule_sets set name = '=HYPERLINK("http://x")' where id in (select (detail->>'ruleSetId')::int from order_steps where action = 'machinePass')`);
    const exporter = await userWith([VIEW, EXPORT]);
    const file = await t.call<Buffer>('GET', 'approvalReport/export', { token: exporter, query: { dayFrom: from, dayTo: today } });
    expect(file.code).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.data) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Approval funnel', 'Model level', 'Rule set', 'Product', 'Auditor', 'Refuse codes', 'Re-reviews']);
    const answer = await report({ dayFrom: from, dayTo: today }, exporter);
    const funnel = book.worksheets[0];
    expect((funnel.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['Day', 'Merchant', 'Applications', 'Machine review passed']);
    expect(funnel.rowCount).toBe(answer.rows.length + 2);
    const last = funnel.getRow(funnel.rowCount).values as unknown[];
    expect(last[1]).toBe('Total');
    expect(last[3]).toBe(answer.totals.applications);
    const ruleSets = book.getWorksheet('Rule set')!;
    const names = Array.from({ length: ruleSets.rowCount }, (_, i) => ruleSets.getRow(i + 1).getCell(1).value);
    expect(names).toContain('\'=HYPERLINK("http://x")');
    const refusals = book.getWorksheet('Refuse codes')!;
    expect(refusals.getRow(2).getCell(1).value).toBe(answer.refusals[0].code);
    expect(String(refusals.getRow(2).getCell(2).value)).not.toBe('');
    expect((await t.auditRows('approvalReport.export')).length).toBe(1);
  });

  it('refuses bad input with a translated message, never a 5xx', async () => {
    expect(await t.call('GET', 'approvalReport/daily', { token: admin, query: { dayFrom: today, dayTo: addDays(today, -2) } }))
      .toMatchObject({ code: 400, msg: 'The last day must not be before the first day.' });
    expect(await t.call('GET', 'approvalReport/daily', { token: admin, language: 'zh', query: { dayFrom: today, dayTo: addDays(today, -2) } }))
      .toMatchObject({ code: 400, msg: '结束日期不能早于开始日期。' });
    expect(await t.call('GET', 'approvalReport/daily', { token: admin, query: { dayFrom: addDays(today, -500), dayTo: today } }))
      .toMatchObject({ code: 400, msg: 'Choose at most 400 days.' });
    for (const query of [{ dayFrom: '2026-02-30' }, { grain: 'year' }, { merchantId: 'abc' }, { productId: '1.5' }] as Record<string, string>[]) {
      const res = await t.call('GET', 'approvalReport/daily', { token: admin, query });
      expect(res.code, JSON.stringify(query)).toBe(400);
      expect(res.msg).not.toMatch(/validation\.|approvalReport:/);
    }
  });
});
