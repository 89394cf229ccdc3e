import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../orders/order-status';
import { payBatchSchema, rowActions } from './pay-manage';
import { RELEASE_STATUS } from './statuses';

const pending = ORDER_STATUS.pendingDisbursement;
const code = (status: 'inProgress' | 'success' | 'failed', confirmStatus = 'unconfirmed') => ({ status, confirmStatus });

describe('rowActions', () => {
  it('offers disburse only before the first attempt', () => {
    expect(rowActions({ status: pending, releaseStatus: null, attempts: 0, latestCode: null })).toEqual(['disburse']);
  });

  it('offers re-send, recreate, confirm and cancel after a failure, and no confirm once confirmed', () => {
    const failed = { status: pending, releaseStatus: RELEASE_STATUS.lendingFailure, attempts: 1 };
    expect(rowActions({ ...failed, latestCode: code('failed') })).toEqual(['resend', 'recreate', 'confirm', 'cancel']);
    expect(rowActions({ ...failed, latestCode: code('failed', 'confirmed') })).toEqual(['resend', 'recreate', 'cancel']);
  });

  it('offers only confirm while a payout waits for the channel, and nothing once paid or voided', () => {
    expect(rowActions({ status: pending, releaseStatus: RELEASE_STATUS.inProgress, attempts: 1, latestCode: code('inProgress') })).toEqual(['confirm']);
    expect(rowActions({ status: ORDER_STATUS.disbursed, releaseStatus: RELEASE_STATUS.success, attempts: 1, latestCode: code('success') })).toEqual([]);
    expect(rowActions({ status: ORDER_STATUS.cancelled, releaseStatus: RELEASE_STATUS.lendingFailure, attempts: 1, latestCode: code('failed') })).toEqual([]);
  });
});

describe('payBatchSchema', () => {
  it('takes 1 to 100 orders, each once', () => {
    expect(payBatchSchema.parse({ orderIds: [3, 3, '4'] })).toEqual({ orderIds: [3, 4] });
    expect(payBatchSchema.safeParse({ orderIds: [] }).success).toBe(false);
    expect(payBatchSchema.safeParse({ orderIds: Array.from({ length: 101 }, (_, i) => i + 1) }).success).toBe(false);
  });
});
