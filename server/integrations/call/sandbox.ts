import type { CallRecord } from '../../../common/calls/call-record';
import type { CallAdapter, CallRecordQuery, DialRequest, DialResult } from './call.adapter';

/** Seconds the sandbox's seat and customer take to pick up. */
const RING_SECONDS = 8;

/**
 * How the sandbox's call to a number ends, from the number alone (so any server process answers alike):
 * ending in 0 nobody answers, in 9 the line is busy, otherwise the customer answers and talks for 20 s to
 * 5 min (the digits decide how long).
 */
export function sandboxCallRecord({ phone, dialledAt }: CallRecordQuery): CallRecord {
  const last = phone.at(-1);
  if (last === '0') return { outcome: 'noAnswer', connectedAt: null, endedAt: new Date(dialledAt.getTime() + 45_000), talkSeconds: 0 };
  if (last === '9') return { outcome: 'busy', connectedAt: null, endedAt: new Date(dialledAt.getTime() + 5_000), talkSeconds: 0 };
  const digits = [...phone].reduce((sum, d) => sum + Number(d || 0), 0);
  const talkSeconds = 20 + ((digits * 37) % 281);
  const connectedAt = new Date(dialledAt.getTime() + RING_SECONDS * 1000);
  return { outcome: 'answered', connectedAt, endedAt: new Date(connectedAt.getTime() + talkSeconds * 1000), talkSeconds };
}

/**
 * Deterministic sandbox: every call is accepted and numbered in order; nothing leaves the machine. Its record
 * of a call (sandboxCallRecord) is what the call-record job writes on the call log, so staff see outcomes and
 * talk time in the order's call log, the case timeline and collection monitoring.
 */
export function createSandboxCalls(onDial?: (request: DialRequest) => void): CallAdapter {
  let sequence = 0;
  return {
    name: 'sandbox',
    async dial(request: DialRequest): Promise<DialResult> {
      sequence += 1;
      onDial?.(request);
      return { status: 'dialing', providerRef: `sandbox-call-${sequence}` };
    },
    async callRecord(query: CallRecordQuery) {
      return sandboxCallRecord(query);
    },
  };
}
