/**
 * Feedback: take an unprocessed one (processing, the taker becomes its handler), then reply (processed). The
 * reply is an SMS to the customer written to the contact platform's outbox in the same transaction as the
 * status change (refused when it holds a sensitive word), then handed to the SMS adapter; the delivery job
 * sends it if this process stops first. Every change is audited with before and after.
 */
import { FEEDBACK_NEXT, type CustomerFeedbackQuery, type FeedbackStatus } from '../../../common/customer-service/feedback';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { assertNoSensitiveWord, deliverQueuedMessages } from '../message-template/send-templated';
import { QUEUED_PROVIDER } from '../message-template/message-template.repository';
import { insertOutboxMessage } from '../outbox/outbox.repository';
import { merchantScopeOf } from '../order/order-scope';
import * as repo from './feedback.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const AUDIT_ENTITY = 'feedback';

export async function listFeedback(deps: Deps, session: SessionUser, query: repo.FeedbackListQuery) {
  const { current, size } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total } = await repo.feedbackList.page(deps.db, scope, query);
  const records = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), processedAt: iso(r.processedAt) }));
  return { records, total, current, size };
}

export async function listCustomerFeedback(deps: Deps, session: SessionUser, query: CustomerFeedbackQuery) {
  const { current, size, ...filter } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total } = await repo.customerFeedbackPage(deps.db, scope, filter, size, (current - 1) * size);
  const records = rows.map((r) => ({ ...r, total: Number(r.total), open: Number(r.open), lastAt: r.lastAt ? new Date(r.lastAt).toISOString() : null }));
  return { records, total, current, size };
}

/** The row, locked, within the caller's merchants, in the status the move starts from. */
async function lockFeedback(tx: DbOrTx, session: SessionUser, id: number, from: FeedbackStatus) {
  const found = await repo.findFeedbackForUpdate(tx, id);
  const scope = await merchantScopeOf(tx, session.userId);
  if (!found || (scope !== null && !scope.includes(found.feedback.merchantId))) throw notFound('customerService:errors.feedbackNotFound');
  if (found.feedback.status !== from) throw conflict('customerService:errors.feedbackMoved');
  return found;
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
