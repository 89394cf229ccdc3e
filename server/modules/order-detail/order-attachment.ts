/**
 * Opening an order's attachment: the caller's merchant scope, the file from the file store, an audit row.
 * An ID-card picture or selfie shows what masking hides: a masked user opens one only with the order's
 * reveal code and the reveal permission, and it is audited as a reveal, like the ID number.
 */
import { REVEAL_PERMISSION, isIdentityPicture } from '../../../common/sensitive';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, notFound } from '../../core/errors';
import { findScopedOrder } from './order-access';
import { findAttachment } from './order-detail.repository';
import { ORDER_REVEAL_CODE } from './order-reveal';

const mayReveal = (session: SessionUser) => session.codes.has(ORDER_REVEAL_CODE) && session.sensitivePerms.has(REVEAL_PERMISSION);

export async function openAttachment(deps: Deps, session: SessionUser, actor: Actor, orderId: number, attachmentId: number) {
  await findScopedOrder(deps.db, session.userId, orderId);
  const row = await findAttachment(deps.db, orderId, attachmentId);
  if (!row) throw notFound('orderDetail:errors.attachmentMissing');
  const revealing = session.isDesensitization && isIdentityPicture(row.kind);
  if (revealing && !mayReveal(session)) throw forbidden();
  const file = await deps.files.get(row.storageKey);
  if (!file) throw notFound('orderDetail:errors.attachmentMissing');
  await recordAudit(deps.db, actor, revealing
    ? { action: 'reveal', entity: 'order', entityId: orderId, after: { field: 'attachment', attachmentId, kind: row.kind } }
    : { action: 'attachment.view', entity: 'order', entityId: orderId, after: { attachmentId, kind: row.kind } });
  return { ...file, fileName: row.fileName };
}
