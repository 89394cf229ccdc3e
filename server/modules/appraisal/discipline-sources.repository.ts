/**
 * What a discipline record is counted from (docs/workforce.md "## Employee discipline"), one query per source for a
 * month and a set of staff:
 * - staff: employed users who are collectors (collection_personnel), telemarketers (tm_personnel) or service agents
 *   (cs_staff) — their area, stage (the collection levels they work) and group (collection or service group, else team);
 * - attendance: planned shift days of the month (roster_cells_user_day_idx) up to yesterday, and today once signed in,
 *   leaving out days under a submitted leave application; a day is attended when the employee signed in (a session was
 *   created, sessions_user_idx) during that EAT day — the check view's source (schedule/sign-ins.repository.ts);
 * - complaints: each complaint of the month (app feedback of category complaint, or an inbound call recorded with reason
 *   complaint) counts once, against the staff member who last contacted the customer in the 7 days before it — the
 *   quality sampling's complaint window, narrowed to the last contact;
 * - warning letters: letters of the month not revoked.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DisciplineArea } from '../../../common/appraisal/discipline';
import { queryRows, type DbOrTx } from '../../db/client';
import { onLeaveOn, signedInOn } from '../schedule/sign-ins.repository';

export interface StaffOfMonth { userId: number; merchantId: number | null; area: DisciplineArea; stage: string | null; groupName: string | null }
export interface Attendance { planned: number; attended: number }

const HOUR = 3_600_000;
const EAT_OFFSET = 3 * HOUR;

/** The EAT month's instants [from, to) in UTC. */
export function monthBounds(month: string): { from: Date; to: Date; first: string; next: string } {
  const [y, m] = month.split('-').map(Number);
  const from = new Date(Date.UTC(y, m - 1, 1) - EAT_OFFSET);
  const to = new Date(Date.UTC(y, m, 1) - EAT_OFFSET);
  const next = `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01`;
  return { from, to, first: `${month}-01`, next };
}

const idsIn = (column: SQL, ids: readonly number[] | undefined) =>
  (ids ? sql`and ${column} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``);

export async function staffOf(db: DbOrTx, userIds?: readonly number[]): Promise<StaffOfMonth[]> {
  if (userIds && userIds.length === 0) return [];
  const rows = await queryRows<{ user_id: number; merchant_id: number | null; is_col: boolean; is_tm: boolean; stage: string | null; col_group: string | null; cs_group: string | null; dept: string | null }>(db, sql`
    select u.id as user_id, u.merchant_id, d.name as dept,
      exists (select 1 from collection_personnel p where p.user_id = u.id) as is_col,
      exists (select 1 from tm_personnel t where t.user_id = u.id) as is_tm,
      (select string_agg(distinct l, ',' order by l) from collection_personnel p cross join lateral unnest(p.levels) l where p.user_id = u.id) as stage,
      (select p.group_name from collection_personnel p where p.user_id = u.id and p.group_name is not null order by p.id limit 1) as col_group,
      (select s.group_name from cs_staff s where s.user_id = u.id) as cs_group
    from users u left join departments d on d.id = u.dept_id
    where u.employee_status = 'employed'
      and (exists (select 1 from collection_personnel p where p.user_id = u.id) or exists (select 1 from tm_personnel t where t.user_id = u.id)
        or exists (select 1 from cs_staff s where s.user_id = u.id))
      ${idsIn(sql`u.id`, userIds)}
    order by u.id`);
  return rows.map((r) => {
    const area: DisciplineArea = r.is_col ? 'collection' : r.is_tm ? 'telemarketing' : 'service';
    return {
      userId: Number(r.user_id), merchantId: r.merchant_id === null ? null : Number(r.merchant_id), area,
      stage: area === 'collection' ? r.stage : null, groupName: (area === 'collection' ? r.col_group : area === 'service' ? r.cs_group : null) ?? r.dept,
    };
  });
}

export async function attendanceOf(db: DbOrTx, month: string, userIds: readonly number[], today: string): Promise<Map<number, Attendance>> {
  const result = new Map<number, Attendance>();
  if (userIds.length === 0) return result;
  const { first, next } = monthBounds(month);
  const rows = await queryRows<{ user_id: number; planned: number; attended: number }>(db, sql`
    select d.user_id, count(*) filter (where d.day < ${today}::date or d.attended)::int as planned,
      count(*) filter (where d.attended)::int as attended
    from (
      select c.user_id, c.day, ${signedInOn(sql`c.user_id`, sql`c.day`)} as attended
      from roster_cells c
      where c.kind = 'shift' and c.day >= ${first}::date and c.day < ${next}::date and c.day <= ${today}::date ${idsIn(sql`c.user_id`, userIds)}
        and not ${onLeaveOn(sql`c.user_id`, sql`c.day`)}
    ) d group by d.user_id`);
  for (const r of rows) result.set(Number(r.user_id), { planned: Number(r.planned), attended: Number(r.attended) });
  return result;
}

const LOOKBACK = sql`interval '7 days'`;

export async function complaintsOf(db: DbOrTx, month: string, userIds: readonly number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (userIds.length === 0) return result;
  const { from, to } = monthBounds(month);
  const rows = await queryRows<{ user_id: number; n: number }>(db, sql`
    select last.user_id, count(*)::int as n
    from (
      select f.customer_id, f.created_at as at from cs_feedbacks f where f.category = 'complaint' and f.created_at >= ${from} and f.created_at < ${to}
      union all
      select r.customer_id, r.created_at from cs_in_call_records r
      where r.reason = 'complaint' and r.customer_id is not null and r.created_at >= ${from} and r.created_at < ${to}
    ) cmp cross join lateral (
      select x.user_id from (
        select c.user_id, c.at from collection_contacts c
        where c.customer_id = cmp.customer_id and c.user_id is not null and c.at >= cmp.at - ${LOOKBACK} and c.at < cmp.at
        union all
        select f.user_id, f.at from tm_follow_ups f join telemarketing_list_entries e on e.id = f.entry_id
        where e.customer_id = cmp.customer_id and f.at >= cmp.at - ${LOOKBACK} and f.at < cmp.at
        union all
        select s.user_id, s.created_at from cs_in_call_records s
        where s.customer_id = cmp.customer_id and s.user_id is not null and s.created_at >= cmp.at - ${LOOKBACK} and s.created_at < cmp.at
      ) x order by x.at desc limit 1
    ) last
    where true ${idsIn(sql`last.user_id`, userIds)}
    group by last.user_id`);
  for (const r of rows) result.set(Number(r.user_id), Number(r.n));
  return result;
}

export async function warningCountsOf(db: DbOrTx, month: string, userIds: readonly number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (userIds.length === 0) return result;
  const rows = await queryRows<{ user_id: number; n: number }>(db, sql`
    select w.user_id, count(*)::int as n from discipline_warning_letters w
    where w.month = ${month} and w.revoked_at is null ${idsIn(sql`w.user_id`, userIds)} group by w.user_id`);
  for (const r of rows) result.set(Number(r.user_id), Number(r.n));
  return result;
}
