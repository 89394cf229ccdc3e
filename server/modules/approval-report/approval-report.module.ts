/** ReportSystem/ApprovalReport. */
import type { RouteDef } from '../../core/route';
import { approvalReportRoutes } from './approval-report.routes';

export const routes: readonly RouteDef[] = approvalReportRoutes;
