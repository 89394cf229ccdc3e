/**
 * The promise check (every 15 minutes, so a promise is decided soon after its time; the nightly run after EAT
 * midnight decides the day's): every pending promise whose promised time has passed becomes kept (paid ≥
 * promised), partly kept (some paid) or broken (nothing paid by then). A broken promise raises its case's
 * brokenPromiseCount (the workbench puts broken promises high in the queue); every decided promise clears the
 * case's commitment fields. Set-based, in batches; safe to run twice (only pending promises are decided).
 */
import { sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps';
import { queryRows } from '../../db/client';

const BATCH = 20_000;

export async function checkPromises(deps: Deps, now: Date): Promise<{ kept: number; partlyKept: number; broken: number }> {
  const counts = { kept: 0, partlyKept: 0, broken: 0 };
  const stamp = sql`${now.toISOString()}::timestamptz`;
  for (;;) {
    const rows = await deps.db.transaction((tx) => queryRows<{ status: keyof typeof counts; n: string }>(tx, sql`
      with due as (
        select id from collection_promises where status = 'pending' and promised_at <= ${stamp}
        order by promised_at, id limit ${BATCH} for update skip locked
      ),
      decided as (
        update collection_promises p set decided_at = ${stamp},
          status = case when p.paid_cents >= p.amount_cents then 'kept' when p.paid_cents > 0 then 'partlyKept' else 'broken' end
        from due where p.id = due.id
        returning p.id, p.case_id, p.status
      ),
      per_case as (select case_id, count(*) filter (where status = 'broken') as broken from decided group by case_id),
      cases as (
        update collection_cases c set broken_promise_count = c.broken_promise_count + pc.broken,
          promise_id = case when c.promise_id is null or c.promise_id in (select id from decided) then null else c.promise_id end,
          commitment_at = case when c.promise_id is null or c.promise_id in (select id from decided) then null else c.commitment_at end,
          commitment_cents = case when c.promise_id is null or c.promise_id in (select id from decided) then null else c.commitment_cents end,
          updated_at = ${stamp}
        from per_case pc where c.id = pc.case_id
        returning c.id
      )
      select status, count(*) as n from decided group by status`));
    let n = 0;
    for (const r of rows) {
      counts[r.status] += Number(r.n);
      n += Number(r.n);
    }
    if (n < BATCH) break;
  }
  return counts;
}
