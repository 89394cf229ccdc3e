/** ReportSystem/OperationReport. */
import type { RouteDef } from '../../core/route';
import { operationReportRoutes } from './operation-report.routes';

export const routes: readonly RouteDef[] = operationReportRoutes;
