/** TelemarketingSystem/DialTask. */
import type { RouteDef } from '../../core/route';
import { dialTaskRoutes } from './dial-task.routes';

export const routes: readonly RouteDef[] = dialTaskRoutes;
