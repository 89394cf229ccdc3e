import { productEntity } from '../../../common/entities/product';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route } from '../../core/route';
import { merchantOptions } from './product.repository';
import { productService } from './product.service';

/** ProductConfig: the standard list, add, edit, delete and enable routes, and the merchant choices. */
export const productRoutes = [
  ...crudRoutes(productEntity, productService),
  route({
    method: 'GET', url: 'product/options/merchants', access: needs(viewCode(productEntity.screen)),
    handler: async (ctx) => merchantOptions(ctx.deps.db, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))),
  }),
];
