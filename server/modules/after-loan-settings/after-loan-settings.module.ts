/** The merchant choices shared by the AfterLoanSystem settings screens. */
import type { RouteDef } from '../../core/route';
import { afterLoanSettingsRoutes } from './after-loan-settings.routes';

export const routes: readonly RouteDef[] = afterLoanSettingsRoutes;
