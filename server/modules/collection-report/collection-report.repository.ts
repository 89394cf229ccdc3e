/**
 * CollectionReport's queries, read live (docs/reports.md "CollectionReport"): the level history
 * (collection_case_levels) for cases entering and leaving levels and the roll-rate matrix, the cases
 * (collection_cases) entered in the span for cure and recovery, collection_repayments for money collected
 * (attributed to the level, collector and agency of the moment), promises, contacts, agency hand-overs and the
 * bad-debt library. Case filters (merchant, level, collector, group) read the case as it is now: its holder, its
 * level; repayment filters read the repayment's own attribution. Within the caller's merchants.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { CollectionSystem } from '../../../common/collection/statuses';
import { CONNECTED_RESULTS, CONTACT_CHANNELS, NEW_STATE } from '../../../common/reports/collection-report';
import type { ReportGrain } from '../../../common/reports/financial-report';
import { merchantIdsScopeClause, merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import { queryRows, type DbOrTx } from '../../db/client';
import { collectionPersonnel, users } from '../../db/schema';

export interface CollectionFilter {
  system: CollectionSystem;
  grain: ReportGrain;
  /** [from, to): the span's EAT days as instants; `end` is `to` or now, whichever is first (the roll's end). */
  from: Date;
  to: Date;
  end: Date;
  merchantId?: number;
  level?: string;
  groupName?: string;
  collectorUserId?: number;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
/** The EAT day of an instant, and the period (day, Monday of the week, first of the month) it falls in. */
const periodOf = (at: SQL, grain: ReportGrain) => {
  const day = sql`((${at} at time zone 'UTC') + interval '3 hours')::date`;
  const period = grain === 'day' ? day : sql`date_trunc(${sql.raw(`'${grain}'`)}, ${day})::date`;
  return sql`to_char(${period}, 'YYYY-MM-DD')`;
};
const inGroup = (user: SQL, f: CollectionFilter) =>
  sql`${user} in (select p.user_id from collection_personnel p where p.system = ${f.system} and p.group_name = ${f.groupName})`;
const within = (at: SQL, f: CollectionFilter) => sql`${at} >= ${ts(f.from)} and ${at} < ${ts(f.to)}`;

/** The case as it is now (alias c): system, caller's merchants, merchant, holder and holder's group; the level when `withLevel`. */
function caseWhere(f: CollectionFilter, scope: MerchantScope, withLevel: boolean): SQL {
  return and(
    sql`c.system = ${f.system}`,
    merchantScopeClause(sql`c.merchant_id`, scope),
    f.merchantId === undefined ? undefined : sql`c.merchant_id = ${f.merchantId}`,
    f.collectorUserId === undefined ? undefined : sql`c.collector_user_id = ${f.collectorUserId}`,
    f.groupName === undefined ? undefined : inGroup(sql`c.collector_user_id`, f),
    withLevel && f.level !== undefined ? sql`c.level = ${f.level}` : undefined,
  )!;
}

/** A repayment (alias r) by its own attribution: system, merchants, level, collector and the collector's group. */
function repaymentWhere(f: CollectionFilter, scope: MerchantScope): SQL {
  return and(
    sql`r.system = ${f.system}`, within(sql`r.repaid_at`, f),
    merchantScopeClause(sql`r.merchant_id`, scope),
    f.merchantId === undefined ? undefined : sql`r.merchant_id = ${f.merchantId}`,
    f.collectorUserId === undefined ? undefined : sql`r.collector_user_id = ${f.collectorUserId}`,
    f.groupName === undefined ? undefined : inGroup(sql`r.collector_user_id`, f),
    f.level === undefined ? undefined : sql`r.level = ${f.level}`,
  )!;
}

const num = (v: string | number | null | undefined) => Number(v ?? 0);

/** The system's levels in band order. */
export async function levelsOf(db: DbOrTx, system: CollectionSystem): Promise<string[]> {
  const rows = await queryRows<{ level: string }>(db, sql`
    select level from collection_levels where system = ${system} group by level order by min(sort), min(min_days), level`);
  return rows.map((r) => r.level);
}

/** Per period: cases that entered collection, level entries and exits, money collected, promises made. */
export async function periodRows(db: DbOrTx, scope: MerchantScope, f: CollectionFilter) {
  const levelOfRow = f.level === undefined ? sql`true` : sql`h.level = ${f.level}`;
  const rows = await queryRows<{ period: string; kind: string; n: string }>(db, sql`
    select ${periodOf(sql`c.entered_at`, f.grain)} as period, 'newCases' as kind, count(*) as n
      from collection_cases c where ${within(sql`c.entered_at`, f)} and ${caseWhere(f, scope, true)} group by 1
    union all
    select ${periodOf(sql`r.repaid_at`, f.grain)}, 'collectedCents', sum(r.amount_cents)
      from collection_repayments r where ${repaymentWhere(f, scope)} group by 1
    union all
    select ${periodOf(sql`pr.created_at`, f.grain)}, 'promisesMade', count(*)
      from collection_promises pr join collection_cases c on c.id = pr.case_id
      where ${within(sql`pr.created_at`, f)} and ${caseWhere(f, scope, true)} group by 1`);
  const flow = await queryRows<{ period: string; level: string; entered: string; left: string }>(db, sql`
    select period, level, sum(entered) as entered, sum(gone) as "left" from (
      select ${periodOf(sql`h.entered_at`, f.grain)} as period, h.level, 1 as entered, 0 as gone
        from collection_case_levels h join collection_cases c on c.id = h.case_id
        where ${within(sql`h.entered_at`, f)} and ${levelOfRow} and ${caseWhere(f, scope, false)}
      union all
      select ${periodOf(sql`h.left_at`, f.grain)}, h.level, 0, 1
        from collection_case_levels h join collection_cases c on c.id = h.case_id
        where ${within(sql`h.left_at`, f)} and ${levelOfRow} and ${caseWhere(f, scope, false)}
    ) x group by 1, 2 order by 1, 2`);
  return {
    figures: rows.map((r) => ({ period: r.period, kind: r.kind, n: num(r.n) })),
    flow: flow.map((r) => ({ period: r.period, level: r.level, entered: num(r.entered), left: num(r.left) })),
  };
}

/**
 * The roll: each case in collection at the span's start (its level then) or entering during the span (`new`),
 * against where it is at the span's end (its level then, else how it closed), weighted by its bill's amount.
 */
export async function rollRows(db: DbOrTx, scope: MerchantScope, f: CollectionFilter) {
  const levelAt = (at: Date) => sql`(select h.level from collection_case_levels h
    where h.case_id = c.id and h.entered_at <= ${ts(at)} and (h.left_at is null or h.left_at > ${ts(at)}) order by h.entered_at desc, h.id desc limit 1)`;
  const rows = await queryRows<{ from_state: string; to_state: string; cases: string; amount: string }>(db, sql`
    with base as (
      select c.id, c.bill_amount_cents as amount, c.close_reason, ${levelAt(f.from)} as from_level, ${levelAt(f.end)} as to_level,
        exists (select 1 from collection_case_levels h where h.case_id = c.id and h.entered_at > ${ts(f.from)} and h.entered_at <= ${ts(f.end)}) as entered
      from collection_cases c
      where ${caseWhere(f, scope, false)} and c.entered_at <= ${ts(f.end)} and (c.closed_at is null or c.closed_at > ${ts(f.from)})
    )
    select coalesce(from_level, ${NEW_STATE}) as from_state, coalesce(to_level, close_reason, 'settled') as to_state, count(*) as cases, sum(amount) as amount
    from base where (from_level is not null or entered) ${f.level === undefined ? sql`` : sql`and from_level = ${f.level}`}
    group by 1, 2`);
  return rows.map((r) => ({ from: r.from_state, to: r.to_state, cases: num(r.cases), amountCents: num(r.amount) }));
}

/** Cases that entered collection in the span, by their level, merchant, holder and holder's group now. */
export async function cohortRows(db: DbOrTx, scope: MerchantScope, f: CollectionFilter) {
  const rows = await queryRows<Record<string, string | null>>(db, sql`
    with cohort as (
      select c.id, c.level, c.merchant_id, coalesce(c.collector_user_id, 0) as holder, c.status, c.close_reason, c.bill_amount_cents, c.system
      from collection_cases c where ${within(sql`c.entered_at`, f)} and ${caseWhere(f, scope, true)}
    ),
    recovered as (
      select r.case_id, sum(r.amount_cents) as amount from collection_repayments r where r.case_id in (select id from cohort) group by 1
    )
    select k.level, k.merchant_id as "merchantId", k.holder, p.group_name as "groupName", count(*) as cases,
      count(*) filter (where k.status = 'closed' and k.close_reason = 'settled') as cured,
      sum(k.bill_amount_cents) as charged, coalesce(sum(rc.amount), 0) as recovered
    from cohort k
    left join recovered rc on rc.case_id = k.id
    left join collection_personnel p on p.user_id = k.holder and p.system = k.system
    group by 1, 2, 3, 4`);
  return rows.map((r) => ({
    level: r.level!, merchantId: num(r.merchantId), holder: num(r.holder), groupName: r.groupName,
    cases: num(r.cases), cured: num(r.cured), chargedCents: num(r.charged), recoveredCents: num(r.recovered),
  }));
}

/** Money collected in the span (net of rollbacks) by the repayment's level, merchant, collector and group, and the agencies' part. */
export async function collectedRows(db: DbOrTx, scope: MerchantScope, f: CollectionFilter) {
  const rows = await queryRows<Record<string, string | null>>(db, sql`
    select r.level, r.merchant_id as "merchantId", coalesce(r.collector_user_id, 0) as holder, p.group_name as "groupName",
      sum(r.amount_cents) as collected, coalesce(sum(r.amount_cents) filter (where r.agency is not null), 0) as outsourced,
      coalesce(sum(r.amount_cents) filter (where exists (
        select 1 from bad_debt_entries b where b.case_id = r.case_id and b.status in ('approved', 'movedOut')
          and b.approved_at <= r.repaid_at and (b.moved_out_at is null or b.moved_out_at > r.repaid_at))), 0) as bad_debt
    from collection_repayments r
    left join collection_personnel p on p.user_id = r.collector_user_id and p.system = r.system
    where ${repaymentWhere(f, scope)}
    group by 1, 2, 3, 4`);
  return rows.map((r) => ({
    level: r.level!, merchantId: num(r.merchantId), holder: num(r.holder), groupName: r.groupName,
    collectedCents: num(r.collected), outsourcedCents: num(r.outsourced), badDebtCents: num(r.bad_debt),
  }));
}

/** Promises made in the span on the filtered cases, per period, by how they stand now. */
export async function promiseRows(db: DbOrTx, scope: MerchantScope, f: CollectionFilter) {
  const rows = await queryRows<Record<string, string>>(db, sql`
    select ${periodOf(sql`pr.created_at`, f.grain)} as period, count(*) as made,
      count(*) filter (where pr.status = 'kept') as kept, count(*) filter (where pr.status = 'partlyKept') as "partlyKept",
      count(*) filter (where pr.status = 'broken') as broken, count(*) filter (where pr.status = 'pending') as pending,
      count(*) filter (where pr.status = 'superseded') as superseded,
      sum(pr.amount_cents) as promised, sum(pr.paid_cents) as paid
    from collection_promises pr join collection_cases c on c.id = pr.case_id
    where ${within(sql`pr.created_at`, f)} and ${caseWhere(f, scope, true)}
    group by 1 order by 1`);
  return rows.map((r) => ({
    period: r.period, made: num(r.made), kept: num(r.kept), partlyKept: num(r.partlyKept), broken: num(r.broken),
    pending: num(r.pending), superseded: num(r.superseded), promisedCents: num(r.promised), paidCents: num(r.paid),
  }));
}

/** Contacts in the span on the filtered cases by channel, and the cases in collection at some time in the span. */
export async function contactRows(db: DbOrTx, scope: MerchantScope, f: CollectionFilter) {
  const rows = await queryRows<Record<string, string>>(db, sql`
    select k.channel, count(*) as contacts, count(distinct k.case_id) as cases,
      count(*) filter (where k.result in (${list(CONNECTED_RESULTS)})) as connected
    from collection_contacts k join collection_cases c on c.id = k.case_id
    where ${within(sql`k.at`, f)} and k.channel in (${list(CONTACT_CHANNELS)}) and ${caseWhere(f, scope, true)}
    group by 1`);
  const [base] = await queryRows<{ n: string }>(db, sql`
    select count(*) as n from collection_cases c
    where ${caseWhere(f, scope, true)} and exists (select 1 from collection_case_levels h
      where h.case_id = c.id and h.entered_at < ${ts(f.to)} and (h.left_at is null or h.left_at > ${ts(f.from)}))`);
  return {
    casesInCollection: num(base?.n),
    channels: rows.map((r) => ({ channel: r.channel, contacts: num(r.contacts), casesContacted: num(r.cases), connected: num(r.connected) })),
  };
}

/** Cases handed to an agency in the span (not undone), and cases moved into the bad-debt library (approved in the span). */
export async function handOverRows(db: DbOrTx, scope: MerchantScope, f: CollectionFilter) {
  const [row] = await queryRows<Record<string, string>>(db, sql`
    select
      (select count(distinct a.case_id) from collection_allocations a join collection_cases c on c.id = a.case_id
        where a.to_agency is not null and not a.undone and ${within(sql`a.at`, f)} and ${caseWhere(f, scope, true)}) as outsourced,
      (select count(*) from bad_debt_entries b join collection_cases c on c.id = b.case_id
        where b.status in ('approved', 'movedOut') and ${within(sql`b.approved_at`, f)} and ${caseWhere(f, scope, true)}) as bad_debt,
      (select coalesce(sum(b.amount_cents), 0) from bad_debt_entries b join collection_cases c on c.id = b.case_id
        where b.status in ('approved', 'movedOut') and ${within(sql`b.approved_at`, f)} and ${caseWhere(f, scope, true)}) as bad_debt_cents`);
  return { outsourcedCases: num(row?.outsourced), badDebtMovedIn: num(row?.bad_debt), badDebtMovedInCents: num(row?.bad_debt_cents) };
}

/** The names of the merchants and collectors the breakdowns show. */
export async function namesOf(db: DbOrTx, merchantIds: readonly number[], userIds: readonly number[]) {
  const ids = (values: readonly number[]) => (values.length ? sql.join(values.map((v) => sql`${v}`), sql`, `) : sql`null`);
  const rows = await queryRows<{ kind: string; id: string; name: string | null }>(db, sql`
    select 'merchant' as kind, id, merchant_name as name from merchants where id in (${ids(merchantIds)})
    union all select 'user', id, real_name from users where id in (${ids(userIds)})`);
  const merchants = new Map<number, string>();
  const users = new Map<number, string>();
  for (const r of rows) (r.kind === 'merchant' ? merchants : users).set(Number(r.id), r.name ?? '');
  return { merchants, users };
}

/** The collectors of the caller's merchants (every collector for head office), for the filter. */
export async function collectorChoices(db: DbOrTx, scope: MerchantScope) {
  const p = collectionPersonnel;
  return db.selectDistinct({ value: users.id, label: users.realName }).from(p).innerJoin(users, eq(users.id, p.userId))
    .where(merchantIdsScopeClause(p.merchantIds, scope)).orderBy(asc(users.realName), asc(users.id));
}
