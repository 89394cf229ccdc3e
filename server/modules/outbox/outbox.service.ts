/**
 * Messages a person is waiting for (sign-in codes, temporary passwords, app verification codes) and staff e-mail:
 * recorded in the outbox and sent at once. An SMS takes the one routed send path (deliverQueuedMessages: SMS routes,
 * fallback, receipts), exempt from the conduct rules (rules_exempt: quiet hours and the daily cap never hold a
 * sign-in code); an e-mail goes to the adapter.
 */
import { QUEUED_PROVIDER } from '../../../common/contact/sms-delivery';
import type { Deps } from '../../core/deps';
import type { MessageChannel } from '../../integrations/messaging/messaging.adapter';
import { deliverQueuedMessages } from './deliver-queued';
import { insertOutboxMessage, outboxStatus, updateOutboxMessage } from './outbox.repository';

export interface SendRequest {
  channel: MessageChannel;
  to: string;
  subject?: string;
  body: string;
  kind: string;
  recipientUserId?: number | null;
}

/** An SMS through the routes, now: queued (exempt from the conduct rules), then claimed and handed over at once. */
async function sendRoutedSms(deps: Deps, request: SendRequest) {
  const row = await insertOutboxMessage(deps.db, {
    channel: 'sms', recipient: request.to, body: request.body, kind: request.kind, recipientUserId: request.recipientUserId ?? null,
    provider: QUEUED_PROVIDER, status: 'submitted', rulesExempt: true, createdAt: deps.now(),
  });
  await deliverQueuedMessages(deps, [row.id]);
  return { id: row.id, status: await outboxStatus(deps.db, row.id) };
}

export async function sendMessage(deps: Deps, request: SendRequest) {
  if (request.channel === 'sms') return sendRoutedSms(deps, request);
  const row = await insertOutboxMessage(deps.db, {
    channel: request.channel, recipient: request.to, subject: request.subject, body: request.body, kind: request.kind,
    recipientUserId: request.recipientUserId ?? null, provider: deps.messaging.name, status: 'submitted', createdAt: deps.now(),
  });
  try {
    const result = await deps.messaging.send({ channel: request.channel, to: request.to, subject: request.subject, body: request.body });
    await updateOutboxMessage(deps.db, row.id, { status: result.status, providerRef: result.providerRef });
    return { id: row.id, status: result.status };
  } catch (error) {
    await updateOutboxMessage(deps.db, row.id, { status: 'failed', providerRef: error instanceof Error ? error.message.slice(0, 200) : 'error' });
    return { id: row.id, status: 'failed' as const };
  }
}
