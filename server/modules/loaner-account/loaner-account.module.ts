/** AfterLoanSystem/LoanerManagement. */
import type { RouteDef } from '../../core/route';
import { loanerAccountRoutes } from './loaner-account.routes';

export const routes: readonly RouteDef[] = loanerAccountRoutes;
