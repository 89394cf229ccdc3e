/** PenaltyInterestReductionStrategiesNew: the standard CRUD routes and the choices of its form. */
import { REDUCTION_LEVELS_URL, REDUCTION_MERCHANTS_URL, REDUCTION_SCREEN, reductionStrategyEntity } from '../../../common/collection/reduction';
import { displayLevel } from '../../../common/collection/statuses';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route } from '../../core/route';
import { merchantOptions } from '../product/product.repository';
import { levelNames } from './reduction-strategy.repository';
import { reductionStrategyService } from './reduction-strategy.service';

export const reductionStrategyRoutes = [
  ...crudRoutes(reductionStrategyEntity, reductionStrategyService),
  route({
    method: 'GET', url: REDUCTION_MERCHANTS_URL, access: needs(viewCode(REDUCTION_SCREEN)),
    handler: async (ctx) => merchantOptions(ctx.deps.db, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))),
  }),
  route({
    method: 'GET', url: REDUCTION_LEVELS_URL, access: needs(viewCode(REDUCTION_SCREEN)),
    handler: async ({ deps }) => (await levelNames(deps.db)).map((level) => ({ value: level, label: displayLevel(level) })),
  }),
];
