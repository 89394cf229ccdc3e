import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QualityReviewCheckpoint } from '../../../../common/quality/quality-columns';

const COLOURS = { pass: 'green', fail: 'red', na: 'default' } as const;

/** A scored review's checkpoints: each result with the inspector's comment. */
export function CheckpointResults({ checkpoints }: { checkpoints: QualityReviewCheckpoint[] }) {
  const { t } = useTranslation('quality');
  return (
    <Table<QualityReviewCheckpoint> size="small" rowKey="id" pagination={false} dataSource={checkpoints} data-testid="quality-checkpoint-results"
      columns={[
        { key: 'label', title: t('fields.label'), dataIndex: 'label', render: (label: string, c) => <>{label}{c.instantFail && <Tag color="red" style={{ marginLeft: 4 }}>{t('text.instantFail')}</Tag>}</> },
        { key: 'weight', title: t('fields.weight'), dataIndex: 'weight', align: 'right', width: 80 },
        { key: 'result', title: t('fields.result'), dataIndex: 'result', width: 110, render: (r: QualityReviewCheckpoint['result']) => (r ? <Tag color={COLOURS[r]}>{t(`options.result.${r}`)}</Tag> : '—') },
        { key: 'comment', title: t('fields.comment'), dataIndex: 'comment', width: 240, render: (c: string | null) => c ?? '' },
      ]} />
  );
}
