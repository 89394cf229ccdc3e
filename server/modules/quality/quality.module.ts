/** QualitySystem/QualityCenter. */
import type { RouteDef } from '../../core/route';
import { qualityRoutes } from './quality.routes';

export const routes: readonly RouteDef[] = qualityRoutes;
