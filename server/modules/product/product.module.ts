/** OperationSystem/ProductConfig. */
import type { RouteDef } from '../../core/route';
import { productRoutes } from './product.routes';

export const routes: readonly RouteDef[] = productRoutes;
