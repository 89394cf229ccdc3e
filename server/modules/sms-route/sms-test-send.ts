/**
 * "Test send" on a routing screen: a short text to a staff-given number, as the chosen merchant's message of the
 * chosen type, through the one send path (contact rules, routes, fallback, receipt) — so an operator sees at once
 * which provider now carries such messages.
 */
import { normalisePhone } from '../../../common/validators';
import type { SmsRouteKind } from '../../../common/contact/sms-routing';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';
import { deliverQueuedMessages, queueSms } from '../message-template/send-templated';
import { merchantExists, outboxWithAttempts } from './sms-route.repository';

export const TEST_SMS_BODY = 'Test message: SMS routing check. No action is needed.';

export async function testSend(deps: Deps, actor: Actor, kind: SmsRouteKind, input: { phone: string; merchantId: number | null; messageType: string }) {
  const phone = normalisePhone(input.phone);
  if (!phone) throw validationError('smsRoute:errors.phone');
  const outboxId = await deps.db.transaction(async (tx) => {
    if (input.merchantId !== null && !(await merchantExists(tx, input.merchantId))) throw validationError('smsRoute:errors.unknownMerchant');
    const row = await queueSms(tx, { phone, body: TEST_SMS_BODY, kind: input.messageType, merchantId: input.merchantId, rulesExempt: true });
    await recordAudit(tx, actor, { action: 'testSend', entity: kind === 'notice' ? 'smsRoute' : 'marketingSmsRoute', entityId: row.id, after: { outboxId: row.id, merchantId: input.merchantId, messageType: input.messageType } });
    return row.id;
  });
  await deliverQueuedMessages(deps, [outboxId]);
  return outboxWithAttempts(deps.db, outboxId);
}
