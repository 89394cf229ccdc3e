/**
 * The rows of the ticket SLA warnings (issue 37): open tickets past their due time or, urgent and high, still not taken
 * at half of it, not yet warned (along cs_feedbacks_status_due_idx); the supervisors who hold a code with the merchants
 * they reach; and the once-only record (cs_ticket_warnings_uq).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { csTicketWarnings } from '../../db/schema';

export type TicketWarningKind = (typeof csTicketWarnings.$inferInsert)['kind'];

export interface WarnableTicket {
  id: number;
  feedbackNo: string;
  merchantId: number;
  priority: 'urgent' | 'high' | 'normal' | 'low';
  createdAt: Date;
  dueAt: Date;
  handlerName: string | null;
  kind: TicketWarningKind;
}

/** The longest half due time a ticket can be warned `untaken` at: high's 8 h / 2 (FEEDBACK_DUE_HOURS). */
const UNTAKEN_AHEAD = '4 hours';

export async function warnableTickets(db: DbOrTx, now: Date): Promise<WarnableTicket[]> {
  const at = now.toISOString();
  const rows = await queryRows<{ id: string | number; feedback_no: string; merchant_id: number; priority: WarnableTicket['priority']; created_at: string | Date; due_at: string | Date; handler_name: string | null; kind: TicketWarningKind }>(db, sql`
    select * from (
      select f.id, f.feedback_no, f.merchant_id, f.priority, f.created_at, f.due_at, u.real_name as handler_name, 'overdue' as kind
        from cs_feedbacks f left join users u on u.id = f.handler_user_id
        where f.status in ('unprocessed', 'processing') and f.due_at <= ${at}::timestamptz
          and not exists (select 1 from cs_ticket_warnings w where w.feedback_id = f.id and w.kind = 'overdue')
      union all
      select f.id, f.feedback_no, f.merchant_id, f.priority, f.created_at, f.due_at, null, 'untaken'
        from cs_feedbacks f
        where f.status = 'unprocessed' and f.priority in ('urgent', 'high')
          and f.due_at > ${at}::timestamptz and f.due_at <= ${at}::timestamptz + interval '${sql.raw(UNTAKEN_AHEAD)}'
          and f.created_at + (f.due_at - f.created_at) / 2 <= ${at}::timestamptz
          and not exists (select 1 from cs_ticket_warnings w where w.feedback_id = f.id and w.kind = 'untaken')
    ) t order by t.due_at, t.id`);
  return rows.map((r) => ({
    id: Number(r.id), feedbackNo: r.feedback_no, merchantId: Number(r.merchant_id), priority: r.priority, createdAt: new Date(r.created_at),
    dueAt: new Date(r.due_at), handlerName: r.handler_name, kind: r.kind,
  }));
}

export interface Supervisor {
  id: number;
  email: string | null;
  username: string;
  /** The merchants the user is tied to (theirs and associated ones); empty: head office, every merchant. */
  merchantIds: number[];
}

/** Employed, active users holding the code through a role's menus, with the merchants their scope reaches. */
export async function holdersOf(db: DbOrTx, code: string): Promise<Supervisor[]> {
  const rows = await queryRows<{ id: number; email: string | null; username: string; merchant_ids: number[] | null }>(db, sql`
    select u.id, u.email, u.username,
      array_remove(array_append(array(select um.merchant_id from user_merchants um where um.user_id = u.id), u.merchant_id), null) as merchant_ids
    from users u
    where u.employee_status = 'employed' and u.status = 'normal' and exists (
      select 1 from user_roles ur join role_menus rm on rm.role_id = ur.role_id join menus m on m.id = rm.menu_id
      where ur.user_id = u.id and m.perms = ${code})
    order by u.id`);
  return rows.map((r) => ({ id: Number(r.id), email: r.email, username: r.username, merchantIds: (r.merchant_ids ?? []).map(Number) }));
}

/** Records the warnings; answers the ones this call recorded (another run's or server's are left out). */
export async function recordTicketWarnings(db: DbOrTx, values: (typeof csTicketWarnings.$inferInsert)[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await db.insert(csTicketWarnings).values(values).onConflictDoNothing()
    .returning({ feedbackId: csTicketWarnings.feedbackId, kind: csTicketWarnings.kind });
  return new Set(rows.map((r) => `${r.feedbackId}:${r.kind}`));
}
