/**
 * Repayments by hand through rePayManage/repay: every rule with its message (en and zh), partial then
 * settle, overpayment, extension, coupons, idempotency keys, permissions and audit rows, and 50
 * concurrent submissions of one repayment on the PostgreSQL server. The ledger balances after each test.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../common/money/bill-math';
import { actionCode, viewCode } from '../../common/routes';
import { formatEat } from '../../common/time';
import { coupons } from '../../server/db/schema';
import { amountDue } from '../../server/modules/bill/bill.repository';
import { DAY, HOUR } from './harness';
import { disbursedLoan } from './money-fixtures';
import { app, BILLS, billNow, FLOWS, flowsOf, get, kes, LOANS, newKey, repay, serial, shown, startRepayApp, trialOf, userWith } from './repay-manage.helpers';

startRepayApp();

describe('repayment rules and messages', () => {
  let loan: Awaited<ReturnType<typeof disbursedLoan>>;
  let billId: number;
  beforeAll(async () => {
    loan = await disbursedLoan(app.t);
    billId = loan.bills[0].id;
  });

  it('asks for settle when the amount meets the settlement, in English and Chinese', async () => {
    const { settlementCents } = await trialOf(billId);
    const amount = kes(settlementCents);
    expect(await repay(billId, { amount })).toMatchObject({ code: 409, msg: 'The amount meets the settlement amount; choose settle.' });
    expect(await repay(billId, { amount }, { language: 'zh' })).toMatchObject({ code: 409, msg: '金额已达到结清金额，请选择结清。' });
    expect(await repay(billId, { amount, repayType: 'extension' })).toMatchObject({ code: 409, msg: 'The amount meets the settlement amount; choose settle.' });
  });

  it('refuses a settle below the settlement and an extension below its amount, naming the amount', async () => {
    const { settlementCents, extensionCents } = await trialOf(billId);
    const below = await repay(billId, { repayType: 'settle', amount: kes(settlementCents - 1) });
    expect(below).toMatchObject({ code: 409 });
    expect(below.msg).toBe(`The amount is below the settlement amount of KES ${shown(settlementCents)}.`);
    const short = await repay(billId, { repayType: 'extension', amount: kes(extensionCents - 1) });
    expect(short.msg).toBe(`The amount does not buy an extension: at least KES ${shown(extensionCents)} is needed.`);
    expect(await flowsOf(billId)).toHaveLength(0);
  });

  it('checks the amount, serial number and time', async () => {
    const badAmount = 'Enter an amount in KES above 0, with up to two decimals and at most 10,000,000.';
    for (const amount of ['12.345', '-5', 'abc', '0', '10000000.01']) expect(await repay(billId, { amount }), amount).toMatchObject({ code: 400, msg: badAmount });
    expect(await repay(billId, { amount: undefined })).toMatchObject({ code: 400, msg: 'Enter the amount.' });
    expect(await repay(billId, { paymentCode: '' })).toMatchObject({ code: 400, msg: 'Enter the serial number of the payment.' });
    expect(await repay(billId, { paymentCode: 'has space' })).toMatchObject({ code: 400, msg: "The serial number is 4 to 64 letters, digits, '-' or '_'." });
    for (const repaidAt of ['2026-13-01 10:00:00', '2026-02-30 10:00:00', 'now']) {
      expect(await repay(billId, { repaidAt }), repaidAt).toMatchObject({ code: 400, msg: 'Enter the repayment time as YYYY-MM-DD HH:mm:ss.' });
    }
    const beforeLoan = formatEat(loan.order.lendingAt!.getTime() - 1_000);
    expect(await repay(billId, { repaidAt: beforeLoan })).toMatchObject({ code: 400, msg: 'Selected date is earlier than the loan date.' });
    expect(await repay(billId, { repaidAt: beforeLoan }, { language: 'zh' })).toMatchObject({ msg: '所选日期早于放款日期。' });
    expect(await repay(billId, { repaidAt: formatEat(app.t.clock.now().getTime() + HOUR) })).toMatchObject({ code: 400, msg: 'The repayment time cannot be in the future.' });
    expect(await repay(billId, { paymentCode: loan.orderNo, paymentChannel: 'bank' })).toMatchObject({ code: 400, msg: 'The serial number cannot be the order number.' });
    // An M-Pesa receipt is 10 capital letters and digits (issue 36); another channel's reference keeps the looser rule.
    const mpesaReceipt = 'An M-Pesa receipt is 10 capital letters and digits, e.g. QKJ4XYZ123.';
    for (const paymentCode of ['QKJ4XYZ12', 'qkj4xyz123', 'QKJ4XYZ1234', 'QKJ4-YZ123'])
      expect(await repay(billId, { paymentCode }), paymentCode).toMatchObject({ code: 400, msg: mpesaReceipt });
    expect(await repay(billId, { paymentCode: 'qkj4xyz123' }, { language: 'zh' })).toMatchObject({ code: 400, msg: 'M-Pesa 收据号为 10 位大写字母和数字，例如 QKJ4XYZ123。' });
    expect(await repay(billId, { repayType: 'later' })).toMatchObject({ code: 400 });
    expect(await repay(billId, { paymentChannel: 'cash' })).toMatchObject({ code: 400 });
    expect(await repay(999_999_999)).toMatchObject({ code: 404, msg: 'The bill was not found.' });
    expect(await flowsOf(billId)).toHaveLength(0);
  });

  it('refuses a serial number used before, in English and Chinese', async () => {
    const paymentCode = serial();
    expect((await repay(billId, { paymentCode })).code).toBe(200);
    expect(await repay(billId, { paymentCode })).toMatchObject({ code: 409, msg: 'Serial number cannot be repeated' });
    expect(await repay(billId, { paymentCode }, { language: 'zh' })).toMatchObject({ code: 409, msg: '流水号不能重复' });
    expect(await flowsOf(billId)).toHaveLength(1);
  });

  it('needs an Idempotency-Key and the repay code', async () => {
    expect(await repay(billId, {}, { key: null })).toMatchObject({ code: 400, msg: 'This money request needs an Idempotency-Key header.' });
    const viewer = await userWith([viewCode(BILLS)]);
    expect((await repay(billId, {}, { token: viewer })).code).toBe(403);
    for (const screen of [BILLS, FLOWS, LOANS]) {
      const token = await userWith([viewCode(screen), actionCode(screen, 'repay')]);
      expect((await repay(billId, {}, { token })).code, screen).toBe(200);
    }
  });
});

describe('repayments', () => {
  it('takes a partial repayment, then settles the rest, audited', async () => {
    const loan = await disbursedLoan(app.t);
    const bill = loan.bills[0];
    const part = await repay(bill.id, { amount: '250.50' });
    expect(part.data).toMatchObject({ billStatus: 'partial', amountDueCents: amountDue(bill) - 250_50, billNo: bill.billNo });
    const audit = (await app.t.auditRows('repay.repay')).at(-1)!;
    expect(audit).toMatchObject({ entity: 'repayFlow', entityId: String(part.data.flowId), actorUsername: 'finance' });
    expect(audit.after).toMatchObject({ flowNo: part.data.flowNo, amountCents: 250_50, repayType: 'partial', billStatus: 'partial' });
    const { settlementCents } = await trialOf(bill.id);
    const settled = await repay(bill.id, { repayType: 'settle', amount: kes(settlementCents), remark: 'Paid at the branch' });
    expect(settled.data).toMatchObject({ billStatus: 'settled', amountDueCents: 0, overflowCents: 0 });
    const after = await billNow(bill.id);
    expect(after).toMatchObject({ status: 'settled', repaidCents: 250_50 + settlementCents });
    expect(after.settledAt).not.toBeNull();
    expect(await repay(bill.id, { amount: '1' })).toMatchObject({ code: 409, msg: 'Nothing is owed on this bill.' });
  });

  it('keeps an overpayment on the order', async () => {
    const { bills: [bill] } = await disbursedLoan(app.t);
    const res = await repay(bill.id, { repayType: 'settle', amount: kes(amountDue(bill) + 75_00) });
    expect(res.data).toMatchObject({ billStatus: 'settled', overflowCents: 75_00 });
    expect((await billNow(bill.id)).overpaymentCents).toBe(75_00);
  });

  it('extends a bill by its term for the extension amount', async () => {
    const loan = await disbursedLoan(app.t);
    const bill = loan.bills[0];
    const { extensionCents, extensionFeeCents } = await trialOf(bill.id);
    const res = await repay(bill.id, { repayType: 'extension', amount: kes(extensionCents) });
    expect(res.data.billStatus).toBe('extended');
    const after = await billNow(bill.id);
    expect(after.rolloverCount).toBe(1);
    expect(after.extensionFeeCents).toBe(extensionFeeCents);
    expect(after.dueDay).toBe(addDays(bill.dueDay, loan.order.termDays));
    const [row] = (await get('rePayManage/bills', { orderNo: loan.orderNo })).data.records;
    expect(row).toMatchObject({ status: 'extended', rollover: true, rolloverCount: 1, extensionFeeCents });
  });

  it('offers the customer’s usable coupons and applies one', async () => {
    const loan = await disbursedLoan(app.t);
    const bill = loan.bills[0];
    const expires = new Date(app.t.clock.now().getTime() + 10 * DAY);
    const [coupon] = await app.t.db.insert(coupons).values({ couponNo: `CPT${loan.orderId}`, customerId: loan.order.customerId, amountCents: 50_00, expiresAt: expires }).returning();
    const [expired] = await app.t.db.insert(coupons).values({ couponNo: `CPX${loan.orderId}`, customerId: loan.order.customerId, amountCents: 50_00, expiresAt: new Date(app.t.clock.now().getTime() - DAY) }).returning();
    const offered = (await get(`rePayManage/coupons/${bill.id}`)).data;
    expect(offered).toEqual([{ id: coupon.id, couponNo: coupon.couponNo, amountCents: 50_00, expiresAt: expires.toISOString() }]);
    expect(await repay(bill.id, { repayType: 'settle', couponId: expired.id, amount: kes(amountDue(bill) - 50_00) })).toMatchObject({ code: 409, msg: `Coupon ${expired.couponNo} cannot be used: it is used, frozen or expired.` });
    const other = await disbursedLoan(app.t);
    expect(await repay(other.bills[0].id, { couponId: coupon.id })).toMatchObject({ code: 404, msg: 'The coupon was not found for this customer.' });
    const res = await repay(bill.id, { repayType: 'settle', couponId: coupon.id, amount: kes(amountDue(bill) - 50_00) });
    expect(res.data.billStatus).toBe('settled');
    expect((await billNow(bill.id)).couponCents).toBe(50_00);
    const [used] = await app.t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(used).toMatchObject({ status: 'used', usedFlowId: res.data.flowId });
    expect((await get(`rePayManage/coupons/${bill.id}`)).data).toEqual([]);
  });

  it('answers the same key twice with the first answer and applies it once', async () => {
    const { bills: [bill] } = await disbursedLoan(app.t);
    const key = newKey();
    const first = await repay(bill.id, { amount: '120' }, { key });
    const again = await repay(bill.id, { amount: '999' }, { key });
    expect(first.code).toBe(200);
    expect(again).toEqual(first);
    expect(await flowsOf(bill.id)).toHaveLength(1);
    expect((await billNow(bill.id)).repaidCents).toBe(120_00);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('concurrency on the PostgreSQL server', () => {
  it('applies one of 50 concurrent submissions of the same repayment', async () => {
    const { bills: [bill] } = await disbursedLoan(app.t);
    const paymentCode = serial();
    const answers = await Promise.all(Array.from({ length: 50 }, () => repay(bill.id, { amount: '100', paymentCode })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 409 && a.msg === 'Serial number cannot be repeated')).toHaveLength(49);
    expect(await flowsOf(bill.id)).toHaveLength(1);
    expect((await billNow(bill.id)).repaidCents).toBe(100_00);
  });

  it('applies one serial number once even when it is sent for two bills at the same moment', async () => {
    const loans = [await disbursedLoan(app.t), await disbursedLoan(app.t)];
    const paymentCode = serial();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => repay(loans[i % 2].bills[0].id, { amount: '100', paymentCode })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 409 && a.msg === 'Serial number cannot be repeated')).toHaveLength(49);
    const flows = [...await flowsOf(loans[0].bills[0].id), ...await flowsOf(loans[1].bills[0].id)];
    expect(flows).toHaveLength(1);
  });
});
