/**
 * OperationReport's vintages: the loans disbursed on the span's EAT days (orders_lending_idx by their lending time),
 * of the report's merchant, product and channels within the caller's merchants, grouped by the EAT week of their
 * disbursement; their bills by bills_order_period_uq (the first bill) and bills_order_period_uq's order prefix (all).
 * One statement; each cohort is one row.
 */
import { sql } from 'drizzle-orm';
import { eatDayRange } from '../../../common/eat-day';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { FPD_FIGURES, FPD_HORIZONS } from '../../../common/reports/vintage';
import type { MerchantScope } from '../../core/merchant-scope';
import { queryRows, type DbOrTx } from '../../db/client';
import { orderKeysWhere, type OrderCohortFilter } from '../report/order-cohort';

const eatDay = (at: string) => sql.raw(`((${at} at time zone 'UTC') + interval '3 hours')::date`);

export interface VintageDbRow {
  week: string;
  loans: number;
  principalCents: number;
  matured: Record<string, number>;
  unpaid: Record<string, number>;
  duePrincipalCents: number;
  duePrincipalSettledCents: number;
  repaidCents: number;
  extended: number;
}

export async function vintageRows(db: DbOrTx, scope: MerchantScope, filter: OrderCohortFilter, today: string): Promise<VintageDbRow[]> {
  const horizons = sql.join(FPD_FIGURES.flatMap((f) => {
    const h = FPD_HORIZONS[f];
    const over = sql`f.due_day + ${h}::int < ${today}::date`;
    return [
      sql`count(*) filter (where ${over})::bigint as ${sql.raw(`"matured_${f}"`)}`,
      sql`count(*) filter (where ${over} and (f.settled_day is null or f.settled_day > f.due_day + ${h}::int))::bigint as ${sql.raw(`"unpaid_${f}"`)}`,
    ];
  }), sql`, `);
  const rows = await queryRows<Record<string, string>>(db, sql`
    with cohort as (
      select o.id, o.loan_amount_cents, date_trunc('week', ${eatDay('o.lending_at')})::date as week
      from orders o
      where o.lending_at >= ${eatDayRange(filter.dayFrom).from.toISOString()}::timestamptz
        and o.lending_at < ${eatDayRange(filter.dayTo).to.toISOString()}::timestamptz
        and o.status = ${ORDER_STATUS.disbursed} and ${orderKeysWhere(scope, filter)}
    ), firsts as (
      select c.week, b.due_day, case when b.settled_at is null then null else ${eatDay('b.settled_at')} end as settled_day
      from cohort c join bills b on b.order_id = c.id and b.period_no = 1
    ), fpd as (
      select f.week as fpd_week, ${horizons} from firsts f group by f.week
    ), money as (
      select c.week,
        coalesce(sum(b.principal_cents) filter (where b.due_day < ${today}::date), 0)::bigint as due_principal,
        coalesce(sum(b.principal_settled_cents) filter (where b.due_day < ${today}::date), 0)::bigint as due_principal_settled,
        coalesce(sum(b.repaid_cents), 0)::bigint as repaid,
        count(distinct c.id) filter (where b.rollover_count > 0)::bigint as extended
      from cohort c join bills b on b.order_id = c.id group by c.week
    ), loans as (
      select week, count(*)::bigint as loans, sum(loan_amount_cents)::bigint as principal from cohort group by week
    )
    select to_char(l.week, 'YYYY-MM-DD') as week, l.loans, l.principal, m.due_principal, m.due_principal_settled, m.repaid, m.extended, fpd.*
    from loans l left join money m on m.week = l.week left join fpd on fpd.fpd_week = l.week
    order by l.week`);
  const n = (v: string | null | undefined) => Number(v ?? 0);
  return rows.map((r) => ({
    week: r.week, loans: n(r.loans), principalCents: n(r.principal),
    matured: Object.fromEntries(FPD_FIGURES.map((f) => [f, n(r[`matured_${f}`])])),
    unpaid: Object.fromEntries(FPD_FIGURES.map((f) => [f, n(r[`unpaid_${f}`])])),
    duePrincipalCents: n(r.due_principal), duePrincipalSettledCents: n(r.due_principal_settled), repaidCents: n(r.repaid), extended: n(r.extended),
  }));
}
