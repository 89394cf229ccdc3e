import { useCustom } from '@refinedev/core';
import { Card, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUEUE_BUCKETS, type MyCollectionView, type QueueSummary } from '../../../../common/collection/my-collection';

/** How many of my open cases sit in each part of the queue. */
export function QueueSummaryStrip({ view }: { view: MyCollectionView }) {
  const { t } = useTranslation('myCollection');
  const { query } = useCustom<QueueSummary>({ url: 'myCollection/summary', method: 'get', config: { query: { view } } });
  const summary = query.data?.data as QueueSummary | undefined;
  return (
    <Space wrap size="large" style={{ marginBottom: 16 }} data-testid="queue-summary">
      {(['total', ...QUEUE_BUCKETS] as const).map((b) => (
        <Card key={b} size="small" styles={{ body: { padding: '8px 16px' } }}>
          <Statistic title={t(`buckets.${b}`)} value={summary?.[b] ?? 0} loading={!summary} valueStyle={{ fontSize: 20 }} />
        </Card>
      ))}
    </Space>
  );
}
