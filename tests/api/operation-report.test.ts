/**
 * ReportSystem/OperationReport on a demo book: every figure equals a count over the raw order rows of the same EAT
 * apply days (direct SQL), per period and merchant too; each count equals the exact total of the OrderManagement
 * list its drill-down opens; an order's move counts at once; merchant scope; the codes; the export; bad input.
 */
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eatDayRange, eatToday } from '../../common/eat-day';
import { addDays } from '../../common/money/bill-math';
import { ORDER_STATUS } from '../../common/orders/order-status';
import { COUNTED_FIGURES, DRILL_FIGURES, OPERATION_FIGURES, OPERATION_REPORT_SCREEN } from '../../common/reports/operation-report';
import { actionCode, viewCode } from '../../common/routes';
import { merchants, orders, userMerchants } from '../../server/db/schema';
import { seedDemoMoney } from '../../server/db/seed/demo-money';
import { seedDemoOrders } from '../../server/db/seed/demo-orders';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let today: string;
const FROM_DAYS = 59;

const VIEW = viewCode(OPERATION_REPORT_SCREEN);
const EXPORT = actionCode(OPERATION_REPORT_SCREEN, 'export');

async function userWith(codes: string[], merchantId?: number) {
  const user = await createUser(t.db, (await createRole(t.db, { codes })).id);
  if (merchantId) await t.db.insert(userMerchants).values({ userId: user.id, merchantId });
  return t.login(user.username);
}

const report = async (query: Record<string, string | number>, token = admin) => {
  const res = await t.call('GET', 'operationReport/daily', { token, query });
  expect(res.code, res.msg).toBe(200);
  return res.data;
};

/** The figures straight from the order rows applied on [from, to] (EAT), written out by hand, optionally of one merchant. */
async function rawFigures(from: string, to: string, merchantId?: number) {
  const rows = await t.db.select({ status: orders.status, loanType: orders.loanType, amount: orders.loanAmountCents, merchantId: orders.merchantId, applyAt: orders.applyAt })
    .from(orders).where(sql`${orders.applyAt} >= ${eatDayRange(from).from.toISOString()}::timestamptz and ${orders.applyAt} < ${eatDayRange(to).to.toISOString()}::timestamptz`);
  const mine = rows.filter((r) => merchantId === undefined || r.merchantId === merchantId);
  const S = ORDER_STATUS;
  const disbursed = mine.filter((r) => r.status === S.disbursed);
  return {
    applications: mine.length,
    machinePassed: mine.filter((r) => r.status !== S.machineRefused).length,
    machineRefused: mine.filter((r) => r.status === S.machineRefused).length,
    approved: mine.filter((r) => r.status === S.pendingDisbursement || r.status === S.disbursed || r.status === S.cancelled).length,
    rejected: mine.filter((r) => r.status === S.approvalRejected).length,
    disbursed: disbursed.length,
    disbursedAmount: disbursed.reduce((sum, r) => sum + r.amount, 0),
    newApplications: mine.filter((r) => r.loanType === 1).length,
    repeatApplications: mine.filter((r) => r.loanType === 2).length,
    newDisbursed: disbursed.filter((r) => r.loanType === 1).length,
    repeatDisbursed: disbursed.filter((r) => r.loanType === 2).length,
  };
}
const figuresOf = (row: Record<string, number>) => Object.fromEntries(OPERATION_FIGURES.map((f) => [f, row[f]]));

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoOrders(t.deps, 160);
  await seedDemoMoney(t.deps);
  today = eatToday(t.clock.now());
  admin = await t.login('admin');
}, 900_000);
afterAll(async () => { await t?.close(); });

describe('operationReport/daily', () => {
  it('every figure equals the order rows of the same apply days, per period and merchant too', async () => {
    const from = addDays(today, -FROM_DAYS);
    const answer = await report({ dayFrom: from, dayTo: today });
    expect(answer.totals.applications).toBeGreaterThan(0);
    expect(answer.totals.disbursed).toBeGreaterThan(0);
    expect(answer.totals.machineRefused + answer.totals.rejected).toBeGreaterThan(0);
    expect(figuresOf(answer.totals)).toEqual(await rawFigures(from, today));
    expect(answer.periods).toHaveLength(FROM_DAYS + 1);
    for (const period of answer.periods.filter((p: { applications: number }) => p.applications > 0).slice(-5)) {
      expect(figuresOf(period)).toEqual(await rawFigures(period.period, period.period));
    }
    const [row] = answer.rows;
    expect(figuresOf(row)).toEqual(await rawFigures(row.period, row.period, row.merchantId));
    expect(answer.totals.approvalRate).toBe(Math.round((answer.totals.approved * 10_000) / answer.totals.machinePassed));
    const weekly = await report({ dayFrom: from, dayTo: today, grain: 'week' });
    expect(weekly.totals).toEqual(answer.totals);
  });

  it('each count equals the total of the order list its drill-down opens', async () => {
    const from = addDays(today, -FROM_DAYS);
    const answer = await report({ dayFrom: from, dayTo: today });
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.merchantNo, '1501'));
    const mine = await report({ dayFrom: from, dayTo: today, merchantId: merchant.id });
    for (const [figure, target] of Object.entries(DRILL_FIGURES)) {
      for (const [r, merchantId] of [[answer, undefined], [mine, merchant.id]] as const) {
        const query = {
          applyDayFrom: from, applyDayTo: today, ...(merchantId ? { merchantId } : {}),
          ...(COUNTED_FIGURES[target!.figure].length ? { status: COUNTED_FIGURES[target!.figure].join(',') } : {}),
          ...(target!.loanType ? { loanType: target!.loanType } : {}),
        };
        const list = await t.call('GET', 'orderManagement/exactTotal', { token: admin, query });
        expect(list.code, list.msg).toBe(200);
        expect(list.data.total, `${figure} ${merchantId ?? 'all'}`).toBe(r.totals[figure]);
      }
    }
  });

  it('an order moving counts at once (the figures are live)', async () => {
    const before = await report({ dayFrom: addDays(today, -FROM_DAYS), dayTo: today });
    const [order] = await t.db.select().from(orders).where(eq(orders.status, ORDER_STATUS.approvalRejected)).limit(1);
    await t.db.update(orders).set({ status: ORDER_STATUS.pendingDisbursement }).where(eq(orders.id, order.id));
    const after = await report({ dayFrom: addDays(today, -FROM_DAYS), dayTo: today });
    expect(after.totals.rejected).toBe(before.totals.rejected - 1);
    expect(after.totals.approved).toBe(before.totals.approved + 1);
    await t.db.update(orders).set({ status: ORDER_STATUS.approvalRejected }).where(eq(orders.id, order.id));
  });

  it('a merchant-scoped user sees only their merchant', async () => {
    const from = addDays(today, -FROM_DAYS);
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.merchantNo, '1501'));
    const scoped = await userWith([VIEW], merchant.id);
    const mine = await report({ dayFrom: from, dayTo: today }, scoped);
    expect(figuresOf(mine.totals)).toEqual(await rawFigures(from, today, merchant.id));
    expect(mine.totals.applications).toBeLessThan((await report({ dayFrom: from, dayTo: today })).totals.applications);
    expect(new Set(mine.rows.map((r: { merchantId: number }) => r.merchantId))).toEqual(new Set([merchant.id]));
    const options = await t.call('GET', 'operationReport/options/merchants', { token: scoped });
    expect(options.data).toEqual([{ value: merchant.id, label: merchant.merchantName }]);
  });

  it('refuses bad input with a translated message', async () => {
    const reversed = await t.call('GET', 'operationReport/daily', { token: admin, query: { dayFrom: today, dayTo: addDays(today, -2) } });
    expect(reversed).toMatchObject({ code: 400, msg: 'The last day must not be before the first day.' });
    const zh = await t.call('GET', 'operationReport/daily', { token: admin, language: 'zh', query: { dayFrom: today, dayTo: addDays(today, -2) } });
    expect(zh).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期。' });
    const bad = await t.call('GET', 'operationReport/daily', { token: admin, query: { dayFrom: '2026-02-30' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).not.toMatch(/validation\.|operationReport:/);
    expect(await t.call('GET', 'operationReport/daily', { token: admin, query: { grain: 'year' } })).toMatchObject({ code: 400 });
  });
});

describe('codes and export', () => {
  it('the view code gates the report, the export code the export; the file holds the rows and the totals', async () => {
    const none = await userWith([]);
    expect(await t.call('GET', 'operationReport/daily', { token: none })).toMatchObject({ code: 403 });
    const viewer = await userWith([VIEW]);
    expect((await t.call('GET', 'operationReport/daily', { token: viewer })).code).toBe(200);
    expect(await t.call('GET', 'operationReport/export', { token: viewer })).toMatchObject({ code: 403 });
    const exporter = await userWith([VIEW, EXPORT]);
    const file = await t.call<Buffer>('GET', 'operationReport/export', { token: exporter });
    expect(file.code).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.data) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['Day', 'Merchant', 'Applications', 'Machine review passed']);
    const answer = await report({}, exporter);
    expect(sheet.rowCount).toBe(answer.rows.length + 2);
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    expect(last[1]).toBe('Total');
    expect(last[3]).toBe(answer.totals.applications);
    expect((await t.auditRows('operationReport.export')).length).toBe(1);
  });
});
