/**
 * The daily case job over the million-order book (same PostgreSQL database as bench/money.ts, its bulk book and
 * money loaded on demand): the time of a full run that opens every case of the book from none — the worst day —
 * and of the next day's run (refresh, moves, new openings). Both inside a transaction that is rolled back, so the
 * book is left as it was and the figure is the same on every bench run. Target ≤ 60 s.
 * Then automatic allocation of a pool of 100,000 cases to the collection staff holding none (target ≤ 30 s), and
 * a second run at once (safe to run twice: it allocates nothing more), also rolled back.
 * BENCH_CASES=0 skips it.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../server/db/client';
import { DEFAULT_LEVELS } from '../server/db/seed/collection.data';
import { collectionLevels } from '../server/db/schema';
import { runAutoAllocation } from '../server/modules/case-allocation/auto-allocation.job';
import { runCaseJobOn } from '../server/modules/collection-case/case.job';
import type { Deps } from '../server/core/deps';
import { openCollectionBook } from './support';

class RolledBack extends Error {}

export async function benchCaseJob() {
  const { database, orders } = await openCollectionBook();
  const [{ bills }] = await queryRows<{ bills: number }>(database.db, sql`select count(*)::int as bills from bills`);
  const now = new Date();
  const figures: string[] = [];
  try {
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      // From no cases (the bulk seed may have opened them): the rows that refer to cases go first, all rolled back.
      for (const table of ['collection_repayments', 'collection_contacts', 'collection_promises', 'collection_deductions', 'collection_delay_requests',
        'bad_debt_entries', 'collection_allocations', 'collection_case_levels', 'collection_cases']) await db.execute(sql.raw(`DELETE FROM ${table}`));
      if (!(await queryRows<{ id: number }>(db, sql`select id from collection_levels limit 1`)).length) {
        await db.insert(collectionLevels).values(DEFAULT_LEVELS.map((b) => ({ ...b, merchantId: null })));
      }
      let start = performance.now();
      const first = await runCaseJobOn(db, now);
      figures.push(`case job, first run over ${bills} bills (opens every case): ${((performance.now() - start) / 1000).toFixed(1)} s, ${first.opened} opened (target ≤ 60 s)`);
      start = performance.now();
      const next = await runCaseJobOn(db, new Date(now.getTime() + 86_400_000));
      figures.push(`case job, the next day (refresh, moves, new cases): ${((performance.now() - start) / 1000).toFixed(1)} s, ${next.moved} moved, ${next.opened} opened`);
      start = performance.now();
      await runCaseJobOn(db, new Date(now.getTime() + 86_400_000));
      figures.push(`case job, run again the same day (nothing to do): ${((performance.now() - start) / 1000).toFixed(1)} s`);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  console.log(`\nCollection case job over ${orders} orders (PostgreSQL, rolled back afterwards):`);
  for (const f of figures) console.log(`  ${f}`);
  await benchAutoAllocation(database.db);
  await database.close();
}

const POOL = 100_000;

/** 100,000 open cases back in the pool, then the automatic allocation twice; all rolled back. */
async function benchAutoAllocation(db: Db) {
  const figures: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const inTx = tx as unknown as Db;
      // The staff hold nothing and exactly POOL open cases wait in the pool (the rest are set aside as outsourced).
      await inTx.execute(sql`update collection_cases set collector_user_id = null, assigned_at = null,
        agency = case when id in (select id from collection_cases where status = 'collecting' order by id limit ${POOL}) then null else 'BENCH' end
        where status <> 'closed'`);
      const [{ pool, staff }] = await queryRows<{ pool: number; staff: number }>(inTx, sql`select
        (select count(*)::int from collection_cases where status = 'collecting' and agency is null and collector_user_id is null) as pool,
        (select count(distinct user_id)::int from collection_personnel where auto_allocation and working_status = 'working') as staff`);
      const deps = { db: inTx } as unknown as Deps;
      let start = performance.now();
      const first = await runAutoAllocation(deps, new Date());
      figures.push(`automatic allocation of a pool of ${pool} cases among ${staff} collectors: ${((performance.now() - start) / 1000).toFixed(1)} s, ${first.allocated} allocated, ${first.left} left without a collector with room (target ≤ 30 s)`);
      start = performance.now();
      const second = await runAutoAllocation(deps, new Date());
      figures.push(`automatic allocation run again at once: ${((performance.now() - start) / 1000).toFixed(1)} s, ${second.allocated} allocated`);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  for (const f of figures) console.log(`  ${f}`);
}
