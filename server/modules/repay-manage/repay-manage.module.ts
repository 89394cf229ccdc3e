/** AfterLoanSystem/RepaymentManagement, RepaymentManagementNew, RepaymentManagementMerge and CollectionSystem/RollbackFlow. */
import type { RouteDef } from '../../core/route';
import { repayManageRoutes } from './repay-manage.routes';

export const routes: readonly RouteDef[] = repayManageRoutes;
