/** Routes of the merchant configuration screens, and their merchant choices. */
import {
  artificialBlacklistEntity, contactBlacklistEntity, MERCHANT_CONFIG_MERCHANTS_URL, merchantLoanLimitEntity, trafficRuleEntity,
} from '../../../common/entities/merchant-config';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { merchantOptions } from '../product/product.repository';
import { artificialBlacklistService, contactBlacklistService, merchantLoanLimitService, trafficRuleService } from './merchant-config.service';

const ENTITIES = [trafficRuleEntity, merchantLoanLimitEntity, artificialBlacklistEntity, contactBlacklistEntity];

export const merchantConfigRoutes: RouteDef[] = [
  route({
    method: 'GET', url: MERCHANT_CONFIG_MERCHANTS_URL, access: needs(...ENTITIES.map((e) => viewCode(e.screen))),
    handler: async (ctx) => merchantOptions(ctx.deps.db, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))),
  }),
  ...crudRoutes(trafficRuleEntity, trafficRuleService),
  ...crudRoutes(merchantLoanLimitEntity, merchantLoanLimitService),
  ...crudRoutes(artificialBlacklistEntity, artificialBlacklistService),
  ...crudRoutes(contactBlacklistEntity, contactBlacklistService),
];
