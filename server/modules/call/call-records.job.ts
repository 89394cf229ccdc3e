/**
 * Call records: for each call-centre call still without one, the job asks the call centre how it ended and
 * writes the outcome, connect and end times and talk time on the call log (and the collector's contact on the
 * case). A call the call centre has no record of within a day is closed as unknown. Each call is written once
 * (the update only takes a log without its end), so two runs or two servers never count a call twice.
 */
import { CALL_RECORD_AFTER_MS, CALL_RECORD_WAIT_MS, type CallRecord } from '../../../common/calls/call-record';
import type { Deps } from '../../core/deps';
import { endCallLog, pendingCallRecords, setCallContactsOutcome } from './call.repository';

const BATCH = 200;

export async function collectCallRecords(deps: Deps): Promise<{ ended: number }> {
  const now = deps.now();
  let ended = 0;
  for (const call of await pendingCallRecords(deps.db, new Date(now.getTime() - CALL_RECORD_AFTER_MS), BATCH)) {
    const record: CallRecord | null = call.providerRef
      ? await deps.calls.callRecord({ providerRef: call.providerRef, phone: call.phone, dialledAt: call.createdAt }).catch(() => null)
      : null;
    const expired = now.getTime() - call.createdAt.getTime() > CALL_RECORD_WAIT_MS;
    if (!record && !expired) continue;
    const written = record ?? { outcome: 'unknown', connectedAt: null, endedAt: now, talkSeconds: 0 };
    const done = await deps.db.transaction(async (tx) => {
      if (!(await endCallLog(tx, call.id, written))) return false;
      await setCallContactsOutcome(tx, call.id, written.outcome);
      return true;
    });
    if (done) ended += 1;
  }
  return { ended };
}
