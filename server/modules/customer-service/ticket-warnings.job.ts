/**
 * Ticket SLA warnings (issue 37), the job `ticket SLA warnings` (server/jobs.ts): open tickets (unprocessed or
 * processing) past their due time, and urgent or high ones nobody took by half of it, warn the supervisors of the
 * ticket's merchant — holders of the manager-only `…:Feedback:assign` whose merchant scope reaches it. Each ticket and
 * kind is recorded once (cs_ticket_warnings_uq) before anything is sent, so a rerun or a second server never warns
 * twice; each supervisor gets one message-centre message per run listing what is new, in English and Chinese.
 * A ticket whose merchant has no supervisor is not recorded: it warns once one is there.
 */
import { FEEDBACK_SCREEN } from '../../../common/customer-service/feedback';
import { durationParts } from '../../../common/customer-service/ticket-clock';
import { actionCode } from '../../../common/routes';
import type { Deps } from '../../core/deps';
import { translate } from '../../core/i18n';
import { sendMessage } from '../outbox/outbox.service';
import { holdersOf, recordTicketWarnings, warnableTickets, type Supervisor, type WarnableTicket } from './ticket-warnings.repository';

export const TICKET_WARNING_KIND = 'ticketSla';
/** Tickets named in one message, per kind; the rest are counted. */
const LISTED = 5;
const LANGUAGES = ['en', 'zh'] as const;

const reaches = (s: Supervisor, merchantId: number) => s.merchantIds.length === 0 || s.merchantIds.includes(merchantId);

function span(lng: string, ms: number): string {
  return durationParts(Math.max(0, Math.round(ms / 60_000))).map((p) => translate(lng, `customerService:units.${p.unit}`, { n: p.n })).join(' ');
}

function line(lng: string, ticket: WarnableTicket, now: Date): string {
  const params = { no: ticket.feedbackNo, id: ticket.id, priority: translate(lng, `customerService:options.priority.${ticket.priority}`) };
  if (ticket.kind === 'untaken') return translate(lng, 'customerService:slaWarning.untakenLine', { ...params, age: span(lng, ticket.dueAt.getTime() - now.getTime()) });
  const handler = ticket.handlerName ?? translate(lng, 'customerService:slaWarning.unassigned');
  return translate(lng, 'customerService:slaWarning.overdueLine', { ...params, age: span(lng, now.getTime() - ticket.dueAt.getTime()), handler });
}

function section(lng: string, tickets: WarnableTicket[], head: string, now: Date): string[] {
  if (tickets.length === 0) return [];
  const more = tickets.length - LISTED;
  return [
    translate(lng, head, { count: tickets.length }),
    ...tickets.slice(0, LISTED).map((t) => `- ${line(lng, t, now)}`),
    ...(more > 0 ? [translate(lng, 'customerService:slaWarning.more', { count: more })] : []),
  ];
}

/** The message in one language: the overdue tickets, then the untaken ones, then where to work them. */
function body(lng: string, tickets: WarnableTicket[], now: Date): string {
  return [
    ...section(lng, tickets.filter((t) => t.kind === 'overdue'), 'customerService:slaWarning.overdueHead', now),
    ...section(lng, tickets.filter((t) => t.kind === 'untaken'), 'customerService:slaWarning.untakenHead', now),
    translate(lng, 'customerService:slaWarning.open'),
  ].join('\n');
}

export async function warnTicketSla(deps: Deps): Promise<number> {
  const now = deps.now();
  const tickets = await warnableTickets(deps.db, now);
  if (tickets.length === 0) return 0;
  const supervisors = await holdersOf(deps.db, actionCode(FEEDBACK_SCREEN, 'assign'));
  const warned = tickets.map((ticket) => ({ ticket, to: supervisors.filter((s) => reaches(s, ticket.merchantId)) })).filter((w) => w.to.length > 0);
  const recorded = await recordTicketWarnings(deps.db, warned.map(({ ticket, to }) => ({
    feedbackId: ticket.id, kind: ticket.kind, recipientUserIds: to.map((s) => s.id), sentAt: now,
  })));
  const fresh = warned.filter((w) => recorded.has(`${w.ticket.id}:${w.ticket.kind}`));
  let sent = 0;
  for (const supervisor of supervisors) {
    const mine = fresh.filter((w) => w.to.includes(supervisor)).map((w) => w.ticket);
    if (mine.length === 0) continue;
    await sendMessage(deps, {
      channel: 'email', to: supervisor.email ?? supervisor.username, kind: TICKET_WARNING_KIND, recipientUserId: supervisor.id,
      subject: LANGUAGES.map((lng) => translate(lng, 'customerService:slaWarning.subject', { count: mine.length })).join(' / '),
      body: LANGUAGES.map((lng) => body(lng, mine, now)).join('\n\n'),
    });
    sent += 1;
  }
  return sent;
}
