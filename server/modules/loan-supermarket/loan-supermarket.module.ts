/** OperationSystem/SupermarketPlatforms; LoanSupermarketSystem/LoanSupermarketVipLevelManagement, LoanSupermarketRecommendProductManagement, ReviewDataMaintain. */
import type { RouteDef } from '../../core/route';
import { openRoutes, staffRoutes } from './loan-supermarket.routes';

export const routes: readonly RouteDef[] = [...staffRoutes, ...openRoutes];
