/** open/intake: merchants submit loan applications with their service key; ruleSet/replay runs a stored one again. */
import type { RouteDef } from '../../core/route';
import { intakeRoutes } from './intake.routes';
import { orderReplayRoutes } from './order-replay.routes';

export const routes: readonly RouteDef[] = [...intakeRoutes, ...orderReplayRoutes];
