/**
 * Seed-time allocation (demo and the million-order book): every open case in the pool goes round-robin to
 * the working, employed, unfrozen collectors taking part in automatic allocation who work its system, level
 * and merchant, largest amounts first, up to each collector's capacity less the open cases they hold when the
 * batch starts (a collector of several levels may pass it within one batch); each change is written to
 * collection_allocations (action auto, one batch number). Set-based over case-id ranges. The screens' own
 * allocation (server/modules/case-allocation) is the manager's tool; this only gives the demo a staffed book.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';

const BATCH = 50_000;

export async function allocateOpenCases(db: Db, { batchNo, now }: { batchNo: string; now: Date }): Promise<number> {
  const [bounds] = await queryRows<{ lo: string | null; hi: string | null }>(db, sql`select min(id) as lo, max(id) as hi from collection_cases where status <> 'closed'`);
  if (bounds?.lo == null) return 0;
  const stamp = sql`${now.toISOString()}::timestamptz`;
  let total = 0;
  for (let from = Number(bounds.lo); from <= Number(bounds.hi); from += BATCH) {
    const [row] = await db.transaction((tx) => queryRows<{ n: string }>(tx, sql`
      with held as (
        select h.collector_user_id as user_id, count(*) as n from collection_cases h
        where h.collector_user_id is not null and h.status <> 'closed' group by 1
      ),
      seats as materialized (
        select p.user_id, p.system, m.merchant_id, l.level, p.capacity - coalesce(held.n, 0) as room,
          row_number() over (partition by p.system, m.merchant_id, l.level order by p.user_id) as seat,
          count(*) over (partition by p.system, m.merchant_id, l.level) as seats
        from collection_personnel p
        left join held on held.user_id = p.user_id
        cross join unnest(p.merchant_ids) as m(merchant_id)
        cross join unnest(p.levels) as l(level)
        where p.auto_allocation and p.employment = 'employed' and p.status = 'normal' and p.working_status = 'working' and p.agency is null
      ),
      pool as (
        select c.id, c.system, c.merchant_id, c.level, c.entered_at, c.level_entered_at,
          row_number() over (partition by c.system, c.merchant_id, c.level order by c.amount_due_cents desc, c.id) as rn
        from collection_cases c
        where c.id >= ${from} and c.id < ${from + BATCH} and c.status <> 'closed' and c.collector_user_id is null and c.agency is null
      ),
      -- Each pooled case's seat and round, so the join to its collector is on equal keys (a hash join).
      -- Materialized: the planner must not join the pool to every seat of its group first (millions of pairs).
      placed as materialized (
        select pool.*, ((pool.rn - 1) % g.seats) + 1 as seat, (pool.rn - 1) / g.seats as round
        from pool join (select distinct system, merchant_id, level, seats from seats) g
          on g.system = pool.system and g.merchant_id = pool.merchant_id and g.level = pool.level
      ),
      pick as (
        select placed.id, s.user_id, least(greatest(placed.entered_at, placed.level_entered_at) + interval '1 hour', ${stamp}) as at
        from placed join seats s on s.system = placed.system and s.merchant_id = placed.merchant_id and s.level = placed.level and s.seat = placed.seat
        where placed.round < s.room
      ),
      assigned as (
        update collection_cases c set collector_user_id = pick.user_id, assigned_at = pick.at, updated_at = ${stamp}
        from pick where c.id = pick.id and c.collector_user_id is null
        returning c.id, pick.user_id, pick.at
      ),
      logged as (
        insert into collection_allocations (case_id, action, from_user_id, to_user_id, batch_no, actor_user_id, at)
        select id, 'auto', null, user_id, ${batchNo}, null, at from assigned returning id
      )
      select count(*) as n from logged`));
    total += Number(row?.n ?? 0);
  }
  return total;
}
