/** AfterLoanSystem/AutomaticLoanCancelConfig. */
import type { RouteDef } from '../../core/route';
import { autoLoanCancelConfigRoutes } from './auto-loan-cancel-config.routes';

export const routes: readonly RouteDef[] = autoLoanCancelConfigRoutes;
