import { Space, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReconciliationOutcome, ReconciliationRunRow } from '../../../../common/money/reconciliation';
import { formatKes } from '../../../../common/money';
import { formatEat } from '../../../../common/time';
import { CountTag } from './CountTag';

const OUTCOMES: readonly ReconciliationOutcome[] = ['matched', 'missingInChannel', 'missingInBooks', 'amountDiffers'];

/** The runs' columns; opening a run's items is the list's row action. */
export function useRunColumns(): TableColumnType<ReconciliationRunRow>[] {
  const { t } = useTranslation('reconciliation');
  return [
    { key: 'day', title: t('fields.day'), dataIndex: 'day', fixed: 'left' },
    { key: 'channel', title: t('fields.channel'), dataIndex: 'channel', render: (v: string) => t(`options.channel.${v}`) },
    ...OUTCOMES.map((outcome): TableColumnType<ReconciliationRunRow> => ({
      key: outcome, title: t(`fields.${outcome}`), dataIndex: outcome, align: 'right', width: 104,
      render: (v: number) => <CountTag outcome={outcome} count={v} />,
    })),
    { key: 'oursCents', title: t('fields.oursCents'), dataIndex: 'oursCents', align: 'right', render: (v: number) => formatKes(v) },
    { key: 'theirsCents', title: t('fields.theirsCents'), dataIndex: 'theirsCents', align: 'right', render: (v: number) => formatKes(v) },
    {
      key: 'runBy', title: t('fields.runBy'), dataIndex: 'at',
      render: (v: string, run) => (
        <Space direction="vertical" size={0}>
          <span>{run.runByName ?? '—'}</span>
          <Typography.Text type="secondary">{formatEat(v)}</Typography.Text>
        </Space>
      ),
    },
  ];
}
