/** Opening an order's attachment: the caller's merchant scope, the file from the file store, an audit row. */
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { findScopedOrder } from './order-access';
import { findAttachment } from './order-detail.repository';

export async function openAttachment(deps: Deps, actor: Actor & { userId: number }, orderId: number, attachmentId: number) {
  await findScopedOrder(deps.db, actor.userId, orderId);
  const row = await findAttachment(deps.db, orderId, attachmentId);
  const file = row ? await deps.files.get(row.storageKey) : null;
  if (!row || !file) throw notFound('orderDetail:errors.attachmentMissing');
  await recordAudit(deps.db, actor, { action: 'attachment.view', entity: 'order', entityId: orderId, after: { attachmentId, kind: row.kind } });
  return { ...file, fileName: row.fileName };
}
