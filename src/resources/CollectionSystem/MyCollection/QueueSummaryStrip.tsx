import { useCustom } from '@refinedev/core';
import { Card, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUEUE_BUCKETS, type MyCollectionView, type QueueBucket, type QueueSummary } from '../../../../common/collection/my-collection';

/** How many of my open cases sit in each part of the queue; a part clicked narrows the list to it (again: all). */
export function QueueSummaryStrip({ view, bucket, onBucket }: { view: MyCollectionView; bucket?: string; onBucket: (bucket: QueueBucket | null) => void }) {
  const { t } = useTranslation('myCollection');
  const { query } = useCustom<QueueSummary>({ url: 'myCollection/summary', method: 'get', config: { query: { view } } });
  const summary = query.data?.data as QueueSummary | undefined;
  return (
    <Space wrap size="large" style={{ marginBottom: 16 }} data-testid="queue-summary">
      {(['total', ...QUEUE_BUCKETS] as const).map((b) => {
        const chosen = b === 'total' ? !bucket : bucket === b;
        return (
          <Card key={b} size="small" hoverable styles={{ body: { padding: '8px 16px' } }} data-testid={`queue-bucket-${b}`}
            style={chosen ? { borderColor: '#1677ff' } : undefined} aria-pressed={chosen} role="button" tabIndex={0}
            onClick={() => onBucket(b === 'total' || bucket === b ? null : b)}
            onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onBucket(b === 'total' || bucket === b ? null : b); } }}>
            <Statistic title={t(`buckets.${b}`)} value={summary?.[b] ?? 0} loading={!summary} valueStyle={{ fontSize: 20 }} />
          </Card>
        );
      })}
    </Space>
  );
}
