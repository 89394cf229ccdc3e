/** TelemarketingSystem/DialTask. */
import type { RouteDef } from '../../core/route';
import { dialTaskRoutes } from './dial-task.routes';
import { dialerQueueRoutes } from './dialer-queue.routes';

export const routes: readonly RouteDef[] = [...dialTaskRoutes, ...dialerQueueRoutes];
