/**
 * AiHelpUidDecrypt: set the widget's key (answered only as "set, when, by whom"), and open a help-session uid
 * to the customer it names, within the caller's merchants. Every key change and every decode is audited (the
 * key itself never: not in the audit, not in any answer); each decode is also logged for the screen's list.
 */
import type { AiHelpKeyStatus } from '../../../common/customer-service/ai-help';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound, validationError } from '../../core/errors';
import { merchantScopeOf } from '../order/order-scope';
import { keyBytes, openUid } from './ai-help.crypto';
import * as repo from './ai-help.repository';

const UID_PREFIX_SHOWN = 8;

export async function keyStatus(deps: Deps): Promise<AiHelpKeyStatus> {
  const row = await repo.findKey(deps.db);
  return { configured: row !== null, changedAt: row ? row.changedAt.toISOString() : null, changedByName: row?.changedByName ?? null };
}

export async function setKey(deps: Deps, session: SessionUser, actor: Actor, typed: string) {
  const keyBase64 = keyBytes(typed).toString('base64');
  await deps.db.transaction(async (tx) => {
    const before = await repo.findKey(tx);
    await repo.saveKey(tx, keyBase64, session.userId, deps.now());
    await recordAudit(tx, actor, {
      action: 'aiHelp.setKey', entity: 'aiHelpKey', entityId: repo.KEY_ROW_ID,
      before: { configured: before !== null, changedAt: before?.changedAt ?? null }, after: { configured: true, changedAt: deps.now() },
    });
  });
  return keyStatus(deps);
}

export async function decodeUid(deps: Deps, session: SessionUser, actor: Actor, uid: string) {
  const key = await repo.findKey(deps.db);
  if (!key) throw conflict('customerService:errors.keyMissing');
  const customerNo = openUid(Buffer.from(key.keyBase64, 'base64'), uid);
  const found = customerNo ? await repo.findCustomerByNo(deps.db, customerNo) : null;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const visible = found && (scope === null || scope.includes(found.merchantId)) ? found : null;
  const outcome = customerNo === null ? 'invalid' : visible ? 'found' : 'notFound';
  await deps.db.transaction(async (tx) => {
    const log = await repo.insertDecode(tx, {
      userId: session.userId, customerId: visible?.customerId ?? null, uidPrefix: uid.slice(0, UID_PREFIX_SHOWN), outcome, createdAt: deps.now(),
    });
    await recordAudit(tx, actor, {
      action: 'aiHelp.decode', entity: 'aiHelpDecode', entityId: log.id, after: { outcome, customerId: visible?.customerId ?? null },
    });
  });
  if (outcome === 'invalid') throw validationError('customerService:errors.uidInvalid');
  if (!visible) throw notFound('customerService:errors.uidCustomerNotFound');
  const { merchantId: _merchant, ...customer } = visible;
  return customer;
}

export async function listDecodes(deps: Deps, page: { current: number; size: number }) {
  const { rows, total } = await repo.decodePage(deps.db, page.size, (page.current - 1) * page.size);
  return { records: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, ...page };
}
