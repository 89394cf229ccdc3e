/** PenaltyInterestReductionStrategiesNew: plain CRUD plus the rules across fields and the merchant's name. */
import { reductionStrategyEntity, strategyProblem } from '../../../common/collection/reduction';
import { createCrudService } from '../../core/crud/crud.service';
import { conflict, validationError } from '../../core/errors';
import { merchantNames } from '../product/product.repository';
import { reductionStrategySource, strategyInUse } from './reduction-strategy.repository';

export const reductionStrategyService = createCrudService({
  entity: reductionStrategyEntity,
  source: reductionStrategySource,
  merchantScope: { column: 'merchantId', nullIsShared: true },
  unique: [{ fields: ['name'], message: 'reductionStrategy:errors.duplicateName' }],
  hooks: {
    async prepare(_tx, input, existing) {
      const problem = strategyProblem({ ...existing, ...input });
      if (problem) throw validationError(problem.message, { field: `reductionStrategy:fields.${problem.field}` });
      return { ...input, ...(input.merchantId === undefined && !existing ? { merchantId: null } : {}) };
    },
    async beforeDelete(tx, row) {
      if (await strategyInUse(tx, Number(row.id))) throw conflict('reductionStrategy:errors.inUse');
    },
    async present(db, rows) {
      const names = await merchantNames(db, rows.map((r) => r.merchantId).filter((id): id is number => typeof id === 'number'));
      return rows.map((r) => ({ ...r, merchantName: typeof r.merchantId === 'number' ? names.get(r.merchantId) ?? null : null }));
    },
  },
});
