/**
 * The presence record of a planned day (issue 34), one definition for the check view and the discipline record:
 * an EAT day's instants, whether a leave application (submitted, not cancelled) overlaps it (leave_user_idx), and
 * the sessions created during it — a sign-in (sessions_user_idx). SQL fragments over a user id and a `date`
 * expression, so each caller keeps its own single query.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The UTC instant an EAT day (a `date` expression) starts and the one it ends. */
const dayStart = (day: SQL) => sql`(${day}::timestamp - interval '3 hours') at time zone 'UTC'`;
const dayEnd = (day: SQL) => sql`(${day}::timestamp + interval '21 hours') at time zone 'UTC'`;

/** True when a submitted leave application of the user overlaps the EAT day. */
export const onLeaveOn = (userId: SQL, day: SQL) => sql`exists (
  select 1 from leave_applications la where la.user_id = ${userId} and la.status = 'submitted'
    and la.start_at < ${dayEnd(day)} and la.end_at > ${dayStart(day)})`;

/** True when the user signed in (a session was created) during the EAT day. */
export const signedInOn = (userId: SQL, day: SQL) => sql`exists (
  select 1 from sessions s where s.user_id = ${userId} and s.created_at >= ${dayStart(day)} and s.created_at < ${dayEnd(day)})`;

/** The user's first sign-in of the EAT day (null: none). */
export const firstSignInOn = (userId: SQL, day: SQL) => sql`(
  select min(s.created_at) from sessions s where s.user_id = ${userId} and s.created_at >= ${dayStart(day)} and s.created_at < ${dayEnd(day)})`;
