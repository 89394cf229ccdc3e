/**
 * Closing and reopening one case, in the caller's transaction: used by the money events (settled, written off,
 * a rollback that makes the bill owe again) and by the bad-debt library (moved in: closed as badDebt; moved
 * out: reopened). A closed case leaves every queue; its open level row is left. Reopening puts it back to
 * collecting at the band its bill is in today (or its old level when no band holds it), with a level row
 * giving the reason. Both are no-ops when the case is already in the wanted state, so they are safe to repeat.
 */
import { sql } from 'drizzle-orm';
import type { CaseCloseReason } from '../../../common/collection/statuses';
import { eatDay } from '../../../common/money/bill-math';
import { queryRows, type DbOrTx } from '../../db/client';
import { bandsCte, chargedOfB, daysFrom, owedOfB } from './case-bands.sql';

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Closes an open case; true when it was open. */
export async function closeCase(tx: DbOrTx, caseId: number, reason: CaseCloseReason, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(tx, sql`
    with closing as (
      update collection_cases set status = 'closed', close_reason = ${reason}, closed_at = ${at(now)}, updated_at = ${at(now)}
      where id = ${caseId} and status <> 'closed' returning id
    ),
    left_rows as (update collection_case_levels h set left_at = ${at(now)} from closing x where h.case_id = x.id and h.left_at is null returning h.id)
    select id from closing`);
  return rows.length > 0;
}

/**
 * Reopens a closed case as collecting (level history reason: `reason`, e.g. reopened); true when it was closed.
 * Its holder is kept, so the collector who had it gets it back.
 */
export async function reopenCase(tx: DbOrTx, caseId: number, reason: string, now: Date): Promise<boolean> {
  const today = eatDay(now);
  const days = daysFrom(sql`b.due_day`, today);
  const rows = await queryRows<{ id: string }>(tx, sql`
    with ${bandsCte},
    target as (
      select c.id, coalesce(t.level, c.level) as level, coalesce(t.kind, c.kind) as kind, b.due_day,
        greatest(${days}, 0) as overdue_days, ${chargedOfB} as charged, ${owedOfB} as owed
      from collection_cases c
      join bills b on b.id = c.bill_id
      left join lateral (
        select bd.level, bd.kind from bands bd
        where bd.merchant_id = c.merchant_id and bd.system = c.system and ${days} between bd.min_days and bd.max_days
        order by bd.sort, bd.min_days limit 1
      ) t on true
      where c.id = ${caseId} and c.status = 'closed'
    ),
    reopened as (
      update collection_cases c set status = 'collecting', close_reason = null, closed_at = null, level = t.level, kind = t.kind,
        level_entered_at = ${at(now)}, due_day = t.due_day, overdue_days = t.overdue_days, bill_amount_cents = t.charged,
        amount_due_cents = t.owed, updated_at = ${at(now)}
      from target t where c.id = t.id
      returning c.id, c.level
    ),
    left_rows as (update collection_case_levels h set left_at = ${at(now)} from reopened r where h.case_id = r.id and h.left_at is null returning h.id),
    entered as (insert into collection_case_levels (case_id, level, reason, entered_at) select id, level, ${reason}, ${at(now)} from reopened returning case_id)
    select case_id as id from entered`);
  return rows.length > 0;
}
