/** approvalReport: the report (funnel, pass rates, refuse codes, times, re-reviews), its xlsx export, and its filter choices. */
import { APPROVAL_REPORT_SCREEN, APPROVAL_REPORT_URLS, approvalReportQuery } from '../../../common/reports/approval-report';
import { reportRoutes } from '../report/report-routes';
import { startApprovalExport } from './approval-report.export';
import { approvalReport } from './approval-report.service';

export const approvalReportRoutes = reportRoutes({
  screen: APPROVAL_REPORT_SCREEN, urls: APPROVAL_REPORT_URLS, query: approvalReportQuery, ns: 'approvalReport',
  report: approvalReport, exportFile: startApprovalExport,
});
