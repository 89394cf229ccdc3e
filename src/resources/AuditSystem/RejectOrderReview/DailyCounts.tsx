import { Card, Col, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReReviewDailyCount } from '../../../../common/orders/order-review';

export interface DailyCountsData {
  day: string;
  merchants: ReReviewDailyCount[];
}

/** Spec 5: per merchant, today's submitted applications and how many remain of its daily limit. */
export function DailyCounts({ data }: { data: DailyCountsData | null }) {
  const { t } = useTranslation('orderReview');
  if (!data) return <Skeleton active paragraph={{ rows: 1 }} />;
  return (
    <div data-testid="re-review-daily-counts" style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t('daily.title', { day: data.day })}</Typography.Text>
      <Row gutter={[12, 12]} style={{ marginTop: 8 }}>
        {data.merchants.map((m) => (
          <Col key={m.merchantId} xs={24} sm={12} lg={8} xxl={6}>
            <Card size="small" title={m.merchantName} data-testid={`daily-${m.merchantId}`}
              extra={m.open ? <Typography.Text type="secondary">{t('daily.limit', { limit: m.dailyLimit })}</Typography.Text> : <Tag>{t('daily.closed')}</Tag>}>
              <Row>
                <Col span={12}><Statistic title={t('daily.submitted')} value={m.submitted} /></Col>
                <Col span={12}>
                  <Statistic title={t('daily.remaining')} value={m.remaining} valueStyle={m.open && m.remaining === 0 ? { color: '#cf1322' } : undefined} />
                </Col>
              </Row>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
