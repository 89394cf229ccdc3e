/** What the benches share: a database created on demand, and the p95 of repeated runs after a warm-up. */
import pg from 'pg';

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
