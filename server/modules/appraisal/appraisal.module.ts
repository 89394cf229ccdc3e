/** AppraisalSystem/EmployeeDisciplineData. */
import type { RouteDef } from '../../core/route';
import { disciplineRoutes } from './discipline.routes';

export const routes: readonly RouteDef[] = disciplineRoutes;
