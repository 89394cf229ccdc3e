/** financialReport: the report (rows per period, totals, when refreshed), its xlsx export, and its filter choices. */
import { FINANCIAL_REPORT_SCREEN, FINANCIAL_REPORT_URLS, financialReportQuery } from '../../../common/reports/financial-report';
import { reportRoutes } from '../report/report-routes';
import { startReportExport } from './financial-report.export';
import { financialReport } from './financial-report.service';

export const financialReportRoutes = reportRoutes({
  screen: FINANCIAL_REPORT_SCREEN, urls: FINANCIAL_REPORT_URLS, query: financialReportQuery, ns: 'financialReport',
  report: financialReport, exportFile: startReportExport,
});
