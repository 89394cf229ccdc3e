/**
 * The 94AI result call-back: verified (HMAC, shared secret), recorded, deduplicated by the provider's event id
 * (a unique index: a re-sent call-back is answered "duplicate" and changes nothing), and out-of-order safe: an
 * event older than the result already applied to the call is kept as "stale" and not applied. The first result of
 * an attempt is a contact on the case (channel aiCall); a later, newer event corrects the call's record only.
 */
import type { AiCallbackBody } from '../../../common/robot/ai-call';
import { RETRY_OUTCOMES } from '../../integrations/call/robot.adapter';
import type { Deps } from '../../core/deps';
import { forbidden } from '../../core/errors';
import { callByRef, keepCalledAt, recordEvent, recordRefused, setEventResult } from './ai-call.repository';
import { recordOnCase, storeResult } from '../robot-task/robot-result.repository';
import { verifySignature } from './ai-signature';

export type CallbackResult = 'applied' | 'stale' | 'duplicate' | 'unknownCall';

export async function receiveCallback(deps: Deps, raw: unknown, body: AiCallbackBody | null, headers: Record<string, unknown>): Promise<{ result: CallbackResult }> {
  const now = deps.now();
  if (!body || !verifySignature(raw, headers, now)) {
    await recordRefused(deps.db, raw, now);
    throw forbidden('aiCall:errors.badSignature');
  }
  const eventAt = new Date(body.eventAt);
  return deps.db.transaction(async (tx) => {
    const id = await recordEvent(tx, body, eventAt, now);
    if (id === null) return { result: 'duplicate' as const };
    const found = await callByRef(tx, body.callRef);
    const settle = async (result: CallbackResult) => {
      if (result !== 'applied') await setEventResult(tx, id, result);
      return { result };
    };
    if (!found) return settle('unknownCall');
    const { call, task } = found;
    if (call.resultAt && eventAt <= call.resultAt) return settle('stale');
    const result = {
      providerRef: body.callRef, outcome: body.status, keypress: body.keypress ?? null, durationSec: body.durationSec ?? 0,
      transcript: body.transcript ?? null, recordingRef: body.recordingRef ?? null,
    };
    const first = call.status === 'calling';
    const retry = first && RETRY_OUTCOMES.includes(result.outcome) && call.attempts <= task.maxRetries;
    await storeResult(tx, call.id, result, eventAt, retry ? new Date(now.getTime() + task.retryGapMinutes * 60_000) : null);
    // The call keeps the time it was placed; resultAt orders the events.
    await keepCalledAt(tx, call.id, call.calledAt ?? eventAt);
    if (first) {
      await recordOnCase(tx, { callId: call.id, caseId: call.caseId, customerId: call.customerId, taskName: task.name, channel: 'aiCall' }, result, eventAt);
    }
    return settle('applied');
  });
}
