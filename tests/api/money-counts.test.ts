/**
 * The money lists' totals (LoanManagement, RepaymentManagement, -Merge, -New) come from rollups the triggers
 * keep (bill_counts, flow_counts, order_dim_counts' releaseStatus): after every kind of money event each total
 * a user sees, and each within a merchant scope, equals an exact count of the rows the list holds.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { moneyCases, MONEY_LIST_URLS, type MoneyCase, type MoneySamples } from '../../bench/money-filters';
import { WRITE_OFF_PARTS } from '../../common/money/write-off';
import { eatDay } from '../../common/money/bill-math';
import { billListQuerySchema, flowListQuerySchema, loanListQuerySchema } from '../../common/money/repay-lists';
import { payManageFilterSchema } from '../../common/money/pay-manage';
import { formatEat, formatEatDate } from '../../common/time';
import { queryRows } from '../../server/db/client';
import { lenderAccounts } from '../../server/db/schema';
import { DEMO_SERVICE_KEY } from '../../server/db/seed/origination';
import { accrueOverdue } from '../../server/modules/bill/accrual.job';
import { amountDue } from '../../server/modules/bill/bill.repository';
import type { MerchantScope } from '../../server/modules/order/order-list.repository';
import { payRollupSql, payRollupTotal } from '../../server/modules/pay-manage/pay-counts.repository';
import { countPayOrders, payOrderPage } from '../../server/modules/pay-manage/pay-manage.repository';
import { billRollupSql, billWhere, countBills, findBills } from '../../server/modules/repay-manage/bills.repository';
import { countFlows, findFlows, flowWhere } from '../../server/modules/repay-manage/flows.repository';
import { countLoans, findLoans, loanRollupSql, loanWhere } from '../../server/modules/repay-manage/loans.repository';
import { applyRepayment } from '../../server/modules/repay/apply-repayment';
import { startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { moneyPost } from './money-calls';
import { disbursedLoan, overpaidLoan, pendingDisbursement } from './money-fixtures';
import { merchantId } from './order-states';

let t: TestApp;
let finance: string;
let cashier: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  [finance, cashier, admin] = [await t.login('finance'), await t.login('cashier'), await t.login('admin')];
});
afterAll(async () => { await t?.close(); });
afterEach(async () => { await expectLedgerBalanced(t); });

const ALL = 1_000_000;

async function samples(): Promise<MoneySamples> {
  const [row] = await queryRows<Omit<MoneySamples, 'weekAgo' | 'today'>>(t.db, sql.raw(`
    SELECT o.order_no AS "orderNo", o.phone, o.merchant_id AS "merchantId", coalesce((SELECT flow_no FROM repay_flows ORDER BY id DESC LIMIT 1), 'RF') AS "flowNo"
    FROM orders o WHERE o.status = 60 ORDER BY o.id DESC LIMIT 1`));
  const day = (offset: number) => formatEatDate(new Date(t.clock.now().getTime() - offset * 86_400_000));
  return { ...row, weekAgo: day(7), today: day(0) };
}

/** The total by the list's own path (rollup when it covers the filter) and the exact number of its rows. */
async function totals(c: MoneyCase, scope: MerchantScope): Promise<{ shown: number; exact: number; rolled: boolean }> {
  const today = eatDay(t.clock.now());
  if (c.list === 'pay') {
    const filter = payManageFilterSchema.parse(c.params);
    const rolled = await payRollupTotal(t.db, filter, scope);
    const shown = rolled ?? (await countPayOrders(t.db, filter, scope)).total;
    return { shown, exact: (await payOrderPage(t.db, filter, scope, { limit: ALL, offset: 0 })).length, rolled: rolled !== null };
  }
  if (c.list === 'bills') {
    const filter = billListQuerySchema.parse(c.params);
    const where = billWhere(filter, scope, today);
    const rollup = billRollupSql(filter, scope, today);
    return { shown: (await countBills(t.db, where, rollup)).total, exact: (await findBills(t.db, where, 0, ALL)).length, rolled: rollup !== null };
  }
  if (c.list === 'loans') {
    const filter = loanListQuerySchema.parse(c.params);
    const where = loanWhere(filter, scope, today);
    const rollup = loanRollupSql(filter, scope);
    return { shown: (await countLoans(t.db, where, rollup)).total, exact: (await findLoans(t.db, where, 0, ALL)).length, rolled: rollup !== null };
  }
  const filter = flowListQuerySchema.parse(c.params);
  const where = flowWhere(filter, scope);
  return { shown: (await countFlows(t.db, where, filter, scope)).total, exact: (await findFlows(t.db, where, 0, ALL)).length, rolled: false };
}

/** Every case's total equals its exact count, for all merchants and within one; the screens' answers say exact. */
async function expectTotalsExact(event: string) {
  const s = await samples();
  for (const c of moneyCases(s)) {
    for (const scope of [null, [s.merchantId]]) {
      const { shown, exact } = await totals(c, scope);
      expect(shown, `${c.label}${scope ? ` in merchant ${scope}` : ''} after ${event}`).toBe(exact);
    }
    const { data } = await t.call('GET', MONEY_LIST_URLS[c.list], { token: admin, query: { current: 1, size: 20, ...c.params } }) as { data: { total: number; totalExact: boolean } };
    expect(data, `${c.label} as the screen shows it after ${event}`).toMatchObject({ total: (await totals(c, null)).exact, totalExact: true });
  }
}

let serial = 0;
const nextSerial = () => { serial += 1; return `QKC${serial}X${Date.now().toString(36).toUpperCase()}`; };

const repay = (billId: number, repayType: 'partial' | 'settle', amountCents: number) => t.db.transaction((tx) => applyRepayment(tx, {
  billId, repayType, amountCents, paymentChannel: 'mpesa', paymentCode: nextSerial(), source: 'manual', repaidAt: t.clock.now(), actorUserId: null, now: t.clock.now(),
}));

describe('money list totals', () => {
  it('come from the rollups for the filters they key on', async () => {
    const loan = await disbursedLoan(t);
    await repay(loan.bills[0].id, 'partial', 10_000);
    const s = await samples();
    const rolled = (label: string) => moneyCases(s).find((c) => c.label === label)!;
    for (const label of ['LoanManagement: all', 'LoanManagement: merchant + lent', 'Bills: all', 'Bills: merchant + overdue', 'Bills: unpaid, due this week', 'Loans (merge): merchant']) {
      expect((await totals(rolled(label), null)).rolled, label).toBe(true);
    }
    const filter = (c: MoneyCase) => flowListQuerySchema.parse(c.params);
    expect(payRollupSql(payManageFilterSchema.parse({ phone: s.phone }), null)).toBeNull();
    expect(billRollupSql(billListQuerySchema.parse({ phone: s.phone }), null, s.today)).toBeNull();
    // A flow total with a time range: the whole days from flow_counts, the partial ones counted (one flow, at its second).
    const [flow] = await queryRows<{ repaidAt: string }>(t.db, sql.raw('SELECT repaid_at AS "repaidAt" FROM repay_flows ORDER BY id DESC LIMIT 1'));
    const at = formatEat(new Date(flow.repaidAt));
    const around = { label: 'to the second', list: 'flows' as const, params: { repaidFrom: `${s.weekAgo} 12:30:00`, repaidTo: at } };
    expect(await countFlows(t.db, flowWhere(filter(around), null), filter(around), null)).toEqual({ total: (await totals(around, null)).exact, exact: true });
    const before = { ...around, params: { repaidFrom: `${s.weekAgo} 12:30:00`, repaidTo: formatEat(new Date(new Date(flow.repaidAt).getTime() - 1000)) } };
    expect((await countFlows(t.db, flowWhere(filter(before), null), filter(before), null)).total).toBe((await totals(before, null)).exact);
  });

  it('stay exact after every kind of money event', async () => {
    const loans = [await disbursedLoan(t), await disbursedLoan(t, { merchantNo: '1502', productCode: 'HL-14D' }), await disbursedLoan(t), await disbursedLoan(t)];
    await pendingDisbursement(t);
    await expectTotalsExact('disbursements');

    await repay(loans[0].bills[0].id, 'partial', 10_000);
    await expectTotalsExact('a partial repayment');
    const { flow: settled } = await repay(loans[1].bills[0].id, 'settle', amountDue(loans[1].bills[0]));
    await expectTotalsExact('a settling repayment');

    expect((await moneyPost(t, admin, 'rePayManage/rollback', { flowId: settled.id, rollbackType: 'settle', reason: 'Recorded on the wrong loan' })).code).toBe(200);
    await expectTotalsExact('a rollback');

    t.clock.advance(30 * 86_400_000);
    await accrueOverdue(t.deps);
    [finance, cashier, admin] = [await t.login('finance'), await t.login('cashier'), await t.login('admin')]; // the sessions idled out
    await expectTotalsExact('bills falling overdue and accruing');

    const order = loans[2];
    const parts = Object.fromEntries(WRITE_OFF_PARTS.map((p) => [`${p}Cents`, 100]));
    const amountCents = order.order.practicalAmountCents;
    const writeOff = await moneyPost(t, finance, 'writeOff/supplement', {
      orderNo: order.orderNo, serialNo: nextSerial(), channel: 'airtel', amountCents, ...parts, principalCents: amountCents - 100 * (WRITE_OFF_PARTS.length - 1),
      couponCents: 100, overflowCents: 100, repaidAt: new Date(t.clock.now().getTime() - 60_000).toISOString(), isRecord: true, accountId: 'ACC-77',
    });
    expect(writeOff.code, writeOff.msg).toBe(200);
    await expectTotalsExact('a written-off (supplemented) flow');

    const overpaid = await overpaidLoan(t, 50_000);
    await expectTotalsExact('an overpaid settlement');
    const refund = await moneyPost(t, finance, 'refund/apply', { orderNo: overpaid.orderNo, amount: 200, channel: 'mpesa' });
    expect(refund.code, refund.msg).toBe(200);
    expect((await moneyPost(t, cashier, 'refund/approve', { id: refund.data.id })).code).toBe(200);
    await expectTotalsExact('a refund');

    const withdrawal = await moneyPost(t, null, 'open/wallet/withdraw', { orderNo: overpaid.orderNo, amount: 100 }, { serviceKey: DEMO_SERVICE_KEY('1501') });
    expect(withdrawal.code, withdrawal.msg).toBe(200);
    await expectTotalsExact('a wallet withdrawal');

    const merchant = await merchantId(t, '1501');
    const [account] = await t.db.insert(lenderAccounts).values({ merchantId: merchant, accountName: 'Test bank', bankName: 'Equity Bank', accountNo: '1180279465111', channel: 'bank', enabled: true }).returning();
    const transfer = await moneyPost(t, finance, 'transfer/submit', { merchantId: merchant, fromChannel: 'mpesa', toAccountId: account.id, amount: '2500', reason: 'Float top-up' });
    expect(transfer.code, transfer.msg).toBe(200);
    expect((await moneyPost(t, cashier, 'transfer/audit', { id: transfer.data.id, decision: 'approve', remark: null })).code).toBe(200);
    await expectTotalsExact('a cash transfer');
  });
});
