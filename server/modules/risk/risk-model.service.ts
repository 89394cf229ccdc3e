/**
 * Risk models: one enabled at a time, so enabling one switches the other off in the same transaction (audited);
 * a model needs levels to be enabled and cannot be deleted while enabled. Levels: min ≤ max, no overlapping bands.
 */
import { levelProblem, riskModelEntity, riskModelLevelEntity } from '../../../common/entities/risk-model';
import { recordAudit } from '../../core/audit';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { conflict, validationError } from '../../core/errors';
import { levelCounts, modelExists, otherEnabledModels, overlappingLevel, riskModelLevelSource, riskModelSource, switchOffModels } from './risk-model.repository';

type Row = Record<string, unknown>;

export const riskModelService = createCrudService({
  entity: riskModelEntity,
  source: riskModelSource,
  merchantScope: notMerchantScoped('one scoring model for the company, one enabled at a time'),
  hooks: {
    async beforeToggle(tx, row, enabled, actor, deps) {
      if (!enabled) return;
      if (((await levelCounts(tx, [row.id as number])).get(row.id as number) ?? 0) === 0) throw conflict('riskModel:errors.noLevels');
      const others = await otherEnabledModels(tx, row.id as number);
      const after = await switchOffModels(tx, others.map((o) => o.id), deps.now());
      for (const [i, other] of others.entries()) {
        await recordAudit(tx, actor, { action: 'disable', entity: riskModelEntity.name, entityId: other.id, before: other, after: { ...after[i], switchedOffFor: row.id } });
      }
    },
    async beforeDelete(_tx, row) {
      if (row.enabled) throw conflict('riskModel:errors.deleteEnabled', { name: String(row.name) });
    },
    async present(db, rows) {
      const counts = await levelCounts(db, rows.map((r) => r.id as number));
      return rows.map((row): Row => ({ ...row, levelCount: counts.get(row.id as number) ?? 0 }));
    },
  },
});

export const riskModelLevelService = createCrudService({
  entity: riskModelLevelEntity,
  source: riskModelLevelSource,
  merchantScope: notMerchantScoped('levels of the company scoring model'),
  unique: [{ fields: ['modelId', 'level'], message: 'riskModel:errors.duplicateLevel' }],
  hooks: {
    async prepare(tx, input, existing) {
      const merged = { ...existing, ...input };
      const problem = levelProblem(merged);
      if (problem) throw validationError(problem.message);
      const modelId = merged.modelId as number;
      if (!existing && !(await modelExists(tx, modelId))) throw validationError('riskModel:errors.unknownModel');
      const overlap = await overlappingLevel(tx, modelId, merged.minScore as number, merged.maxScore as number, (existing?.id as number) ?? null);
      if (overlap) throw conflict('riskModel:errors.overlap', { level: overlap });
      return typeof input.level === 'string' ? { ...input, level: input.level.toUpperCase() } : input;
    },
  },
});
