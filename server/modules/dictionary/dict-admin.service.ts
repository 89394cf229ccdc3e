/**
 * Dictionary types and their entries (DataDictionary). The generic CRUD does list, create, update and
 * enable/disable; deletes are custom because a type or an entry goes together with the entries below it.
 * The options endpoint reads the same tables on every call, so every change shows there at once.
 */
import { dictEntity, dictFieldLabelKey, dictItemEntity, type DictItemNode } from '../../../common/entities/dict';
import { isJsonText } from '../../../common/crud/schema';
import { nestRows } from '../../../common/tree';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import type { Deps } from '../../core/deps';
import { notFound, validationError } from '../../core/errors';
import {
  countItemsByType, deleteItems, deleteType, findItem, findItemSubtree, findItemsOfType, findType, nextItemSort, dictItemSource, dictTypeSource,
} from './dict-admin.repository';

const DUPLICATE_CODE = 'validation.duplicateCode';

export const dictTypeCrud = createCrudService({
  entity: dictEntity,
  source: dictTypeSource,
  merchantScope: notMerchantScoped('dictionaries are the system vocabulary'),
  unique: [{ fields: ['dictKey'], message: DUPLICATE_CODE }],
  hooks: {
    async present(db, rows) {
      const counts = await countItemsByType(db, rows.map((r) => r.id as number));
      return rows.map((r) => ({ ...r, itemCount: counts.get(r.id as number) ?? 0 }));
    },
  },
});

export const dictItemCrud = createCrudService({
  entity: dictItemEntity,
  source: dictItemSource,
  merchantScope: notMerchantScoped('dictionaries are the system vocabulary'),
  unique: [{ fields: ['typeId', 'parentId', 'itemKey'], message: DUPLICATE_CODE }],
  hooks: {
    async prepare(tx, input, existing) {
      const merged = { ...existing, ...input };
      if (merged.valueType === 'json' && !isJsonText(String(merged.itemValue ?? ''))) {
        throw validationError('validation.json', { field: dictFieldLabelKey('itemValue') });
      }
      if (existing) return input;
      const typeId = input.typeId as number;
      const parentId = (input.parentId as number | undefined) ?? null;
      if (!(await findType(tx, typeId))) throw validationError('dict:typeNotFound');
      if (parentId !== null && (await findItem(tx, parentId))?.typeId !== typeId) throw validationError('dict:parentNotInType');
      return { ...input, parentId, sort: input.sort ?? await nextItemSort(tx, typeId, parentId) };
    },
  },
});

/** A type and all its entries, in one transaction; the audit row keeps the entries it took along. */
export async function deleteDictTypes(deps: Deps, ids: number[], actor: Actor) {
  await deps.db.transaction(async (tx) => {
    for (const id of ids) {
      const type = await findType(tx, id);
      if (!type) throw notFound();
      const entries = await findItemsOfType(tx, id);
      await deleteItems(tx, entries.map((e) => e.id));
      await deleteType(tx, id);
      await recordAudit(tx, actor, { action: 'delete', entity: dictEntity.name, entityId: id, before: { ...type, entries }, after: null });
    }
  });
}

/** An entry and its child entries, in one transaction. */
export async function deleteDictItems(deps: Deps, ids: number[], actor: Actor) {
  await deps.db.transaction(async (tx) => {
    const deleted = new Set<number>();
    for (const id of ids) {
      if (deleted.has(id)) continue;
      const [entry, ...below] = await findItemSubtree(tx, id);
      if (!entry) throw notFound();
      const subtree = [entry.id, ...below.map((b) => b.id)];
      await deleteItems(tx, subtree);
      for (const i of subtree) deleted.add(i);
      await recordAudit(tx, actor, { action: 'delete', entity: dictItemEntity.name, entityId: id, before: { ...entry, children: below }, after: null });
    }
  });
}

/** The entries of one type as a tree, disabled ones included. */
export async function dictItemTree(deps: Deps, typeId: number): Promise<DictItemNode[]> {
  if (!(await findType(deps.db, typeId))) throw notFound();
  return nestRows(await findItemsOfType(deps.db, typeId)) as DictItemNode[];
}
