/** CollectionSystem/BadDebtManagement and CollectionSystemNew/BadDebtManagementNew. */
import type { RouteDef } from '../../core/route';
import { badDebtRoutes } from './bad-debt.routes';

export const routes: readonly RouteDef[] = badDebtRoutes;
