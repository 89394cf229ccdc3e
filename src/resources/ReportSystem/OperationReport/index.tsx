/**
 * ReportSystem/OperationReport: the orders applied per EAT day, week or month and merchant, by the state they
 * are in now — applications, machine review, approvals, disbursements, new and repeat customers, and the
 * conversions between the steps (docs/reports.md); a chart, a paged table whose counts open their orders, the export.
 */
import { useTranslation } from 'react-i18next';
import {
  OPERATION_REPORT_FILTERS, OPERATION_REPORT_SCREEN, OPERATION_REPORT_URLS, type OperationReportAnswer,
} from '../../../../common/reports/operation-report';
import { formatEat } from '../../../../common/time';
import { ChartHeading, ReportScreen } from '../../../components/report/ReportScreen';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';
import { Vintages } from './Vintages';

export default function OperationReport() {
  const { t } = useTranslation('operationReport');
  return (
    <ReportScreen<OperationReportAnswer> screenKey={OPERATION_REPORT_SCREEN} ns="operationReport" urls={OPERATION_REPORT_URLS}
      filters={OPERATION_REPORT_FILTERS} testId="operation-report" status={(report) => t('read', { time: formatEat(report.readAt) })}>
      {(report, filter) => (
        <>
          <div>
            <ChartHeading title={t('chart.title')} hint={t('chart.hint')} />
            <ReportChart report={report} filter={filter} />
          </div>
          <ReportTable report={report} filter={filter} />
          <Vintages report={report} filter={filter} />
        </>
      )}
    </ReportScreen>
  );
}
