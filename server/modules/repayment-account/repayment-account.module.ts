/** AfterLoanSystem/RepaymentAccountManagement. */
import type { RouteDef } from '../../core/route';
import { repaymentAccountRoutes } from './repayment-account.routes';

export const routes: readonly RouteDef[] = repaymentAccountRoutes;
