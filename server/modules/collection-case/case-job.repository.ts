/**
 * The case job's set-based statements, each over one id range so a run over a million bills is a few dozen
 * statements, never one per row. Every statement is safe to repeat: opening skips bills that have a case,
 * refreshing and moving touch only rows that differ, closing only open cases.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { OPEN_BILL_SQL, bandsCte, chargedOfB, daysFrom, owedOfB } from './case-bands.sql';

export interface Range {
  from: number;
  to: number;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Rows a statement changed (node-postgres says rowCount, PGlite affectedRows). */
export async function affected(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

/** Lowest band start (most days before the due day a case opens), or null when no band is enabled. */
export async function earliestBandDay(db: DbOrTx): Promise<number | null> {
  const [row] = await queryRows<{ d: number | null }>(db, sql`select min(min_days) as d from collection_levels where enabled`);
  return row?.d === null || row?.d === undefined ? null : Number(row.d);
}

export async function idBounds(db: DbOrTx, table: 'bills' | 'collection_cases'): Promise<{ min: number; max: number } | null> {
  const [row] = await queryRows<{ lo: string | null; hi: string | null }>(db, sql`select min(id) as lo, max(id) as hi from ${sql.raw(table)}`);
  return row?.lo == null ? null : { min: Number(row.lo), max: Number(row.hi) };
}

/** Opens a case (and its first level row) for every open bill in range that is in a band today and has none. */
export async function openCases(db: DbOrTx, range: Range, today: string, earliest: number, now: Date): Promise<number> {
  const days = daysFrom(sql`b.due_day`, today);
  return affected(db, sql`
    with ${bandsCte},
    open_bills as materialized (
      select b.id as bill_id, b.order_id, b.customer_id, b.merchant_id, b.due_day, ${days} as days, ${chargedOfB} as charged, ${owedOfB} as owed
      from bills b
      where b.id >= ${range.from} and b.id < ${range.to} and b.status in ${OPEN_BILL_SQL}
        and b.due_day <= ${today}::date - ${earliest}::int
        and not exists (select 1 from collection_cases c where c.bill_id = b.id)
    ),
    cand as (
      select distinct on (ob.bill_id) ob.*, bd.system, bd.kind, bd.level
      from open_bills ob
      join merchant_system ms on ms.merchant_id = ob.merchant_id
      join bands bd on bd.merchant_id = ob.merchant_id and bd.system = ms.system and ob.days between bd.min_days and bd.max_days
      order by ob.bill_id, bd.sort, bd.min_days
    ),
    ins as (
      insert into collection_cases (case_no, system, bill_id, order_id, customer_id, merchant_id, kind, level, status,
        entered_at, level_entered_at, due_day, overdue_days, bill_amount_cents, amount_due_cents, created_at, updated_at)
      select 'CS' || lpad(bill_id::text, 10, '0'), system, bill_id, order_id, customer_id, merchant_id, kind, level, 'collecting',
        ${at(now)}, ${at(now)}, due_day, greatest(days, 0), charged, owed, ${at(now)}, ${at(now)}
      from cand
      on conflict do nothing
      returning id, level
    )
    insert into collection_case_levels (case_id, level, reason, entered_at)
    select id, level, 'opened', ${at(now)} from ins`);
}

/** Which cases a refresh looks at: a range of case ids (the case job) or the cases of some bills (the overdue job). */
export type CaseScope = Range | { billIds: readonly number[] };

const inScope = (scope: CaseScope) => ('billIds' in scope
  ? sql`c.bill_id in (${sql.join(scope.billIds.map((id) => sql`${id}`), sql`, `)})`
  : sql`c.id >= ${scope.from} and c.id < ${scope.to}`);

/**
 * Keeps open cases in step with their bills (due day, days overdue, amounts): the case job over ranges, and the
 * overdue job for the bills it charged, in its own transaction (overdue-day.ts).
 */
export async function refreshCases(db: DbOrTx, scope: CaseScope, today: string, now: Date): Promise<number> {
  if ('billIds' in scope && scope.billIds.length === 0) return 0;
  return affected(db, sql`
    update collection_cases c set due_day = b.due_day, overdue_days = greatest(${daysFrom(sql`b.due_day`, today)}, 0),
      bill_amount_cents = ${chargedOfB}, amount_due_cents = ${owedOfB}, updated_at = ${at(now)}
    from bills b
    where b.id = c.bill_id and ${inScope(scope)} and c.status <> 'closed'
      and (c.due_day <> b.due_day or c.overdue_days <> greatest(${daysFrom(sql`b.due_day`, today)}, 0)
        or c.bill_amount_cents <> ${chargedOfB} or c.amount_due_cents <> ${owedOfB})`);
}

/**
 * Moves collecting cases (never retained ones) whose band today differs from their level: the open history
 * row is left, a new one entered with reason daysPassed. A bill outside every band keeps its level.
 */
export async function moveCases(db: DbOrTx, range: Range, today: string, now: Date): Promise<number> {
  const days = daysFrom(sql`b.due_day`, today);
  return affected(db, sql`
    with ${bandsCte},
    current_cases as materialized (
      select c.id, c.merchant_id, c.system, ${days} as days
      from collection_cases c join bills b on b.id = c.bill_id
      where c.id >= ${range.from} and c.id < ${range.to} and c.status = 'collecting'
    ),
    target as (
      select distinct on (cc.id) cc.id, bd.kind, bd.level
      from current_cases cc
      join bands bd on bd.merchant_id = cc.merchant_id and bd.system = cc.system and cc.days between bd.min_days and bd.max_days
      order by cc.id, bd.sort, bd.min_days
    ),
    moved as (
      update collection_cases c set level = t.level, kind = t.kind, level_entered_at = ${at(now)}, updated_at = ${at(now)}
      from target t where c.id = t.id and c.level <> t.level
      returning c.id, c.level
    ),
    left_rows as (
      update collection_case_levels h set left_at = ${at(now)} from moved m where h.case_id = m.id and h.left_at is null
      returning h.id
    )
    insert into collection_case_levels (case_id, level, reason, entered_at)
    select id, level, 'daysPassed', ${at(now)} from moved`);
}

/**
 * Closes open cases whose bill no longer owes (a safety net: the money events close them at once). Written off
 * when the bill's last valid flow forgave what remained, settled otherwise.
 */
export async function closeSettledCases(db: DbOrTx, range: Range, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: string }>(db, sql`
    with closing as (
      update collection_cases c set status = 'closed', closed_at = ${at(now)}, updated_at = ${at(now)}, amount_due_cents = 0,
        close_reason = case when coalesce((select f.waived_cents from repay_flows f where f.bill_id = b.id and f.status = 'valid'
          order by f.id desc limit 1), 0) > 0 then 'writtenOff' else 'settled' end
      from bills b
      where b.id = c.bill_id and c.id >= ${range.from} and c.id < ${range.to} and c.status <> 'closed' and b.status = 'settled'
      returning c.id
    ),
    left_rows as (update collection_case_levels h set left_at = ${at(now)} from closing x where h.case_id = x.id and h.left_at is null returning h.id)
    select count(*) as n from closing`);
  return Number(row?.n ?? 0);
}
