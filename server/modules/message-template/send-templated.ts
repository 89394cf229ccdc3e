/**
 * The one send of a templated message that other modules use (collection SMS, reminders …).
 *
 * sendTemplatedMessage runs inside the caller's transaction: it checks the template, renders it, refuses
 * sensitive words, and writes the SMS to the outbox as "submitted" (provider "queued") — so the message exists
 * exactly when the caller's change commits, and never when it rolls back. deliverQueuedMessages then hands it to
 * the provider its SMS route names (server/modules/sms-route/sms-delivery.ts: contact blacklist and opt-out, routes by
 * merchant and type with fallback, delivery receipts): the caller calls it after its commit for an immediate send,
 * and the "templated message delivery" job delivers whatever is left (e.g. after a restart). A claimed message is
 * never handed over twice.
 */
import { findSensitiveWord, renderTemplate } from '../../../common/contact/template';
import { recordAudit } from '../../core/audit';
import { conflict, notFound, validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { insertOutboxMessage } from '../outbox/outbox.repository';
import { recordOutboxMerchant } from '../outbox/sms-delivery.repository';
// The delivery run lives with the outbox (which also sends staff codes through it); offered here beside the send.
export { deliverQueuedMessages } from '../outbox/deliver-queued';
import { enabledWordLists, findTemplateWithNode, QUEUED_PROVIDER } from './message-template.repository';

export interface TemplatedSend {
  templateId: number;
  phone: string;
  variables: Record<string, string>;
  kind: string;
  merchantId: number | null;
  actorUserId: number | null;
  recipientUserId?: number | null;
}

/** Refuses a text holding a word of an enabled sensitive-word list, naming the word. */
export async function assertNoSensitiveWord(tx: DbOrTx, text: string): Promise<void> {
  const word = findSensitiveWord(text, await enabledWordLists(tx));
  if (word) throw validationError('messageTemplate:errors.sensitiveWord', { word });
}

/**
 * The text a customer receives for a template and its variables: the one renderer of sends and of previews
 * (the workbench's SMS preview), so what is shown is what is sent. A variable left empty is refused, naming it.
 */
export function renderForSending(content: string, variables: Record<string, string>): string {
  const { text, missing } = renderTemplate(content, variables);
  if (missing.length > 0) throw validationError('messageTemplate:errors.missingVariable', { variable: missing[0] });
  return text;
}

export async function sendTemplatedMessage(tx: DbOrTx, input: TemplatedSend): Promise<{ outboxId: number; body: string }> {
  const found = await findTemplateWithNode(tx, input.templateId);
  if (!found) throw notFound('messageTemplate:errors.templateNotFound');
  const { template, node } = found;
  if (!template.enabled) throw conflict('messageTemplate:errors.templateDisabled', { name: template.name });
  if (!node.enabled) throw conflict('messageTemplate:errors.nodeDisabled', { name: node.name });
  if (template.channel !== 'sms') throw validationError('messageTemplate:errors.notSms', { name: template.name });
  if (template.merchantId !== null && input.merchantId !== null && template.merchantId !== input.merchantId) {
    throw validationError('messageTemplate:errors.otherMerchant', { name: template.name });
  }
  const phone = input.phone.trim();
  if (!phone) throw validationError('messageTemplate:errors.noPhone');
  const text = renderForSending(template.content, input.variables);
  // The template's own words are checked, not the customer's data filled in (a surname is not an insult).
  await assertNoSensitiveWord(tx, template.content);
  const row = await queueSms(tx, { phone, body: text, kind: input.kind, merchantId: input.merchantId, recipientUserId: input.recipientUserId });
  // Who sent what, from which template; the phone and text stay in the outbox (masked users read audits).
  await recordAudit(tx, { userId: input.actorUserId, username: null, ip: '' }, {
    action: 'send', entity: 'messageTemplate', entityId: template.id,
    after: { outboxId: row.id, kind: input.kind, merchantId: input.merchantId, templateNo: template.templateNo },
  });
  return { outboxId: row.id, body: text };
}

export interface QueuedSms {
  phone: string;
  body: string;
  /** The message type: routes choose by it (a marketing type — MARKETING_MESSAGE_TYPES — follows the marketing routes). */
  kind: string;
  /** Routes choose by it too; null = routes for every merchant only. */
  merchantId: number | null;
  recipientUserId?: number | null;
  /** Staff's own test sends: not held by the quiet hours nor counted against a customer's cap. */
  rulesExempt?: boolean;
}

/** Writes an SMS (already checked and rendered) to the outbox, queued for delivery, inside the caller's transaction. */
export async function queueSms(tx: DbOrTx, input: QueuedSms) {
  const row = await insertOutboxMessage(tx, {
    channel: 'sms', recipient: input.phone, body: input.body, kind: input.kind, recipientUserId: input.recipientUserId ?? null,
    provider: QUEUED_PROVIDER, status: 'submitted', rulesExempt: input.rulesExempt ?? false,
  });
  if (input.merchantId !== null) await recordOutboxMerchant(tx, row.id, input.merchantId);
  return row;
}

