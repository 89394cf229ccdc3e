/**
 * The customer 360 (CustomerManage, `customerManage/detail`) on the million-order book (the PostgreSQL database of
 * bench/money.ts, its bulk book and money loaded on demand), for a customer with 50 loans: p95 over HTTP, signed
 * in and permission-checked, beside a trivial signed-in call measured in the same run, as a ratio, and its statements
 * replayed raw (bench/support.ts replay). Target ≤ 150 ms.
 * The 50-loan customer is made once: 50 of the book's lent orders of one merchant (with their bills and cases)
 * are given to one bulk customer, so re-runs reuse it. BENCH_360=0 skips it.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { queryRows, type Db } from '../server/db/client';
import { DEMO_PASSWORD } from '../server/db/seed/demo.data';
import { createSandboxCalls } from '../server/integrations/call/sandbox';
import { createMemoryFileStore } from '../server/integrations/files/sandbox';
import { createSandboxMessaging } from '../server/integrations/messaging/sandbox';
import { createSandboxPayments } from '../server/integrations/payments/sandbox';
import pg from 'pg';
import { openMoneyBook, recordStatements, replay, timeRuns } from './support';

const RUNS = Number(process.env.BENCH_360_RUNS ?? 50);
const LOANS = 50;

/** A customer holding LOANS lent orders (with bills), made once from the bulk book. */
async function customerWithLoans(db: Db): Promise<number> {
  const [held] = await queryRows<{ customerId: number }>(db, sql.raw(`SELECT customer_id AS "customerId" FROM orders
    GROUP BY customer_id HAVING count(*) >= ${LOANS} AND count(*) FILTER (WHERE EXISTS (SELECT 1 FROM bills b WHERE b.order_id = orders.id)) >= ${LOANS} LIMIT 1`));
  if (held) return held.customerId;
  return db.transaction(async (tx) => {
    const picked = await queryRows<{ id: number; customerId: number; merchantId: number }>(tx, sql.raw(`SELECT o.id, o.customer_id AS "customerId", o.merchant_id AS "merchantId"
      FROM orders o WHERE o.external_ref LIKE 'BULK-%' AND EXISTS (SELECT 1 FROM bills b WHERE b.order_id = o.id)
      AND o.merchant_id = (SELECT merchant_id FROM orders WHERE external_ref LIKE 'BULK-%' ORDER BY id LIMIT 1)
      ORDER BY o.id LIMIT ${LOANS}`));
    const owner = picked[0].customerId;
    const ids = sql.raw(picked.map((p) => p.id).join(','));
    await tx.execute(sql`UPDATE orders SET customer_id = ${owner}, phone = (SELECT phone FROM customers WHERE id = ${owner}) WHERE id IN (${ids})`);
    await tx.execute(sql`UPDATE bills SET customer_id = ${owner} WHERE order_id IN (${ids})`);
    await tx.execute(sql`UPDATE collection_cases SET customer_id = ${owner} WHERE order_id IN (${ids})`);
    await tx.execute(sql`UPDATE collection_contacts SET customer_id = ${owner} WHERE case_id IN (SELECT id FROM collection_cases WHERE order_id IN (${ids}))`);
    return owner;
  });
}

export async function benchCustomer360() {
  const { database, orders, url } = await openMoneyBook();
  const customerId = await customerWithLoans(database.db);

  const deps = { db: database.db, config: testConfig(), messaging: createSandboxMessaging(), calls: createSandboxCalls(), files: createMemoryFileStore(), payments: createSandboxPayments(database.db), now: () => new Date() };
  const app = await buildApp(deps, { serveUi: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/hc/web/noAuth/logon/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
  const { data } = await login.json() as { data: { token: string } };
  const get = async (path: string) => {
    const body = await (await fetch(`${address}/api/hc/web/${path}`, { headers: { authorization: `Bearer ${data.token}` } })).json() as { code: number; msg: string; data: unknown };
    if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
    return body.data;
  };
  const baseline = await timeRuns(() => get('message/unreadCount'), RUNS);
  let view = { orders: [] as unknown[], bills: [] as unknown[], flows: [] as unknown[] };
  const open = await timeRuns(async () => { view = await get(`customerManage/detail?customerId=${customerId}`) as typeof view; }, RUNS);
  // Its statements (but the session lookup) sent raw one after another on one connection: the SQL's share of the figure.
  const statements = await recordStatements(() => get(`customerManage/detail?customerId=${customerId}`), (text) => /from sessions s join users u/.test(text));
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  const rawMs = await timeRuns(() => replay(raw, statements), RUNS);
  await raw.end();
  console.log(`\nCustomer 360 over ${orders} orders (PostgreSQL), a customer with ${LOANS} loans (${view.orders.length} orders, ${view.bills.length} bills, ${view.flows.length} flows shown), p95 of ${RUNS} runs:`);
  console.log(`  customerManage/detail: p95 ${open.toFixed(1)} ms (target ≤ 150 ms); a trivial signed-in call ${baseline.toFixed(1)} ms; ratio ${(open / baseline).toFixed(1)}×`);
  if (statements.length) console.log(`  its ${statements.length} statements sent raw, one after another: p95 ${rawMs.toFixed(1)} ms`);
  else console.log('  its statements were not recorded in this run (no raw SQL figure)');
  await app.close();
  await database.close();
}
