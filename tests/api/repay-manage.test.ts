/**
 * rePayManage's lists through the real app: bills, loans (merged) and flows with every filter, merchant
 * scope and masking; the repay trial; the xlsx exports; overdue bills. The ledger balances after each test.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bp, eatDay, trial } from '../../common/money/bill-math';
import { actionCode, viewCode } from '../../common/routes';
import { formatEat } from '../../common/time';
import { API_PREFIX } from '../../server/core/route';
import { products } from '../../server/db/schema';
import { amountDue, owedOf } from '../../server/modules/bill/bill.repository';
import { loanOfBill } from '../../server/modules/bill/loan-of-bill.repository';
import { DAY, HOUR } from './harness';
import { disbursedLoan } from './money-fixtures';
import { merchantId } from './order-states';
import { app, BILLS, billNow, FLOWS, get, kes, LOANS, nowEat, repay, serial, startRepayApp, trialOf, userWith, type Envelope } from './repay-manage.helpers';

startRepayApp();

describe('the lists', () => {
  let a: Awaited<ReturnType<typeof disbursedLoan>>;
  let b: Awaited<ReturnType<typeof disbursedLoan>>;
  let c: Awaited<ReturnType<typeof disbursedLoan>>;
  let paymentCode: string;
  beforeAll(async () => {
    a = await disbursedLoan(app.t);
    b = await disbursedLoan(app.t);
    c = await disbursedLoan(app.t, { merchantNo: '1502', productCode: 'HL-28D', change: (app) => { app.loanAmountCents = 2_500_00; } });
    paymentCode = serial();
    expect((await repay(b.bills[0].id, { paymentCode, amount: '100' })).code).toBe(200);
  });

  const ids = (res: Envelope) => res.data.records.map((r: { id: number }) => r.id);

  it('narrow the bills by every filter, with totals equal to the rows', async () => {
    const [billA, billB] = [a.bills[0], b.bills[0]];
    expect(ids(await get('rePayManage/bills', { orderNo: a.orderNo }))).toEqual([billA.id]);
    expect(ids(await get('rePayManage/bills', { billNo: billB.billNo }))).toEqual([billB.id]);
    expect(ids(await get('rePayManage/bills', { phone: a.order.phone }))).toEqual([billA.id]);
    expect(ids(await get('rePayManage/bills', { customerName: a.order.customerName.slice(0, 4).toUpperCase(), size: 100 }))).toContain(billA.id);
    const partial = await get('rePayManage/bills', { status: 'partial', size: 100 });
    expect(ids(partial)).toContain(billB.id);
    expect(ids(partial)).not.toContain(billA.id);
    expect(partial.data.total).toBe(partial.data.records.length);
    expect(ids(await get('rePayManage/bills', { status: 'unpaid', orderNo: b.orderNo }))).toEqual([]);
    const ofMerchant = await get('rePayManage/bills', { merchantId: await merchantId(app.t, '1502'), size: 100 }, app.admin);
    expect(ids(ofMerchant)).toEqual(expect.arrayContaining(c.bills.map((x) => x.id)));
    expect(ids(ofMerchant)).not.toContain(billA.id);
    expect(ids(await get('rePayManage/bills', { dueDayFrom: billA.dueDay, dueDayTo: billA.dueDay, size: 100 }))).toContain(billA.id);
    expect(ids(await get('rePayManage/bills', { dueDayFrom: '2001-01-01', dueDayTo: '2001-01-31' }))).toEqual([]);
    const today = eatDay(app.t.clock.now());
    expect(ids(await get('rePayManage/bills', { lendingDayFrom: today, lendingDayTo: today, size: 100 }))).toEqual(expect.arrayContaining([billA.id, billB.id]));
    expect(ids(await get('rePayManage/bills', { lendingDayTo: '2001-01-01' }))).toEqual([]);
    expect(ids(await get('rePayManage/bills', { orderNo: a.orderNo, overdue: 'false' }))).toEqual([billA.id]);
    expect(ids(await get('rePayManage/bills', { orderNo: a.orderNo, overdue: 'true' }))).toEqual([]);
    expect((await get('rePayManage/bills', { dueDayFrom: 'yesterday' })).code).toBe(400);
  });

  it('give each bill every field of the repayment plan', async () => {
    const [row] = (await get('rePayManage/bills', { orderNo: b.orderNo })).data.records;
    const bill = await billNow(b.bills[0].id);
    expect(row).toMatchObject({
      billNo: bill.billNo, orderNo: b.orderNo, status: 'partial', dueDay: bill.dueDay, customerName: b.order.customerName, phone: b.order.phone,
      billAmountCents: bill.principalCents + bill.interestCents + bill.managementFeeCents, amountDueCents: amountDue(bill),
      repaidCents: 100_00, couponCents: 0, overpaymentCents: 0, overdue: false, overdueDays: 0, rollover: false, rolloverCount: 0,
      extensionFeeCents: 0, unpaid: owedOf(bill),
    });
    expect(row.lastRepaidAt).toBe(app.t.clock.now().toISOString());
    expect(row.merchantName).toBeTruthy();
  });

  it('keep each user to their merchants: finance (1501) neither sees nor repays a bill of 1502', async () => {
    expect((await get('rePayManage/bills', { orderNo: c.orderNo })).data.total).toBe(0);
    expect((await get('rePayManage/bills', { orderNo: c.orderNo }, app.admin)).data.total).toBe(4);
    expect((await get('rePayManage/orders', { orderNo: c.orderNo })).data.total).toBe(0);
    const refused = await repay(c.bills[0].id);
    expect(refused).toMatchObject({ code: 404, msg: 'The bill was not found.' });
    expect((await get('rePayManage/trial', { billId: c.bills[0].id })).code).toBe(404);
  });

  it('sum an order’s bills on the merged list and point Repay at its earliest open bill', async () => {
    const res = await get('rePayManage/orders', { orderNo: c.orderNo }, app.admin);
    expect(res.data.total).toBe(1);
    const dueTotal = c.bills.reduce((s, x) => s + amountDue(x), 0);
    expect(res.data.records[0]).toMatchObject({
      orderId: c.orderId, billCount: 4, openBillCount: 4, amountDueCents: dueTotal, repaidCents: 0,
      earliestOpenBillId: c.bills[0].id, earliestOpenDueDay: c.bills[0].dueDay, maxOverdueDays: 0,
    });
    expect((await get('rePayManage/orders', { orderNo: c.orderNo, settled: 'true' }, app.admin)).data.total).toBe(0);
    const mine = await get('rePayManage/orders', { lendingDayFrom: eatDay(app.t.clock.now()), size: 100 });
    expect(mine.data.records.map((r: { orderId: number }) => r.orderId)).toEqual(expect.arrayContaining([a.orderId, b.orderId]));
  });

  it('list the flows with their allocation, creator and filters', async () => {
    const res = await get('rePayManage/flows', { orderNo: b.orderNo });
    expect(res.data.total).toBe(1);
    const [flow] = res.data.records;
    expect(flow).toMatchObject({ paymentCode, repayType: 'partial', source: 'manual', status: 'valid', amountCents: 100_00, creatorName: 'Daniel Kiprop', billNo: b.bills[0].billNo });
    expect(Object.values(flow.offsets as Record<string, number>).reduce((s, v) => s + v, 0)).toBe(100_00);
    const one = (query: Record<string, string>) => get('rePayManage/flows', { orderNo: b.orderNo, ...query }).then((r) => r.data.total);
    expect(await one({ flowNo: flow.flowNo })).toBe(1);
    expect(await one({ paymentCode })).toBe(1);
    expect(await one({ paymentChannel: 'mpesa', repayType: 'partial', source: 'manual', status: 'valid' })).toBe(1);
    expect(await one({ repayType: 'settle' })).toBe(0);
    expect(await one({ paymentChannel: 'airtel' })).toBe(0);
    expect(await one({ status: 'rolledBack' })).toBe(0);
    expect(await one({ repaidFrom: formatEat(app.t.clock.now().getTime() - HOUR), repaidTo: nowEat() })).toBe(1);
    expect(await one({ repaidFrom: formatEat(app.t.clock.now().getTime() + HOUR) })).toBe(0);
    expect(await one({ repaidTo: eatDay(app.t.clock.now()) })).toBe(1);
  });

  it('show masked users masked phones on every list', async () => {
    const token = await userWith([viewCode(BILLS), viewCode(FLOWS), viewCode(LOANS)]);
    for (const url of ['rePayManage/bills', 'rePayManage/orders', 'rePayManage/flows']) {
      const [row] = (await get(url, { orderNo: b.orderNo }, token)).data.records;
      expect(row.phone, url).toMatch(/^254\d\*+\d{3}$/);
    }
    expect((await get('rePayManage/trial', { billId: b.bills[0].id }, token)).data.phone).toContain('*');
    expect((await get('rePayManage/bills', { orderNo: b.orderNo })).data.records[0].phone).toBe(b.order.phone);
  });

  it('refuse a list without its view code', async () => {
    const token = await userWith([viewCode(FLOWS)]);
    expect((await get('rePayManage/bills', {}, token)).code).toBe(403);
    expect((await get('rePayManage/orders', {}, token)).code).toBe(403);
    expect((await get('rePayManage/rollbacks', {}, token)).code).toBe(403);
    expect((await get('rePayManage/flows', {}, token)).code).toBe(200);
  });
});

describe('the repay trial', () => {
  it('answers what is owed, the settlement and the extension of a bill today', async () => {
    const loan = await disbursedLoan(app.t);
    const bill = loan.bills[0];
    const [product] = await app.t.db.select().from(products).where(eq(products.id, loan.order.productId));
    const figures = await trialOf(bill.id);
    expect(figures).toMatchObject({
      billNo: bill.billNo, orderNo: loan.orderNo, status: 'unpaid', dueDay: bill.dueDay, onDay: eatDay(app.t.clock.now()),
      lendingDay: eatDay(loan.order.lendingAt!), serverNow: nowEat(), owed: owedOf(bill), lateFeeToCharge: 0,
      settlementCents: amountDue(bill), extensionFeeCents: bp(bill.principalCents, product.extensionFeeBp), overdueDays: 0,
    });
    expect(figures.extensionCents).toBe(amountDue(bill) - bill.principalCents + figures.extensionFeeCents);
  });

  it('adds the late fee up to a later day', async () => {
    const loan = await disbursedLoan(app.t);
    const bill = loan.bills[0];
    const onDay = eatDay(new Date(Date.parse(`${bill.dueDay}T12:00:00+03:00`) + 5 * DAY));
    const figures = (await get('rePayManage/trial', { billId: bill.id, onDay })).data;
    const expected = trial({ owed: owedOf(bill), dueDay: bill.dueDay, accruedThrough: bill.accruedThrough, terms: (await loanOfBill(app.t.db, loan.orderId))!.terms, onDay });
    expect(figures.overdueDays).toBe(5);
    expect(figures.lateFeeToCharge).toBeGreaterThan(0);
    expect(figures).toMatchObject({ settlementCents: expected.settlementCents, lateFeeToCharge: expected.lateFeeToCharge, owed: expected.owed });
  });
});

describe('exports', () => {
  async function exportXlsx(url: string, token: string, query: Record<string, string>) {
    return app.t.app.inject({ method: 'GET', url: `${API_PREFIX}/${url}`, query, headers: { authorization: `Bearer ${token}`, language: 'en' } });
  }
  async function sheetRows(body: Buffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
    return rows;
  }

  it('writes the filtered rows of each list, audited; masked users get masked phones', async () => {
    const loan = await disbursedLoan(app.t);
    await repay(loan.bills[0].id, { amount: '100' });
    const bills = await exportXlsx('rePayManage/bills/export', app.finance, { orderNo: loan.orderNo });
    expect(bills.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(bills.rawPayload);
    expect(rows[0].slice(0, 3)).toEqual(['Bill number', 'Order number', 'Period']);
    expect(rows[0]).toContain('Unpaid principal');
    expect(rows).toHaveLength(2);
    expect(rows[1][rows[0].indexOf('Phone')]).toBe(loan.order.phone);
    expect(rows[1][rows[0].indexOf('Status')]).toBe('Partially repaid');
    expect((await app.t.auditRows('rePayManage.bills.export')).at(-1)).toMatchObject({ after: { rows: 1, filter: { orderNo: loan.orderNo } } });
    const flows = await sheetRows((await exportXlsx('rePayManage/flows/export', app.finance, { orderNo: loan.orderNo })).rawPayload);
    expect(flows[1][flows[0].indexOf('Amount')]).toBe('100');
    const loans = await sheetRows((await exportXlsx('rePayManage/orders/export', app.finance, { orderNo: loan.orderNo })).rawPayload);
    expect(loans[1][0]).toBe(loan.orderNo);
    const masked = await userWith([viewCode(BILLS), actionCode(BILLS, 'export')], ['exportData']);
    const maskedRows = await sheetRows((await exportXlsx('rePayManage/bills/export', masked, { orderNo: loan.orderNo })).rawPayload);
    expect(maskedRows[1][maskedRows[0].indexOf('Phone')]).toMatch(/^254\d\*+\d{3}$/);
  });

  it('is refused without the export code or the exportData permission', async () => {
    const noPermission = await userWith([viewCode(BILLS), actionCode(BILLS, 'export')], ['viewPlainData']);
    expect(JSON.parse((await exportXlsx('rePayManage/bills/export', noPermission, {})).body)).toMatchObject({ code: 403 });
    const noCode = await userWith([viewCode(FLOWS)], ['exportData']);
    expect(JSON.parse((await exportXlsx('rePayManage/flows/export', noCode, {})).body)).toMatchObject({ code: 403 });
  });
});

describe('overdue bills', () => {
  it('are flagged with their days on the lists and charged the late fee in the trial', async () => {
    const late = await disbursedLoan(app.t);
    const bill = late.bills[0];
    app.t.clock.advance((late.order.termDays + 6) * DAY);
    // Sessions end after 12 hours: sign in again on the later day.
    app.finance = await app.t.login('finance');
    app.admin = await app.t.login('admin');
    const fresh = await disbursedLoan(app.t);
    const today = eatDay(app.t.clock.now());
    const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${bill.dueDay}T00:00:00Z`)) / DAY);
    const [row] = (await get('rePayManage/bills', { orderNo: late.orderNo, overdue: 'true' })).data.records;
    expect(row).toMatchObject({ id: bill.id, overdue: true, overdueDays: days });
    expect((await get('rePayManage/bills', { orderNo: fresh.orderNo, overdue: 'true' })).data.total).toBe(0);
    expect((await get('rePayManage/orders', { orderNo: late.orderNo, overdue: 'true' })).data.records[0].maxOverdueDays).toBe(days);
    const figures = await trialOf(bill.id);
    expect(figures.overdueDays).toBe(days);
    expect(figures.settlementCents).toBe(amountDue(bill) + figures.lateFeeToCharge);
    expect(figures.lateFeeToCharge).toBeGreaterThan(0);
    const res = await repay(bill.id, { repayType: 'settle', amount: kes(figures.settlementCents) });
    expect(res.data.billStatus).toBe('settled');
    expect((await billNow(bill.id)).lateFeeCents).toBe(figures.lateFeeToCharge);
  });
});
