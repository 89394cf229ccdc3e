/**
 * npm run bench — prints: sign-in throughput; an authenticated, permission-checked call's throughput as a
 * ratio to a bare Fastify route in the same run; and the sign-in page's first-load JavaScript beside a minimal
 * Refine + antd app's, built in the same run (bench/first-load.ts).
 * BENCH_DATABASE_URL=postgres://… runs the API figures on a PostgreSQL server instead of PGlite.
 * Then the order lists at a million orders (bench/orders.ts; BENCH_ORDERS=0 skips them) and the money
 * lists, a repayment commit and the ledger check over that book (bench/money.ts; BENCH_MONEY=0 skips them);
 * the collection case job and automatic allocation over that book (bench/collection-cases.ts; BENCH_CASES=0 skips
 * them) and its case lists and a collector's queue (bench/collection-lists.ts; BENCH_CASE_LISTS=0 skips them); a million-row
 * telemarketing list import and the list-library pages (bench/telemarketing.ts; BENCH_TM=0 skips it); the palette's record
 * search at a million orders and customers (bench/search.ts; BENCH_SEARCH=0 skips it); a marketing
 * SMS task to a million recipients queued and sent through the sandbox (bench/sms-marketing.ts; BENCH_SMS=0 skips it).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { prepareData } from '../server/db/seed';
import { DEMO_PASSWORD } from '../server/db/seed/demo.data';
import { createSandboxCalls } from '../server/integrations/call/sandbox';
import { createMemoryFileStore } from '../server/integrations/files/sandbox';
import { createSandboxPayments } from '../server/integrations/payments/sandbox';
import { createSandboxMessaging } from '../server/integrations/messaging/sandbox';
import { benchFirstLoad } from './first-load';
import { benchMoney } from './money';
import { benchCaseJob } from './collection-cases';
import { benchCaseLists } from './collection-lists';
import { benchCustomer360 } from './customer-360';
import { benchOrders } from './orders';
import { benchSearch } from './search';
import { benchSmsMarketing } from './sms-marketing';
import { benchTelemarketing } from './telemarketing';
import { interleavedRatio } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function measure(label: string, call: () => Promise<void>): Promise<number> {
  const deadline = Date.now() + SECONDS * 1000;
  const latencies: number[] = [];
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < deadline) {
      const start = performance.now();
      await call();
      latencies.push(performance.now() - start);
    }
  }));
  latencies.sort((a, b) => a - b);
  const rate = latencies.length / SECONDS;
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(`${label.padEnd(44)} ${rate.toFixed(0).padStart(7)} req/s   p50 ${p(0.5)} ms   p95 ${p(0.95)} ms   (${latencies.length} requests)`);
  return rate;
}

async function expectOk(response: Response) {
  const body = await response.json() as { code: number };
  if (body.code !== 200) throw new Error(`Unexpected envelope code ${body.code}`);
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ url });
  await database.migrate();
  await prepareData(database.db, { demo: true });
  const app = await buildApp({ db: database.db, config: testConfig(), messaging: createSandboxMessaging(), calls: createSandboxCalls(), files: createMemoryFileStore(), payments: createSandboxPayments(database.db), now: () => new Date() }, { serveUi: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', async () => ({ code: 200, msg: 'success', data: { unread: 0 } }));
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
  console.log(`Database: ${database.kind}; ${CONCURRENCY} concurrent clients, ${SECONDS} s per figure\n`);

  const login = () => fetch(`${address}/api/hc/web/noAuth/logon/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const { data } = await (await login()).json() as { data: { token: string } };
  await measure('sign-in (argon2id verify + session)', async () => expectOk(await login()));
  const authed = await measure('authenticated, permission-checked call', async () =>
    expectOk(await fetch(`${address}/api/hc/web/message/unreadCount`, { headers: { authorization: `Bearer ${data.token}` } })));
  const plain = await measure('bare Fastify route (same process)', async () => expectOk(await fetch(`${bareAddress}/bare`)));
  console.log(`\nratio authenticated / bare: ${(authed / plain).toFixed(2)}`);
  const interleaved = await interleavedRatio(() => fetch(`${address}/api/hc/web/message/unreadCount`, { headers: { authorization: `Bearer ${data.token}` } }).then(expectOk),
    () => fetch(`${bareAddress}/bare`).then(expectOk), CONCURRENCY);
  console.log(`ratio authenticated / bare, alternating 0.2 s slices (steadier on a busy machine): ${interleaved.toFixed(2)}`);

  await app.close();
  await bare.close();
  await database.close();
  if (existsSync(path.resolve('dist/index.html'))) await benchFirstLoad();
  else console.log('First-load JavaScript: run `npm run build` first');
  if (process.env.BENCH_ORDERS !== '0') await benchOrders();
  if (process.env.BENCH_MONEY !== '0') await benchMoney();
  if (process.env.BENCH_CASES !== '0') await benchCaseJob();
  if (process.env.BENCH_CASE_LISTS !== '0') await benchCaseLists();
  if (process.env.BENCH_TM !== '0') await benchTelemarketing();
  if (process.env.BENCH_SMS !== '0') await benchSmsMarketing();
  if (process.env.BENCH_360 !== '0') await benchCustomer360();
  if (process.env.BENCH_SEARCH !== '0') await benchSearch();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
