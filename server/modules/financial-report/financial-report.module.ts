/** ReportSystem/FinancialReport. */
import type { RouteDef } from '../../core/route';
import { financialReportRoutes } from './financial-report.routes';

export const routes: readonly RouteDef[] = financialReportRoutes;
