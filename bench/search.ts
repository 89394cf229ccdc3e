/**
 * The command palette's record search (`search/records`, issue 35) on the million-order book (the PostgreSQL
 * database of bench/money.ts, loaded on demand): what a collector or a service agent types — an order number's start,
 * a phone as 07…, an ID number, a part of a name, a case number's start, an M-Pesa receipt — each p95 over HTTP,
 * signed in and permission-checked (the admin: every kind searched), beside a trivial signed-in call in the same run,
 * and each search's statements replayed raw on one connection (the SQL's share). Target p95 ≤ 50 ms.
 * BENCH_SEARCH=0 skips it.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { queryRows } from '../server/db/client';
import { DEMO_PASSWORD } from '../server/db/seed/demo.data';
import { createSandboxCalls } from '../server/integrations/call/sandbox';
import { createMemoryFileStore } from '../server/integrations/files/sandbox';
import { createSandboxMessaging } from '../server/integrations/messaging/sandbox';
import { createSandboxPayments } from '../server/integrations/payments/sandbox';
import { openMoneyBook, recordStatements, replay, timeRuns } from './support';

const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 100);

export async function benchSearch() {
  const { database, orders, url } = await openMoneyBook();
  const db = database.db;
  const [{ customers }] = await queryRows<{ customers: number }>(db, sql.raw('SELECT count(*)::int AS customers FROM customers'));
  // Keys of rows in the middle of the book, as someone on a call would read them out.
  const [order] = await queryRows<{ orderNo: string }>(db, sql.raw(`SELECT order_no AS "orderNo" FROM orders WHERE external_ref LIKE 'BULK-%' ORDER BY id OFFSET ${Math.floor(orders / 2)} LIMIT 1`));
  const [customer] = await queryRows<{ phone: string; idNumber: string; fullName: string }>(db, sql.raw(`SELECT phone, id_number AS "idNumber", full_name AS "fullName" FROM customers ORDER BY id OFFSET ${Math.floor(customers / 2)} LIMIT 1`));
  const [caseRow] = await queryRows<{ caseNo: string }>(db, sql.raw('SELECT case_no AS "caseNo" FROM collection_cases ORDER BY id DESC LIMIT 1'));
  const [flow] = await queryRows<{ paymentCode: string }>(db, sql.raw("SELECT payment_code AS \"paymentCode\" FROM repay_flows WHERE status = 'valid' AND payment_code IS NOT NULL ORDER BY id DESC LIMIT 1"));
  const searches: [string, string][] = [
    ['order number, its first 12 characters', order.orderNo.slice(0, 12)],
    ['phone typed 07…', `0${customer.phone.slice(3)}`],
    ['ID number', customer.idNumber],
    ['a part of a name (trigram)', customer.fullName.split(' ').at(-1)!.slice(0, 5)],
    ...(caseRow ? [['case number, its start', caseRow.caseNo.slice(0, -2)] as [string, string]] : []),
    ...(flow ? [['M-Pesa receipt', flow.paymentCode] as [string, string]] : []),
  ];

  const deps = { db, config: testConfig(), messaging: createSandboxMessaging(), calls: createSandboxCalls(), files: createMemoryFileStore(), payments: createSandboxPayments(db), now: () => new Date() };
  const app = await buildApp(deps, { serveUi: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/hc/web/noAuth/logon/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
  const { data } = await login.json() as { data: { token: string } };
  const get = async (path: string) => {
    const body = await (await fetch(`${address}/api/hc/web/${path}`, { headers: { authorization: `Bearer ${data.token}` } })).json() as { code: number; msg: string; data: unknown };
    if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
    return body.data as { records?: unknown[] };
  };
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  const baseline = await timeRuns(() => get('message/unreadCount'), RUNS);
  console.log(`\nPalette search over ${orders.toLocaleString('en')} orders and ${customers.toLocaleString('en')} customers (PostgreSQL), p95 of ${RUNS} runs (target ≤ 50 ms); a trivial signed-in call ${baseline.toFixed(1)} ms:`);
  for (const [label, q] of searches) {
    const path = `search/records?q=${encodeURIComponent(q)}`;
    let found = 0;
    const http = await timeRuns(async () => { found = (await get(path)).records?.length ?? 0; }, RUNS);
    const statements = await recordStatements(() => get(path), (text) => /from sessions s join users u/.test(text));
    const rawMs = statements.length ? await timeRuns(() => replay(raw, statements), RUNS) : Number.NaN;
    console.log(`  ${label.padEnd(40)} p95 ${http.toFixed(1).padStart(6)} ms  (${(http / baseline).toFixed(1)}× the trivial call; ${found} found; its ${statements.length} statements raw ${Number.isNaN(rawMs) ? '—' : `${rawMs.toFixed(1)} ms`})`);
  }
  await raw.end();
  await app.close();
  await database.close();
}
