/**
 * CollectionPersonnel rules, per system: one row per user and system; principal merchants required and every
 * merchant known; a collector holding open cases is not deleted (recall them first); freeze and unfreeze audited.
 */
import { COLLECTION_PERSONNEL_ENTITIES } from '../../../common/collection/personnel';
import type { CollectionSystem } from '../../../common/collection/statuses';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { createCrudService } from '../../core/crud/crud.service';
import type { Deps } from '../../core/deps';
import { conflict, notFound, validationError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { knownMerchantIds } from '../audit-personnel/audit-personnel.repository';
import * as repo from './collection-personnel.repository';

type Row = Record<string, unknown>;

async function checkedMerchants(tx: Tx, value: unknown, principal: boolean): Promise<number[]> {
  const ids = [...new Set((value as unknown[]).map(Number))];
  if (principal && !ids.length) throw validationError('collectionPersonnel:errors.principalRequired');
  const known = await knownMerchantIds(tx, ids);
  if (ids.some((id) => !known.has(id))) throw validationError('collectionPersonnel:errors.unknownMerchant');
  return ids;
}

export function personnelService(system: CollectionSystem) {
  const entity = COLLECTION_PERSONNEL_ENTITIES[system];
  return createCrudService({
    entity,
    source: repo.personnelSource,
    merchantScope: { merchantIds: 'merchantIds' },
    unique: [{ fields: ['userId', 'system'], message: 'collectionPersonnel:errors.duplicateUser' }],
    hooks: {
      async prepare(tx, input, existing) {
        if (existing && existing.system !== system) throw notFound();
        const values: Row = { ...input };
        if (!existing) {
          if (!(await repo.userExists(tx, Number(input.userId)))) throw validationError('collectionPersonnel:errors.unknownUser');
          values.system = system;
        }
        if (Array.isArray(input.merchantIds)) values.merchantIds = await checkedMerchants(tx, input.merchantIds, true);
        if (Array.isArray(input.relatedMerchantIds)) values.relatedMerchantIds = await checkedMerchants(tx, input.relatedMerchantIds, false);
        if (Array.isArray(input.levels)) values.levels = [...new Set(input.levels.map(String))];
        return values;
      },
      async beforeDelete(tx, row) {
        if (row.system !== system) throw notFound();
        const open = await repo.openCasesOf(tx, system, Number(row.userId));
        if (open) throw conflict('collectionPersonnel:errors.holdsCases', { count: open });
      },
      async present(db, rows) {
        const people = await repo.personnelDetails(db, system, rows.map((r) => Number(r.userId)));
        return rows.map((r) => ({ ...r, ...people.get(Number(r.userId)), id: r.id }));
      },
      listScope: (query) => repo.personnelScope(system, query),
    },
  });
}

/** Freeze (with confirmation in the screen) or unfreeze: a frozen collector takes no cases, by hand or automatically. */
export async function setFrozen(deps: Deps, system: CollectionSystem, id: number, frozen: boolean, actor: Actor) {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findPersonnel(tx, id);
    if (!before || before.system !== system) throw notFound();
    if ((before.status === 'frozen') === frozen) throw conflict(`collectionPersonnel:errors.${frozen ? 'alreadyFrozen' : 'notFrozen'}`);
    const after = await repo.updatePersonnel(tx, id, { status: frozen ? 'frozen' : 'normal', updatedAt: deps.now() });
    await recordAudit(tx, actor, { action: frozen ? 'freeze' : 'unfreeze', entity: COLLECTION_PERSONNEL_ENTITIES[system].name, entityId: id, before, after });
  });
}
