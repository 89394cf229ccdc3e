/**
 * NineFourAiSmsBack: an inbound SMS reply (signed like the call-backs, deduplicated by the provider's message id)
 * is matched to the customer by phone — the customer with an open collection case first, else the newest — and,
 * when there is an open case, logged on it as an inbound contact (channel smsReply, not counted as an attempt).
 * A reply of STOP (also STOP ALL, UNSUBSCRIBE; trimmed, any case) opts the phone out of marketing SMS.
 * Handling a reply ("Mark handled") and following it up on its case are the operator's (ai-sms-actions.ts).
 */
import { isStopReply, type AiSmsBody } from '../../../common/robot/ai-call';
import type { Deps } from '../../core/deps';
import { forbidden } from '../../core/errors';
import { insertReply, matchPhone, optOutPhone, replyOnCase } from './ai-call.repository';
import { verifySignature } from './ai-signature';

export async function receiveSms(deps: Deps, raw: unknown, body: AiSmsBody | null, headers: Record<string, unknown>) {
  const now = deps.now();
  if (!body || !verifySignature(raw, headers, now)) throw forbidden('aiCall:errors.badSignature');
  return deps.db.transaction(async (tx) => {
    const { customerId, caseId } = await matchPhone(tx, body.phone);
    const receivedAt = new Date(body.receivedAt);
    const id = await insertReply(tx, { messageId: body.messageId, phone: body.phone, text: body.text, customerId, caseId, receivedAt }, now);
    if (id === null) return { result: 'duplicate' as const };
    if (caseId && customerId) await replyOnCase(tx, caseId, customerId, body.text, receivedAt);
    const stop = isStopReply(body.text);
    if (stop) await optOutPhone(tx, id, body.phone, now);
    return { result: 'recorded' as const, matched: customerId !== null, ...(stop ? { optedOut: true } : {}) };
  });
}
