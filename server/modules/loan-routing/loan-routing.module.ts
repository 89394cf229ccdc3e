/** AfterLoanSystem/LoanRouting. */
import type { RouteDef } from '../../core/route';
import { loanRoutingRoutes } from './loan-routing.routes';

export const routes: readonly RouteDef[] = loanRoutingRoutes;
