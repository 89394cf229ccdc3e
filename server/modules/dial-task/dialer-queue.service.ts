/**
 * The telemarketer's dialer queue on DialTask (issue 37): the tabs' counts, "Call next" (the first task of a tab in
 * its order, through the task's click-to-call), the call's state until it ends, the disposition of a call (a
 * follow-up with its outcome and a quick callback, in one step) and the day's counter. Ownership as the tasks':
 * Call next dials only the caller's own tasks; a disposition follows the follow-up's rule (own, or viewAll).
 */
import { eatDayRange, eatToday } from '../../../common/eat-day';
import {
  CALL_NEXT_SKIP_MS, CONNECTED_INTENTS, callbackAt, intentOfOutcome, type CallStateView, type DialerDayCounter, type DialerTab, type DisposeBody,
} from '../../../common/telemarketing/dialer-queue';
import type { Actor, SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { conflict, notFound, validationError } from '../../core/errors';
import { endCallLog } from '../call/call.repository';
import { merchantScopeOf } from '../order/order-scope';
import { callStateAt } from './call-state.rules';
import { callTask, followUp, seesAllTasks, toTaskRow } from './dial-task.service';
import { dialTaskList, type DialTaskListQuery } from './dial-task.repository';
import * as queue from './dialer-queue.repository';

/** The list filter of a page or a count: the owner (a telemarketer without viewAll) and the tab at the server's clock. */
export const queueFilter = (session: SessionUser, query: Omit<DialTaskListQuery, 'queue' | 'order' | 'ownerId'>, tab: DialerTab, now: Date) => ({
  ...query, ownerId: seesAllTasks(session) ? undefined : session.userId, queue: { tab, now }, order: tab,
});

/** Each tab's count, for the filter bar's filter (the tab itself aside). */
export async function dialerTabCounts(deps: Deps, session: SessionUser, query: Omit<DialTaskListQuery, 'queue' | 'order' | 'ownerId'>) {
  const scope = await merchantScopeOf(deps.db, session.userId);
  const now = deps.now();
  return queue.tabCounts(deps.db, dialTaskList.where(scope, queueFilter(session, query, 'all', now)), now);
}

/** Dials the first of the caller's own tasks in the tab's order (skipping one dialled in the last minutes); answers the call and the task. */
export async function callNext(deps: Deps, session: SessionUser, actor: Actor, tab: DialerTab) {
  const now = deps.now();
  const entryId = await deps.db.transaction((tx) => queue.lockNextTask(tx, session.userId, tab, now, new Date(now.getTime() - CALL_NEXT_SKIP_MS)));
  if (entryId === null) throw conflict('telemarketingWork:errors.queueEmpty');
  const call = await callTask(deps, session, actor, entryId);
  const scope = await merchantScopeOf(deps.db, session.userId);
  const task = await dialTaskList.find(deps.db, scope, queue.taskIs(entryId));
  return { ...call, entryId, task: task ? toTaskRow(task) : null };
}

/** The state of one of the caller's calls; once its record says it is over, the end is written on the call log (once). */
export async function callState(deps: Deps, session: SessionUser, callLogId: number): Promise<CallStateView> {
  const found = await queue.callOfUser(deps.db, callLogId, session.userId);
  if (!found) throw notFound('telemarketingWork:errors.callNotFound');
  const { log } = found;
  const now = deps.now();
  const record = !log.endedAt && log.via === 'callCentre' && log.providerRef
    ? await deps.calls.callRecord({ providerRef: log.providerRef, phone: log.phone, dialledAt: log.createdAt }).catch(() => null)
    : null;
  const state = callStateAt(log, record, now);
  let outcome = log.outcome;
  let talkSeconds = log.talkSeconds;
  if (state === 'ended' && !log.endedAt && log.via === 'callCentre') {
    const written = record ?? { outcome: 'failed' as const, connectedAt: null, endedAt: now, talkSeconds: 0 };
    await endCallLog(deps.db, log.id, written);
    outcome = written.outcome;
    talkSeconds = written.talkSeconds;
  }
  return { callLogId: log.id, entryId: found.entryId, state, outcome: state === 'ended' ? outcome : null, talkSeconds: state === 'ended' ? talkSeconds : null };
}

/** The intent a disposition records: the one its outcome implies, else the telemarketer's (a connected intent). */
function dispositionIntent(body: DisposeBody) {
  const implied = intentOfOutcome(body.outcome);
  if (implied) {
    if (body.intent && body.intent !== implied) throw validationError('telemarketingWork:errors.intentMismatch');
    return implied;
  }
  if (!body.intent) throw validationError('telemarketingWork:errors.intentRequired');
  if (!(CONNECTED_INTENTS as readonly string[]).includes(body.intent)) throw validationError('telemarketingWork:errors.intentNotConnected');
  return body.intent;
}

/** A follow-up in one step: outcome, intent, remark and a quick callback (in 2 h, tomorrow 10:00 EAT, a chosen time). */
export async function dispose(deps: Deps, session: SessionUser, actor: Actor, body: DisposeBody) {
  const intent = dispositionIntent(body);
  if (body.callback === 'at' && !body.callbackAt) throw validationError('telemarketingWork:errors.callbackAtRequired');
  const nextCallAt = callbackAt(body.callback, deps.now(), body.callbackAt);
  if (body.callLogId) {
    const call = await queue.callOfUser(deps.db, body.callLogId, session.userId);
    if (!call || call.entryId !== body.entryId) throw notFound('telemarketingWork:errors.callNotFound');
  }
  return followUp(deps, session, actor, {
    entryId: body.entryId, intent, nextCallAt: nextCallAt?.toISOString() ?? null, remark: body.remark, outcome: body.outcome, callLogId: body.callLogId ?? null,
  });
}

/** The caller's counter for today (EAT): one aggregate over the day's calls, one over the day's follow-ups. */
export async function dayCounter(deps: Deps, session: SessionUser): Promise<DialerDayCounter> {
  const day = eatToday(deps.now());
  const { from, to } = eatDayRange(day);
  const [calls, followUps] = await Promise.all([queue.dayCalls(deps.db, session.userId, from, to), queue.dayFollowUps(deps.db, session.userId, from, to)]);
  return { day, ...calls, ...followUps };
}
