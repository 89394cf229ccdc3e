/**
 * ReportSystem/FinancialReport on a demo book: its totals equal the ledger's own sums by account and journal
 * kind over the same EAT days (direct SQL); a snapshot day changes only when rebuilt, today's figures are live;
 * merchant scope; the view and export codes; bad input refused with a translated message.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eatDayRange, eatToday } from '../../common/eat-day';
import { addDays } from '../../common/money/bill-math';
import { actionCode, viewCode } from '../../common/routes';
import { FINANCIAL_REPORT_SCREEN, periodsOf } from '../../common/reports/financial-report';
import { queryRows } from '../../server/db/client';
import { bills, merchants, repayFlows, userMerchants } from '../../server/db/schema';
import { seedDemoMoney } from '../../server/db/seed/demo-money';
import { seedDemoOrders } from '../../server/db/seed/demo-orders';
import { rebuildDay, refreshSnapshots } from '../../server/modules/financial-report/financial-report.service';
import { applyRepayment } from '../../server/modules/repay/apply-repayment';
import { rollbackRepayment } from '../../server/modules/repay/rollback-repayment';
import { seedWalletWithdrawals } from '../../server/modules/wallet/wallet.seed';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let today: string;
let first: string;

const VIEW = viewCode(FINANCIAL_REPORT_SCREEN);
const EXPORT = actionCode(FINANCIAL_REPORT_SCREEN, 'export');

async function userWith(codes: string[], merchantId?: number) {
  const user = await createUser(t.db, (await createRole(t.db, { codes })).id);
  if (merchantId) await t.db.insert(userMerchants).values({ userId: user.id, merchantId });
  return t.login(user.username);
}

const report = async (query: Record<string, string | number>, token = admin) => {
  const res = await t.call('GET', 'financialReport/daily', { token, query });
  expect(res.code, res.msg).toBe(200);
  return res.data;
};

/** The ledger's own sums over [from, to] (EAT days), straight from its tables, optionally for one merchant. */
async function ledgerSums(from: string, to: string, merchantId?: number) {
  const { from: start } = eatDayRange(from);
  const { to: end } = eatDayRange(to);
  const merchant = merchantId === undefined ? sql`true` : sql`coalesce(e.merchant_id, o.merchant_id) = ${merchantId}`;
  const [row] = await queryRows<Record<string, string>>(t.db, sql`
    select
      sum(case when j.kind = 'disbursement' and e.account = 'receivable:principal' then e.debit_cents - e.credit_cents else 0 end) as "principalDisbursed",
      sum(case when j.kind = 'disbursement' and e.account = 'income:serviceFee' then e.credit_cents - e.debit_cents else 0 end) as "disbursementFees",
      sum(case when j.kind in ('repayment', 'rollback') and e.account = 'cash' then e.debit_cents - e.credit_cents else 0 end) as repaid,
      sum(case when e.account = 'expense:coupon' then e.debit_cents - e.credit_cents else 0 end) as coupons,
      sum(case when e.account = 'expense:waiver' then e.debit_cents - e.credit_cents else 0 end) as waived,
      sum(case when j.kind = 'refundSettled' and e.account = 'cash' then e.credit_cents - e.debit_cents else 0 end) as "refundsPaid",
      sum(case when j.kind = 'withdrawalSettled' and e.account = 'cash' then e.credit_cents - e.debit_cents else 0 end) as "withdrawalsPaid",
      sum(case when e.account = 'clearing:transfer' then e.debit_cents else 0 end) as "transfersPaid",
      sum(case when j.kind in ('repayment', 'rollback') and e.account like 'receivable:%' then e.credit_cents - e.debit_cents else 0 end)
        + sum(case when j.kind in ('repayment', 'rollback') and e.account like 'income:%' then e.credit_cents - e.debit_cents else 0 end) as settled
    from ledger_entries e join ledger_journals j on j.id = e.journal_id left join orders o on o.id = coalesce(e.order_id, j.order_id)
    where j.at >= ${start.toISOString()}::timestamptz and j.at < ${end.toISOString()}::timestamptz and ${merchant}`);
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v ?? 0)]));
}

/** The ledger's receivable:principal balance at the end of an EAT day (optionally of one merchant). */
async function principalOwed(day: string, merchantId?: number) {
  const merchant = merchantId === undefined ? sql`true` : sql`coalesce(e.merchant_id, o.merchant_id) = ${merchantId}`;
  const [row] = await queryRows<{ cents: string | null }>(t.db, sql`
    select sum(e.debit_cents - e.credit_cents) as cents from ledger_entries e join ledger_journals j on j.id = e.journal_id
    left join orders o on o.id = coalesce(e.order_id, j.order_id)
    where e.account = 'receivable:principal' and j.at < ${eatDayRange(day).to.toISOString()}::timestamptz and ${merchant}`);
  return Number(row.cents ?? 0);
}

/**
 * What the report says of the same sums. `settled`: receivables settled by repayments (their charges added back), which
 * the repaid parts but overpayment, coupons and waivers make up.
 */
const reportSums = (totals: Record<string, number>) => ({
  principalDisbursed: totals.principalDisbursed, disbursementFees: totals.disbursementFees, repaid: totals.repaid,
  coupons: totals.coupons, waived: totals.waivers + totals.writeOffs, refundsPaid: totals.refundsPaid,
  withdrawalsPaid: totals.withdrawalsPaid, transfersPaid: totals.transfersPaid,
  settled: totals.repaid - totals.repaidOverpayment + totals.coupons + totals.waivers + totals.writeOffs,
});

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoOrders(t.deps, 160);
  await seedDemoMoney(t.deps);
  await seedWalletWithdrawals(t.deps);
  const started = Date.now();
  const built = await refreshSnapshots(t.deps);
  console.log(`financial report: ${built.days.length} days built in ${Date.now() - started} ms`);
  today = eatToday(t.clock.now());
  first = built.days[0];
  admin = await t.login('admin');
}, 900_000);
afterAll(async () => { await t?.close(); });

describe('financialReport/daily', () => {
  it('totals equal the ledger over the same days, to the cent, per day too', async () => {
    const answer = await report({ dayFrom: first, dayTo: today });
    expect(answer.totals.principalDisbursed).toBeGreaterThan(0);
    expect(answer.totals.repaid).toBeGreaterThan(0);
    expect(reportSums(answer.totals)).toEqual(await ledgerSums(first, today));
    for (const row of answer.rows.slice(-5)) {
      expect(reportSums(row)).toEqual(await ledgerSums(row.period, row.period));
      expect(row.outstandingPrincipal).toBe(await principalOwed(row.period));
    }
    expect(answer.totals.outstandingPrincipal).toBe(await principalOwed(today));
    const lastWeek = await report({ dayFrom: addDays(today, -9), dayTo: addDays(today, -3) });
    expect(lastWeek.totals.outstandingPrincipal).toBe(await principalOwed(addDays(today, -3)));
    expect(answer.refreshedAt).toEqual(expect.any(String));
    const monthly = await report({ dayFrom: first, dayTo: today, grain: 'month' });
    expect(monthly.totals).toEqual(answer.totals);
    expect(monthly.rows.map((r: { period: string }) => r.period)).toEqual(periodsOf(first, today, 'month'));
  });

  it('a past day changes when rebuilt; today is live (a rollback counts at once)', async () => {
    const yesterday = addDays(today, -1);
    const [bill] = await t.db.select().from(bills).where(and(eq(bills.status, 'unpaid'), lt(bills.startDay, addDays(today, -3)))).limit(1);
    const late = new Date(eatDayRange(yesterday).from.getTime() + 12 * 3_600_000);
    const before = (await report({ dayFrom: yesterday, dayTo: yesterday })).totals.repaid;
    const { flow } = await t.db.transaction((tx) => applyRepayment(tx, {
      billId: bill.id, repayType: 'partial', amountCents: 1_000_00, paymentChannel: 'mpesa', paymentCode: 'LATE0001', source: 'manual',
      repaidAt: late, actorUserId: null, now: late,
    }));
    expect((await report({ dayFrom: yesterday, dayTo: yesterday })).totals.repaid).toBe(before);
    await refreshSnapshots(t.deps);
    const after = await report({ dayFrom: yesterday, dayTo: yesterday });
    expect(after.totals.repaid).toBe(before + 1_000_00);
    expect(reportSums(after.totals)).toEqual(await ledgerSums(yesterday, yesterday));
    expect(await rebuildDay(t.db, yesterday, t.clock.now())).toBeGreaterThan(0);
    expect((await report({ dayFrom: yesterday, dayTo: yesterday })).totals).toEqual(after.totals);

    const liveBefore = (await report({ dayFrom: today, dayTo: today })).totals.repaid;
    await t.db.transaction((tx) => rollbackRepayment(tx, { flowId: flow.id, actorUserId: null, at: t.clock.now() }));
    const liveAfter = await report({ dayFrom: today, dayTo: today });
    expect(liveAfter.totals.repaid).toBe(liveBefore - 1_000_00);
    expect(reportSums(liveAfter.totals)).toEqual(await ledgerSums(today, today));
    const [rolled] = await t.db.select({ status: repayFlows.status }).from(repayFlows).where(eq(repayFlows.id, flow.id));
    expect(rolled.status).toBe('rolledBack');
  });

  it('a merchant-scoped user sees only their merchant', async () => {
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.merchantNo, '1501'));
    const scoped = await userWith([VIEW], merchant.id);
    const mine = await report({ dayFrom: first, dayTo: today }, scoped);
    expect(reportSums(mine.totals)).toEqual(await ledgerSums(first, today, merchant.id));
    expect(mine.totals.outstandingPrincipal).toBe(await principalOwed(today, merchant.id));
    expect(mine.totals.principalDisbursed).toBeLessThan((await report({ dayFrom: first, dayTo: today })).totals.principalDisbursed);
    const options = await t.call('GET', 'financialReport/options/merchants', { token: scoped });
    expect(options.data).toEqual([{ value: merchant.id, label: merchant.merchantName }]);
  });

  it('refuses bad input with a translated message', async () => {
    const bad = await t.call('GET', 'financialReport/daily', { token: admin, query: { dayFrom: '2026-02-30' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).not.toMatch(/validation\.|financialReport:/);
    const reversed = await t.call('GET', 'financialReport/daily', { token: admin, query: { dayFrom: today, dayTo: addDays(today, -2) } });
    expect(reversed).toMatchObject({ code: 400, msg: 'The last day must not be before the first day.' });
    const zh = await t.call('GET', 'financialReport/daily', { token: admin, language: 'zh', query: { dayFrom: today, dayTo: addDays(today, -2) } });
    expect(zh).toMatchObject({ code: 400, msg: '结束日期不能早于开始日期。' });
    expect(await t.call('GET', 'financialReport/daily', { token: admin, query: { grain: 'year' } })).toMatchObject({ code: 400 });
  });
});

describe('codes', () => {
  it('the view code gates the report, the export code the export', async () => {
    const none = await userWith([]);
    expect(await t.call('GET', 'financialReport/daily', { token: none })).toMatchObject({ code: 403 });
    const viewer = await userWith([VIEW]);
    expect((await t.call('GET', 'financialReport/daily', { token: viewer })).code).toBe(200);
    expect(await t.call('GET', 'financialReport/export', { token: viewer })).toMatchObject({ code: 403 });
    const exporter = await userWith([VIEW, EXPORT]);
    const file = await t.call<Buffer>('GET', 'financialReport/export', { token: exporter, query: { grain: 'week' } });
    expect(file.code).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.data) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Week from', 'Principal disbursed', 'Repaid (cash received)', 'Outstanding principal (end)', 'Disbursement fees',
      'Repaid principal', 'Repaid interest', 'Repaid late fee', 'Repaid management & service fees', 'Repaid liquidated damages', 'Overpayment',
      'Coupons used', 'Waivers', 'Write-offs', 'Refunds paid', 'Wallet withdrawals paid', 'Transfers paid']);
    const { totals } = await report({ grain: 'week' }, exporter);
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    expect(last.slice(1, 5)).toEqual(['Total', totals.principalDisbursed / 100, totals.repaid / 100, totals.outstandingPrincipal / 100]);
    expect((await t.auditRows('financialReport.export')).length).toBe(1);
  });
});
