/**
 * Messages a person is waiting for (sign-in codes, temporary passwords, app verification codes) and staff e-mail:
 * recorded in the outbox and sent at once. An SMS takes the one routed send path (deliverSms: SMS routes,
 * fallback, receipts), exempt from the conduct rules (rules_exempt: quiet hours and the daily cap never hold a
 * sign-in code); an e-mail goes to the adapter.
 *
 * A message's secrets (the code, the password) are never stored: the outbox keeps the body with each secret
 * replaced by HIDDEN_SECRET, which is all that the message centre, customer 360 and every export can show, to
 * anyone. The real text exists only in memory on its way to the provider. So such a message is handed over here,
 * at once, never queued for the delivery job, which would read the stored (redacted) body.
 */
import type { Deps } from '../../core/deps';
import type { MessageChannel } from '../../integrations/messaging/messaging.adapter';
import { CLAIMED_PROVIDER } from './deliver-queued';
import { insertOutboxMessage, outboxStatus, updateOutboxMessage } from './outbox.repository';
import { deliverSms } from './sms-delivery';

/** How a secret reads in the outbox. */
export const HIDDEN_SECRET = '******';

export interface SendRequest {
  channel: MessageChannel;
  to: string;
  subject?: string;
  body: string;
  kind: string;
  recipientUserId?: number | null;
  /** Values in `body` that only the recipient may read: the provider gets them, the outbox never does. */
  secrets?: readonly string[];
}

export const redactSecrets = (text: string, secrets: readonly string[] = []) =>
  secrets.filter(Boolean).reduce((redacted, secret) => redacted.split(secret).join(HIDDEN_SECRET), text);

/** An SMS through the routes, now: recorded as already claimed (no delivery run takes it), then handed over. */
async function sendRoutedSms(deps: Deps, request: SendRequest) {
  const row = await insertOutboxMessage(deps.db, {
    channel: 'sms', recipient: request.to, body: redactSecrets(request.body, request.secrets), kind: request.kind,
    recipientUserId: request.recipientUserId ?? null, provider: CLAIMED_PROVIDER, status: 'submitted', rulesExempt: true, createdAt: deps.now(),
  });
  await deliverSms(deps, { ...row, body: request.body }, null);
  return { id: row.id, status: await outboxStatus(deps.db, row.id) };
}

export async function sendMessage(deps: Deps, request: SendRequest) {
  if (request.channel === 'sms') return sendRoutedSms(deps, request);
  const row = await insertOutboxMessage(deps.db, {
    channel: request.channel, recipient: request.to, subject: request.subject, body: redactSecrets(request.body, request.secrets), kind: request.kind,
    recipientUserId: request.recipientUserId ?? null, provider: deps.messaging.name, status: 'submitted', createdAt: deps.now(),
  });
  try {
    const result = await deps.messaging.send({ channel: request.channel, to: request.to, subject: request.subject, body: request.body, outboxId: row.id });
    await updateOutboxMessage(deps.db, row.id, { status: result.status, providerRef: result.providerRef });
    return { id: row.id, status: result.status };
  } catch (error) {
    await updateOutboxMessage(deps.db, row.id, { status: 'failed', providerRef: error instanceof Error ? error.message.slice(0, 200) : 'error' });
    return { id: row.id, status: 'failed' as const };
  }
}
