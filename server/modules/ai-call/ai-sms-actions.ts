/**
 * NineFourAiSmsBack's actions on a reply: "Mark handled" (who and when, audited before/after; a second click
 * finds it handled and changes nothing) and "Follow up" (a follow-up on the reply's case through the
 * collector's follow-up service, so only the case's holder can record it).
 */
import type { z } from 'zod';
import { followUpBodySchema } from '../../../common/collection/my-collection';
import type { aiSmsFollowUpSchema } from '../../../common/robot/ai-call';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { notFound, validationError } from '../../core/errors';
import { assertInMerchantScope, wholeReachScope } from '../../core/merchant-scope';
import { recordFollowUp } from '../my-collection/case-actions.service';
import { lockedReply, markReplyHandled } from './ai-lists.repository';

export async function markSmsHandled(deps: Deps, session: SessionUser, actor: Actor, id: number) {
  const scope = await wholeReachScope(deps.db, session);
  return deps.db.transaction(async (tx) => {
    const before = await lockedReply(tx, id);
    if (!before) throw notFound();
    assertInMerchantScope(scope, before.merchantId);
    if (before.handledAt) return { id, handledAt: before.handledAt.toISOString(), alreadyHandled: true };
    const after = await markReplyHandled(tx, id, session.userId, deps.now());
    await recordAudit(tx, actor, { action: 'aiSms.handle', entity: 'aiSmsReply', entityId: id, before, after });
    return { id, handledAt: after?.handledAt?.toISOString() ?? null, alreadyHandled: false };
  });
}

export async function followUpSms(deps: Deps, session: SessionUser, actor: Actor, body: z.infer<typeof aiSmsFollowUpSchema>) {
  const scope = await wholeReachScope(deps.db, session);
  const reply = await deps.db.transaction((tx) => lockedReply(tx, body.id));
  if (!reply) throw notFound();
  assertInMerchantScope(scope, reply.merchantId);
  if (reply.caseId === null) throw validationError('aiCall:errors.noCase');
  // Through the follow-up's own schema, so the service gets the body it always gets (defaults, nulls).
  return recordFollowUp(deps, session, actor, followUpBodySchema.parse({
    caseId: reply.caseId, actionCode: body.actionCode, remark: body.remark || reply.text.slice(0, 500),
  }));
}
