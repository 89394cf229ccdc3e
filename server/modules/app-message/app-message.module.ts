/** OperationSystem/MessageCenterAppManagement (issue 14): in-app messages per app, read by the apps' open API. */
import type { RouteDef } from '../../core/route';
import { appMessageRoutes } from './app-message.routes';

export const routes: readonly RouteDef[] = appMessageRoutes;
