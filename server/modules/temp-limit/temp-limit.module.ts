/** OperationSystem/TemporaryCreditLimitIssuance. */
import type { RouteDef } from '../../core/route';
import { tempLimitRoutes } from './temp-limit.routes';

export const routes: readonly RouteDef[] = tempLimitRoutes;
