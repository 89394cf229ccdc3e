/**
 * ReconciliationManagement: every outcome against the sandbox channel's statement of an EAT day, pending
 * lines left out, the run replaced whole on a re-run, the lists, the export and the permission checks.
 */
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { MPESA_RECEIPT_PATTERN } from '../../common/money/payment-reference';
import { formatEatDate, parseEat } from '../../common/time';
import { bills, loanCodes, orders, reconciliationItems, reconciliationRuns, refunds, repayFlows } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { HOUR, startTestApp, type TestApp } from './harness';
import { tieToEveryMerchant } from './merchant-scope.rows';
import { apply } from './order-fixtures';

const SCREEN = 'AfterLoanSystem/ReconciliationManagement';
const DAY_MS = 24 * HOUR;
let t: TestApp;
let finance: string;
let day: string;
let at: (time: string) => Date;

type Order = typeof orders.$inferSelect;
const newOrder = async (): Promise<Order> => {
  const { orderId } = await apply(t);
  return (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
};

let codeNo = 0;
/** Our payout attempt (loan code) sent at `sentAt`. */
const loanCode = async (order: Order, systemCode: string, amountCents: number, status: string, sentAt: Date, channel = 'mpesa') => {
  codeNo += 1;
  await t.db.insert(loanCodes).values({
    systemCode, orderId: order.id, merchantId: order.merchantId, channel, amountCents, accountNo: `2547100${String(codeNo).padStart(5, '0')}`,
    status, createdAt: sentAt, updatedAt: sentAt,
  });
};

/** A minimal bill, so that a repayment flow has one to point at. */
const billOf = async (order: Order) => {
  const [bill] = await t.db.insert(bills).values({
    billNo: `B-${order.orderNo}`, orderId: order.id, merchantId: order.merchantId, customerId: order.customerId, startDay: day, dueDay: day,
  }).returning();
  return bill;
};

const flow = async (order: Order, billId: number, flowNo: string, paymentCode: string, amountCents: number, repaidAt: Date) => {
  await t.db.insert(repayFlows).values({
    flowNo, orderId: order.id, billId, merchantId: order.merchantId, repayType: 'partial', source: 'manual', paymentCode, paymentChannel: 'mpesa',
    amountCents, allocation: { principal: amountCents }, repaidAt,
  });
};

const payout = (reference: string, amountCents: number, when: Date, account = '254711000001', channel: 'mpesa' | 'airtel' = 'mpesa') =>
  t.payments.payout({ channel, reference, account, amountCents, at: when });
const run = (body: Record<string, unknown>, token = finance) => t.call('POST', 'reconciliation/run', { token, body });
const items = (runId: number, query: Record<string, string | number> = {}, token = finance) =>
  t.call('GET', `reconciliation/items/${runId}`, { token, query: { size: 100, ...query } });

let collectionOrder: Order;
let refundOrder: Order;
let ids: { runId: number };

beforeAll(async () => {
  t = await startTestApp();
  // Finance reconciles every merchant's collections; merchant scope (issue 31.4) limits a user to their merchants' items.
  await tieToEveryMerchant(t.db, ['finance']);
  finance = await t.login('finance');
  day = formatEatDate(new Date(t.clock.now().getTime() - DAY_MS));
  at = (time: string) => parseEat(`${day} ${time}`)!;

  const [a, b, c, d, e, f, g, h] = [await newOrder(), await newOrder(), await newOrder(), await newOrder(), await newOrder(), await newOrder(), await newOrder(), await newOrder()];
  [collectionOrder, refundOrder] = [h, g];
  // matched: ours and the channel's agree.
  await loanCode(a, 'LC-A', 1_000_00, 'success', at('08:00'));
  await payout('LC-A', 1_000_00, at('08:00'));
  // amountDiffers: the channel paid less than we booked.
  await loanCode(b, 'LC-B', 2_000_00, 'success', at('09:00'));
  await payout('LC-B', 1_500_00, at('09:00'));
  // missingInChannel: never reached the channel; and paid here but failed there (an account ending 0000).
  await loanCode(c, 'LC-C', 3_000_00, 'success', at('10:00'));
  await loanCode(d, 'LC-D', 4_000_00, 'success', at('11:00'));
  await payout('LC-D', 4_000_00, at('11:00'), '254711110000');
  // Failed on both sides: no money moved, not listed.
  await loanCode(e, 'LC-F', 5_000_00, 'failed', at('12:00'));
  await payout('LC-F', 5_000_00, at('12:00'), '254711120000');
  // Pending: our attempt is still in progress, though the channel shows it.
  await loanCode(f, 'LC-P', 6_000_00, 'inProgress', at('13:00'));
  await payout('LC-P', 6_000_00, at('13:00'));
  // missingInBooks: the channel paid a reference we do not have.
  await payout('XX-UNKNOWN', 700_00, at('14:00'));
  // A refund paid out and matched by its payout reference.
  await t.db.insert(refunds).values({
    refundNo: 'RF-1', orderId: g.id, merchantId: g.merchantId, phone: '254711000099', amountCents: 250_00, channel: 'mpesa', receivingAccount: '254711000099',
    auditStatus: 'approved', refundStatus: 'success', payoutRef: 'RF-1-1', createdAt: at('07:00'), updatedAt: at('15:00'),
  });
  await payout('RF-1-1', 250_00, at('15:00'));
  // Collections: matched, amount differs, and one paid against an order number that we never booked.
  const bill = await billOf(h);
  const matchedCode = await t.payments.collect({ channel: 'mpesa', account: '254711000077', reference: 'PAY-1', amountCents: 300_00, at: at('16:00') });
  await flow(h, bill.id, 'FL-1', matchedCode, 300_00, at('16:00'));
  const differsCode = await t.payments.collect({ channel: 'mpesa', account: '254711000077', reference: 'PAY-2', amountCents: 450_00, at: at('17:00') });
  await flow(h, bill.id, 'FL-2', differsCode, 400_00, at('17:00'));
  await t.payments.collect({ channel: 'mpesa', account: '254711000078', reference: g.orderNo, amountCents: 125_00, at: at('18:00') });
  // Outside the day or on another channel: not part of this run.
  await payout('LC-A', 1_000_00, at('08:00'), '254711000001', 'airtel');
  await payout('XX-YESTERDAY', 900_00, new Date(at('08:00').getTime() - DAY_MS));
});
afterAll(async () => { await t.close(); });

describe('running a reconciliation', () => {
  it('finds each outcome, leaves pending lines out and totals both sides', async () => {
    const res = await run({ channel: 'mpesa', day });
    expect(res).toMatchObject({ code: 200, data: {
      channel: 'mpesa', day, matched: 3, missingInChannel: 2, missingInBooks: 2, amountDiffers: 2, pending: 1, replaced: false, runByName: 'Daniel Kiprop',
      oursCents: 1_000_00 + 250_00 + 300_00 + 2_000_00 + 400_00 + 3_000_00 + 4_000_00,
      theirsCents: 1_000_00 + 250_00 + 300_00 + 1_500_00 + 450_00 + 700_00 + 125_00,
    } });
    ids = { runId: res.data.id };
    const all = (await items(ids.runId)).data;
    expect(all.total).toBe(9);
    const byKey = Object.fromEntries(all.records.map((i: { reference: string | null; thirdPartyCode: string }) => [i.reference ?? i.thirdPartyCode, i]));
    expect(byKey['LC-A']).toMatchObject({ outcome: 'matched', direction: 'payout', oursCents: 1_000_00, theirsCents: 1_000_00 });
    expect(byKey['RF-1-1']).toMatchObject({ outcome: 'matched', direction: 'payout', oursCents: 250_00, orderNo: refundOrder.orderNo });
    expect(byKey['FL-1']).toMatchObject({ outcome: 'matched', direction: 'collection', orderNo: collectionOrder.orderNo });
    expect(byKey['LC-B']).toMatchObject({ outcome: 'amountDiffers', oursCents: 2_000_00, theirsCents: 1_500_00 });
    expect(byKey['FL-2']).toMatchObject({ outcome: 'amountDiffers', oursCents: 400_00, theirsCents: 450_00 });
    expect(byKey['LC-C']).toMatchObject({ outcome: 'missingInChannel', oursCents: 3_000_00, theirsCents: null, thirdPartyCode: null });
    expect(byKey['LC-D']).toMatchObject({ outcome: 'missingInChannel', oursCents: 4_000_00, theirsCents: null });
    expect(byKey['XX-UNKNOWN']).toMatchObject({ outcome: 'missingInBooks', oursCents: null, theirsCents: 700_00, orderNo: null });
    expect(byKey['LC-F']).toBeUndefined();
    expect(byKey['LC-P']).toBeUndefined();
    const unbooked = all.records.find((i: { outcome: string; direction: string }) => i.outcome === 'missingInBooks' && i.direction === 'collection');
    // Not ours: no payer reference kept, the receipt code and the order it was paid against are shown.
    expect(unbooked).toMatchObject({ reference: null, theirsCents: 125_00, orderNo: refundOrder.orderNo });
    expect(unbooked.thirdPartyCode).toMatch(MPESA_RECEIPT_PATTERN);
    // Problems come first.
    expect(all.records.map((i: { outcome: string }) => i.outcome).slice(-3)).toEqual(['matched', 'matched', 'matched']);
  });

  it('filters and pages the items', async () => {
    const missing = await items(ids.runId, { outcome: 'missingInBooks' });
    expect(missing.data.total).toBe(2);
    expect(missing.data.records.every((i: { outcome: string }) => i.outcome === 'missingInBooks')).toBe(true);
    const page = await items(ids.runId, { size: 4, current: 3 });
    expect(page.data).toMatchObject({ total: 9 });
    expect(page.data.records).toHaveLength(1);
    expect(await items(ids.runId, { outcome: 'lost' })).toMatchObject({ code: 400 });
    expect(await items(999_999)).toMatchObject({ code: 404, msg: 'The reconciliation run was not found.' });
  });

  it('replaces the run of the same channel and day in one transaction, audited', async () => {
    await payout('LC-C', 3_000_00, at('10:00'));
    const res = await run({ channel: 'mpesa', day });
    expect(res.data).toMatchObject({ id: ids.runId, matched: 4, missingInChannel: 1, replaced: true });
    const runs = await t.db.select().from(reconciliationRuns).where(and(eq(reconciliationRuns.channel, 'mpesa'), eq(reconciliationRuns.day, day)));
    expect(runs).toHaveLength(1);
    const stored = await t.db.select().from(reconciliationItems).where(eq(reconciliationItems.runId, ids.runId));
    expect(stored).toHaveLength(9);
    expect(stored.find((i) => i.reference === 'LC-C')?.outcome).toBe('matched');
    const audits = await t.auditRows('reconciliation.run');
    expect(audits).toHaveLength(2);
    expect(audits[1].before).toMatchObject({ id: ids.runId, matched: 3 });
    expect(audits[1].after).toMatchObject({ matched: 4, pending: 1 });
  });

  it('keeps one run when two runs of a channel and day arrive together', async () => {
    const [first, second] = await Promise.all([run({ channel: 'airtel', day }), run({ channel: 'airtel', day })]);
    expect([first.code, second.code]).toEqual([200, 200]);
    const runs = await t.db.select().from(reconciliationRuns).where(and(eq(reconciliationRuns.channel, 'airtel'), eq(reconciliationRuns.day, day)));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ missingInBooks: 1, theirsCents: 1_000_00 });
    expect(await t.db.select().from(reconciliationItems).where(eq(reconciliationItems.runId, runs[0].id))).toHaveLength(1);
  });

  it('validates the channel and the day', async () => {
    const today = formatEatDate(t.clock.now());
    const tomorrow = formatEatDate(new Date(t.clock.now().getTime() + DAY_MS));
    expect(await run({ channel: 'bank', day: today })).toMatchObject({ code: 200, data: { matched: 0, missingInBooks: 0 } });
    expect(await run({ channel: 'mpesa', day: tomorrow })).toMatchObject({ code: 400, msg: `${tomorrow} has not started yet; choose today or an earlier day.` });
    expect(await run({ channel: 'mpesa', day: '2026-02-30' })).toMatchObject({ code: 400, msg: 'Enter a date as YYYY-MM-DD.' });
    expect(await run({ channel: 'paypal', day })).toMatchObject({ code: 400, msg: 'The value of Channel is not one of the choices.' });
    expect(await run({ channel: 'mpesa' })).toMatchObject({ code: 400 });
    expect(await t.call('POST', 'reconciliation/run', { token: finance, body: { channel: 'mpesa', day: tomorrow }, language: 'zh' }))
      .toMatchObject({ code: 400, msg: `${tomorrow} 尚未开始，请选择今天或更早的日期。` });
  });
});

describe('the runs list', () => {
  it('lists newest day first with the counts, filtered by channel and days', async () => {
    const list = (query: Record<string, string | number>) => t.call('GET', 'reconciliation/list', { token: finance, query });
    const all = await list({});
    expect(all.data.total).toBe(3);
    expect(all.data.records[0].day >= all.data.records[2].day).toBe(true);
    expect((await list({ channel: 'mpesa' })).data.records).toMatchObject([{ id: ids.runId, day, matched: 4, amountDiffers: 2, runByName: 'Daniel Kiprop' }]);
    expect((await list({ dayFrom: day, dayTo: day })).data.total).toBe(2);
    expect((await list({ dayTo: '2000-01-01' })).data).toMatchObject({ total: 0, records: [] });
    expect(await list({ dayFrom: 'yesterday' })).toMatchObject({ code: 400 });
  });
});

describe('export', () => {
  it('answers the run items as an xlsx workbook, audited', async () => {
    const res = await t.call('GET', `reconciliation/export/${ids.runId}`, { token: finance });
    const bytes = res.data as Buffer;
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(2 + 9);
    expect(sheet.getRow(2).getCell(1).value).toBe('Outcome');
    const labels = sheet.getColumn(1).values.slice(3);
    expect(labels.filter((v) => v === 'Missing in our books')).toHaveLength(2);
    const differs = sheet.getRows(3, 9)!.find((r) => r.getCell(3).value === 'LC-B')!;
    expect([differs.getCell(6).value, differs.getCell(7).value, differs.getCell(8).value]).toEqual([2000, 1500, 500]);
    expect(await t.auditRows('reconciliation.export')).toMatchObject([{ entityId: String(ids.runId), after: { rows: 9 } }]);
    expect(await t.call('GET', 'reconciliation/export/999999', { token: finance })).toMatchObject({ code: 404 });
  });
});

describe('permissions', () => {
  it('refuses running and exporting without the operation codes', async () => {
    const auditor = await t.login('auditor');
    expect(await run({ channel: 'mpesa', day }, auditor)).toMatchObject({ code: 403 });
    expect(await t.call('GET', 'reconciliation/list', { token: auditor })).toMatchObject({ code: 403 });
    const role = await createRole(t.db, { codes: [viewCode(SCREEN)] });
    const viewer = await t.login((await createUser(t.db, role.id)).username);
    expect(await t.call('GET', 'reconciliation/list', { token: viewer })).toMatchObject({ code: 200 });
    expect(await items(ids.runId, {}, viewer)).toMatchObject({ code: 200 });
    expect(await run({ channel: 'mpesa', day }, viewer)).toMatchObject({ code: 403 });
    expect(await t.call('GET', `reconciliation/export/${ids.runId}`, { token: viewer })).toMatchObject({ code: 403 });
    const runner = await createRole(t.db, { codes: [actionCode(SCREEN, 'run')] });
    expect(await run({ channel: 'airtel', day }, await t.login((await createUser(t.db, runner.id)).username))).toMatchObject({ code: 200 });
  });
});
