/** AfterLoanSystem/AutoWriteOffAmountConfig. */
import type { RouteDef } from '../../core/route';
import { autoWriteOffConfigRoutes } from './auto-write-off-config.routes';

export const routes: readonly RouteDef[] = autoWriteOffConfigRoutes;
