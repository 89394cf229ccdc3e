/**
 * Zero settlement (all or none, the count confirmed) and the three rollbacks through rePayManage: what each
 * undoes and re-applies, their refusals (type, later flows, no serial number, money short), the rollback
 * rows, the audit and the two codes that allow it. The ledger balances after each test.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionCode, viewCode } from '../../common/routes';
import { autoWriteOffConfigs, repayRollbacks } from '../../server/db/schema';
import { amountDue, owedOf } from '../../server/modules/bill/bill.repository';
import { applyRepayment } from '../../server/modules/repay/apply-repayment';
import { HOUR } from './harness';
import { disbursedLoan } from './money-fixtures';
import { app, BILLS, billNow, FLOWS, flowsOf, get, kes, post, repay, rollback, ROLLBACK, serial, shown, startRepayApp, trialOf, userWith, type PostOptions } from './repay-manage.helpers';

startRepayApp();

describe('zero settlement', () => {
  const zeroSettle = (billIds: number[], expectedCount: number, options?: PostOptions) => post('rePayManage/zeroSettle', { billIds, expectedCount }, options);

  it('refuses a count other than the one confirmed, or a settled bill among them, and changes nothing', async () => {
    const loans = [await disbursedLoan(app.t), await disbursedLoan(app.t), await disbursedLoan(app.t)];
    const ids = loans.map((l) => l.bills[0].id);
    expect(await zeroSettle(ids, 2)).toMatchObject({ code: 409, msg: 'The selection changed: 3 bills instead of the 2 confirmed. Please reselect.' });
    expect((await repay(ids[2], { repayType: 'settle', amount: kes(amountDue(loans[2].bills[0])) })).code).toBe(200);
    const before = await Promise.all(ids.map(billNow));
    const refused = await zeroSettle(ids, 3);
    expect(refused).toMatchObject({ code: 409, msg: `Settled bills were selected, please reselect: ${loans[2].bills[0].billNo}` });
    expect(await Promise.all(ids.map(billNow))).toEqual(before);
    expect((await flowsOf(ids[0])).length + (await flowsOf(ids[1])).length).toBe(0);
    const outside = await disbursedLoan(app.t, { merchantNo: '1503', productCode: 'SC-21D' });
    expect(await zeroSettle([ids[0], outside.bills[0].id], 2)).toMatchObject({ code: 409, msg: 'The selection changed: 1 bills instead of the 2 confirmed. Please reselect.' });
  });

  it('settles every selected bill to 0 by forgiving what it owes, in one go', async () => {
    const loans = [await disbursedLoan(app.t), await disbursedLoan(app.t)];
    const ids = loans.map((l) => l.bills[0].id);
    await repay(ids[0], { amount: '300' });
    const owed = await Promise.all(ids.map(async (id) => amountDue(await billNow(id))));
    const audits = (await app.t.auditRows('repay.zeroSettle')).length;
    const res = await zeroSettle([...ids, ids[0]], 2);
    expect(res.data).toMatchObject({ settled: 2, waivedCents: owed[0] + owed[1] });
    for (const [i, id] of ids.entries()) {
      expect(await billNow(id)).toMatchObject({ status: 'settled', waivedCents: owed[i] });
      const zero = (await flowsOf(id)).find((f) => f.source === 'zeroSettlement')!;
      expect(zero).toMatchObject({ repayType: 'settle', amountCents: 0, waivedCents: owed[i], paymentCode: null });
    }
    expect(await app.t.auditRows('repay.zeroSettle')).toHaveLength(audits + 2);
  });

  it('needs the zeroSettle code', async () => {
    const { bills: [bill] } = await disbursedLoan(app.t);
    const token = await userWith([viewCode(BILLS), actionCode(BILLS, 'repay')]);
    expect((await zeroSettle([bill.id], 1, { token })).code).toBe(403);
  });
});

describe('rollback', () => {
  const reasonless = (flowId: number) => post('rePayManage/rollback', { flowId, rollbackType: 'settle', reason: ' ' });

  it('undoes a settle flow: the bill opens again, the flow is kept as rolled back, offsets recorded and audited', async () => {
    const loan = await disbursedLoan(app.t);
    const bill = loan.bills[0];
    const settle = await repay(bill.id, { repayType: 'settle', amount: kes(amountDue(bill)) });
    expect(await reasonless(settle.data.flowId)).toMatchObject({ code: 400, msg: 'Enter the reason for the rollback.' });
    const res = await rollback(settle.data.flowId, 'settle');
    expect(res.data).toMatchObject({ flowNo: settle.data.flowNo, billStatus: 'unpaid', replacementFlowNo: null });
    expect(await billNow(bill.id)).toMatchObject({ status: 'unpaid', repaidCents: 0, settledAt: null });
    expect(amountDue(await billNow(bill.id))).toBe(amountDue(bill));
    const [flow] = await flowsOf(bill.id);
    expect(flow.status).toBe('rolledBack');
    const [row] = await app.t.db.select().from(repayRollbacks).where(eq(repayRollbacks.flowId, flow.id));
    expect(row).toMatchObject({ rollbackType: 'settle', totalCents: amountDue(bill), offsets: owedOf(bill), replacementFlowId: null, reason: 'Recorded under the wrong type' });
    expect((await app.t.auditRows('repay.rollback')).at(-1)).toMatchObject({ entityId: String(flow.id), after: { rollbackType: 'settle', status: 'rolledBack', billStatus: 'unpaid' } });
    const listed = (await get('rePayManage/rollbacks', { flowNo: flow.flowNo })).data.records;
    expect(listed).toEqual([expect.objectContaining({ flowNo: flow.flowNo, orderNo: loan.orderNo, rollbackType: 'settle', totalCents: amountDue(bill), creatorName: 'Daniel Kiprop', offsets: owedOf(bill) })]);
    expect((await get('rePayManage/flows', { flowNo: flow.flowNo, status: 'rolledBack' }, app.admin)).data.total).toBe(1);
    expect(await rollback(flow.id, 'settle')).toMatchObject({ code: 409, msg: `Flow ${flow.flowNo} has already been rolled back.` });
  });

  it('refuses a rollback type that does not fit the flow, and a flow that later flows build on', async () => {
    const { bills: [bill] } = await disbursedLoan(app.t);
    const first = await repay(bill.id, { amount: '100' });
    expect(await rollback(first.data.flowId, 'settle')).toMatchObject({ code: 409, msg: `A "Settle" rollback needs a Settle flow; flow ${first.data.flowNo} is Partial repayment.` });
    expect(await rollback(first.data.flowId, 'extensionToSettle')).toMatchObject({ code: 409 });
    const second = await repay(bill.id, { amount: '100' });
    const refused = await rollback(first.data.flowId, 'portionToExtension');
    expect(refused).toMatchObject({ code: 409, msg: `Multiple write-off records: roll back the whole flow (later flows first): ${second.data.flowNo}` });
    expect((await flowsOf(bill.id)).every((f) => f.status === 'valid')).toBe(true);
    expect(await rollback(999_999_999, 'settle')).toMatchObject({ code: 404, msg: 'The repayment flow was not found.' });
  });

  it('turns a partial repayment into an extension with the same money, channel, serial number and time', async () => {
    const loan = await disbursedLoan(app.t);
    const bill = loan.bills[0];
    const { extensionCents } = await trialOf(bill.id);
    const paymentCode = serial();
    const part = await repay(bill.id, { amount: kes(extensionCents), paymentCode, paymentChannel: 'airtel' });
    expect(part.data.billStatus).toBe('partial');
    app.t.clock.advance(HOUR);
    const res = await rollback(part.data.flowId, 'portionToExtension');
    expect(res.data.billStatus).toBe('extended');
    const flows = await flowsOf(bill.id);
    const replacement = flows.find((f) => f.flowNo === res.data.replacementFlowNo)!;
    const original = flows.find((f) => f.id === part.data.flowId)!;
    expect(original.status).toBe('rolledBack');
    expect(replacement).toMatchObject({ repayType: 'extension', status: 'valid', amountCents: extensionCents, paymentCode, paymentChannel: 'airtel', repaidAt: original.repaidAt });
    expect(await billNow(bill.id)).toMatchObject({ rolloverCount: 1, repaidCents: extensionCents });
    const [row] = (await get('rePayManage/rollbacks', { flowNo: original.flowNo })).data.records;
    expect(row).toMatchObject({ rollbackType: 'portionToExtension', replacementFlowNo: replacement.flowNo, totalCents: extensionCents });
  });

  it('changes nothing when the partial money does not buy an extension', async () => {
    const { bills: [bill] } = await disbursedLoan(app.t);
    const part = await repay(bill.id, { amount: '50' });
    const before = await billNow(bill.id);
    const refused = await rollback(part.data.flowId, 'portionToExtension');
    expect(refused.code).toBe(409);
    expect(refused.msg).toMatch(/^The amount does not buy an extension: at least KES [\d,]+\.\d{2} is needed\.$/);
    expect(await billNow(bill.id)).toEqual(before);
    expect((await flowsOf(bill.id)).map((f) => f.status)).toEqual(['valid']);
    expect(await app.t.db.select().from(repayRollbacks).where(eq(repayRollbacks.flowId, part.data.flowId))).toHaveLength(0);
  });

  it('cannot re-apply a flow that has no third-party serial number', async () => {
    const { bills: [bill] } = await disbursedLoan(app.t);
    const flow = await app.t.db.transaction((tx) => applyRepayment(tx, {
      billId: bill.id, repayType: 'partial', amountCents: 100_00, paymentChannel: 'mpesa', paymentCode: null, source: 'collection',
      repaidAt: app.t.clock.now(), actorUserId: null, now: app.t.clock.now(),
    }));
    expect(await rollback(flow.flow.id, 'portionToExtension')).toMatchObject({ code: 409, msg: 'No third-party flow found, please contact technical support' });
    expect(await rollback(flow.flow.id, 'portionToExtension', { language: 'zh' })).toMatchObject({ msg: '未找到第三方流水，请联系技术支持' });
  });

  it('turns an extension into a settle only when the money meets the settlement (with the automatic write-off remainder)', async () => {
    const loan = await disbursedLoan(app.t);
    const bill = loan.bills[0];
    const merchant = loan.order.merchantId;
    const seeded = await app.t.db.select().from(autoWriteOffConfigs).where(eq(autoWriteOffConfigs.merchantId, merchant));
    await app.t.db.delete(autoWriteOffConfigs).where(eq(autoWriteOffConfigs.merchantId, merchant));
    await app.t.db.insert(autoWriteOffConfigs).values({ merchantId: merchant, maxRemainderCents: 5_00 });
    const { settlementCents } = await trialOf(bill.id);
    const ext = await repay(bill.id, { repayType: 'extension', amount: kes(settlementCents - 10_00) });
    expect(ext.data.billStatus).toBe('extended');
    const before = await billNow(bill.id);
    expect(await rollback(ext.data.flowId, 'extensionToSettle')).toMatchObject({ code: 409, msg: `The amount is below the settlement amount of KES ${shown(settlementCents)}.` });
    expect(await billNow(bill.id)).toEqual(before);
    await app.t.db.update(autoWriteOffConfigs).set({ maxRemainderCents: 10_00 }).where(eq(autoWriteOffConfigs.merchantId, merchant));
    const res = await rollback(ext.data.flowId, 'extensionToSettle');
    expect(res.data.billStatus).toBe('settled');
    expect(await billNow(bill.id)).toMatchObject({ status: 'settled', rolloverCount: 0, extensionFeeCents: 0, waivedCents: 10_00, dueDay: bill.dueDay });
    await app.t.db.delete(autoWriteOffConfigs).where(eq(autoWriteOffConfigs.merchantId, merchant));
    if (seeded.length) await app.t.db.insert(autoWriteOffConfigs).values(seeded);
  });

  it('accepts either rollback code and refuses without one', async () => {
    for (const code of [actionCode(ROLLBACK, 'rollback'), actionCode(FLOWS, 'rollback')]) {
      const { bills: [bill] } = await disbursedLoan(app.t);
      const settle = await repay(bill.id, { repayType: 'settle', amount: kes(amountDue(bill)) });
      const viewer = await userWith([viewCode(FLOWS), viewCode(ROLLBACK)]);
      expect((await rollback(settle.data.flowId, 'settle', { token: viewer })).code).toBe(403);
      expect((await rollback(settle.data.flowId, 'settle', { token: await userWith([code]) })).code, code).toBe(200);
    }
  });

  it('finds a flow by its number for the rollback dialog', async () => {
    const { bills: [bill] } = await disbursedLoan(app.t);
    const part = await repay(bill.id, { amount: '100' });
    const token = await userWith([viewCode(ROLLBACK)]);
    expect((await get('rePayManage/flowByNo', { flowNo: part.data.flowNo }, token)).data).toMatchObject({ id: part.data.flowId, repayType: 'partial' });
    expect((await get('rePayManage/flowByNo', { flowNo: 'RF000' }, token))).toMatchObject({ code: 404, msg: 'The repayment flow was not found.' });
  });
});
