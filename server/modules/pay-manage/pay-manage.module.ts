/** AfterLoanSystem/LoanManagement: disbursements. */
import type { RouteDef } from '../../core/route';
import { payManageRoutes } from './pay-manage.routes';

export const routes: readonly RouteDef[] = payManageRoutes;
