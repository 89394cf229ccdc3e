/** What the benches share: a database created on demand, and the p95 of repeated runs after a warm-up. */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type Database } from '../server/db/client';
import { prepareData } from '../server/db/seed';
import { bulkLoadCollection } from '../server/db/seed/bulk-collection';
import { bulkLoadMoneyEvents } from '../server/db/seed/bulk-money-events';
import { bulkLoadMoney, bulkLoadOrders } from '../server/db/seed/bulk-orders';

export async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

/**
 * Orders in a new bench book: BENCH_ORDERS (default a million; 0 there only skips the order lists, it never sizes
 * a book). A book already in the database is reused at the size it has, and the benches print that size.
 */
export const NEW_BOOK_ORDERS = Number(process.env.BENCH_ORDERS) || 1_000_000;

export const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

/** Runs `work` once to warm up (with -1), then `runs` times (with 0…runs-1); the p95 in ms. */
export async function timeRuns(work: (i: number) => Promise<unknown>, runs: number) {
  await work(-1);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work(i);
    times.push(performance.now() - start);
  }
  return p95(times);
}

/** Like timeRuns for several pieces of work that take turns, one run of each in each round; their p95s in ms. */
export async function timeRunsTogether(works: ReadonlyArray<() => Promise<unknown>>, runs: number) {
  for (const work of works) await work();
  const times = works.map(() => [] as number[]);
  for (let i = 0; i < runs; i += 1) {
    for (const [w, work] of works.entries()) {
      const start = performance.now();
      await work();
      times[w].push(performance.now() - start);
    }
  }
  return times.map(p95);
}

type Statement = { text: string; values?: unknown[]; rowMode?: string };
let recording: Statement[] | null = null;
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;

/**
 * The statements the app sends to the server while `work` runs (every pg client of this process), to be replayed
 * raw: the SQL cost of an API call without its HTTP, session, JSON and JavaScript around it.
 */
export async function recordStatements(work: () => Promise<unknown>, skip: (text: string) => boolean = () => false): Promise<Statement[]> {
  if (pg.Client.prototype.query === clientQuery) {
    pg.Client.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
      const [config, values] = args as [string | Statement, unknown[] | undefined];
      if (recording && typeof config !== 'function') {
        const statement = typeof config === 'string' ? { text: config, values } : { text: config.text, values: config.values ?? values, rowMode: config.rowMode };
        if (!skip(statement.text)) recording.push(statement);
      }
      return clientQuery.apply(this, args);
    } as typeof pg.Client.prototype.query;
  }
  recording = [];
  try {
    await work();
    return recording;
  } finally {
    recording = null;
  }
}

/** Sends the recorded statements one after another on one connection (the app runs some of them side by side). */
export async function replay(client: pg.Client, statements: readonly Statement[]) {
  // A statement past its time budget fails here as it did in the app (the budgeted count): the time is spent either way.
  for (const s of statements) await (client.query({ text: s.text, values: s.values, rowMode: s.rowMode } as pg.QueryConfig) as Promise<unknown>).catch(() => undefined);
}

/**
 * Calls of `a` per call of `b`, alternating 0.2 s slices of each (`slices` of both) with `concurrency` clients:
 * on a shared machine the load drifts within seconds, and alternating lets both figures see the same drift.
 */
export async function interleavedRatio(a: () => Promise<unknown>, b: () => Promise<unknown>, concurrency: number, slices = 20) {
  const counts = [0, 0];
  for (let slice = 0; slice < slices; slice += 1) {
    for (const [i, call] of [a, b].entries()) {
      const deadline = Date.now() + 200;
      await Promise.all(Array.from({ length: concurrency }, async () => {
        while (Date.now() < deadline) {
          await call();
          counts[i] += 1;
        }
      }));
    }
  }
  return counts[0] / counts[1];
}

/**
 * The million-order book with money (BENCH_MONEY_DATABASE_URL, default bench_money on the local server): created,
 * migrated and loaded on first use (its later events too: rollbacks, transfers), reused after. `orders` is how many bulk orders it holds.
 */
export async function openMoneyBook(): Promise<{ database: Database; orders: number; url: string }> {
  const url = process.env.BENCH_MONEY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_money';
  await ensureDatabase(url);
  const database = await openDatabase({ url });
  await database.migrate();
  await prepareData(database.db, { demo: true });
  const [{ loaded, loans }] = await queryRows<{ loaded: number; loans: number }>(database.db, sql.raw(
    "SELECT (SELECT count(*)::int FROM orders WHERE external_ref LIKE 'BULK-%') AS loaded, (SELECT count(*)::int FROM loan_codes WHERE system_code LIKE 'LCB%') AS loans"));
  const orders = loaded || NEW_BOOK_ORDERS;
  if (loaded === 0) await bulkLoadOrders(database.db, orders);
  if (loans === 0) await bulkLoadMoney(database.db);
  await bulkLoadMoneyEvents(database.db);
  return { database, orders, url };
}

/**
 * The money book with its collection (server/db/seed/bulk-collection.ts): the bulk collection staff, the case job
 * over the book and the automatic allocation, loaded on first use (as `npm run seed -- --orders N --money` does).
 */
export async function openCollectionBook() {
  const book = await openMoneyBook();
  const [{ staff }] = await queryRows<{ staff: number }>(book.database.db, sql.raw("SELECT count(*)::int AS staff FROM users WHERE username LIKE 'bulk.collector%'"));
  if (!staff) await bulkLoadCollection(book.database.db);
  return book;
}

/** Signs `username` in (the demo password) on a running app; a GET of a list or call returning its `data`. */
export async function signedInGet(address: string, username: string, password: string) {
  const login = await fetch(`${address}/api/hc/web/noAuth/logon/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const { data, code, msg } = await login.json() as { code: number; msg: string; data: { token: string } };
  if (code !== 200) throw new Error(`sign-in of ${username}: ${code} ${msg}`);
  return async (path: string, params: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(Object.entries({ current: 1, size: 20, ...params }).map(([k, v]) => [k, String(v)])).toString();
    const body = await (await fetch(`${address}/api/hc/web/${path}?${qs}`, { headers: { authorization: `Bearer ${data.token}` } })).json() as { code: number; msg: string; data: { total?: number; totalExact?: boolean } };
    if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
    return body.data;
  };
}
export type SignedInGet = Awaited<ReturnType<typeof signedInGet>>;
export interface ListCall { label: string; url: string; params?: Record<string, string | number>; get?: SignedInGet }

/**
 * Prints each list call's p95 (page + total over HTTP) beside the same statements sent raw on one connection and
 * beside `baseline` (a trivial signed-in call); returns the worst p95 and the worst ratio to raw.
 */
export async function timeListCalls(calls: readonly ListCall[], get: SignedInGet, url: string, runs: number, baseline: number) {
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  const sessionLookup = (text: string) => /from sessions s join users u/.test(text);
  console.log(`${'list'.padEnd(46)} ${'API ms'.padStart(8)} ${'raw SQL ms'.padStart(11)} ${'ratio'.padStart(6)} ${'/trivial'.padStart(9)}  total`);
  let worst = 0;
  let worstRatio = 0;
  for (const c of calls) {
    const call = c.get ?? get;
    let body: { total?: number; totalExact?: boolean } = {};
    const statements = await recordStatements(async () => { body = await call(c.url, c.params); }, sessionLookup);
    // The call and its statements sent raw take turns, run by run: a machine whose load drifts (a shared one) then
    // weighs on both figures alike, instead of on whichever of the two ran while it was busy.
    const [ms, rawMs] = await timeRunsTogether([() => call(c.url, c.params), () => replay(raw, statements)], runs);
    worst = Math.max(worst, ms);
    worstRatio = Math.max(worstRatio, ms / rawMs);
    const total = `${body.totalExact === false ? '≈' : ''}${body.total ?? ''}`;
    console.log(`${c.label.padEnd(46)} ${ms.toFixed(1).padStart(8)} ${rawMs.toFixed(1).padStart(11)} ${(ms / rawMs).toFixed(2).padStart(6)} ${(ms / baseline).toFixed(1).padStart(9)}  ${total}`);
  }
  await raw.end();
  return { worst, worstRatio };
}
