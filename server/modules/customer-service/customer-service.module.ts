/** CustomerServiceSystem: Feedback, CustomerFeedback, CustomerInCallRecord, AiHelpUidDecrypt, CustomerServiceStaff. */
import type { RouteDef } from '../../core/route';
import { customerServiceRoutes } from './customer-service.routes';
import { staffRoutes } from './staff.routes';

export const routes: readonly RouteDef[] = [...customerServiceRoutes, ...staffRoutes];
