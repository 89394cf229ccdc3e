/** operationReport: the report (periods, merchants' rows, totals), its xlsx export, and its filter choices. */
import { OPERATION_REPORT_SCREEN, OPERATION_REPORT_URLS, operationReportQuery } from '../../../common/reports/operation-report';
import { reportRoutes } from '../report/report-routes';
import { startOperationExport } from './operation-report.export';
import { operationReport } from './operation-report.service';

export const operationReportRoutes = reportRoutes({
  screen: OPERATION_REPORT_SCREEN, urls: OPERATION_REPORT_URLS, query: operationReportQuery, ns: 'operationReport',
  report: operationReport, exportFile: startOperationExport,
});
