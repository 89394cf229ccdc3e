/** open/intake: merchants submit loan applications with their service key. */
import type { RouteDef } from '../../core/route';
import { intakeRoutes } from './intake.routes';

export const routes: readonly RouteDef[] = intakeRoutes;
