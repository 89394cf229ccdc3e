/**
 * Write-off: the bank-flow import of CollectionSystem/CancelAfterVerificationManagement and the single flow of
 * AfterLoanSystem/FlowRecordSupplement — every row rule with its message, results, rows and the errors file,
 * confirmation above the loan amount, auto write-off, idempotency, permissions, audit, and the ledger after each.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { amountDue } from '../../server/modules/bill/bill.repository';
import { autoWriteOffConfigs, bills, repayFlows, writeOffBatches, writeOffRows } from '../../server/db/schema';
import { applyRepayment } from '../../server/modules/repay/apply-repayment';
import { recoverInterruptedImports } from '../../server/modules/write-off/write-off.import';
import { formatKes } from '../../common/money';
import { viewCode } from '../../common/routes';
import { createRole, createUser } from './fixtures';
import { HOUR, MINUTE, startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { disbursedLoan, pendingDisbursement } from './money-fixtures';
import { merchantId } from './order-states';
import { bankFlow, importFile, mpesaReceipt, post, readXlsx, workbook } from './write-off-fixtures';

let t: TestApp;
let finance: string;
const nextSerial = () => mpesaReceipt('QKT');

beforeAll(async () => {
  t = await startTestApp();
  await t.db.delete(autoWriteOffConfigs);
  finance = await t.login('finance');
});
afterAll(async () => { await t?.close(); });
afterEach(async () => { await expectLedgerBalanced(t); });

/** A loan paid out a minute ago (sessions stay alive); flows are dated half a minute ago. */
async function loan(options: Parameters<typeof disbursedLoan>[1] = {}) {
  const disbursed = await disbursedLoan(t, options);
  t.clock.advance(MINUTE);
  return { ...disbursed, practical: disbursed.order.practicalAmountCents, at: new Date(t.clock.now().getTime() - 30_000) };
}

const rowsOf = async (batchId: number, onlyErrors = false) =>
  (await t.call('GET', `writeOff/rows/${batchId}`, { token: finance, query: { size: 100, onlyErrors: String(onlyErrors) } })).data;

describe('template and file', () => {
  it('downloads the template with the header in the user\'s language and an example row that reads back', async () => {
    const en = await t.call('GET', 'writeOff/template', { token: finance });
    const [header, example] = await readXlsx(en.data as Buffer);
    expect(header).toContain('*Serial number');
    expect(header).toContain('Record flag');
    expect(example[0]).toBe('(order number)');
    const zh = await t.call('GET', 'writeOff/template', { token: finance, language: 'zh' });
    expect((await readXlsx(zh.data as Buffer))[0]).toContain('*流水号');
    const back = await post(t, 'writeOff/import', { fileName: 'template.xlsx', content: (en.data as Buffer).toString('base64') }, finance);
    expect(back.data).toMatchObject({ status: 'done', result: 'fail', totalRows: 1, failedRows: 1 });
    expect((await rowsOf(back.data.id)).records[0].errorMessage).toBe('Order (order number) was not found.');
  });

  it('refuses a file name over 100 characters, and takes one of exactly 100', async () => {
    const { orderNo, practical, at } = await loan();
    const longName = `${'x'.repeat(96)}.xlsx`;
    const refused = await importFile(t, finance, [bankFlow(orderNo, practical, nextSerial(), at)], { fileName: longName });
    expect(refused).toMatchObject({ code: 400, msg: 'The file name is too long' });
    expect((await importFile(t, finance, [bankFlow(orderNo, practical, nextSerial(), at)], { fileName: longName.slice(1) })).data.result).toBe('success');
    expect((await importFile(t, finance, [], { fileName: 'flows.csv' })).msg).toBe('Only .xlsx files can be imported.');
  });

  it('records an unreadable file as a batch in error, and refuses a sheet without the columns', async () => {
    const res = await post(t, 'writeOff/import', { fileName: 'broken.xlsx', content: Buffer.from('not a workbook').toString('base64') }, finance);
    expect(res).toMatchObject({ code: 400, msg: 'The file could not be read as an Excel (.xlsx) workbook.' });
    const [batch] = await t.db.select().from(writeOffBatches).where(eq(writeOffBatches.fileName, 'broken.xlsx'));
    expect(batch).toMatchObject({ status: 'error', result: 'fail' });
    const listed = await t.call('GET', 'writeOff/batches', { token: finance, query: { status: 'error' } });
    expect(listed.data.records.find((b: { id: number }) => b.id === batch.id).errorMessage).toBe('The file could not be read as an Excel (.xlsx) workbook.');
    expect((await importFile(t, finance, [])).msg).toBe('The file has no rows to import.');
    const noSerial = await post(t, 'writeOff/import', { fileName: 'no-serial.xlsx', content: (await workbook([{ orderNo: 'X' }], { columns: ['orderNo', 'channel'] })).toString('base64') }, finance);
    expect(noSerial.msg).toMatch(/^The first sheet lacks these columns: Serial number, Amount, .*Repaid time \(EAT\)\. Download the template\.$/);
    const zh = await t.call('GET', 'writeOff/batches', { token: finance, language: 'zh', query: { batchNo: (await t.db.select().from(writeOffBatches).where(eq(writeOffBatches.fileName, 'no-serial.xlsx')))[0].batchNo } });
    expect(zh.data.records[0].errorMessage).toMatch(/^第一个工作表缺少以下列：Serial number, Amount, /); // named as the importer read them
  });
});

describe('row rules', () => {
  it('applies the good row, refuses each bad row with its message: partial success, rows and the errors file', async () => {
    const good = await loan();
    const settled = await loan();
    const used = await loan();
    const waiting = await pendingDisbursement(t);
    const manualSerial = nextSerial();
    await t.db.transaction((tx) => applyRepayment(tx, { billId: used.bills[0].id, repayType: 'partial', amountCents: 1_000, paymentChannel: 'mpesa', paymentCode: manualSerial, source: 'manual', repaidAt: used.at, actorUserId: null, now: t.clock.now() }));
    const due = amountDue(settled.bills[0]);
    await t.db.transaction((tx) => applyRepayment(tx, { billId: settled.bills[0].id, repayType: 'settle', amountCents: due + 10_000, paymentChannel: 'mpesa', paymentCode: nextSerial(), source: 'manual', repaidAt: settled.at, actorUserId: null, now: t.clock.now() }));
    const dup = nextSerial();
    const { orderNo, practical, at } = good;
    const cases: Array<[ReturnType<typeof bankFlow>, string]> = [
      [bankFlow(orderNo, practical, dup, at), ''],
      [bankFlow(orderNo, practical, nextSerial(), at, { interestCents: 0 }), 'Write-off form incomplete or a 0 amount field'],
      [bankFlow(orderNo, practical, nextSerial(), at, { channel: null }), 'Write-off form incomplete or a 0 amount field'],
      [bankFlow(orderNo, practical, nextSerial(), at, { channel: 'paypal' }), 'The channel must be M-Pesa, Airtel Money or Bank.'],
      [bankFlow(orderNo, practical, nextSerial(), at, { lateFeeCents: 2 }), `The breakdown adds up to ${formatKes(practical + 100)} (components + overflow − coupon) but the amount is ${formatKes(practical)}.`],
      [bankFlow(orderNo, practical, orderNo, at), 'The serial number cannot be the order number.'],
      // An M-Pesa flow's serial number is its receipt: refused as typed, never upper-cased or cut.
      [bankFlow(orderNo, practical, nextSerial().toLowerCase(), at), 'An M-Pesa receipt is 10 capital letters and digits, e.g. QKJ4XYZ123.'],
      [bankFlow(orderNo, practical, `${nextSerial()}7`, at), 'An M-Pesa receipt is 10 capital letters and digits, e.g. QKJ4XYZ123.'],
      [bankFlow(orderNo, practical - 100, nextSerial(), at), `The amount must be at least the actual loan amount (${formatKes(practical)}).`],
      [bankFlow('NO-SUCH-ORDER', practical, nextSerial(), at), 'Order NO-SUCH-ORDER was not found.'],
      [bankFlow(waiting.orderNo, practical, nextSerial(), at), `Order ${waiting.orderNo} has not been disbursed.`],
      [bankFlow(orderNo, practical, dup, at), 'Serial number cannot be repeated'],
      [bankFlow(used.orderNo, used.practical, manualSerial, at), 'Serial number cannot be repeated'],
      [bankFlow(settled.orderNo, settled.practical, nextSerial(), at), 'This order have already been system cancel after verification.'],
      [bankFlow(orderNo, practical, nextSerial(), new Date(t.clock.now().getTime() + HOUR)), 'The repaid time cannot be in the future.'],
      [bankFlow(orderNo, practical, nextSerial(), new Date(good.order.lendingAt!.getTime() - HOUR)), 'Selected date is earlier than the loan date.'],
      [bankFlow(orderNo, practical, nextSerial(), at, { amountCents: 'abc' }), 'Amount: enter an amount in KES with up to two decimals.'],
      [bankFlow(orderNo, practical, nextSerial(), at, { interestCents: 1.005 }), 'Interest: enter an amount in KES with up to two decimals.'],
      [bankFlow(orderNo, practical, nextSerial(), at, { repaidAt: 'yesterday' }), 'Repaid time (EAT): enter a time as YYYY-MM-DD HH:mm:ss (EAT).'],
      [bankFlow(orderNo, practical, nextSerial(), at, { isRecord: 'maybe' }), 'Record flag: enter Yes or No.'],
    ];
    const res = await importFile(t, finance, cases.map(([row]) => row));
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ status: 'done', result: 'partialSuccess', totalRows: cases.length, successRows: 1, failedRows: cases.length - 1, appliedAmountCents: practical });
    const rows = await rowsOf(res.data.id);
    expect(rows.records.map((r: { errorMessage: string | null }) => r.errorMessage ?? '')).toEqual(cases.map(([, message]) => message));
    expect(rows.records[0]).toMatchObject({ ok: true, rowNo: 2, orderNo, serialNo: dup, amountCents: practical });
    expect(rows.records[0].flowNo).toMatch(/^RF/);
    const errorsOnly = await rowsOf(res.data.id, true);
    expect(errorsOnly.total).toBe(cases.length - 1);

    const [flow] = await t.db.select().from(repayFlows).where(eq(repayFlows.batchId, res.data.id));
    expect(flow).toMatchObject({ source: 'import', repayType: 'generic', paymentCode: dup, paymentChannel: 'mpesa', amountCents: practical, billId: good.bills[0].id });
    const [stored] = await t.db.select().from(writeOffRows).where(and(eq(writeOffRows.batchId, res.data.id), eq(writeOffRows.rowNo, 2)));
    expect(stored.breakdown).toMatchObject({ interestCents: 100, couponCents: 100, overflowCents: 100 });

    const file = await t.call('GET', `writeOff/errors/${res.data.id}`, { token: finance });
    const sheet = await readXlsx(file.data as Buffer);
    expect(sheet[0].slice(0, 3)).toEqual(['Row', 'Error', '*Order number']);
    expect(sheet).toHaveLength(cases.length);
    expect(sheet[1].slice(0, 2)).toEqual([3, 'Write-off form incomplete or a 0 amount field']);
    const zh = await readXlsx((await t.call('GET', `writeOff/errors/${res.data.id}`, { token: finance, language: 'zh' })).data as Buffer);
    expect(zh[1][1]).toBe('核销表单不完整或存在金额为0的字段');
  });

  it('fails a batch whose every row is bad, and says the serial of a write-off was already written off', async () => {
    const { orderNo, practical, at } = await loan();
    const first = nextSerial();
    expect((await importFile(t, finance, [bankFlow(orderNo, practical, first, at)])).data.result).toBe('success');
    const res = await importFile(t, finance, [bankFlow(orderNo, practical, first, at), bankFlow(orderNo, practical, nextSerial(), at, { amountCents: 0 })]);
    expect(res.data).toMatchObject({ result: 'fail', successRows: 0, failedRows: 2, appliedAmountCents: 0 });
    expect((await rowsOf(res.data.id)).records.map((r: { errorMessage: string }) => r.errorMessage))
      .toEqual(['Serial number has already been written off', 'Write-off form incomplete or a 0 amount field']);
    expect(await t.db.select().from(repayFlows).where(eq(repayFlows.batchId, res.data.id))).toEqual([]);
    const none = await t.call('GET', `writeOff/errors/${(await importFile(t, finance, [bankFlow(orderNo, practical, nextSerial(), at)])).data.id}`, { token: finance });
    expect(none).toMatchObject({ code: 400, msg: 'No write-off record.' });
  });

  it('asks to confirm rows above the actual loan amount, writing nothing until confirmed', async () => {
    const { orderNo, practical, at, bills: [bill] } = await loan();
    const row = bankFlow(orderNo, practical + 50_00, nextSerial(), at);
    const batchesBefore = (await t.db.select({ n: count() }).from(writeOffBatches))[0].n;
    const asked = await importFile(t, finance, [row]);
    expect(asked).toMatchObject({ code: 409, msg: 'Rows with an amount greater than the actual loan amount: 1. Confirm to import them.' });
    expect(asked.data.excessRows).toEqual([{ rowNo: 2, orderNo, amountCents: practical + 50_00, loanAmountCents: practical }]);
    expect((await t.db.select({ n: count() }).from(writeOffBatches))[0].n).toBe(batchesBefore);
    const confirmed = await importFile(t, finance, [row], { confirmExcess: true });
    expect(confirmed.data).toMatchObject({ result: 'success', appliedAmountCents: practical + 50_00 });
    const [after] = await t.db.select().from(bills).where(eq(bills.id, bill.id));
    expect(after.repaidCents).toBe(practical + 50_00);
  });

  it('writes off a remainder up to the merchant\'s auto write-off amount and counts it', async () => {
    const { orderNo, at, bills: [bill], order } = await loan();
    await t.db.insert(autoWriteOffConfigs).values({ merchantId: await merchantId(t, '1501'), maxRemainderCents: 5_00 });
    try {
      const amount = amountDue(bill) - 3_00;
      expect(amount).toBeGreaterThan(order.practicalAmountCents);
      const res = await importFile(t, finance, [bankFlow(orderNo, amount, nextSerial(), at)], { confirmExcess: true });
      expect(res.data).toMatchObject({ result: 'success', autoWriteOffCount: 1 });
      expect((await rowsOf(res.data.id)).records[0]).toMatchObject({ ok: true, autoWrittenOff: true });
      const [after] = await t.db.select().from(bills).where(eq(bills.id, bill.id));
      expect(after).toMatchObject({ status: 'settled', waivedCents: 3_00 });
    } finally {
      await t.db.delete(autoWriteOffConfigs);
    }
  });

  it('keeps orders of other merchants out of reach of a merchant\'s finance user', async () => {
    const other = await loan({ merchantNo: '1502', productCode: 'HL-14D' });
    const res = await importFile(t, finance, [bankFlow(other.orderNo, other.practical, nextSerial(), other.at)]);
    expect((await rowsOf(res.data.id)).records[0].errorMessage).toBe(`Order ${other.orderNo} was not found.`);
  });
});

describe('idempotency, permissions and audit', () => {
  it('answers the same key with the first batch, and needs a key', async () => {
    const { orderNo, practical, at } = await loan();
    const row = bankFlow(orderNo, practical, nextSerial(), at);
    const key = `wo-${nextSerial()}`;
    const first = await importFile(t, finance, [row], { key });
    const again = await importFile(t, finance, [row], { key });
    expect(again.data.id).toBe(first.data.id);
    expect(await t.db.select().from(repayFlows).where(eq(repayFlows.paymentCode, String(row.serialNo)))).toHaveLength(1);
    expect((await post(t, 'writeOff/import', { fileName: 'a.xlsx', content: 'AA==' }, finance, { key: null })).msg).toBe('This money request needs an Idempotency-Key header.');
    const audit = (await t.auditRows('writeOff.import')).filter((a) => a.entityId === String(first.data.id));
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ result: 'success', successRows: 1 });
  });

  it('refuses users without the screens, and a view-only user the import', async () => {
    const auditor = await t.login('auditor');
    for (const url of ['writeOff/batches', 'writeOff/template', 'writeOff/rows/1', 'writeOff/errors/1', 'writeOff/supplements']) {
      expect((await t.call('GET', url, { token: auditor })).code, url).toBe(403);
    }
    expect((await importFile(t, auditor, [])).code).toBe(403);
    expect((await post(t, 'writeOff/supplement', {}, auditor)).code).toBe(403);
    const viewer = await createRole(t.db, { codes: [viewCode('CollectionSystem/CancelAfterVerificationManagement'), viewCode('AfterLoanSystem/FlowRecordSupplement')] });
    const token = await t.login((await createUser(t.db, viewer.id)).username);
    expect((await t.call('GET', 'writeOff/batches', { token })).code).toBe(200);
    expect((await t.call('GET', 'writeOff/supplements', { token })).code).toBe(200);
    expect((await importFile(t, token, [])).code).toBe(403);
    expect((await post(t, 'writeOff/supplement', {}, token)).code).toBe(403);
  });
});

describe('recovery', () => {
  it('marks batches left processing or unfinished as error, and leaves finished ones', async () => {
    const now = t.clock.now();
    const [stuck] = await t.db.insert(writeOffBatches).values({ batchNo: `WOSTUCK${nextSerial()}`, fileName: 'x.xlsx', status: 'processing' }).returning();
    const [fresh] = await t.db.insert(writeOffBatches).values({ batchNo: `WOFRESH${nextSerial()}`, fileName: 'y.xlsx' }).returning();
    expect(await recoverInterruptedImports(t.db, now)).toBe(2);
    const [after] = await t.db.select().from(writeOffBatches).where(eq(writeOffBatches.id, stuck.id));
    expect(after).toMatchObject({ status: 'error', result: 'fail', errorMessage: 'writeOff:errors.interrupted' });
    expect((await t.db.select().from(writeOffBatches).where(eq(writeOffBatches.id, fresh.id)))[0].status).toBe('error');
    expect(await recoverInterruptedImports(t.db, now)).toBe(0);
    expect((await t.auditRows('writeOff.recover')).map((a) => a.entityId)).toEqual([String(stuck.id), String(fresh.id)]);
  });
});

