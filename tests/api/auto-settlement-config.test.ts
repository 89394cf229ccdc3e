/** AutoSettlementConfig: per merchant, the largest remainder settled automatically (KES 0 < x ≤ 1,000) and the days overdue first. */
import { describe, expect, it } from 'vitest';
import { autoSettlementConfigs } from '../../server/db/schema';
import { emptyTable } from './after-loan-settings';
import { merchantSettingCases } from './merchant-setting.cases';

const RANGE = 'The remainder must be more than KES 0.00 and at most KES 1,000.00.';

const ctx = merchantSettingCases({
  name: 'autoSettlementConfig',
  table: autoSettlementConfigs,
  valid: (merchantId) => ({ merchantId, maxRemainderCents: '10', minOverdueDays: 0 }),
  change: { maxRemainderCents: '25.50', minOverdueDays: 3 },
  stored: { maxRemainderCents: 25_50, minOverdueDays: 3 },
});

describe('AutoSettlementConfig: amounts and days', () => {
  it('stores KES as cents, up to KES 1,000 exactly', async () => {
    const { t, api, merchants } = ctx;
    await emptyTable(t, autoSettlementConfigs);
    expect((await api.save({ merchantId: merchants[1501], maxRemainderCents: '1,000.00', minOverdueDays: 365 })).data)
      .toMatchObject({ maxRemainderCents: 1_000_00, minOverdueDays: 365 });
    expect((await api.save({ merchantId: merchants[1502], maxRemainderCents: 0.01, minOverdueDays: 0 })).data.maxRemainderCents).toBe(1);
  });

  it('refuses a remainder of zero or above KES 1,000, on create and on update, in English and Chinese', async () => {
    const { t, api, merchants } = ctx;
    await emptyTable(t, autoSettlementConfigs);
    const body = { merchantId: merchants[1503], minOverdueDays: 0 };
    expect(await api.save({ ...body, maxRemainderCents: '0' })).toMatchObject({ code: 400, msg: RANGE });
    expect((await api.save({ ...body, maxRemainderCents: '1000.01' }, 'zh')).msg).toBe('剩余金额必须大于 KES 0.00 且不超过 KES 1,000.00。');
    expect((await api.save({ ...body, maxRemainderCents: '-5' })).msg).toBe('The amount cannot be negative.');
    expect((await api.save({ ...body, maxRemainderCents: '10.005' })).msg).toBe('Enter an amount with up to two decimals.');
    const created = await api.save({ ...body, maxRemainderCents: '10' });
    expect((await api.update(created.data.id, { maxRemainderCents: '5000' })).msg).toBe(RANGE);
    expect((await api.detail(created.data.id)).data.maxRemainderCents).toBe(10_00);
  });

  it('keeps the days overdue within 0 to 365', async () => {
    const { api, merchants } = ctx;
    const body = { merchantId: merchants[1503], maxRemainderCents: '10' };
    expect((await api.save({ ...body, minOverdueDays: -1 })).msg).toBe('Minimum days overdue: at least 0.');
    expect((await api.save({ ...body, minOverdueDays: 366 })).msg).toBe('Minimum days overdue: at most 365.');
    expect((await api.save({ ...body, minOverdueDays: 366 }, 'zh')).msg).toBe('最少逾期天数：不能大于 365。');
  });
});
