/**
 * The case lists (CaseAllocation, -New, -Merge, OutCollectionList) and a collector's queue (MyCollection) over the
 * million-order book with its cases and collection staff (bench/support.ts openCollectionBook): p95 of a page of
 * 20 and its total over HTTP, signed in and permission-checked, beside the same statements sent raw and a trivial
 * signed-in call. Target: p95 ≤ 50 ms. BENCH_CASE_LISTS=0 skips it; BENCH_CASE_LISTS_ONLY=<regex>
 * runs the lists whose label matches.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { queryRows } from '../server/db/client';
import { DEMO_PASSWORD } from '../server/db/seed/demo.data';
import { createSandboxCalls } from '../server/integrations/call/sandbox';
import { createMemoryFileStore } from '../server/integrations/files/sandbox';
import { createSandboxMessaging } from '../server/integrations/messaging/sandbox';
import { createSandboxPayments } from '../server/integrations/payments/sandbox';
import { openCollectionBook, signedInGet, timeListCalls, timeRuns, type ListCall } from './support';

const RUNS = Number(process.env.BENCH_MONEY_RUNS ?? 30);

interface Samples { caseNo: string; orderNo: string; phone: string; merchantId: number; collectorUserId: number; collector: string; customerName: string; weekAgo: string; today: string }

function caseListCalls(s: Samples): ListCall[] {
  const week = { enteredDayFrom: s.weekAgo, enteredDayTo: s.today };
  const list = 'caseAllocation/list';
  return [
    { label: 'CaseAllocation: all', url: list },
    { label: 'CaseAllocationMerge: all', url: list, params: { scope: 'both' } },
    { label: 'CaseAllocation: the pool (unallocated)', url: list, params: { unallocated: 'true' } },
    { label: 'CaseAllocation: one collector', url: list, params: { collectorUserId: s.collectorUserId } },
    { label: 'CaseAllocation: level S1', url: list, params: { level: 'S1' } },
    { label: 'CaseAllocation: levels S4,S5, collecting', url: list, params: { level: 'S4,S5', status: 'collecting' } },
    { label: 'CaseAllocation: merchant', url: list, params: { merchantId: s.merchantId } },
    { label: 'CaseAllocation: 31–60 days overdue', url: list, params: { overdueDaysFrom: 31, overdueDaysTo: 60 } },
    { label: 'CaseAllocation: amount ≥ 5,000', url: list, params: { amountFrom: '5000' } },
    { label: 'CaseAllocation: entered this week', url: list, params: week },
    { label: 'CaseAllocation: due this week', url: list, params: { dueDayFrom: s.weekAgo, dueDayTo: s.today } },
    { label: 'CaseAllocation: customer name contains', url: list, params: { customerName: s.customerName } },
    { label: 'CaseAllocation: phone', url: list, params: { phone: s.phone } },
    { label: 'CaseAllocation: case number', url: list, params: { caseNo: s.caseNo } },
    { label: 'CaseAllocation: order number', url: list, params: { orderNo: s.orderNo } },
    { label: 'CaseAllocation: sorted by days overdue', url: list, params: { sortField: 'overdueDays', sortOrder: 'descend' } },
    { label: 'CaseAllocation: sorted by amount, level S2', url: list, params: { sortField: 'amountDueCents', sortOrder: 'descend', level: 'S2' } },
    { label: 'CaseAllocation: oldest entered first', url: list, params: { sortField: 'enteredAt', sortOrder: 'ascend' } },
    { label: 'OutCollectionList: all', url: 'outCollection/list' },
    { label: 'OutCollectionList: outsourced', url: 'outCollection/list', params: { outsourced: 'true' } },
  ];
}

const queueCalls = (s: Samples): ListCall[] => [
  { label: 'MyCollection: the queue', url: 'myCollection/list' },
  { label: 'MyCollection (merge): the queue', url: 'myCollection/list', params: { view: 'merge' } },
  { label: 'MyCollection: due today', url: 'myCollection/list', params: { dueToday: 'true' } },
  { label: 'MyCollection: level S1', url: 'myCollection/list', params: { level: 'S1' } },
  { label: 'MyCollection: customer name contains', url: 'myCollection/list', params: { customerName: s.customerName } },
  { label: 'MyCollection: summary', url: 'myCollection/summary' },
];

export async function benchCaseLists() {
  const { database, orders, url } = await openCollectionBook();
  // The busiest v1 collector, one of their cases (its number, order, phone, a word of the name) and the week.
  const [s] = await queryRows<Samples>(database.db, sql.raw(`
    WITH busiest AS (SELECT collector_user_id AS id FROM collection_cases WHERE system = 'v1' AND status <> 'closed' AND collector_user_id IS NOT NULL
      GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)
    SELECT c.case_no AS "caseNo", o.order_no AS "orderNo", o.phone, c.merchant_id AS "merchantId", b.id AS "collectorUserId", u.username AS collector,
      split_part(o.customer_name, ' ', 2) AS "customerName",
      to_char(now() AT TIME ZONE 'Africa/Nairobi' - interval '7 days', 'YYYY-MM-DD') AS "weekAgo",
      to_char(now() AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM-DD') AS "today"
    FROM busiest b JOIN users u ON u.id = b.id
    JOIN LATERAL (SELECT * FROM collection_cases c WHERE c.collector_user_id = b.id AND c.status <> 'closed' ORDER BY c.id DESC LIMIT 1) c ON true
    JOIN orders o ON o.id = c.order_id`));
  const [{ cases, open }] = await queryRows<{ cases: number; open: number }>(database.db,
    sql`select count(*)::int as cases, count(*) filter (where status <> 'closed')::int as open from collection_cases`);
  const deps = { db: database.db, config: testConfig(), messaging: createSandboxMessaging(), calls: createSandboxCalls(), files: createMemoryFileStore(), payments: createSandboxPayments(database.db), now: () => new Date() };
  const app = await buildApp(deps, { serveUi: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await signedInGet(address, 'admin', DEMO_PASSWORD);
  const collector = await signedInGet(address, s.collector, DEMO_PASSWORD);
  const baseline = await timeRuns(() => admin('message/unreadCount'), RUNS);
  const only = process.env.BENCH_CASE_LISTS_ONLY ? new RegExp(process.env.BENCH_CASE_LISTS_ONLY, 'i') : null;
  const calls = [...caseListCalls(s), ...queueCalls(s).map((c) => ({ ...c, get: collector }))].filter((c) => !only || only.test(c.label));
  console.log(`\nCase lists and a collector's queue over ${orders} orders, ${cases} cases (${open} open) (PostgreSQL), p95 of ${RUNS} runs, page of 20 + total; ratio to the same statements sent raw, and to a trivial signed-in call (${baseline.toFixed(1)} ms):`);
  const { worst, worstRatio } = await timeListCalls(calls, admin, url, RUNS, baseline);
  console.log(`worst case list p95: ${worst.toFixed(1)} ms (target ≤ 50 ms); worst ratio to its raw SQL: ${worstRatio.toFixed(2)}`);
  await app.close();
  await database.close();
}
