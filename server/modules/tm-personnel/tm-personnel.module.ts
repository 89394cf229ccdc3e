/** TelemarketingSystem/TelemarketingPersonnel. */
import type { RouteDef } from '../../core/route';
import { tmPersonnelRoutes } from './tm-personnel.routes';

export const routes: readonly RouteDef[] = tmPersonnelRoutes;
