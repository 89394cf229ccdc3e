/**
 * AutomaticLoanCancelConfig and its job: an approved order whose payout has not started within its
 * merchant's wait is cancelled by the system, with an audit step; running the job twice changes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../common/orders/order-status';
import { autoLoanCancelConfigs, orders, orderSteps } from '../../server/db/schema';
import { AUTO_CANCEL_BATCH_SIZE, runAutoLoanCancel } from '../../server/modules/loan-cancel/auto-loan-cancel.job';
import { emptyTable } from './after-loan-settings';
import { HOUR } from './harness';
import { merchantSettingCases } from './merchant-setting.cases';
import { insertLoanCode, pendingDisbursement } from './money-fixtures';

const ctx = merchantSettingCases({
  name: 'autoLoanCancelConfig',
  table: autoLoanCancelConfigs,
  valid: (merchantId) => ({ merchantId, waitHours: 48 }),
  change: { waitHours: 72 },
  stored: { waitHours: 72 },
});

describe('AutomaticLoanCancelConfig: the wait', () => {
  it('keeps the wait within 1 to 720 hours, in English and Chinese', async () => {
    const { api, merchants } = ctx;
    const merchantId = merchants[1503];
    expect(await api.save({ merchantId, waitHours: 0 })).toMatchObject({ code: 400, msg: 'Wait (hours): at least 1.' });
    expect((await api.save({ merchantId, waitHours: 0 }, 'zh')).msg).toBe('等待时长（小时）：不能小于 1。');
    expect((await api.save({ merchantId, waitHours: 721 })).msg).toBe('Wait (hours): at most 720.');
    expect((await api.save({ merchantId, waitHours: 2.5 })).msg).toBe('Wait (hours) must be a whole number.');
  });
});

describe('runAutoLoanCancel', () => {
  const statusOf = async (orderId: number) => (await ctx.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].status;
  const cancelSteps = (orderId: number) => ctx.t.db.select().from(orderSteps).where(and(eq(orderSteps.orderId, orderId), eq(orderSteps.action, 'cancel')));
  const ids: Record<string, number> = {};

  it('cancels an approved order past the wait, with a system audit step, and leaves the others', async () => {
    const { t, api, merchants } = ctx;
    await emptyTable(t, autoLoanCancelConfigs);
    await api.save({ merchantId: merchants[1501], waitHours: 48 });
    const haraka = await api.save({ merchantId: merchants[1502], waitHours: 1 });
    await api.enable(haraka.data.id, false);

    ids.pastWait = (await pendingDisbursement(t)).orderId;
    ids.payoutInProgress = (await pendingDisbursement(t)).orderId;
    await insertLoanCode(t, ids.payoutInProgress, 'inProgress');
    ids.paid = (await pendingDisbursement(t)).orderId;
    await insertLoanCode(t, ids.paid, 'success');
    ids.payoutFailed = (await pendingDisbursement(t)).orderId;
    await insertLoanCode(t, ids.payoutFailed, 'failed');
    ids.configDisabled = (await pendingDisbursement(t, { merchantNo: '1502', productCode: 'HL-14D' })).orderId;
    ids.noConfig = (await pendingDisbursement(t, { merchantNo: '1503', productCode: 'SC-21D' })).orderId;
    t.clock.advance(30 * HOUR);
    ids.insideWait = (await pendingDisbursement(t)).orderId;
    t.clock.advance(19 * HOUR);

    expect(await runAutoLoanCancel(t.deps, t.clock.now())).toEqual({ cancelled: 2 });
    expect(await statusOf(ids.pastWait)).toBe(ORDER_STATUS.cancelled);
    expect(await statusOf(ids.payoutFailed)).toBe(ORDER_STATUS.cancelled);
    for (const kept of ['payoutInProgress', 'paid', 'configDisabled', 'noConfig', 'insideWait']) {
      expect(await statusOf(ids[kept]), kept).toBe(ORDER_STATUS.pendingDisbursement);
    }
    const [step] = await cancelSteps(ids.pastWait);
    expect(step).toMatchObject({
      fromStatus: ORDER_STATUS.pendingDisbursement, toStatus: ORDER_STATUS.cancelled, actorUserId: null, actorName: 'system',
      reason: 'auto cancel', detail: { job: 'autoLoanCancel', waitHours: 48 }, at: t.clock.now(),
    });
    const audit = (await t.auditRows('order.cancel')).find((r) => r.entityId === String(ids.pastWait));
    expect(audit).toMatchObject({ actorUserId: null, actorUsername: 'system', before: { status: 30 }, after: { status: 70 } });
  });

  it('is safe to run twice', async () => {
    const { t } = ctx;
    expect(await runAutoLoanCancel(t.deps, t.clock.now())).toEqual({ cancelled: 0 });
    expect(await cancelSteps(ids.pastWait)).toHaveLength(1);
  });

  it('cancels the order approved later once its own wait is over', async () => {
    const { t } = ctx;
    t.clock.advance(30 * HOUR);
    expect(await runAutoLoanCancel(t.deps, t.clock.now())).toEqual({ cancelled: 1 });
    expect(await statusOf(ids.insideWait)).toBe(ORDER_STATUS.cancelled);
    expect(await statusOf(ids.payoutInProgress)).toBe(ORDER_STATUS.pendingDisbursement);
  });

  it(`works through more than ${AUTO_CANCEL_BATCH_SIZE} orders in batches`, async () => {
    const { t } = ctx;
    const template = (await pendingDisbursement(t)).orderId;
    const [{ id: _id, orderNo, ...row }] = await t.db.select().from(orders).where(eq(orders.id, template));
    const copies = await t.db.insert(orders).values(Array.from({ length: AUTO_CANCEL_BATCH_SIZE }, (_, i) => ({
      ...row, orderNo: `${orderNo}C${i}`, externalRef: null,
    }))).returning({ id: orders.id });
    t.clock.advance(49 * HOUR);
    expect(await runAutoLoanCancel(t.deps, t.clock.now())).toEqual({ cancelled: AUTO_CANCEL_BATCH_SIZE + 1 });
    const left = await t.db.select({ id: orders.id }).from(orders)
      .where(and(inArray(orders.id, [template, ...copies.map((c) => c.id)]), eq(orders.status, ORDER_STATUS.pendingDisbursement)));
    expect(left).toEqual([]);
  });
});
