/**
 * Money lists and writes at a million orders on the PostgreSQL server (BENCH_MONEY_DATABASE_URL; loaded
 * once with the bulk order book and its money: ~530k loans, bills, flows and 5M ledger entries).
 * Prints the p95 of each list call (page + total, over HTTP, signed in, permission-checked) beside the
 * p95 of a trivial signed-in call, as a ratio; the time of a full ledger check; and the p95 of a
 * repayment commit (lock, trial, waterfall, flow, journal, bill) on distinct bills.
 * BENCH_MONEY_LISTS_ONLY=1 stops after the lists; BENCH_MONEY_ONLY=<regex> runs the lists whose label matches.
 * Each list is also timed as its SQL sent raw (recordStatements).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { queryRows } from '../server/db/client';
import { bills } from '../server/db/schema';
import { DEMO_PASSWORD } from '../server/db/seed/demo.data';
import { createSandboxCalls } from '../server/integrations/call/sandbox';
import { createMemoryFileStore } from '../server/integrations/files/sandbox';
import { createSandboxMessaging } from '../server/integrations/messaging/sandbox';
import { createSandboxPayments } from '../server/integrations/payments/sandbox';
import { checkLedger } from '../server/modules/ledger/ledger-check';
import { applyRepayment } from '../server/modules/repay/apply-repayment';
import { MONEY_LIST_URLS, moneyCases, type MoneySamples } from './money-filters';
import { openMoneyBook, type ListCall, signedInGet, timeListCalls, timeRuns as timeRunsOf } from './support';

const RUNS = Number(process.env.BENCH_MONEY_RUNS ?? 30);
const timeRuns = (work: (i: number) => Promise<unknown>) => timeRunsOf(work, RUNS);

export async function benchMoney() {
  const { database, orders: book, url } = await openMoneyBook();

  const [s] = await queryRows<MoneySamples>(database.db, sql.raw(`
    SELECT o.order_no AS "orderNo", o.phone, o.merchant_id AS "merchantId",
      to_char(now() AT TIME ZONE 'Africa/Nairobi' - interval '7 days', 'YYYY-MM-DD') AS "weekAgo",
      to_char(now() AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM-DD') AS "today",
      (SELECT flow_no FROM repay_flows WHERE order_id = o.id LIMIT 1) AS "flowNo"
    FROM orders o WHERE o.status = 60 AND EXISTS (SELECT 1 FROM repay_flows f WHERE f.order_id = o.id) ORDER BY o.id DESC LIMIT 1`));
  const cases: ListCall[] = [
    ...moneyCases(s).map((c) => ({ label: c.label, url: MONEY_LIST_URLS[c.list], params: c.params })),
    { label: 'RollbackFlow: all', url: 'rePayManage/rollbacks' },
    { label: 'RollbackFlow: settle, this week', url: 'rePayManage/rollbacks', params: { rollbackType: 'settle', dayFrom: s.weekAgo, dayTo: s.today } },
    { label: 'WalletRecords: all', url: 'wallet/list' },
    { label: 'WalletRecords: failed, this week', url: 'wallet/list', params: { status: 'failed', dayFrom: s.weekAgo, dayTo: s.today } },
    { label: 'Refunds: all', url: 'refund/list' },
    { label: 'Refunds: pending audit, this week', url: 'refund/list', params: { auditStatus: 'pending', dayFrom: s.weekAgo, dayTo: s.today } },
    { label: 'Transfers: all', url: 'transfer/list' },
    { label: 'Transfers: merchant, this week', url: 'transfer/list', params: { merchantId: s.merchantId, dayFrom: s.weekAgo, dayTo: s.today } },
  ];

  const deps = { db: database.db, config: testConfig(), messaging: createSandboxMessaging(), calls: createSandboxCalls(), files: createMemoryFileStore(), payments: createSandboxPayments(database.db), now: () => new Date() };
  const app = await buildApp(deps, { serveUi: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = await signedInGet(address, 'admin', DEMO_PASSWORD);
  const baseline = await timeRuns(() => get('message/unreadCount'));
  console.log(`\nMoney lists over ${book} orders (PostgreSQL), p95 of ${RUNS} runs, page of 20 + total; ratio to the same statements sent raw, and to a trivial signed-in call (${baseline.toFixed(1)} ms):`);
  const only = process.env.BENCH_MONEY_ONLY ? new RegExp(process.env.BENCH_MONEY_ONLY, 'i') : null;
  const { worst, worstRatio } = await timeListCalls(cases.filter((x) => !only || only.test(x.label)), get, url, RUNS, baseline);
  console.log(`worst money list p95: ${worst.toFixed(1)} ms (target ≤ 50 ms); worst ratio to its raw SQL: ${worstRatio.toFixed(2)} (target ≤ 3)`);
  if (process.env.BENCH_MONEY_LISTS_ONLY === '1') {
    await app.close();
    await database.close();
    return;
  }

  const open = await database.db.select({ id: bills.id }).from(bills).where(and(eq(bills.status, 'unpaid'))).orderBy(asc(bills.id)).limit(RUNS + 1);
  const repay = await timeRuns((i) => database.db.transaction((tx) => applyRepayment(tx, {
    billId: open[i + 1].id, repayType: 'partial', amountCents: 100, paymentChannel: 'mpesa', paymentCode: `BENCH${Date.now()}${i}`,
    source: 'manual', repaidAt: new Date(), actorUserId: null, now: new Date(),
  })));
  console.log(`repayment commit (one bill, one flow, one journal): p95 ${repay.toFixed(1)} ms (${(repay / baseline).toFixed(1)}× a trivial call)`);

  const start = performance.now();
  const report = await checkLedger(database.db);
  console.log(`ledger check over ${report.entries} entries, ${report.bills} bills: ${((performance.now() - start) / 1000).toFixed(1)} s, ${report.problems.length ? `${report.problems.length} problem(s)` : 'balanced'}`);
  await app.close();
  await database.close();
}
