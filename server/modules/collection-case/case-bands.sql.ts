/**
 * The SQL the case engine shares: which system a merchant's bills belong to, which level band a bill sits in
 * on a day, and a bill's charged and owed sums. Raw fragments over the aliases the callers use (`b` = bills).
 *
 * System rule: a merchant works in v2 (CollectionSystemNew, stage-based) when it has its own enabled v2 overdue
 * bands; every other merchant's bills are in v1 (CollectionSystem, level-based).
 * Band rule: per system and kind, a merchant's own enabled bands when it has any, else the defaults (null
 * merchant); the band whose minDays … maxDays holds `today - dueDay` (negative before the due day), the lowest
 * sort then minDays winning when bands overlap.
 */
import { sql, type SQL } from 'drizzle-orm';
import { BILL_COMPONENTS } from '../../../common/money/components';

const snake = (c: string) => c.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);

/** What a bill (alias `b`) was charged, and what it still owes, in cents. */
export const chargedOfB = sql.raw(BILL_COMPONENTS.map((c) => `b.${snake(c)}_cents`).join(' + '));
export const owedOfB = sql.raw(`(${BILL_COMPONENTS.map((c) => `b.${snake(c)}_cents`).join(' + ')}) - (${BILL_COMPONENTS.map((c) => `b.${snake(c)}_settled_cents`).join(' + ')})`);

/** Bill statuses that still owe money (bill.repository's OPEN_BILL_STATUSES). */
export const OPEN_BILL_SQL = sql.raw(`('unpaid', 'partial', 'extended')`);

/**
 * CTE bodies `merchant_system(merchant_id, system)` (the system new cases open in) and `bands(merchant_id,
 * system, kind, level, min_days, max_days, sort)`: every merchant's effective bands in both systems (a case
 * keeps moving in the system it opened in). Small (merchants × bands), so joining bills to it is cheap.
 */
export const bandsCte: SQL = sql`
  merchant_system as materialized (
    select m.id as merchant_id,
      case when exists (select 1 from collection_levels l where l.system = 'v2' and l.kind = 'overdue' and l.enabled and l.merchant_id = m.id)
        then 'v2' else 'v1' end as system
    from merchants m
  ),
  bands as materialized (
    select m.id as merchant_id, l.system, l.kind, l.level, l.min_days, l.max_days, l.sort
    from merchants m
    join collection_levels l on l.enabled and (
      l.merchant_id = m.id
      or (l.merchant_id is null and not exists (
        select 1 from collection_levels o where o.system = l.system and o.kind = l.kind and o.enabled and o.merchant_id = m.id)))
  )`;

/** Days of a due day (a SQL date expression) relative to an EAT day: negative before it, overdue days after. */
export const daysFrom = (dueDay: SQL, today: string) => sql`(${today}::date - ${dueDay})`;
