/** ReportSystem/CollectionReport. */
import type { RouteDef } from '../../core/route';
import { collectionReportRoutes } from './collection-report.routes';

export const routes: readonly RouteDef[] = collectionReportRoutes;
