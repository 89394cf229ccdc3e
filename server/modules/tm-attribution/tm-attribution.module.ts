/** TelemarketingSystem/MyIncoming and MyLoan. */
import type { RouteDef } from '../../core/route';
import { tmAttributionRoutes } from './tm-attribution.routes';

export const routes: readonly RouteDef[] = tmAttributionRoutes;
