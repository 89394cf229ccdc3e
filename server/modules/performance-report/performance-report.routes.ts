/** performanceReport: the report (staff figures against their team's median, the area per day), its xlsx export, its filter choices. */
import { PERFORMANCE_REPORT_SCREEN, PERFORMANCE_REPORT_URLS, performanceReportQuery } from '../../../common/reports/performance-report';
import { reportRoutes } from '../report/report-routes';
import { startPerformanceExport } from './performance-report.export';
import { performanceReport } from './performance-report.service';

export const performanceReportRoutes = reportRoutes({
  screen: PERFORMANCE_REPORT_SCREEN, urls: PERFORMANCE_REPORT_URLS, query: performanceReportQuery, ns: 'performanceReport',
  report: performanceReport, exportFile: startPerformanceExport,
});
