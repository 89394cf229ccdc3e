/** CollectionSystem/CancelAfterVerificationManagement and AfterLoanSystem/FlowRecordSupplement. */
import type { RouteDef } from '../../core/route';
import { writeOffRoutes } from './write-off.routes';

export const routes: readonly RouteDef[] = writeOffRoutes;
