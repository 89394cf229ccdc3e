/**
 * PerformanceReport's queries, live over the span's events, each along its time index, within the caller's merchants
 * and the report's merchant: per staff member over the span and per EAT day over the area.
 * - auditors: their approve / reject steps (order_steps_action_at_idx), the handling time from the order's latest
 *   allocation before the decision (order_steps_order_idx, one probe per decision);
 * - collectors: contacts (collection_contacts_at_idx), promises made (collection_promises_created_idx) and kept or partly
 *   kept by now, money collected on their cases (collection_repayments_repaid_idx, rollbacks negative), and the open
 *   cases they hold now (case_counts, the triggers' totals);
 * - telemarketers: their dial-task calls (call_logs of a tm_touches call) and connected ones, dispositions willing and
 *   converted (tm_follow_ups_at_idx), and the loans attribution credits them with, lent in the span;
 * - service agents: inbound calls recorded (cs_in_call_created_idx), tickets opened and processed by them
 *   (cs_feedbacks_processed_idx), the time to resolve (opened → processed) and those processed after their due time.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PerformanceArea } from '../../../common/reports/performance-report';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import { queryRows, type DbOrTx } from '../../db/client';
import { creditedLoans } from '../tm-attribution/tm-attribution.repository';

export interface PerformanceFilter {
  from: Date;
  to: Date;
  merchantId?: number;
}

/** One row per staff member (`day` null) and per staff member and day, the figures by name. */
export type FigureRaw = { user_id: number | null; day: string | null } & Record<string, string | number | null>;

const eatDay = (at: SQL) => sql`to_char((${at} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;
const span = (at: SQL, f: PerformanceFilter) => sql`${at} >= ${f.from.toISOString()}::timestamptz and ${at} < ${f.to.toISOString()}::timestamptz`;
const merchantOf = (column: SQL, f: PerformanceFilter, scope: MerchantScope) =>
  sql`${f.merchantId === undefined ? sql`true` : sql`${column} = ${f.merchantId}`} and ${merchantScopeClause(column, scope)}`;
const median = (value: SQL) => sql`round((percentile_cont(0.5) within group (order by ${value}))::numeric)`;

/** Per staff member over the span and per staff member and day, in one pass (grouping sets). */
const bothWays = (source: SQL, figures: SQL) => sql`
  with e as (${source})
  select e.user_id, case when grouping(e.day) = 0 then e.day end as day, ${figures}
  from e group by grouping sets ((e.user_id), (e.user_id, e.day))`;

function auditors(f: PerformanceFilter, scope: MerchantScope): SQL {
  return bothWays(sql`
    select s.actor_user_id as user_id, ${eatDay(sql`s.at`)} as day, s.action,
      extract(epoch from (s.at - (select max(a.at) from order_steps a where a.order_id = s.order_id and a.action = 'allocate' and a.at <= s.at))) / 60 as minutes
    from order_steps s join orders o on o.id = s.order_id
    where s.action in ('approve', 'reject') and s.actor_user_id is not null and ${span(sql`s.at`, f)} and ${merchantOf(sql`o.merchant_id`, f, scope)}`,
  sql`count(*)::int as decided, (count(*) filter (where e.action = 'approve'))::int as approved,
    (count(*) filter (where e.action = 'reject'))::int as rejected, ${median(sql`e.minutes`)} as "handleMinutes"`);
}

function collectors(f: PerformanceFilter, scope: MerchantScope): SQL {
  return bothWays(sql`
    select c.user_id, ${eatDay(sql`c.at`)} as day, 'contact' as kind, c.case_id, 0::bigint as cents, null::text as status
    from collection_contacts c join collection_cases k on k.id = c.case_id
    where c.user_id is not null and ${span(sql`c.at`, f)} and ${merchantOf(sql`k.merchant_id`, f, scope)}
    union all
    select p.user_id, ${eatDay(sql`p.created_at`)}, 'promise', p.case_id, 0, p.status
    from collection_promises p join collection_cases k on k.id = p.case_id
    where p.user_id is not null and ${span(sql`p.created_at`, f)} and ${merchantOf(sql`k.merchant_id`, f, scope)}
    union all
    select r.collector_user_id, ${eatDay(sql`r.repaid_at`)}, 'repayment', r.case_id, r.amount_cents, null
    from collection_repayments r
    where r.collector_user_id is not null and ${span(sql`r.repaid_at`, f)} and ${merchantOf(sql`r.merchant_id`, f, scope)}`,
  sql`(count(distinct e.case_id) filter (where e.kind = 'contact'))::int as "contactedCases", (count(*) filter (where e.kind = 'contact'))::int as contacts,
    (count(*) filter (where e.kind = 'promise'))::int as promises,
    (count(*) filter (where e.kind = 'promise' and e.status in ('kept', 'partlyKept')))::int as "promisesKept",
    coalesce(sum(e.cents) filter (where e.kind = 'repayment'), 0)::bigint as "recoveredCents"`);
}

function telemarketers(f: PerformanceFilter, scope: MerchantScope): SQL {
  return bothWays(sql`
    select l.user_id, ${eatDay(sql`l.created_at`)} as day, 'call' as kind, (l.connected_at is not null) as yes, null::text as intent, null::text as outcome, 0::bigint as cents
    from call_logs l join tm_touches tt on tt.call_log_id = l.id
    where ${span(sql`l.created_at`, f)} and ${merchantOf(sql`tt.merchant_id`, f, scope)}
    union all
    select u.user_id, ${eatDay(sql`u.at`)}, 'followUp', false, u.intent, u.outcome, 0
    from tm_follow_ups u join telemarketing_list_entries le on le.id = u.entry_id
    where ${span(sql`u.at`, f)} and ${merchantOf(sql`le.merchant_id`, f, scope)}
    union all
    select x.user_id, ${eatDay(sql`x.lending_at`)}, 'loan', false, null, null, x.loan_amount_cents
    from (${creditedLoans({ merchantIds: f.merchantId !== undefined ? [f.merchantId] : scope, fromAt: f.from, toAt: f.to })}) x
    where ${merchantOf(sql`x.merchant_id`, f, scope)}`,
  sql`(count(*) filter (where e.kind = 'call'))::int as dialled, (count(*) filter (where e.kind = 'call' and e.yes))::int as connected,
    (count(*) filter (where e.kind = 'followUp' and e.intent = 'willing'))::int as willing,
    (count(*) filter (where e.kind = 'followUp' and e.outcome = 'converted'))::int as converted,
    (count(*) filter (where e.kind = 'loan'))::int as loans, coalesce(sum(e.cents) filter (where e.kind = 'loan'), 0)::bigint as "loanCents"`);
}

function service(f: PerformanceFilter, scope: MerchantScope): SQL {
  return bothWays(sql`
    select i.user_id, ${eatDay(sql`i.created_at`)} as day, 'inCall' as kind, null::numeric as minutes, false as late
    from cs_in_call_records i left join customers c on c.id = i.customer_id
    where ${span(sql`i.created_at`, f)} and (c.id is null and ${f.merchantId === undefined && scope === null ? sql`true` : sql`false`} or c.id is not null and ${merchantOf(sql`c.merchant_id`, f, scope)})
    union all
    select fb.created_by, ${eatDay(sql`fb.created_at`)}, 'opened', null, false
    from cs_feedbacks fb where fb.created_by is not null and ${span(sql`fb.created_at`, f)} and ${merchantOf(sql`fb.merchant_id`, f, scope)}
    union all
    select fb.handler_user_id, ${eatDay(sql`fb.processed_at`)}, 'processed', extract(epoch from (fb.processed_at - fb.created_at)) / 60, fb.processed_at > fb.due_at
    from cs_feedbacks fb where fb.processed_at is not null and fb.handler_user_id is not null and ${span(sql`fb.processed_at`, f)} and ${merchantOf(sql`fb.merchant_id`, f, scope)}`,
  sql`(count(*) filter (where e.kind = 'inCall'))::int as "inCalls", (count(*) filter (where e.kind = 'opened'))::int as opened,
    (count(*) filter (where e.kind = 'processed'))::int as processed, ${median(sql`e.minutes`)} as "resolveMinutes",
    (count(*) filter (where e.kind = 'processed' and e.late))::int as "overdueProcessed"`);
}

const AREA_SQL: Record<PerformanceArea, (f: PerformanceFilter, scope: MerchantScope) => SQL> = { auditor: auditors, collector: collectors, telemarketer: telemarketers, service };

export async function areaFigures(db: DbOrTx, area: PerformanceArea, scope: MerchantScope, f: PerformanceFilter): Promise<FigureRaw[]> {
  return queryRows<FigureRaw>(db, AREA_SQL[area](f, scope));
}

/** Open cases each collector holds now, within the merchants (case_counts). */
export async function casesHeld(db: DbOrTx, scope: MerchantScope, f: PerformanceFilter): Promise<Map<number, number>> {
  const rows = await queryRows<{ user_id: number; cases: string }>(db, sql`
    select collector_user_id as user_id, sum(cases) as cases from case_counts
    where collector_user_id <> 0 and status <> 'closed' and ${merchantOf(sql`merchant_id`, f, scope)} group by 1`);
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.cases)]));
}

/** The staff named, with their team: a collector's or an agent's group, else their department. */
export async function staffOf(db: DbOrTx, area: PerformanceArea, ids: readonly number[]) {
  if (!ids.length) return [];
  const group = area === 'collector'
    ? sql`(select cp.group_name from collection_personnel cp where cp.user_id = u.id order by cp.system limit 1)`
    : area === 'service' ? sql`(select s.group_name from cs_staff s where s.user_id = u.id)` : sql`null::text`;
  return queryRows<{ id: number; name: string; user_no: string; team: string | null }>(db, sql`
    select u.id, u.real_name as name, u.user_no, coalesce(${group}, d.name) as team
    from users u left join departments d on d.id = u.dept_id
    where u.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}
