/**
 * Money lists and writes at a million orders on the PostgreSQL server (BENCH_MONEY_DATABASE_URL; loaded
 * once with the bulk order book and its money: ~530k loans, bills, flows and 5M ledger entries).
 * Prints the p95 of each list call (page + total, over HTTP, signed in, permission-checked) beside the
 * p95 of a trivial signed-in call, as a ratio; the time of a full ledger check; and the p95 of a
 * repayment commit (lock, trial, waterfall, flow, journal, bill) on distinct bills.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase, queryRows } from '../server/db/client';
import { bills } from '../server/db/schema';
import { prepareData } from '../server/db/seed';
import { bulkLoadMoney, bulkLoadOrders } from '../server/db/seed/bulk-orders';
import { DEMO_PASSWORD } from '../server/db/seed/demo.data';
import { createSandboxCalls } from '../server/integrations/call/sandbox';
import { createMemoryFileStore } from '../server/integrations/files/sandbox';
import { createSandboxMessaging } from '../server/integrations/messaging/sandbox';
import { createSandboxPayments } from '../server/integrations/payments/sandbox';
import { checkLedger } from '../server/modules/ledger/ledger-check';
import { applyRepayment } from '../server/modules/repay/apply-repayment';
import { ensureDatabase, NEW_BOOK_ORDERS, timeRuns as timeRunsOf } from './support';

const RUNS = Number(process.env.BENCH_MONEY_RUNS ?? 30);
const timeRuns = (work: (i: number) => Promise<unknown>) => timeRunsOf(work, RUNS);

export async function benchMoney() {
  const url = process.env.BENCH_MONEY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_money';
  await ensureDatabase(url);
  const database = await openDatabase({ url });
  await database.migrate();
  await prepareData(database.db, { demo: true });
  const [{ loaded, loans }] = await queryRows<{ loaded: number; loans: number }>(database.db, sql.raw(
    "SELECT (SELECT count(*)::int FROM orders WHERE external_ref LIKE 'BULK-%') AS loaded, (SELECT count(*)::int FROM loan_codes WHERE system_code LIKE 'LCB%') AS loans"));
  const book = loaded || NEW_BOOK_ORDERS;
  if (loaded === 0) await bulkLoadOrders(database.db, book);
  if (loans === 0) await bulkLoadMoney(database.db);

  const [s] = await queryRows<{ orderNo: string; phone: string; merchantId: number; weekAgo: string; today: string; flowNo: string }>(database.db, sql.raw(`
    SELECT o.order_no AS "orderNo", o.phone, o.merchant_id AS "merchantId",
      to_char(now() AT TIME ZONE 'Africa/Nairobi' - interval '7 days', 'YYYY-MM-DD') AS "weekAgo",
      to_char(now() AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM-DD') AS "today",
      (SELECT flow_no FROM repay_flows WHERE order_id = o.id LIMIT 1) AS "flowNo"
    FROM orders o WHERE o.status = 60 AND EXISTS (SELECT 1 FROM repay_flows f WHERE f.order_id = o.id) ORDER BY o.id DESC LIMIT 1`));
  const cases: { label: string; url: string; params?: Record<string, string | number> }[] = [
    { label: 'LoanManagement: all', url: 'payManage/list' },
    { label: 'LoanManagement: lending failures', url: 'payManage/list', params: { releaseStatus: 3 } },
    { label: 'LoanManagement: order no', url: 'payManage/list', params: { orderNo: s.orderNo } },
    { label: 'LoanManagement: merchant, lent this week', url: 'payManage/list', params: { merchantId: s.merchantId, lendingDayFrom: s.weekAgo, lendingDayTo: s.today } },
    { label: 'Bills: all', url: 'rePayManage/bills' },
    { label: 'Bills: overdue', url: 'rePayManage/bills', params: { overdue: 'true' } },
    { label: 'Bills: unpaid, due this week', url: 'rePayManage/bills', params: { status: 'unpaid', dueDayFrom: s.weekAgo, dueDayTo: s.today } },
    { label: 'Bills: phone', url: 'rePayManage/bills', params: { phone: s.phone } },
    { label: 'Bills: merchant, page 50', url: 'rePayManage/bills', params: { merchantId: s.merchantId, current: 50 } },
    { label: 'Loans (merge): all', url: 'rePayManage/orders' },
    { label: 'Loans (merge): overdue', url: 'rePayManage/orders', params: { overdue: 'true' } },
    { label: 'Flows: all', url: 'rePayManage/flows' },
    { label: 'Flows: settle by M-Pesa', url: 'rePayManage/flows', params: { repayType: 'settle', paymentChannel: 'mpesa' } },
    { label: 'Flows: flow no', url: 'rePayManage/flows', params: { flowNo: s.flowNo } },
    { label: 'Flows: repaid this week', url: 'rePayManage/flows', params: { repaidFrom: `${s.weekAgo} 00:00:00`, repaidTo: `${s.today} 23:59:59` } },
    { label: 'Bills: name anywhere', url: 'rePayManage/bills', params: { customerName: 'ry Kam' } },
    { label: 'Bills: phone typed 07…', url: 'rePayManage/bills', params: { phone: `0${s.phone.slice(3)}` } },
    { label: 'Bills: order no prefix', url: 'rePayManage/bills', params: { orderNo: s.orderNo.slice(0, -2) } },
    { label: 'Bills: due day ascending', url: 'rePayManage/bills', params: { sortField: 'dueDay', sortOrder: 'ascend' } },
    { label: 'Loans (merge): name anywhere', url: 'rePayManage/orders', params: { customerName: 'Kamau' } },
    { label: 'Loans (merge): amount descending', url: 'rePayManage/orders', params: { sortField: 'loanAmountCents', sortOrder: 'descend' } },
    { label: 'Loans (merge): lent first ascending', url: 'rePayManage/orders', params: { sortField: 'lendingAt', sortOrder: 'ascend' } },
    { label: 'Flows: amount ascending', url: 'rePayManage/flows', params: { sortField: 'amountCents', sortOrder: 'ascend' } },
    { label: 'Flows: flow no prefix', url: 'rePayManage/flows', params: { flowNo: s.flowNo.slice(0, -1) } },
  ];

  const deps = { db: database.db, config: testConfig(), messaging: createSandboxMessaging(), calls: createSandboxCalls(), files: createMemoryFileStore(), payments: createSandboxPayments(database.db), now: () => new Date() };
  const app = await buildApp(deps, { serveUi: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/hc/web/noAuth/logon/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
  const { data } = await login.json() as { data: { token: string } };
  const get = async (path: string, params: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(Object.entries({ current: 1, size: 20, ...params }).map(([k, v]) => [k, String(v)])).toString();
    const body = await (await fetch(`${address}/api/hc/web/${path}?${qs}`, { headers: { authorization: `Bearer ${data.token}` } })).json() as { code: number; msg: string; data: { total?: number } };
    if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
    return body.data;
  };
  const baseline = await timeRuns(() => get('message/unreadCount'));

  console.log(`\nMoney lists over ${book} orders (PostgreSQL), p95 of ${RUNS} runs, page of 20 + total; ratio to a trivial signed-in call (${baseline.toFixed(1)} ms):`);
  console.log(`${'list'.padEnd(44)} ${'API ms'.padStart(8)} ${'ratio'.padStart(7)}  total`);
  let worst = 0;
  for (const c of cases) {
    let total: number | undefined;
    const ms = await timeRuns(async () => { total = (await get(c.url, c.params)).total; });
    worst = Math.max(worst, ms);
    console.log(`${c.label.padEnd(44)} ${ms.toFixed(1).padStart(8)} ${(ms / baseline).toFixed(1).padStart(7)}  ${total ?? ''}`);
  }
  console.log(`worst money list p95: ${worst.toFixed(1)} ms`);

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
