/**
 * ReportSystem/FinancialReport: the ledger's money per EAT day, week or month, by merchant, product and channel
 * (docs/reports.md) — a chart of disbursed and repaid, a table of every figure with totals, when the snapshot
 * days were built, and the export for holders of its code.
 */
import { useTranslation } from 'react-i18next';
import {
  FINANCIAL_REPORT_FILTERS, FINANCIAL_REPORT_SCREEN, FINANCIAL_REPORT_URLS, type FinancialReportAnswer,
} from '../../../../common/reports/financial-report';
import { formatEat } from '../../../../common/time';
import { ChartHeading, ReportScreen } from '../../../components/report/ReportScreen';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';

export default function FinancialReport() {
  const { t } = useTranslation('financialReport');
  return (
    <ReportScreen<FinancialReportAnswer> screenKey={FINANCIAL_REPORT_SCREEN} ns="financialReport" urls={FINANCIAL_REPORT_URLS}
      filters={FINANCIAL_REPORT_FILTERS} testId="financial-report"
      status={(report) => (report.refreshedAt ? t('refreshed', { time: formatEat(report.refreshedAt) }) : t('notRefreshed'))}>
      {(report, filter) => (
        <>
          <div>
            <ChartHeading title={t('chart.title')} hint={t('chart.hint')} />
            <ReportChart report={report} filter={filter} />
          </div>
          <ReportTable report={report} />
        </>
      )}
    </ReportScreen>
  );
}
