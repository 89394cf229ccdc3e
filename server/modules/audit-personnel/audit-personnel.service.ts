/**
 * AuditPersonnel rules: one row per auditor, who must hold the Loan Auditor role or the MyAudit code;
 * principal merchants required, every merchant known; freeze, unfreeze and the working status each audited.
 */
import { auditPersonnelEntity, type WorkingStatus } from '../../../common/entities/audit-personnel';
import type { ListQuery } from '../../../common/crud/schema';
import { formatEatDate, parseEat } from '../../../common/time';
import type { Actor, Caller } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { createCrudService } from '../../core/crud/crud.service';
import type { Deps } from '../../core/deps';
import { conflict, notFound, validationError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { allocatedSince } from '../order-allocation/order-allocation.repository';
import * as repo from './audit-personnel.repository';

type Row = Record<string, unknown>;

async function checkedMerchants(tx: Tx, value: unknown, principal: boolean): Promise<number[]> {
  const ids = [...new Set((value as unknown[]).map(Number))];
  if (principal && !ids.length) throw validationError('auditPersonnel:errors.principalRequired');
  const known = await repo.knownMerchantIds(tx, ids);
  if (ids.some((id) => !known.has(id))) throw validationError('auditPersonnel:errors.unknownMerchant');
  return ids;
}

export const crud = createCrudService({
  entity: auditPersonnelEntity,
  source: repo.auditPersonnelSource,
  merchantScope: { merchantIds: 'merchantIds' },
  unique: [{ fields: ['userId'], message: 'auditPersonnel:errors.duplicateUser' }],
  hooks: {
    async prepare(tx, input, existing) {
      const values = { ...input };
      if (!existing && !(await repo.isAuditorCandidate(tx, Number(input.userId)))) throw validationError('auditPersonnel:errors.notAuditor');
      if (Array.isArray(input.merchantIds)) values.merchantIds = await checkedMerchants(tx, input.merchantIds, true);
      if (Array.isArray(input.relatedMerchantIds)) values.relatedMerchantIds = await checkedMerchants(tx, input.relatedMerchantIds, false);
      return values;
    },
    async beforeDelete(tx, row) {
      const pending = (await repo.pendingReviewCounts(tx, [Number(row.userId)])).get(Number(row.userId)) ?? 0;
      if (pending) throw conflict('auditPersonnel:errors.hasPendingOrders', { count: pending });
    },
    async present(db, rows) {
      const people = await repo.personnelUsers(db, rows.map((r) => Number(r.userId)));
      return rows.map((r) => ({ ...r, ...people.get(Number(r.userId)), id: r.id }));
    },
    listScope: (query) => repo.personnelScope(query),
  },
});

/** The list with each auditor's allocations today (East Africa Time) and orders pending their review. */
export async function listPersonnel(deps: Deps, query: ListQuery, caller: Caller) {
  const page = await crud.list(deps, query, caller);
  const userIds = page.records.map((r) => Number(r.userId));
  const startOfToday = parseEat(formatEatDate(deps.now())) as Date;
  const [allocated, pending] = await Promise.all([allocatedSince(deps.db, startOfToday, userIds), repo.pendingReviewCounts(deps.db, userIds)]);
  const withLoad = (r: Row) => ({ ...r, allocatedToday: allocated.get(Number(r.userId)) ?? 0, pendingReview: pending.get(Number(r.userId)) ?? 0 });
  return { ...page, records: page.records.map(withLoad) };
}

async function change(deps: Deps, id: number, actor: Actor, action: string, values: Partial<repo.PersonnelRow>, already: (row: repo.PersonnelRow) => string | null) {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findPersonnel(tx, id);
    if (!before) throw notFound();
    const refusal = already(before);
    if (refusal) throw conflict(refusal);
    const after = await repo.updatePersonnel(tx, id, { ...values, updatedAt: deps.now() });
    await recordAudit(tx, actor, { action, entity: auditPersonnelEntity.name, entityId: id, before, after });
  });
}

export const setFrozen = (deps: Deps, id: number, frozen: boolean, actor: Actor) =>
  change(deps, id, actor, frozen ? 'freeze' : 'unfreeze', { status: frozen ? 'frozen' : 'normal' },
    (row) => ((row.status === 'frozen') === frozen ? `auditPersonnel:errors.${frozen ? 'alreadyFrozen' : 'notFrozen'}` : null));

export const setWorkingStatus = (deps: Deps, id: number, workingStatus: WorkingStatus, actor: Actor) =>
  change(deps, id, actor, 'workingStatus', { workingStatus },
    (row) => (row.workingStatus === workingStatus ? 'auditPersonnel:errors.sameWorkingStatus' : null));
