/**
 * The ticket queue (docs/customer-service.md): customers' app feedback and the tickets agents open for callers.
 * Open (a priority sets the due time; the opener may take it at once); a supervisor assigns it to an agent; the
 * handler or a supervisor writes notes and replies. Take an unprocessed one (processing, the taker becomes its
 * handler), then reply (processed): only its handler or a supervisor (`assign`) replies. The
 * reply is an SMS to the customer written to the contact platform's outbox in the same transaction as the
 * status change (refused when it holds a sensitive word), then handed to the SMS adapter; the delivery job
 * sends it if this process stops first. Every change is audited with before and after.
 */
import { randomBytes } from 'node:crypto';
import {
  FEEDBACK_DUE_HOURS, FEEDBACK_NEXT, FEEDBACK_SCREEN, type CustomerFeedbackQuery, type FeedbackNoteRow, type FeedbackStatus, type TicketInput,
} from '../../../common/customer-service/feedback';
import { actionCode } from '../../../common/routes';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { customerInScope } from './in-call.repository';
import { assertAgentFor } from './list-library.service';
import { assertNoSensitiveWord, deliverQueuedMessages } from '../message-template/send-templated';
import { QUEUED_PROVIDER } from '../message-template/message-template.repository';
import { insertOutboxMessage } from '../outbox/outbox.repository';
import { merchantScopeOf } from '../order/order-scope';
import * as repo from './feedback.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const AUDIT_ENTITY = 'feedback';

const HOUR = 3_600_000;
/** A supervisor of the queue: assigns tickets, and may note and reply on any. */
const supervisesQueue = (session: SessionUser) => session.codes.has(actionCode(FEEDBACK_SCREEN, 'assign'));

export async function listFeedback(deps: Deps, session: SessionUser, query: repo.FeedbackListQuery) {
  const { current, size } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total } = await repo.feedbackList.page(deps.db, scope, { ...query, mine: undefined, handlerUserId: query.mine ? session.userId : undefined });
  const records = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), dueAt: r.dueAt.toISOString(), processedAt: iso(r.processedAt) }));
  return { records, total, current, size };
}

export async function listCustomerFeedback(deps: Deps, session: SessionUser, query: CustomerFeedbackQuery) {
  const { current, size, ...filter } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total } = await repo.customerFeedbackPage(deps.db, scope, filter, size, (current - 1) * size);
  const records = rows.map((r) => ({ ...r, total: Number(r.total), open: Number(r.open), lastAt: r.lastAt ? new Date(r.lastAt).toISOString() : null }));
  return { records, total, current, size };
}

/** The row, locked, within the caller's merchants, in one of the statuses the move starts from. */
async function lockFeedback(tx: DbOrTx, session: SessionUser, id: number, ...from: FeedbackStatus[]) {
  const found = await repo.findFeedbackForUpdate(tx, id);
  const scope = await merchantScopeOf(tx, session.userId);
  if (!found || (scope !== null && !scope.includes(found.feedback.merchantId))) throw notFound('customerService:errors.feedbackNotFound');
  if (from.length && !from.includes(found.feedback.status)) throw conflict('customerService:errors.feedbackMoved');
  return found;
}

/** An agent works the tickets they handle; a supervisor any. */
function assertWorks(session: SessionUser, handlerUserId: number | null) {
  if (handlerUserId !== session.userId && !supervisesQueue(session)) throw forbidden('customerService:errors.notYourTicket');
}

const newTicketNo = (at: Date) => `TK${at.toISOString().slice(2, 10).replaceAll('-', '')}${randomBytes(3).toString('hex').toUpperCase()}`;

/** Opens a ticket for a customer of the caller's merchants, in the caller's transaction (the in-call record opens one too). */
export async function openTicketIn(tx: DbOrTx, deps: Deps, session: SessionUser, actor: Actor, input: TicketInput & { customerId: number; inCallRecordId?: number }) {
  const customer = await customerInScope(tx, await merchantScopeOf(tx, session.userId), input.customerId);
  if (!customer) throw notFound('customerService:errors.customerNotFound');
  const now = deps.now();
  const row = await repo.insertFeedback(tx, {
    feedbackNo: newTicketNo(now), customerId: customer.id, merchantId: customer.merchantId, category: input.category, content: input.content,
    priority: input.priority, dueAt: new Date(now.getTime() + FEEDBACK_DUE_HOURS[input.priority] * HOUR),
    source: input.inCallRecordId ? 'call' : 'staff', inCallRecordId: input.inCallRecordId ?? null, createdBy: session.userId,
    status: input.take ? 'processing' : 'unprocessed', handlerUserId: input.take ? session.userId : null, createdAt: now, updatedAt: now,
  });
  await recordAudit(tx, actor, {
    action: 'feedback.open', entity: AUDIT_ENTITY, entityId: row.id,
    after: { feedbackNo: row.feedbackNo, customerId: row.customerId, category: row.category, priority: row.priority, dueAt: row.dueAt, status: row.status, handlerUserId: row.handlerUserId, source: row.source },
  });
  return { id: row.id, feedbackNo: row.feedbackNo, status: row.status, dueAt: row.dueAt.toISOString() };
}

export async function openTicket(deps: Deps, session: SessionUser, actor: Actor, input: TicketInput & { customerId: number }) {
  return deps.db.transaction((tx) => openTicketIn(tx, deps, session, actor, input));
}

/** A supervisor gives an open ticket to a service agent (not offline, covering its merchant): processing, that agent handling it. */
export async function assignTicket(deps: Deps, session: SessionUser, actor: Actor, input: { id: number; agentUserId: number }) {
  return deps.db.transaction(async (tx) => {
    const { feedback } = await lockFeedback(tx, session, input.id, 'unprocessed', 'processing');
    await assertAgentFor(tx, input.agentUserId, [feedback.merchantId]);
    const after = await repo.updateFeedback(tx, input.id, { status: 'processing', handlerUserId: input.agentUserId, updatedAt: deps.now() });
    await recordAudit(tx, actor, {
      action: 'feedback.assign', entity: AUDIT_ENTITY, entityId: input.id,
      before: { status: feedback.status, handlerUserId: feedback.handlerUserId }, after: { status: after.status, handlerUserId: after.handlerUserId },
    });
    return { id: input.id, status: after.status, handlerUserId: after.handlerUserId };
  });
}

/** A note on a ticket by its handler or a supervisor (any state: a processed ticket may still be annotated). */
export async function noteTicket(deps: Deps, session: SessionUser, actor: Actor, input: { id: number; body: string }) {
  return deps.db.transaction(async (tx) => {
    const { feedback } = await lockFeedback(tx, session, input.id);
    assertWorks(session, feedback.handlerUserId);
    const note = await repo.insertNote(tx, { feedbackId: input.id, userId: session.userId, body: input.body, createdAt: deps.now() });
    await recordAudit(tx, actor, { action: 'feedback.note', entity: AUDIT_ENTITY, entityId: input.id, after: { noteId: note.id, body: note.body } });
    return { id: note.id };
  });
}

/**
 * Escalating or lowering a ticket still open, by its handler or a supervisor: the due time becomes the opening time +
 * the new priority's hours (an escalated old ticket may be due at once), the reason kept as a note; audited.
 */
export async function changePriority(deps: Deps, session: SessionUser, actor: Actor, input: { id: number; priority: TicketInput['priority']; priorityReason: string }) {
  return deps.db.transaction(async (tx) => {
    const { feedback } = await lockFeedback(tx, session, input.id, 'unprocessed', 'processing');
    assertWorks(session, feedback.handlerUserId);
    if (feedback.priority === input.priority) throw conflict('customerService:errors.samePriority');
    const now = deps.now();
    const dueAt = new Date(feedback.createdAt.getTime() + FEEDBACK_DUE_HOURS[input.priority] * HOUR);
    const after = await repo.updateFeedback(tx, input.id, { priority: input.priority, dueAt, updatedAt: now });
    await repo.insertNote(tx, { feedbackId: input.id, userId: session.userId, body: input.priorityReason, createdAt: now });
    await recordAudit(tx, actor, {
      action: 'feedback.priority', entity: AUDIT_ENTITY, entityId: input.id,
      before: { priority: feedback.priority, dueAt: feedback.dueAt }, after: { priority: after.priority, dueAt: after.dueAt, reason: input.priorityReason },
    });
    return { id: input.id, priority: after.priority, dueAt: after.dueAt.toISOString() };
  });
}

export async function ticketNotes(deps: Deps, session: SessionUser, id: number): Promise<FeedbackNoteRow[]> {
  const found = await repo.feedbackScopeOf(deps.db, id);
  const scope = await merchantScopeOf(deps.db, session.userId);
  if (!found || (scope !== null && !scope.includes(found.merchantId))) throw notFound('customerService:errors.feedbackNotFound');
  return (await repo.notesOf(deps.db, id)).map((n) => ({ ...n, createdAt: n.createdAt.toISOString() }));
}

export async function takeFeedback(deps: Deps, session: SessionUser, actor: Actor, id: number) {
  return deps.db.transaction(async (tx) => {
    const { feedback } = await lockFeedback(tx, session, id, 'unprocessed');
    const after = await repo.updateFeedback(tx, id, { status: FEEDBACK_NEXT.unprocessed!, handlerUserId: session.userId, updatedAt: deps.now() });
    await recordAudit(tx, actor, {
      action: 'feedback.take', entity: AUDIT_ENTITY, entityId: id,
      before: { status: feedback.status, handlerUserId: feedback.handlerUserId }, after: { status: after.status, handlerUserId: after.handlerUserId },
    });
    return { id, status: after.status };
  });
}

export async function replyFeedback(deps: Deps, session: SessionUser, actor: Actor, input: { id: number; reply: string }) {
  const result = await deps.db.transaction(async (tx) => {
    const { feedback, phone } = await lockFeedback(tx, session, input.id, 'processing');
    assertWorks(session, feedback.handlerUserId);
    await assertNoSensitiveWord(tx, input.reply);
    const message = await insertOutboxMessage(tx, {
      channel: 'sms', recipient: phone, body: input.reply, kind: 'feedbackReply', provider: QUEUED_PROVIDER, status: 'submitted',
    });
    const now = deps.now();
    const after = await repo.updateFeedback(tx, input.id, {
      status: FEEDBACK_NEXT.processing!, reply: input.reply, replyOutboxId: message.id, handlerUserId: session.userId, processedAt: now, updatedAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'feedback.reply', entity: AUDIT_ENTITY, entityId: input.id,
      before: { status: feedback.status, reply: feedback.reply }, after: { status: after.status, reply: after.reply, outboxId: message.id },
    });
    return { id: input.id, status: after.status, outboxId: message.id };
  });
  await deliverQueuedMessages(deps, [result.outboxId]);
  return result;
}
