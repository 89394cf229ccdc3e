/**
 * FlowRecordSupplement: one bank flow entered by hand — the form rules with their messages, confirmation above
 * the actual loan amount, auto write-off, the list of supplemented flows, idempotency, audit, and on the
 * PostgreSQL server 50 concurrent submissions of the same flow of which exactly one is applied.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_OFF_PARTS } from '../../common/money/write-off';
import { autoWriteOffConfigs, bills, repayFlows } from '../../server/db/schema';
import { amountDue } from '../../server/modules/bill/bill.repository';
import { MINUTE, startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { disbursedLoan } from './money-fixtures';
import { merchantId } from './order-states';
import { mpesaReceipt, post } from './write-off-fixtures';

let t: TestApp;
let finance: string;
const nextSerial = () => mpesaReceipt('QKS');

beforeAll(async () => {
  t = await startTestApp();
  await t.db.delete(autoWriteOffConfigs);
  finance = await t.login('finance');
});
afterAll(async () => { await t?.close(); });
afterEach(async () => { await expectLedgerBalanced(t); });

async function loan() {
  const disbursed = await disbursedLoan(t);
  t.clock.advance(MINUTE);
  return { ...disbursed, practical: disbursed.order.practicalAmountCents, at: new Date(t.clock.now().getTime() - 30_000) };
}

/** The form's values in cents: KES 1.00 per component but the principal, overflow and coupon cancelling out. */
function flow(orderNo: string, amountCents: number, at: Date, overrides: Record<string, unknown> = {}) {
  const parts = Object.fromEntries(WRITE_OFF_PARTS.map((p) => [`${p}Cents`, 100]));
  return {
    orderNo, serialNo: nextSerial(), channel: 'airtel', amountCents, ...parts, principalCents: amountCents - 100 * (WRITE_OFF_PARTS.length - 1),
    couponCents: 100, overflowCents: 100, repaidAt: at.toISOString(), isRecord: true, accountId: 'ACC-77', ...overrides,
  };
}

const supplement = (body: unknown, options: { key?: string } = {}) => post(t, 'writeOff/supplement', body, finance, options);

describe('FlowRecordSupplement', () => {
  it('refuses an incomplete form, a 0 field, a breakdown that does not add up and the order number as serial', async () => {
    const { orderNo, practical, at } = await loan();
    expect((await supplement({ orderNo })).msg).toBe('Write-off form incomplete or a 0 amount field');
    expect((await supplement(flow(orderNo, practical, at, { extensionFeeCents: 0 }))).msg).toBe('Write-off form incomplete or a 0 amount field');
    expect((await supplement(flow(orderNo, practical, at, { serialNo: '' }))).msg).toBe('Write-off form incomplete or a 0 amount field');
    expect((await supplement(flow(orderNo, practical, at, { channel: 'paypal' }))).msg).toBe('The channel must be M-Pesa, Airtel Money or Bank.');
    expect((await supplement(flow(orderNo, practical, at, { couponCents: 200 }))).msg).toMatch(/^The breakdown adds up to/);
    expect((await supplement(flow(orderNo, practical, at, { serialNo: orderNo }))).msg).toBe('The serial number cannot be the order number.');
    expect((await supplement(flow(orderNo, practical - 1, at))).msg).toMatch(/^The amount must be at least the actual loan amount/);
    expect((await supplement(flow(orderNo, practical, new Date(t.clock.now().getTime() + MINUTE)))).msg).toBe('The repaid time cannot be in the future.');
    expect(await t.db.select().from(repayFlows).where(eq(repayFlows.source, 'supplement'))).toEqual([]);
  });

  it('applies a flow of exactly the loan amount, lists it, and refuses its serial number again', async () => {
    const { orderNo, practical, at, bills: [bill] } = await loan();
    const body = flow(orderNo, practical, at);
    const key = randomUUID();
    const res = await supplement(body, { key });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ billStatus: 'partial', autoWrittenOff: false });
    expect((await supplement(body, { key })).data.flowNo).toBe(res.data.flowNo);
    const again = await supplement(body);
    expect(again).toMatchObject({ code: 409, msg: 'Serial number has already been written off' });
    const [row] = await t.db.select().from(repayFlows).where(eq(repayFlows.paymentCode, body.serialNo));
    expect(row).toMatchObject({ source: 'supplement', repayType: 'generic', paymentChannel: 'airtel', isRecord: true, accountId: 'ACC-77', amountCents: practical, billId: bill.id });
    const list = await t.call('GET', 'writeOff/supplements', { token: finance, query: { serialNo: body.serialNo } });
    expect(list.data).toMatchObject({ total: 1, records: [{ flowNo: res.data.flowNo, orderNo, serialNo: body.serialNo, amountCents: practical, createdByName: 'Daniel Kiprop' }] });
    const [audit] = (await t.auditRows('writeOff.supplement')).filter((a) => a.entityId === String(row.id));
    expect(audit.after).toMatchObject({ orderNo, serialNo: body.serialNo, amountCents: practical, interestCents: 100, flowNo: res.data.flowNo });
  });

  it('asks to confirm an amount above the loan amount, then settles and writes off a small remainder', async () => {
    const { orderNo, at, bills: [bill] } = await loan();
    await t.db.insert(autoWriteOffConfigs).values({ merchantId: await merchantId(t, '1501'), maxRemainderCents: 2_00 });
    try {
      const body = flow(orderNo, amountDue(bill) - 1_50, at);
      const asked = await supplement(body);
      expect(asked.code).toBe(409);
      expect(asked.msg).toMatch(/^The amount is greater than the actual loan amount \(.+\)\. Confirm to write it off\.$/);
      expect(asked.data).toMatchObject({ confirmExcess: true });
      const res = await supplement({ ...body, confirmExcess: true });
      expect(res.data).toMatchObject({ billStatus: 'settled', waivedCents: 1_50, autoWrittenOff: true });
      const [after] = await t.db.select().from(bills).where(eq(bills.id, bill.id));
      expect(after).toMatchObject({ status: 'settled', waivedCents: 1_50 });
      expect((await supplement(flow(orderNo, amountDue(bill), at, { confirmExcess: true }))).msg).toBe('This order have already been system cancel after verification.');
    } finally {
      await t.db.delete(autoWriteOffConfigs);
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('applies exactly one of 50 concurrent submissions of the same flow', async () => {
    const { orderNo, practical, at, bills: [bill] } = await loan();
    const body = flow(orderNo, practical, at);
    const answers = await Promise.all(Array.from({ length: 50 }, () => supplement(body)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.code !== 200).map((a) => a.msg))).toEqual(new Set(['Serial number has already been written off']));
    expect(await t.db.select().from(repayFlows).where(eq(repayFlows.paymentCode, body.serialNo))).toHaveLength(1);
    const [after] = await t.db.select().from(bills).where(eq(bills.id, bill.id));
    expect(after.repaidCents).toBe(practical);
  });
});
