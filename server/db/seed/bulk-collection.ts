/**
 * `npm run seed -- --orders N --money` (after the money): the collection of the bulk book — the default bands
 * when none exist, a collection staff in proportion to the book (one collector per ~2,500 orders, at least 50:
 * 400 for a million, Collector role, spread over the merchants and the reminder / early / late groups), the case
 * job over the whole book (its ≤ 60 s target is measured here and by `npm run bench`), and the automatic
 * allocation of the open cases among the staff. Set-based SQL throughout.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { collectionLevels } from '../schema';
import { runCaseJobOn } from '../../modules/collection-case/case.job';
import { allocateOpenCases } from './collection-allocate';
import { COLLECTOR_LEVELS, DEFAULT_LEVELS } from './collection.data';

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  console.log(`  ${label.padEnd(34)} ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

const levelsArray = (levels: readonly string[]) => `ARRAY[${levels.map((l) => `'${l}'`).join(', ')}]::text[]`;

async function bulkCollectors(db: Db, count: number) {
  await db.execute(sql.raw(`
    INSERT INTO users (user_no, username, real_name, password_hash, dept_id, merchant_id, phone, email, job_number, created_at, updated_at)
    SELECT 'BC' || lpad(g::text, 6, '0'), 'bulk.collector' || g, 'Bulk Collector ' || g, c.password_hash, c.dept_id,
      (SELECT m.id FROM merchants m ORDER BY m.id OFFSET (g % (SELECT count(*) FROM merchants)) LIMIT 1),
      '2547' || lpad((20000000 + g)::text, 8, '0'), 'bulk.collector' || g || '@jamiicredit.co.ke', 'BCOL' || g, now(), now()
    FROM generate_series(1, ${count}) g
    CROSS JOIN (SELECT password_hash, dept_id FROM users ORDER BY (username = 'collector') DESC, id LIMIT 1) c
    ON CONFLICT DO NOTHING`));
  await db.execute(sql.raw(`
    INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM users u CROSS JOIN roles r
    WHERE u.username LIKE 'bulk.collector%' AND r.role_no = 'R003' ON CONFLICT DO NOTHING`));
  await db.execute(sql.raw(`
    INSERT INTO user_merchants (user_id, merchant_id) SELECT u.id, u.merchant_id FROM users u
    WHERE u.username LIKE 'bulk.collector%' ON CONFLICT DO NOTHING`));
  const groups = COLLECTOR_LEVELS.map((levels, i) => `WHEN ${i} THEN ${levelsArray(levels)}`).join(' ');
  await db.execute(sql.raw(`
    INSERT INTO collection_personnel (user_id, system, group_name, merchant_ids, levels, capacity, working_status)
    SELECT u.id, s.system, (ARRAY['Reminders', 'Early Stage (M1–M2)', 'Late Stage (M3+)'])[u.grp + 1], ARRAY[u.merchant_id],
      CASE u.grp ${groups} END, 1000, CASE WHEN u.id % 40 = 0 THEN 'resting' ELSE 'working' END
    FROM (SELECT id, merchant_id, (row_number() OVER (PARTITION BY merchant_id ORDER BY id) - 1) % 3 AS grp
      FROM users WHERE username LIKE 'bulk.collector%') u
    CROSS JOIN (VALUES ('v1'), ('v2')) s(system)
    ON CONFLICT DO NOTHING`));
}

export async function bulkLoadCollection(db: Db, now = Date.now()): Promise<void> {
  const [{ bands }] = await queryRows<{ bands: number }>(db, sql`select count(*)::int as bands from collection_levels`);
  if (!bands) await db.insert(collectionLevels).values(DEFAULT_LEVELS.map((b) => ({ ...b, merchantId: null })));
  const [{ orders }] = await queryRows<{ orders: number }>(db, sql`select count(*)::int as orders from orders`);
  await timed('collectors', () => bulkCollectors(db, Math.max(50, Math.round(orders / 2_500))));
  const result = await timed('case job (open, move, close)', () => runCaseJobOn(db, new Date(now)));
  console.log(`  ${result.opened} cases opened, ${result.moved} moved, ${result.closed} closed`);
  const allocated = await timed('automatic allocation', () => allocateOpenCases(db, { batchNo: `BULK${new Date(now).toISOString().slice(0, 10).replaceAll('-', '')}`, now: new Date(now) }));
  console.log(`  ${allocated} cases allocated`);
  await timed('analyze', async () => {
    for (const t of ['collection_cases', 'collection_case_levels', 'collection_allocations', 'collection_personnel']) await db.execute(sql.raw(`ANALYZE ${t}`));
  });
}
