/**
 * Sampling the staff's contacts of one EAT day into the review queue (docs/workforce.md "## Quality center").
 * - sample: per source and employee, ceil(n × share / 100) of the day's n contacts, picked by md5(source:id) —
 *   deterministic, so running the day again picks the same contacts (ON CONFLICT DO NOTHING keeps one item each);
 * - complaint: every contact of a customer in the 7 days up to a complaint that day (app feedback of category
 *   complaint, or an inbound call recorded with reason complaint);
 * - brokenPromise: the contact that took a promise decided broken that day (the collector's last contact of the
 *   case at or before the promise was made);
 * - refusedCallback: the day's contacts where the customer refused (collection intent refuses, telemarketing unwilling).
 * A cause upgrades an open sampled item's reason. Reads the contact tables' time indexes (collection_contacts_at_idx,
 * cs_in_call_created_idx, tm_follow_ups_user_idx) and the customer ones for complaints.
 */
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

export interface SampleShares { collectionSharePct: number; telemarketingSharePct: number; serviceSharePct: number }

const COMPLAINT_LOOKBACK = sql`interval '7 days'`;

interface SourceRows { rows: (where: SQL) => SQL; at: SQL; customer: SQL; intent: SQL }

/** The contacts of every source as one row shape: (source, source_id, user_id, merchant_id, at, call_log_id). */
const SOURCES: Record<'collection' | 'telemarketing' | 'service', SourceRows> = {
  collection: {
    rows: (where) => sql`
      select 'collection'::text as source, c.id as source_id, c.user_id, k.merchant_id, c.at, c.call_log_id
      from collection_contacts c join collection_cases k on k.id = c.case_id where c.user_id is not null and ${where}`,
    at: sql`c.at`, customer: sql`c.customer_id`, intent: sql`c.customer_intent = 'refuses'`,
  },
  telemarketing: {
    rows: (where) => sql`
      select 'telemarketing'::text as source, f.id as source_id, f.user_id, e.merchant_id, f.at, f.call_log_id
      from tm_follow_ups f join telemarketing_list_entries e on e.id = f.entry_id where ${where}`,
    at: sql`f.at`, customer: sql`e.customer_id`, intent: sql`f.intent = 'unwilling'`,
  },
  service: {
    rows: (where) => sql`
      select 'service'::text as source, s.id as source_id, s.user_id, cu.merchant_id, s.created_at as at, null::bigint as call_log_id
      from cs_in_call_records s left join customers cu on cu.id = s.customer_id where ${where}`,
    at: sql`s.created_at`, customer: sql`s.customer_id`, intent: sql`false`,
  },
};

const insertInto = (select: SQL, reason: string, scorecardId: number, now: Date) => sql`
  insert into quality_reviews (source, source_id, reason, employee_user_id, merchant_id, contact_at, contact_day, call_log_id, scorecard_id, status, created_at, updated_at)
  select distinct on (x.source, x.source_id) x.source, x.source_id, ${reason}, x.user_id, x.merchant_id, x.at,
    to_char((x.at at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD'), x.call_log_id, ${scorecardId}, 'open', ${now}, ${now}
  from (${select}) x
  on conflict (source, source_id) where calibration_of is null do ${reason === 'sample'
    ? sql`nothing`
    : sql`update set reason = excluded.reason, updated_at = excluded.updated_at where quality_reviews.reason = 'sample' and quality_reviews.status = 'open'`}
  returning id`;

/** Per employee, ceil(n × pct / 100) of the rows, in md5 order of (source:id): the same pick on every run. */
const share = (rows: SQL, pct: number) => sql`
  select s.* from (
    select t.*, row_number() over (partition by t.user_id order by md5(t.source || ':' || t.source_id)) as rn, count(*) over (partition by t.user_id) as n
    from (${rows}) t
  ) s where s.rn <= ceil(s.n * ${pct}::numeric / 100)`;

/** Fills the queue from one EAT day [from, to); answers how many items were added or given a cause. */
export async function sampleDay(db: DbOrTx, day: { from: Date; to: Date }, shares: SampleShares, scorecardId: number, now: Date) {
  const { from, to } = day;
  let added = 0;
  const run = async (select: SQL, reason: string) => {
    added += (await queryRows<{ id: number }>(db, insertInto(select, reason, scorecardId, now))).length;
  };
  const pct = { collection: shares.collectionSharePct, telemarketing: shares.telemarketingSharePct, service: shares.serviceSharePct };
  for (const [name, s] of Object.entries(SOURCES) as [keyof typeof SOURCES, SourceRows][]) {
    const ofDay = sql`${s.at} >= ${from} and ${s.at} < ${to}`;
    if (pct[name] > 0) await run(share(s.rows(ofDay), pct[name]), 'sample');
    // Complaints of the day: the customer's contacts in the 7 days up to the complaint.
    await run(sql`
      select t.* from (
        select f.customer_id, f.created_at as at from cs_feedbacks f where f.category = 'complaint' and f.created_at >= ${from} and f.created_at < ${to}
        union all
        select r.customer_id, r.created_at from cs_in_call_records r
        where r.reason = 'complaint' and r.customer_id is not null and r.created_at >= ${from} and r.created_at < ${to}
      ) cmp cross join lateral (${s.rows(sql`${s.customer} = cmp.customer_id and ${s.at} >= cmp.at - ${COMPLAINT_LOOKBACK} and ${s.at} <= cmp.at`)}) t`, 'complaint');
    await run(s.rows(sql`${ofDay} and ${s.intent}`), 'refusedCallback');
  }
  // Broken promises decided that day: the collector's last contact of the case at or before the promise.
  await run(sql`
    select t.* from collection_promises p cross join lateral (
      ${SOURCES.collection.rows(sql`c.case_id = p.case_id and c.user_id = p.user_id and c.at <= p.created_at + interval '1 minute' order by c.at desc limit 1`)}
    ) t where p.status = 'broken' and p.decided_at >= ${from} and p.decided_at < ${to}`, 'brokenPromise');
  return added;
}
