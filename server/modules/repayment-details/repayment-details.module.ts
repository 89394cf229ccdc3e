/** CollectionSystem/repaymentDetails and CollectionSystemNew/RepaymentDetailsNew. */
import type { RouteDef } from '../../core/route';
import { repaymentDetailsRoutes } from './repayment-details.routes';

export const routes: readonly RouteDef[] = repaymentDetailsRoutes;
