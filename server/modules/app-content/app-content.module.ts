/** OperationSystem's app-facing configuration (issue 17) and the open API the customer apps call. */
import type { RouteDef } from '../../core/route';
import { appCredentialRoutes } from './app-credentials.routes';
import { configRoutes } from './config.routes';
import { openRoutes } from './open.routes';
import { uploadRoutes } from './upload.routes';
import { verificationRoutes } from './verification.routes';

export const routes: readonly RouteDef[] = [...configRoutes, ...appCredentialRoutes, ...verificationRoutes, ...uploadRoutes, ...openRoutes];
