/** CustomerServiceSystem/CustomerManage. */
import type { RouteDef } from '../../core/route';
import { customerManageRoutes } from './customer-manage.routes';

export const routes: readonly RouteDef[] = customerManageRoutes;
