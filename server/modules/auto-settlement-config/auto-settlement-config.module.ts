/** AfterLoanSystem/AutoSettlementConfig. */
import type { RouteDef } from '../../core/route';
import { autoSettlementConfigRoutes } from './auto-settlement-config.routes';

export const routes: readonly RouteDef[] = autoSettlementConfigRoutes;
