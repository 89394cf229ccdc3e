/** OperationSystem/OrganizationMerchantManagement, MerchantLoanAmountManagement; MerchantSystem/ArtificialBlacklistLibrary, ContactBlacklist. */
import type { RouteDef } from '../../core/route';
import { merchantConfigRoutes } from './merchant-config.routes';

export const routes: readonly RouteDef[] = merchantConfigRoutes;
