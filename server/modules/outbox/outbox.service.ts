/** Every SMS and e-mail goes through here: recorded in the outbox, then handed to the adapter. */
import type { Deps } from '../../core/deps';
import type { MessageChannel } from '../../integrations/messaging/messaging.adapter';
import { insertOutboxMessage, updateOutboxMessage } from './outbox.repository';

export interface SendRequest {
  channel: MessageChannel;
  to: string;
  subject?: string;
  body: string;
  kind: string;
  recipientUserId?: number | null;
}

export async function sendMessage(deps: Deps, request: SendRequest) {
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
