import { DownloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconciliationItemRow, ReconciliationRunRow } from '../../../../common/money/reconciliation';
import { formatKes } from '../../../../common/money';
import { RECONCILIATION_OUTCOMES } from '../../../../common/money/statuses';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../../components/table';
import { useItemColumns } from './useItemColumns';
import { useXlsxExport } from '../../../components/files/useXlsxExport';

interface Props {
  run: ReconciliationRunRow | null;
  canExport: boolean;
  onClose: () => void;
}

/** One run's items, problems first, filtered by outcome; export of all of them. */
export function ItemsDrawer({ run, canExport, onClose }: Props) {
  const { t } = useTranslation('reconciliation');
  const [outcome, setOutcome] = useState<string | undefined>();
  const pagination = usePagination();
  const { reset } = pagination;
  const list = usePagedList<ReconciliationItemRow>(`reconciliation/items/${run?.id ?? 0}`, { ...pagination.params, outcome }, run !== null);
  const columns = useItemColumns();
  const exporter = useXlsxExport('reconciliation', { url: `reconciliation/export/${run?.id ?? 0}`, fileName: `reconciliation-${run?.channel}-${run?.day}` });
  useEffect(() => { setOutcome(undefined); reset(); }, [run?.id, reset]);

  return (
    <Drawer open={run !== null} onClose={onClose} width="85%" destroyOnHidden data-testid="items-drawer"
      title={run && t('items.title', { channel: t(`options.channel.${run.channel}`), day: run.day })}
      extra={run && canExport && (
        <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid="run-export">
          {t('actions.export')}
        </Button>
      )}>
      {run && (
        <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
          <Select allowClear value={outcome} placeholder={t('items.allOutcomes')} style={{ minWidth: 200 }} data-testid="items-outcome"
            onChange={(value?: string) => { setOutcome(value); reset(); }}
            options={RECONCILIATION_OUTCOMES.map((o) => ({ value: o, label: t(`options.outcome.${o}`) }))} />
          <Typography.Text type="secondary">{t('items.summary', { ours: formatKes(run.oursCents), theirs: formatKes(run.theirsCents) })}</Typography.Text>
        </Space>
      )}
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<ReconciliationItemRow> rowKey="id" size="middle" loading={list.loading} dataSource={list.records} columns={columns}
          scroll={{ x: 'max-content' }} pagination={pagination.paginationProps(list.total)} locale={{ emptyText: <EmptyState /> }} />
      )}
    </Drawer>
  );
}
