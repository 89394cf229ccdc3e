/** The demo AfterLoanSystem settings (seedMoneySettings): realistic rows that pass the screens' own rules. */
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitySpec } from '../../common/crud/entity';
import { inputSchema } from '../../common/crud/schema';
import { autoLoanCancelConfigEntity } from '../../common/entities/auto-loan-cancel-config';
import { autoSettlementConfigEntity } from '../../common/entities/auto-settlement-config';
import { autoWriteOffConfigEntity } from '../../common/entities/auto-write-off-config';
import { loanRoutingEntity } from '../../common/entities/loan-routing';
import { loanerAccountEntity } from '../../common/entities/loaner-account';
import { remainderProblem } from '../../common/entities/merchant-setting';
import { repaymentAccountEntity } from '../../common/entities/repayment-account';
import { formatCents } from '../../common/money';
import {
  autoLoanCancelConfigs, autoSettlementConfigs, autoWriteOffConfigs, lenderAccounts, loanRoutes, products, repaymentAccounts,
} from '../../server/db/schema';
import { seedMoneySettings } from '../../server/db/seed/money-settings';
import { routeFor } from '../../server/modules/loan-routing/loan-routing.service';
import { emptyTable } from './after-loan-settings';
import { startTestApp, type TestApp } from './harness';
import { tieToEveryMerchant } from './merchant-scope.rows';
import { merchantId } from './order-states';

const SEEDED: [EntitySpec, PgTable][] = [
  [loanerAccountEntity, lenderAccounts], [repaymentAccountEntity, repaymentAccounts], [loanRoutingEntity, loanRoutes],
  [autoLoanCancelConfigEntity, autoLoanCancelConfigs], [autoSettlementConfigEntity, autoSettlementConfigs], [autoWriteOffConfigEntity, autoWriteOffConfigs],
];

const eqCode = (code: string) => eq(products.productCode, code);

let t: TestApp;
let token: string;
const records: Record<string, Record<string, unknown>[]> = {};

beforeAll(async () => {
  t = await startTestApp();
  // The check reads every merchant's settings: finance is tied to one merchant in the demo.
  await tieToEveryMerchant(t.db, ['finance']);
  token = await t.login('finance');
  for (const [, table] of SEEDED) await emptyTable(t, table);
  await seedMoneySettings(t.db);
  for (const [entity] of SEEDED) records[entity.name] = (await t.call('GET', `${entity.name}/list`, { token, query: { size: 100 } })).data.records;
});
afterAll(() => t.close());

describe('seedMoneySettings', () => {
  it('gives every demo merchant accounts, routes and the three automatic rules', async () => {
    for (const name of ['loanerAccount', 'repaymentAccount']) {
      const merchantsWithAccounts = new Set(records[name].map((r) => r.merchantName));
      expect(merchantsWithAccounts, name).toEqual(new Set(['Jamii Pesa', 'Haraka Loans', 'Soko Credit']));
      expect(records[name].length, name).toBeGreaterThanOrEqual(6);
    }
    expect(records.repaymentAccount.filter((r) => r.bankName === 'M-Pesa Paybill').map((r) => r.accountNo).sort()).toEqual(['4001501', '4001502', '4001503']);
    expect(records.autoLoanCancelConfig.map((r) => r.waitHours)).toEqual([48, 48, 48]);
    expect(records.autoSettlementConfig.map((r) => [r.maxRemainderCents, r.minOverdueDays])).toEqual([[10_00, 0], [10_00, 0], [10_00, 0]]);
    expect(records.autoWriteOffConfig.map((r) => r.maxRemainderCents)).toEqual([5_00, 5_00, 5_00]);
  });

  it('passes the rules the screens apply', () => {
    for (const [entity] of SEEDED) {
      for (const record of records[entity.name]) {
        const input = { ...record, ...(typeof record.maxRemainderCents === 'number' ? { maxRemainderCents: formatCents(record.maxRemainderCents) } : {}) };
        expect(inputSchema(entity, 'create').safeParse(input).error, `${entity.name} ${String(record.id)}`).toBeUndefined();
        if (typeof record.maxRemainderCents === 'number') expect(remainderProblem(record.maxRemainderCents)).toBeNull();
      }
    }
  });

  it('routes by M-Pesa with Airtel Money as fallback, and Jamii Pesa\'s 30-day loans by bank first', async () => {
    const [jp30] = await t.db.select({ id: products.id }).from(products).where(eqCode('JP-30D'));
    const [jp7] = await t.db.select({ id: products.id }).from(products).where(eqCode('JP-7D'));
    const jamii = await merchantId(t, '1501');
    expect(await routeFor(t.db, jamii, jp30.id)).toEqual(['bank', 'mpesa', 'airtel']);
    expect(await routeFor(t.db, jamii, jp7.id)).toEqual(['mpesa', 'airtel']);
    expect(await routeFor(t.db, await merchantId(t, '1503'), null)).toEqual(['mpesa', 'airtel']);
  });
});
