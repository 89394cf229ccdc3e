/**
 * Order lists at a million orders on the PostgreSQL server: for every filter combination the screens offer,
 * the p95 of the API call (page + total, over HTTP, signed in, permission-checked) beside the p95 of the
 * same SQL run raw on the server, and their ratio. The book is loaded once into BENCH_ORDERS_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase, queryRows } from '../server/db/client';
import { prepareData } from '../server/db/seed';
import { bulkLoadOrders } from '../server/db/seed/bulk-orders';
import { DEMO_PASSWORD } from '../server/db/seed/demo.data';
import { createSandboxCalls } from '../server/integrations/call/sandbox';
import { createMemoryFileStore } from '../server/integrations/files/sandbox';
import { createSandboxPayments } from '../server/integrations/payments/sandbox';
import { createSandboxMessaging } from '../server/integrations/messaging/sandbox';
import { fewMatches } from '../server/db/list-search';
import { exactOrderCountSql, orderNeedles, orderPageSql, rollupCountSql } from '../server/modules/order/order-list.repository';
import { filterCases, sortCases, type FilterCase, type Samples } from './order-filters';
import { ensureDatabase, NEW_BOOK_ORDERS, timeRuns as timeRunsOf } from './support';

const RUNS = Number(process.env.BENCH_ORDER_RUNS ?? 40);
const timeRuns = (work: (i: number) => Promise<unknown>) => timeRunsOf(work, RUNS);
const LIST_URL = 'orderManagement/list';

const query = (c: FilterCase) => {
  const params: Record<string, string> = { current: String(c.current ?? 1), size: '20' };
  for (const [key, value] of Object.entries(c.filter)) {
    if (value !== undefined) params[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  if (c.sort) Object.assign(params, { sortField: c.sort.field, sortOrder: c.sort.direction === 'asc' ? 'ascend' : 'descend' });
  return new URLSearchParams({ ...params, ...c.typed }).toString();
};

export async function benchOrders() {
  const url = process.env.BENCH_ORDERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_orders';
  await ensureDatabase(url);
  const database = await openDatabase({ url });
  await database.migrate();
  await prepareData(database.db, { demo: true });
  const [{ loaded }] = await queryRows<{ loaded: number }>(database.db, sql.raw("SELECT count(*)::int AS loaded FROM orders WHERE external_ref LIKE 'BULK-%'"));
  const book = loaded || NEW_BOOK_ORDERS;
  if (loaded === 0) {
    const start = performance.now();
    await bulkLoadOrders(database.db, book);
    console.log(`Loaded ${book} orders in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
  const [samples] = await queryRows<Samples>(database.db, sql.raw(`
    SELECT o.phone, o.id_number AS "idNumber", o.order_no AS "orderNo",
      (SELECT auditor_id FROM orders WHERE auditor_id IS NOT NULL LIMIT 1) AS "auditorId", o.merchant_id AS "merchantId", o.product_id AS "productId",
      to_char(now() AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM-DD') AS "recentDay",
      to_char(now() AT TIME ZONE 'Africa/Nairobi' - interval '7 days', 'YYYY-MM-DD') AS "weekAgoDay",
      to_char(now() AT TIME ZONE 'Africa/Nairobi' - interval '30 days', 'YYYY-MM-DD') AS "monthAgoDay"
    FROM orders o WHERE o.external_ref = 'BULK-${Math.floor(book / 2)}'`));
  const app = await buildApp({ db: database.db, config: testConfig(), messaging: createSandboxMessaging(), calls: createSandboxCalls(), files: createMemoryFileStore(), payments: createSandboxPayments(database.db), now: () => new Date() }, { serveUi: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/hc/web/noAuth/logon/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
  const { data } = await login.json() as { data: { token: string } };
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  const dialect = new PgDialect();
  const runRaw = (statement: ReturnType<typeof orderPageSql>) => {
    const compiled = dialect.sqlToQuery(statement);
    return raw.query(compiled.sql, compiled.params as unknown[]);
  };

  console.log(`\nOrder lists over ${book} orders (PostgreSQL), p95 of ${RUNS} runs each, page of 20 + total:`);
  console.log(`${'filter'.padEnd(46)} ${'API ms'.padStart(8)} ${'raw SQL ms'.padStart(11)} ${'ratio'.padStart(6)}  total`);
  let worst = 0;
  for (const c of [...filterCases(samples), ...sortCases(samples)]) {
    let body: { code: number; data: { total: number; totalExact: boolean } } | undefined;
    const api = await timeRuns(async () => {
      body = await (await fetch(`${address}/api/hc/web/${LIST_URL}?${query(c)}`, { headers: { authorization: `Bearer ${data.token}` } })).json() as typeof body;
      if (body?.code !== 200) throw new Error(`${c.label}: envelope ${JSON.stringify(body)}`);
    });
    const count = rollupCountSql(c.filter, null) ?? exactOrderCountSql(c.filter, null);
    // The raw figure includes the app's probe of the needle filters (fewMatches), run the same way.
    const page = async () => {
      const few = await fewMatches(database.db, orderNeedles(c.filter));
      return runRaw(orderPageSql(c.filter, null, { current: c.current ?? 1, size: 20 }, c.sort ? { by: 'sorted', sort: c.sort } : undefined, few));
    };
    const rawMs = await timeRuns(() => Promise.all([page(), runRaw(count)]));
    worst = Math.max(worst, api);
    const total = `${body?.data.totalExact ? '' : '≈'}${body?.data.total}`;
    console.log(`${c.label.padEnd(46)} ${api.toFixed(1).padStart(8)} ${rawMs.toFixed(1).padStart(11)} ${(api / rawMs).toFixed(2).padStart(6)}  ${total}`);
  }
  console.log(`worst API p95: ${worst.toFixed(1)} ms (target ≤ 50 ms)`);
  await raw.end();
  await app.close();
  await database.close();
}
