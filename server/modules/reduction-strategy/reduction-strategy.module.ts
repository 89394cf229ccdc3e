/** CollectionSystemNew/PenaltyInterestReductionStrategiesNew. */
import type { RouteDef } from '../../core/route';
import { reductionStrategyRoutes } from './reduction-strategy.routes';

export const routes: readonly RouteDef[] = reductionStrategyRoutes;
