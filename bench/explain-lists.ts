/**
 * `tsx bench/explain-lists.ts postgres://…/db`: EXPLAIN ANALYZE of the list pages the search and sort cases
 * run (order lists and money lists), on a bulk-loaded book, printing the indexes each plan uses and its time.
 * Each page statement is the one the repositories build, captured on its way to the server and explained
 * with the same bound parameters (so LIKE 'x%' is planned with its prefix known, as the app runs it).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { ListSort } from '../common/list-query';
import type { OrderSortField } from '../common/orders/order-query';
import type { Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { orderNeedles, orderPageSql } from '../server/modules/order/order-list.repository';
import { fewMatches, type Needle } from '../server/db/list-search';
import { billNeedles, billWhere, findBills } from '../server/modules/repay-manage/bills.repository';
import { flowNeedles, flowWhere, findFlows } from '../server/modules/repay-manage/flows.repository';
import { findLoans, loanNeedles, loanWhere } from '../server/modules/repay-manage/loans.repository';

const url = process.argv[2] ?? process.env.BENCH_ORDERS_DATABASE_URL;
if (!url) throw new Error('usage: tsx bench/explain-lists.ts postgres://…');
const pool = new pg.Pool({ connectionString: url, max: 1 });
const verbose = process.argv.includes('--plans');

/** The statements sent while `work` runs, and the rows they answered (nothing is sent to the server). */
async function captured(work: (db: Db) => Promise<unknown>) {
  const statements: { text: string; values: unknown[] }[] = [];
  const client = {
    query: (query: { text: string; values?: unknown[] } | string, values?: unknown[]) => {
      const text = typeof query === 'string' ? query : query.text;
      statements.push({ text, values: (typeof query === 'string' ? undefined : query.values) ?? values ?? [] });
      return Promise.resolve({ rows: [], rowCount: 0, fields: [], command: 'SELECT' });
    },
  };
  await work(drizzle(client as never, { schema }) as unknown as Db).catch(() => undefined);
  return statements;
}

async function explain(label: string, text: string, values: unknown[], note = '') {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, values);
  const lines = rows.map((r) => r['QUERY PLAN']);
  const indexes = [...new Set(lines.flatMap((l) => [...l.matchAll(/(Index(?: Only)? Scan(?: Backward)?) using (\w+)|Bitmap Index Scan on (\w+)/g)]
    .map((m) => (m[3] ? `bitmap ${m[3]}` : `${m[1].replace('Index Scan', 'scan').replace('Index Only Scan', 'index-only').toLowerCase()} ${m[2]}`))))];
  // The outer sort of the 20 rows shown is expected; a sort of more rows means the index did not give the order.
  const sorts = lines.filter((l) => /Sort Method/.test(l) && !/quicksort\s+Memory: \d\dkB/.test(l)).map((l) => l.trim());
  const seq = lines.filter((l) => /Seq Scan on (orders|bills|repay_flows)\b/.test(l)).map((l) => l.trim().split('  ')[0]);
  const time = lines.find((l) => l.startsWith('Execution Time'));
  // Pages touched (shared hit + read) by the whole statement: the cost that does not depend on the machine's load.
  const buffers = /Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/.exec(lines.find((l) => /Buffers: shared/.test(l)) ?? '');
  const pages = buffers ? Number(buffers[1] ?? 0) + Number(buffers[2] ?? 0) : 0;
  console.log(`${label.padEnd(52)} ${time?.replace('Execution Time: ', '').padStart(12)} ${String(pages).padStart(7)} pages  ${[note, ...indexes, ...seq, ...sorts].filter(Boolean).join('; ')}`);
  if (verbose) console.log(lines.map((l) => `    ${l}`).join('\n'));
}

const dialect = new PgDialect();
const real = drizzle(pool, { schema }) as unknown as Db;

/** The app's probe: whether the needles match few rows, and how long it took (shown beside the page). */
async function probe(list: Needle[]) {
  const started = performance.now();
  const few = await fewMatches(real, list);
  return { few, note: list.length ? `probe ${(performance.now() - started).toFixed(1)} ms → ${few ? 'few: matches sorted' : 'many: index walk'}` : '' };
}
const [sample] = (await pool.query<{ orderNo: string; phone: string; flowNo: string }>(`
  SELECT o.order_no AS "orderNo", o.phone, (SELECT flow_no FROM repay_flows ORDER BY id LIMIT 1 OFFSET 1000) AS "flowNo"
  FROM orders o WHERE o.status = 60 ORDER BY o.id LIMIT 1 OFFSET 5000`)).rows;
const today = new Date().toISOString().slice(0, 10);

console.log(`\nOrder list pages (orderPageSql), page of 20:`);
const orderCases: [string, Parameters<typeof orderPageSql>[0], ListSort<OrderSortField>?][] = [
  ['newest first (no filter)', {}],
  ['name anywhere: Kamau (common)', { customerName: 'Kamau' }],
  ['name anywhere: "ry Kam" (across words)', { customerName: 'ry Kam' }],
  ['name anywhere: Qzxv (no match)', { customerName: 'Qzxv' }],
  ['name anywhere: wanjiru + disbursed', { customerName: 'wanjiru', status: [60] }],
  ['name prefix: "Ma" (2 characters)', { customerName: 'Ma' }],
  ['order number prefix', { orderNo: sample.orderNo.slice(0, -2) }],
  ['order number whole', { orderNo: sample.orderNo }],
  ['phone', { phone: sample.phone }],
  ['sorted: apply time asc', {}, { field: 'applyAt', direction: 'asc' }],
  ['sorted: apply time asc + status 20', { status: [20] }, { field: 'applyAt', direction: 'asc' }],
  ['sorted: lending time desc', {}, { field: 'lendingAt', direction: 'desc' }],
  ['sorted: lending time asc', {}, { field: 'lendingAt', direction: 'asc' }],
  ['sorted: amount desc', {}, { field: 'loanAmountCents', direction: 'desc' }],
  ['sorted: amount asc', {}, { field: 'loanAmountCents', direction: 'asc' }],
  ['sorted: amount asc + disbursed', { status: [60] }, { field: 'loanAmountCents', direction: 'asc' }],
  ['sorted: lending asc + to be allocated', { status: [10] }, { field: 'lendingAt', direction: 'asc' }],
  ['sorted: amount desc + merchant 1502', { merchantId: 2 }, { field: 'loanAmountCents', direction: 'desc' }],
];
for (const [label, filter, sort] of orderCases) {
  const { few, note } = await probe(orderNeedles(filter));
  const query = dialect.sqlToQuery(orderPageSql(filter, null, { current: 1, size: 20 }, sort ? { by: 'sorted', sort } : undefined, few));
  await explain(label, query.sql, query.params, note);
  if (few && process.argv.includes('--walk')) {
    const walk = dialect.sqlToQuery(orderPageSql(filter, null, { current: 1, size: 20 }, sort ? { by: 'sorted', sort } : undefined));
    await explain(`  (the same as an index walk)`, walk.sql, walk.params);
  }
}

console.log(`\nMoney list pages, page of 20:`);
type MoneyCase = [string, Needle[], (db: Db, few: boolean) => Promise<unknown>];
const moneyCases: MoneyCase[] = [
  ['bills: name anywhere "ry Kam"', billNeedles({ customerName: 'ry Kam' }), (db, few) => findBills(db, billWhere({ customerName: 'ry Kam' }, null, today), 0, 20, null, few)],
  ['bills: name anywhere Kamau (common)', billNeedles({ customerName: 'Kamau' }), (db, few) => findBills(db, billWhere({ customerName: 'Kamau' }, null, today), 0, 20, null, few)],
  ['bills: order number prefix', billNeedles({ orderNo: sample.orderNo.slice(0, -2) }), (db, few) => findBills(db, billWhere({ orderNo: sample.orderNo.slice(0, -2) }, null, today), 0, 20, null, few)],
  ['bills: bill number prefix', billNeedles({ billNo: `${sample.orderNo}-` }), (db, few) => findBills(db, billWhere({ billNo: `${sample.orderNo}-` }, null, today), 0, 20, null, few)],
  ['bills: phone', [], (db) => findBills(db, billWhere({ phone: sample.phone }, null, today), 0, 20)],
  ['bills: due day asc', [], (db) => findBills(db, billWhere({}, null, today), 0, 20, { field: 'dueDay', direction: 'asc' })],
  ['bills: due day asc + unpaid', [], (db) => findBills(db, billWhere({ status: 'unpaid' }, null, today), 0, 20, { field: 'dueDay', direction: 'asc' })],
  ['loans: name anywhere Kamau', loanNeedles({ customerName: 'Kamau' }), (db, few) => findLoans(db, loanWhere({ customerName: 'Kamau' }, null, today), 0, 20, null, few)],
  ['loans: name anywhere "ry Kam"', loanNeedles({ customerName: 'ry Kam' }), (db, few) => findLoans(db, loanWhere({ customerName: 'ry Kam' }, null, today), 0, 20, null, few)],
  ['loans: amount desc', [], (db) => findLoans(db, loanWhere({}, null, today), 0, 20, { field: 'loanAmountCents', direction: 'desc' })],
  ['loans: amount asc', [], (db) => findLoans(db, loanWhere({}, null, today), 0, 20, { field: 'loanAmountCents', direction: 'asc' })],
  ['loans: lending time asc', [], (db) => findLoans(db, loanWhere({}, null, today), 0, 20, { field: 'lendingAt', direction: 'asc' })],
  ['flows: flow number prefix', flowNeedles({ flowNo: sample.flowNo.slice(0, -1) }), (db, few) => findFlows(db, flowWhere({ flowNo: sample.flowNo.slice(0, -1) }, null), 0, 20, null, few)],
  ['flows: order number prefix', flowNeedles({ orderNo: sample.orderNo.slice(0, -2) }), (db, few) => findFlows(db, flowWhere({ orderNo: sample.orderNo.slice(0, -2) }, null), 0, 20, null, few)],
  ['flows: amount asc', [], (db) => findFlows(db, flowWhere({}, null), 0, 20, { field: 'amountCents', direction: 'asc' })],
  ['flows: amount desc', [], (db) => findFlows(db, flowWhere({}, null), 0, 20, { field: 'amountCents', direction: 'desc' })],
  ['flows: repaid time asc', [], (db) => findFlows(db, flowWhere({}, null), 0, 20, { field: 'repaidAt', direction: 'asc' })],
];
for (const [label, list, work] of moneyCases) {
  const { few, note } = await probe(list);
  const [statement] = await captured((db) => work(db, few));
  await explain(label, statement.text, statement.values, note);
  if (few && process.argv.includes('--walk')) {
    const [walk] = await captured((db) => work(db, false));
    await explain(`  (the same as an index walk)`, walk.text, walk.values);
  }
}
await pool.end();
