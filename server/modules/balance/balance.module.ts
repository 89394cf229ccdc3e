/** AfterLoanSystem/BalanceManagement. */
import type { RouteDef } from '../../core/route';
import { balanceRoutes } from './balance.routes';

export const routes: readonly RouteDef[] = balanceRoutes;
