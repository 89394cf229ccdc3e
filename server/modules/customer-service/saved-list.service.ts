/**
 * Saved, named lists of ListLibraryManage: a manager names the library's current filter (the list's rule); the lists
 * show how many customers their rule holds now, for the caller's merchants. Names are unique in any case. A list
 * whose rule names a merchant belongs to that merchant: outside the caller's merchants it is neither shown, saved nor deleted.
 */
import { listLibraryFilterSchema } from '../../../common/customer-service/list-library';
import type { SavedListBody, SavedListRow } from '../../../common/customer-service/distribution';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import { assertInMerchantScope, inMerchantScope, sessionMerchantScope, type MerchantScope } from '../../core/merchant-scope';
import { countLibrary } from './list-library.repository';
import * as repo from './saved-list.repository';

const AUDIT_ENTITY = 'csSavedList';

/** The filter as stored: its set values only (what the list kit puts in the address bar). */
const storedFilter = (filter: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string | number>;

/** A rule naming no merchant is every merchant's; one naming a merchant is that merchant's. */
const ruleMerchant = (filter: Record<string, unknown>) => (filter.merchantId === undefined || filter.merchantId === null || filter.merchantId === '' ? undefined : Number(filter.merchantId));
const ruleInScope = (filter: Record<string, unknown>, scope: MerchantScope) => {
  const merchantId = ruleMerchant(filter);
  return merchantId === undefined || inMerchantScope(scope, merchantId);
};

export async function listSavedLists(deps: Deps, session: SessionUser): Promise<SavedListRow[]> {
  const scope = await sessionMerchantScope(deps.db, session);
  const rows = (await repo.savedLists(deps.db)).filter((row) => ruleInScope(row.filter, scope));
  const result: SavedListRow[] = [];
  for (const row of rows) {
    const count = await countLibrary(deps.db, scope, listLibraryFilterSchema.parse(row.filter));
    result.push({ id: row.id, name: row.name, filter: storedFilter(row.filter), count, createdByName: row.createdByName, createdAt: row.createdAt.toISOString() });
  }
  return result;
}

export async function saveList(deps: Deps, session: SessionUser, actor: Actor, body: SavedListBody) {
  const merchantId = ruleMerchant(body.filter);
  if (merchantId !== undefined) assertInMerchantScope(await sessionMerchantScope(deps.db, session), merchantId);
  return deps.db.transaction(async (tx) => {
    if (await repo.findSavedListByName(tx, body.name)) throw conflict('csCalling:errors.listNameTaken', { name: body.name });
    const now = deps.now();
    const row = await repo.insertSavedList(tx, { name: body.name, filter: storedFilter(body.filter), createdBy: session.userId, createdAt: now, updatedAt: now });
    if (!row) throw conflict('csCalling:errors.listNameTaken', { name: body.name });
    await recordAudit(tx, actor, { action: 'csSavedList.save', entity: AUDIT_ENTITY, entityId: row.id, after: { name: row.name, filter: row.filter } });
    return { id: row.id, name: row.name };
  });
}

export async function deleteSavedList(deps: Deps, session: SessionUser, actor: Actor, id: number) {
  const scope = await sessionMerchantScope(deps.db, session);
  return deps.db.transaction(async (tx) => {
    const row = await repo.findSavedList(tx, id);
    if (!row || !ruleInScope(row.filter, scope)) throw notFound('csCalling:errors.savedListNotFound');
    await repo.deleteSavedList(tx, id);
    await recordAudit(tx, actor, { action: 'csSavedList.delete', entity: AUDIT_ENTITY, entityId: id, before: { name: row.name, filter: row.filter }, after: null });
    return { id };
  });
}
