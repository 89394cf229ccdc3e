/**
 * A dial task's call as the telemarketer sees it: dialling while the call centre rings their seat, ringing while the
 * customer's phone rings, connected while they talk, ended once the call is over. Read from the call log and, until
 * the log has its end, the call centre's record of the call (the sandbox's is known from the start: sandbox.ts).
 */
import type { CallRecord } from '../../../common/calls/call-record';
import type { CallState } from '../../../common/telemarketing/dialer-queue';

/** Seconds the call centre takes to ring the staff member's seat before it dials the customer. */
export const SEAT_RING_MS = 3_000;

export interface CallLogView {
  via: 'callCentre' | 'telLink';
  status: string;
  createdAt: Date;
  endedAt: Date | null;
}

/**
 * The state at `now`. A tel: link call is placed by the staff member's own phone, so it is over for the screen as
 * soon as it is opened; a call that failed to dial has ended. A record whose end has come ends the call.
 */
export function callStateAt(log: CallLogView, record: CallRecord | null, now: Date): CallState {
  if (log.endedAt || log.via === 'telLink' || log.status === 'failed') return 'ended';
  if (record && record.endedAt.getTime() <= now.getTime()) return 'ended';
  if (now.getTime() - log.createdAt.getTime() < SEAT_RING_MS) return 'dialling';
  if (record?.connectedAt && record.connectedAt.getTime() <= now.getTime()) return 'connected';
  return 'ringing';
}
