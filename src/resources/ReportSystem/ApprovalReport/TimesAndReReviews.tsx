/** The span's times from application (median and p90 to decision and to payout) and the re-review outcomes, each count opening its list. */
import { Card, Col, Row, Statistic, Table, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPROVAL_TIMES, RE_REVIEW_FIGURES, type ApprovalReportAnswer, type ReReviewFigure } from '../../../../common/reports/approval-report';
import type { FilterParams } from '../../../components/list';
import { ChartHeading } from '../../../components/report/ReportScreen';
import { reReviewDrill } from './drill-down';
import { figureText } from './figure-text';

export function Times({ report }: { report: ApprovalReportAnswer }) {
  const { t } = useTranslation('approvalReport');
  return (
    <div>
      <ChartHeading title={t('times.title')} hint={t('times.hint')} />
      <Row gutter={[16, 16]} style={{ marginTop: 8 }} data-testid="approval-report-times">
        {APPROVAL_TIMES.map((k) => (
          <Col key={k} xs={12} lg={6}>
            <Card size="small"><Statistic title={t(`figures.${k}`)} value={figureText(t, k, report.totals[k])} /></Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

export function ReReviews({ report, filter }: { report: ApprovalReportAnswer; filter: FilterParams }) {
  const { t } = useTranslation('approvalReport');
  const columns = useMemo(() => [
    { key: 'figure', title: t('reReview.figure'), render: (_: unknown, f: ReReviewFigure) => t(`reReview.figures.${f}`) },
    {
      key: 'count', title: t('reReview.count'), width: 140, align: 'right' as const,
      render: (_: unknown, f: ReReviewFigure) => {
        const value = report.reReview[f];
        const text = value.toLocaleString('en-KE');
        if (!value) return text;
        const to = reReviewDrill(f, filter);
        const link = <Link to={to.address} data-exact={to.exact}>{text}</Link>;
        return to.exact ? link : <Tooltip title={t('reReview.approximate')}>{link}≈</Tooltip>;
      },
    },
  ], [t, report.reReview, filter]);
  return (
    <div>
      <ChartHeading title={t('reReview.title')} hint={t('reReview.hint')} />
      <Table<ReReviewFigure> rowKey={(f) => f} size="small" data-testid="approval-report-rereview" pagination={false}
        columns={columns} dataSource={[...RE_REVIEW_FIGURES]} style={{ maxWidth: 560 }} />
    </div>
  );
}
