/** TelemarketingSystem/Approval. */
import type { RouteDef } from '../../core/route';
import { tmApprovalRoutes } from './tm-approval.routes';

export const routes: readonly RouteDef[] = tmApprovalRoutes;
