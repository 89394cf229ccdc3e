/** UserSystem/DepartmentManagement, and the department tree every signed-in user reads. */
import type { RouteDef } from '../../core/route';
import { deptRoutes } from './dept.routes';

export const routes: readonly RouteDef[] = deptRoutes;
