/** MerchantSystem/MerchantConfigManagement, MaturityConfigManagement; OperationSystem/TrafficPersonnel. */
import type { RouteDef } from '../../core/route';
import { merchantSettingsRoutes } from './merchant-settings.routes';

export const routes: readonly RouteDef[] = merchantSettingsRoutes;
