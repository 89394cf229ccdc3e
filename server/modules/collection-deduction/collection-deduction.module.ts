/** CollectionSystem/DeductionAmountManagement and CollectionSystemNew/DeductionAmountManagementNew: waivers and delayed-arrival requests. */
import type { RouteDef } from '../../core/route';
import { deductionRoutes } from './deduction.routes';

export const routes: readonly RouteDef[] = deductionRoutes;
