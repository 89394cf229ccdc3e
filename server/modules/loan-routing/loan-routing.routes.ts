/** LoanRouting: the standard routes and the product choices (one merchant's for the form, all for the filter). */
import { z } from 'zod';
import { LOAN_ROUTING_PRODUCTS_URL, loanRoutingEntity } from '../../../common/entities/loan-routing';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { productOptions } from './loan-routing.repository';
import { loanRoutingService } from './loan-routing.service';

const productsQuery = z.object({ merchantId: z.coerce.number().int().positive().optional() });

export const loanRoutingRoutes: RouteDef[] = [
  ...crudRoutes(loanRoutingEntity, loanRoutingService),
  route({
    method: 'GET', url: LOAN_ROUTING_PRODUCTS_URL, access: needs(viewCode(loanRoutingEntity.screen)), query: productsQuery,
    handler: async (ctx) => productOptions(ctx.deps.db, await sessionMerchantScope(ctx.deps.db, requireSession(ctx)), ctx.query.merchantId),
  }),
];
