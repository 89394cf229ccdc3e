/** CustomerServiceSystem: Feedback, CustomerFeedback, CustomerInCallRecord, AiHelpUidDecrypt, CustomerServiceStaff, ListLibraryManage, CallingAssignments. */
import type { RouteDef } from '../../core/route';
import { callingRoutes } from './calling.routes';
import { customerServiceRoutes } from './customer-service.routes';
import { distributionRoutes } from './distribution.routes';
import { staffRoutes } from './staff.routes';

export const routes: readonly RouteDef[] = [...customerServiceRoutes, ...staffRoutes, ...callingRoutes, ...distributionRoutes];
