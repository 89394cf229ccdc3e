/** Robot tasks: CollectionSystem/RoboticTask, CollectionSystemNew/RoboticTaskNew, MarketingManagement/RoboticTask. */
import type { RouteDef } from '../../core/route';
import { robotTaskRoutes } from './robot-task.routes';

export const routes: readonly RouteDef[] = robotTaskRoutes;
