/**
 * ReportSystem/ApprovalReport: what a risk lead reads of the orders applied per EAT day, week or month — the
 * approval funnel, times to decision and payout, pass rates by model level, rule set, product and auditor, refuse
 * codes ranked and re-review outcomes (docs/reports.md); every count opens the list behind it; the export.
 */
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_REPORT_FILTERS, APPROVAL_REPORT_SCREEN, APPROVAL_REPORT_URLS, type ApprovalReportAnswer,
} from '../../../../common/reports/approval-report';
import { formatEat } from '../../../../common/time';
import { ChartHeading, ReportScreen } from '../../../components/report/ReportScreen';
import { FunnelChart } from './FunnelChart';
import { FunnelTable } from './FunnelTable';
import { PassRates } from './PassRates';
import { Refusals } from './Refusals';
import { ReReviews, Times } from './TimesAndReReviews';

export default function ApprovalReport() {
  const { t } = useTranslation('approvalReport');
  return (
    <ReportScreen<ApprovalReportAnswer> screenKey={APPROVAL_REPORT_SCREEN} ns="approvalReport" urls={APPROVAL_REPORT_URLS}
      filters={APPROVAL_REPORT_FILTERS} testId="approval-report" status={(report) => t('read', { time: formatEat(report.readAt) })}>
      {(report, filter) => (
        <>
          <Row gutter={[24, 24]}>
            <Col xs={24} xxl={12}>
              <ChartHeading title={t('funnel.title')} hint={t('funnel.hint')} />
              <FunnelChart report={report} filter={filter} />
            </Col>
            <Col xs={24} xxl={12}><Times report={report} /></Col>
          </Row>
          <FunnelTable report={report} filter={filter} />
          <PassRates report={report} filter={filter} />
          <Row gutter={[24, 24]}>
            <Col xs={24} xxl={14}><Refusals report={report} filter={filter} /></Col>
            <Col xs={24} xxl={10}><ReReviews report={report} filter={filter} /></Col>
          </Row>
        </>
      )}
    </ReportScreen>
  );
}
