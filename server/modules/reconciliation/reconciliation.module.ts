/** AfterLoanSystem/ReconciliationManagement. */
import type { RouteDef } from '../../core/route';
import { reconciliationRoutes } from './reconciliation.routes';

export const routes: readonly RouteDef[] = reconciliationRoutes;
