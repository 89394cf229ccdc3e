/**
 * MessageCenterAppManagement: the CRUD kit over app_messages (a draft is written, a published message is withdrawn
 * before it is changed or deleted), publish and withdraw (audited, the row locked), and the app's read.
 */
import type { AppMessageAudience } from '../../../common/app-message/app-message';
import { appMessageEntity } from '../../../common/entities/app-message';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { createCrudService } from '../../core/crud/crud.service';
import type { Deps } from '../../core/deps';
import type { MerchantScope } from '../../core/merchant-scope';
import { conflict, notFound } from '../../core/errors';
import { assertAppExists } from '../app-content/app-content.repository';
import { appMessageSource, appNamesOf, lockMessage, publishedFor, setStatus } from './app-message.repository';

type Row = Record<string, unknown>;

const notPublished = (row: Row | null) => {
  if (row?.status === 'published') throw conflict('appMessage:errors.published');
};

export const appMessageService = createCrudService({
  entity: appMessageEntity,
  source: appMessageSource,
  merchantScope: { appCode: 'appCode' },
  hooks: {
    async prepare(tx, input, existing, deps) {
      notPublished(existing);
      if (typeof input.appCode === 'string') await assertAppExists(tx, input.appCode);
      // No publish time given: shown as soon as it is published (an emptied one keeps the time it had).
      const publishAt = input.publishAt ?? existing?.publishAt ?? deps.now();
      return { ...input, publishAt, ...(existing ? { updatedAt: deps.now() } : {}) };
    },
    async beforeDelete(_tx, row) { notPublished(row); },
    async present(db, rows) {
      const names = await appNamesOf(db, rows.map((r) => String(r.appCode)));
      return rows.map((r) => ({ ...r, appName: names.get(String(r.appCode)) ?? null }));
    },
  },
});

/** Publishes or withdraws a message of one of the caller's merchants' apps (another merchant's is not found). */
export async function changeStatus(deps: Deps, actor: Actor, scope: MerchantScope, id: number, to: 'published' | 'withdrawn') {
  return deps.db.transaction(async (tx) => {
    const row = await lockMessage(tx, id, scope);
    if (!row) throw notFound();
    if (to === 'published' && row.status === 'published') throw conflict('appMessage:errors.alreadyPublished');
    if (to === 'withdrawn' && row.status !== 'published') throw conflict('appMessage:errors.notPublished');
    const now = deps.now();
    const after = await setStatus(tx, id, to === 'published'
      ? { status: 'published', publishedAt: now, withdrawnAt: null, updatedAt: now }
      : { status: 'withdrawn', withdrawnAt: now, updatedAt: now });
    await recordAudit(tx, actor, { action: to === 'published' ? 'publish' : 'withdraw', entity: 'appMessage', entityId: String(id), before: { status: row.status }, after: { status: after.status } });
    return { id, status: after.status };
  });
}

/** The app's message centre: `customerType` new → everyone's and new customers'; old → everyone's and returning customers'. */
export async function messagesOf(deps: Deps, appCode: string, customerType: 'new' | 'old' | undefined) {
  const audiences: AppMessageAudience[] = ['all'];
  if (customerType === 'new') audiences.push('newCustomers');
  if (customerType === 'old') audiences.push('returningCustomers');
  const rows = await publishedFor(deps.db, appCode, audiences, deps.now());
  return rows.map((r) => ({ ...r, publishAt: r.publishAt.toISOString() }));
}
