/**
 * ReportSystem/PerformanceReport: what a team lead reads of each staff member's work over EAT days — auditors,
 * collectors, telemarketers or service agents (the team in the filter bar, among those the reader leads) — each
 * figure beside the team's median, per staff member and per day (docs/reports.md); the export.
 */
import { Alert, Col, Row, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  dailyFiguresOf, PERFORMANCE_REPORT_FILTERS, PERFORMANCE_REPORT_SCREEN, PERFORMANCE_REPORT_URLS, type PerformanceReportAnswer,
} from '../../../../common/reports/performance-report';
import { formatEat } from '../../../../common/time';
import { ChartHeading, ReportScreen } from '../../../components/report/ReportScreen';
import { DaysChart, StaffChart } from './Charts';
import { StaffTable } from './StaffTable';

function Body({ report }: { report: PerformanceReportAnswer }) {
  const { t } = useTranslation('performanceReport');
  const [params, setParams] = useSearchParams();
  const figures = dailyFiguresOf(report.area);
  const figure = figures.find((f) => f === params.get('figure')) ?? figures[0];
  const staffId = Number(params.get('staff')) || null;
  const set = (key: string, value: string | null) => setParams((p) => {
    if (value === null) p.delete(key);
    else p.set(key, value);
    return p;
  }, { replace: true });
  const chosen = report.staff.find((s) => s.userId === staffId);
  return (
    <>
      <Segmented value={figure} onChange={(v) => set('figure', String(v))} data-testid="performance-report-figure"
        options={figures.map((f) => ({ value: f, label: t(`figures.${f}`) }))} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xxl={12}>
          <ChartHeading title={t('chart.title', { figure: t(`figures.${figure}`) })} hint={t('chart.hint')} />
          <StaffChart report={report} figure={figure} onSelect={(id) => set('staff', String(id))} />
        </Col>
        <Col xs={24} xxl={12}>
          <ChartHeading title={t('chart.daysTitle', { figure: t(`figures.${figure}`) })} hint={chosen ? t('chart.daysOf', { name: chosen.name }) : t('chart.daysHint')} />
          <DaysChart report={report} figure={figure} staffId={chosen ? chosen.userId : null} />
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t(`areas.${report.area}`)}</Typography.Title>
      <StaffTable report={report} selected={chosen ? chosen.userId : null} onSelect={(id) => set('staff', id === null ? null : String(id))} />
    </>
  );
}

export default function PerformanceReport() {
  const { t } = useTranslation('performanceReport');
  return (
    <ReportScreen<PerformanceReportAnswer> screenKey={PERFORMANCE_REPORT_SCREEN} ns="performanceReport" urls={PERFORMANCE_REPORT_URLS}
      filters={PERFORMANCE_REPORT_FILTERS} testId="performance-report" status={(report) => t('read', { time: formatEat(report.readAt) })}>
      {(report) => (report.areas.length ? <Body report={report} /> : <Alert type="info" showIcon message={t('errors.noArea')} data-testid="performance-report-no-area" />)}
    </ReportScreen>
  );
}
