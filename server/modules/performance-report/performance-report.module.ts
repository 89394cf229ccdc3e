/** ReportSystem/PerformanceReport. */
import type { RouteDef } from '../../core/route';
import { performanceReportRoutes } from './performance-report.routes';

export const routes: readonly RouteDef[] = performanceReportRoutes;
