/** RiskPricingConfiguration: the standard routes and the product choices. */
import { riskPricingEntity } from '../../../common/entities/risk-pricing';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { productOptions } from '../product/product.repository';
import { riskPricingService } from './risk-pricing.service';

export const riskPricingRoutes: RouteDef[] = [
  ...crudRoutes(riskPricingEntity, riskPricingService),
  route({
    method: 'GET', url: 'riskPricing/options/products', access: needs(viewCode(riskPricingEntity.screen)),
    handler: async (ctx) => productOptions(ctx.deps.db, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))),
  }),
];
