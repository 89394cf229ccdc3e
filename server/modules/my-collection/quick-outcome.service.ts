/**
 * A quick outcome of a call attempt (no answer, busy, wrong number): one click in the case drawer records a
 * follow-up with that action code, and the attempt counts once against the daily cap. When the collector's own
 * click-to-call on the case was placed within the last minutes and has no outcome yet, that call is the attempt
 * and takes the code; otherwise (a call from another phone) a call attempt is logged now, through the same
 * conduct rules as a call (hours, cap, pause). A no-answer or busy case comes back as a call-back later.
 */
import {
  QUICK_OUTCOME_CALL_WINDOW_MINUTES, QUICK_RETRY_MINUTES, type QuickOutcomeBody,
} from '../../../common/collection/my-collection';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';
import { lockedOwnCase, nextAfter } from './case-actions.service';
import * as repo from './case-view.repository';
import { assertMayContact } from './conduct';

const MINUTE_MS = 60_000;

export async function recordQuickOutcome(deps: Deps, session: SessionUser, actor: Actor, body: QuickOutcomeBody) {
  const now = deps.now();
  const retry = QUICK_RETRY_MINUTES[body.outcome];
  const nextCallAt = retry === null ? null : new Date(now.getTime() + retry * MINUTE_MS);
  return deps.db.transaction(async (tx) => {
    const kase = await lockedOwnCase(tx, session, body.caseId);
    if (kase.status === 'closed') throw validationError('myCollection:errors.caseClosed');
    const next = await nextAfter(tx, session.userId, body, now);
    const since = new Date(now.getTime() - QUICK_OUTCOME_CALL_WINDOW_MINUTES * MINUTE_MS);
    const placed = await repo.openCallAttempt(tx, kase.id, session.userId, since);
    let contactId: number;
    if (placed) {
      await repo.setContactOutcome(tx, placed.id, { actionCode: body.outcome, nextCallAt });
      contactId = placed.id;
    } else {
      await assertMayContact(tx, kase, { channel: 'call', target: 'borrower' }, session.userId, now, '');
      const row = await repo.insertContact(tx, {
        caseId: kase.id, customerId: kase.customerId, userId: session.userId, channel: 'call', target: 'borrower',
        actionCode: body.outcome, nextCallAt, at: now,
      });
      contactId = row.id;
    }
    const after = await repo.updateCase(tx, kase.id, {
      followUpCount: kase.followUpCount + 1, lastActionCode: body.outcome, lastContactAt: now, nextCallAt, updatedAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'myCollection.quickOutcome', entity: 'collectionCase', entityId: kase.id,
      before: { followUpCount: kase.followUpCount, lastActionCode: kase.lastActionCode, nextCallAt: kase.nextCallAt },
      after: { contactId, actionCode: body.outcome, onCall: Boolean(placed), followUpCount: after.followUpCount, nextCallAt: after.nextCallAt },
    });
    return { contactId, actionCode: body.outcome, onCall: Boolean(placed), followUpCount: after.followUpCount, ...next };
  });
}
