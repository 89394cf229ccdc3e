import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyAuditSummary } from '../../../../common/orders/my-audit';

interface Props {
  summary: MyAuditSummary | null;
  /** Clicking "calls due now" shows the overdue calls. */
  onShowDue: () => void;
}

/** Orders waiting for my review, calls due now, and my decisions today. */
export function SummaryStrip({ summary, onShowDue }: Props) {
  const { t } = useTranslation('myAudit');
  const card = (key: keyof MyAuditSummary, danger = false, onClick?: () => void) => (
    <Col xs={8} xl={6} xxl={4}>
      <Card size="small" hoverable={Boolean(onClick)} onClick={onClick} data-testid={`summary-${key}`}>
        <Statistic title={t(`summary.${key}`)} value={summary?.[key] ?? '—'} loading={!summary}
          valueStyle={danger && summary?.[key] ? { color: '#cf1322' } : undefined} />
      </Card>
    </Col>
  );
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {card('pending')}
      {card('dueCalls', true, onShowDue)}
      {card('decidedToday')}
    </Row>
  );
}
