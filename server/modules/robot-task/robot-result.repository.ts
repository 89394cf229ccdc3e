/**
 * A call's result flows back to where the customer is worked: on a collection case, a collection_contacts row
 * (channel robot or aiCall, the outcome as its action code, the key pressed and the task in the remark) and the
 * case's last contact; every attempt is a contact, so it counts against the customer's daily cap.
 */
import { eq } from 'drizzle-orm';
import type { RobotCallResult, RobotOutcome } from '../../integrations/call/robot.adapter';
import type { Tx } from '../../db/client';
import { collectionCases, collectionContacts, robotCalls } from '../../db/schema';

const ACTION_CODE: Record<RobotOutcome, string> = {
  promised: 'promised', answered: 'connected', noAnswer: 'noAnswer', busy: 'busy', switchedOff: 'switchedOff', failed: 'noAnswer',
};

export interface ResultTarget {
  callId: number;
  caseId: number | null;
  customerId: number | null;
  taskName: string;
  channel: 'robot' | 'aiCall';
}

export async function recordOnCase(tx: Tx, target: ResultTarget, result: Pick<RobotCallResult, 'outcome' | 'keypress'>, at: Date) {
  if (!target.caseId || target.customerId === null) return;
  const remark = result.keypress ? `${target.taskName} · key ${result.keypress}` : target.taskName;
  await tx.insert(collectionContacts).values({
    caseId: target.caseId, customerId: target.customerId, channel: target.channel, result: result.outcome,
    actionCode: ACTION_CODE[result.outcome], remark, at,
  });
  await tx.update(collectionCases).set({ lastContactAt: at, lastActionCode: ACTION_CODE[result.outcome], updatedAt: at })
    .where(eq(collectionCases.id, target.caseId));
}

/** Stores the result on the call: done, or queued again for a retry after the gap. */
export async function storeResult(tx: Tx, callId: number, result: RobotCallResult, at: Date, retryAt: Date | null) {
  await tx.update(robotCalls).set({
    status: retryAt ? 'queued' : 'done', outcome: result.outcome, keypress: result.keypress, providerRef: result.providerRef,
    durationSec: result.durationSec, transcript: result.transcript, recordingRef: result.recordingRef, calledAt: at, resultAt: at,
    nextAttemptAt: retryAt,
  }).where(eq(robotCalls.id, callId));
}
