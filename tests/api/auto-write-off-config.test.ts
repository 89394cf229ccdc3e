/** AutoWriteOffAmountConfig: per merchant, the largest remainder a write-off import writes off automatically (KES 0 < x ≤ 1,000). */
import { describe, expect, it } from 'vitest';
import { autoWriteOffConfigs } from '../../server/db/schema';
import { emptyTable } from './after-loan-settings';
import { merchantSettingCases } from './merchant-setting.cases';

const RANGE = 'The remainder must be more than KES 0.00 and at most KES 1,000.00.';

const ctx = merchantSettingCases({
  name: 'autoWriteOffConfig',
  table: autoWriteOffConfigs,
  valid: (merchantId) => ({ merchantId, maxRemainderCents: '5' }),
  change: { maxRemainderCents: '7.25' },
  stored: { maxRemainderCents: 7_25 },
});

describe('AutoWriteOffAmountConfig: the amount', () => {
  it('stores KES as cents, up to KES 1,000 exactly', async () => {
    const { t, api, merchants } = ctx;
    await emptyTable(t, autoWriteOffConfigs);
    expect((await api.save({ merchantId: merchants[1501], maxRemainderCents: '1000' })).data.maxRemainderCents).toBe(1_000_00);
    expect((await api.save({ merchantId: merchants[1502], maxRemainderCents: '0.50' })).data.maxRemainderCents).toBe(50);
  });

  it('refuses zero, more than KES 1,000 and a missing amount, in English and Chinese', async () => {
    const { t, api, merchants } = ctx;
    await emptyTable(t, autoWriteOffConfigs);
    const merchantId = merchants[1503];
    expect(await api.save({ merchantId, maxRemainderCents: 0 })).toMatchObject({ code: 400, msg: RANGE });
    expect((await api.save({ merchantId, maxRemainderCents: '0.00' }, 'zh')).msg).toBe('剩余金额必须大于 KES 0.00 且不超过 KES 1,000.00。');
    expect((await api.save({ merchantId, maxRemainderCents: '1,000.01' })).msg).toBe(RANGE);
    expect((await api.save({ merchantId })).msg).toBe('Enter an amount with up to two decimals.');
    const created = await api.save({ merchantId, maxRemainderCents: '5' });
    expect((await api.update(created.data.id, { maxRemainderCents: '0' })).msg).toBe(RANGE);
    expect((await api.detail(created.data.id)).data.maxRemainderCents).toBe(5_00);
  });
});
