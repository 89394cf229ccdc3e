/**
 * OperationReport's vintages (issue 33) on a demo book: for every disbursement week, the loans, principal, first-
 * payment default on the due day and 7 and 30 days later, principal repaid of the bills due, cash repaid and
 * extensions equal the same figures worked out by hand from the raw order and bill rows; a first bill settled late
 * moves the horizons it missed and not the others; merchant scope; the export's vintages sheet.
 */
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eatDayRange, eatToday } from '../../common/eat-day';
import { addDays } from '../../common/money/bill-math';
import { ORDER_STATUS } from '../../common/orders/order-status';
import { OPERATION_REPORT_SCREEN } from '../../common/reports/operation-report';
import { FPD_FIGURES, FPD_HORIZONS, type VintageRow } from '../../common/reports/vintage';
import { actionCode, viewCode } from '../../common/routes';
import { formatEatDate } from '../../common/time';
import { bills, merchants, orders, userMerchants } from '../../server/db/schema';
import { seedDemoMoney } from '../../server/db/seed/demo-money';
import { seedDemoOrders } from '../../server/db/seed/demo-orders';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let today: string;
let from: string;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoOrders(t.deps, 160);
  await seedDemoMoney(t.deps);
  today = eatToday(t.clock.now());
  from = addDays(today, -89);
  admin = await t.login('admin');
}, 900_000);
afterAll(async () => { await t?.close(); });

const vintagesOf = async (query: Record<string, string | number>, token = admin): Promise<VintageRow[]> => {
  const res = await t.call('GET', 'operationReport/daily', { token, query });
  expect(res.code, res.msg).toBe(200);
  return res.data.vintages;
};

const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The vintages written out by hand from the order and bill rows. */
async function rawVintages(merchantId?: number) {
  const loans = (await t.db.select({ id: orders.id, amount: orders.loanAmountCents, lendingAt: orders.lendingAt, merchantId: orders.merchantId })
    .from(orders).where(and(eq(orders.status, ORDER_STATUS.disbursed), sql`${orders.lendingAt} >= ${eatDayRange(from).from.toISOString()}::timestamptz and ${orders.lendingAt} < ${eatDayRange(today).to.toISOString()}::timestamptz`)))
    .filter((o) => merchantId === undefined || o.merchantId === merchantId);
  const billRows = await t.db.select().from(bills);
  const byWeek = new Map<string, VintageRow>();
  for (const loan of loans) {
    const week = mondayOf(formatEatDate(loan.lendingAt!));
    const row = byWeek.get(week) ?? byWeek.set(week, {
      week, loans: 0, principalCents: 0, fpd: Object.fromEntries(FPD_FIGURES.map((f) => [f, { matured: 0, unpaid: 0, rate: null }])) as VintageRow['fpd'],
      duePrincipalCents: 0, duePrincipalSettledCents: 0, repaidRate: null, repaidCents: 0, extended: 0, extensionRate: null,
    }).get(week)!;
    row.loans += 1;
    row.principalCents += loan.amount;
    const own = billRows.filter((b) => b.orderId === loan.id);
    const first = own.find((b) => b.periodNo === 1);
    if (first) {
      for (const f of FPD_FIGURES) {
        const horizon = addDays(first.dueDay, FPD_HORIZONS[f]);
        if (horizon >= today) continue;
        row.fpd[f].matured += 1;
        if (!first.settledAt || formatEatDate(first.settledAt) > horizon) row.fpd[f].unpaid += 1;
      }
    }
    for (const b of own) {
      if (b.dueDay < today) { row.duePrincipalCents += b.principalCents; row.duePrincipalSettledCents += b.principalSettledCents; }
      row.repaidCents += b.repaidCents;
    }
    if (own.some((b) => b.rolloverCount > 0)) row.extended += 1;
  }
  const bp = (part: number, whole: number) => (whole ? Math.round((part * 10_000) / whole) : null);
  return [...byWeek.values()].sort((a, b) => a.week.localeCompare(b.week)).map((r) => ({
    ...r, fpd: Object.fromEntries(FPD_FIGURES.map((f) => [f, { ...r.fpd[f], rate: bp(r.fpd[f].unpaid, r.fpd[f].matured) }])),
    repaidRate: bp(r.duePrincipalSettledCents, r.duePrincipalCents), extensionRate: bp(r.extended, r.loans),
  }));
}

describe('operationReport vintages', () => {
  it('every week\'s figures equal the order and bill rows worked out by hand', async () => {
    const raw = await rawVintages();
    expect(raw.length, 'the demo book has loans in several weeks').toBeGreaterThan(3);
    expect(raw.some((r) => r.fpd.fpd7.matured > 0 && r.fpd.fpd7.unpaid > 0), 'some first bills are 7+ days late').toBe(true);
    expect(await vintagesOf({ dayFrom: from, dayTo: today })).toEqual(raw);
  });

  it('a first bill settled 3 days after its due day is unpaid on the due day, not 7 or 30 days later', async () => {
    const answer = await vintagesOf({ dayFrom: from, dayTo: today });
    const old = addDays(today, -8);
    const [bill] = await t.db.select({ id: bills.id, dueDay: bills.dueDay, orderId: bills.orderId, settledAt: bills.settledAt }).from(bills).innerJoin(orders, eq(orders.id, bills.orderId))
      .where(and(eq(bills.periodNo, 1), sql`${bills.dueDay} < ${old}::date`, sql`${orders.lendingAt} >= ${eatDayRange(from).from.toISOString()}::timestamptz`, eq(orders.status, ORDER_STATUS.disbursed))).limit(1);
    expect(bill, 'a first bill due 8+ days ago').toBeTruthy();
    const [loan] = await t.db.select({ lendingAt: orders.lendingAt }).from(orders).where(eq(orders.id, bill.orderId));
    const week = mondayOf(formatEatDate(loan.lendingAt!));
    const before = answer.find((r) => r.week === week)!;
    // Settled at noon EAT, 3 days after the due day.
    await t.db.update(bills).set({ status: 'settled', settledAt: new Date(eatDayRange(addDays(bill.dueDay, 3)).from.getTime() + 12 * 3_600_000) }).where(eq(bills.id, bill.id));
    const after = (await vintagesOf({ dayFrom: from, dayTo: today })).find((r) => r.week === week)!;
    const wasUnpaid = (h: number) => !bill.settledAt || formatEatDate(bill.settledAt) > addDays(bill.dueDay, h);
    expect(after.fpd.unpaidAtDue.unpaid - before.fpd.unpaidAtDue.unpaid).toBe(wasUnpaid(0) ? 0 : 1);
    expect(after.fpd.fpd7.unpaid - before.fpd.fpd7.unpaid).toBe(wasUnpaid(7) ? -1 : 0);
    const matured30 = addDays(bill.dueDay, 30) < today;
    expect(after.fpd.fpd30.unpaid - before.fpd.fpd30.unpaid).toBe(matured30 && wasUnpaid(30) ? -1 : 0);
    expect(after.fpd.fpd7.matured).toBe(before.fpd.fpd7.matured);
    expect(await vintagesOf({ dayFrom: from, dayTo: today })).toEqual(await rawVintages());
  });

  it('a merchant-scoped user reads only their merchant\'s loans; the filter narrows too', async () => {
    const [merchant] = await t.db.select({ id: merchants.id }).from(merchants).orderBy(merchants.id).limit(1);
    const user = await createUser(t.db, (await createRole(t.db, { codes: [viewCode(OPERATION_REPORT_SCREEN)] })).id);
    await t.db.insert(userMerchants).values({ userId: user.id, merchantId: merchant.id });
    const mine = await rawVintages(merchant.id);
    expect(await vintagesOf({ dayFrom: from, dayTo: today }, await t.login(user.username))).toEqual(mine);
    expect(await vintagesOf({ dayFrom: from, dayTo: today, merchantId: merchant.id })).toEqual(mine);
  });

  it('the export holds a vintages sheet with a row per week', async () => {
    const answer = await vintagesOf({ dayFrom: from, dayTo: today });
    const user = await createUser(t.db, (await createRole(t.db, { codes: [viewCode(OPERATION_REPORT_SCREEN), actionCode(OPERATION_REPORT_SCREEN, 'export')] })).id);
    const file = await t.call<Buffer>('GET', 'operationReport/export', { token: await t.login(user.username), query: { dayFrom: from, dayTo: today } });
    expect(file.code).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.data) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Vintages')!;
    expect(sheet).toBeTruthy();
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Week of disbursement', 'Loans', 'Principal disbursed']);
    const first = sheet.getRow(2).values as unknown[];
    expect(first[1]).toBe(answer[0].week);
    expect(first[2]).toBe(answer[0].loans);
    expect(first[3]).toBe(answer[0].principalCents / 100);
    expect(sheet.rowCount).toBeGreaterThanOrEqual(answer.length + 1);
  });
});
