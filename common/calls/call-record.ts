/**
 * How a call placed through the call centre ended, as its record says: answered (with talk time), not
 * answered, busy, failed, or unknown when the call centre kept no record within a day.
 */
export const CALL_OUTCOMES = ['answered', 'noAnswer', 'busy', 'failed', 'unknown'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** The call centre's record of one call. */
export interface CallRecord {
  outcome: Exclude<CallOutcome, 'unknown'>;
  connectedAt: Date | null;
  endedAt: Date;
  talkSeconds: number;
}

/** A call older than this with no record is closed as unknown. */
export const CALL_RECORD_WAIT_MS = 24 * 60 * 60_000;
/** The call-record job asks about calls placed at least this long ago (a call is rarely over sooner). */
export const CALL_RECORD_AFTER_MS = 30_000;

/** Talk time as staff read it: 0:45, 12:07, 1:02:09. */
export function formatTalkTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
