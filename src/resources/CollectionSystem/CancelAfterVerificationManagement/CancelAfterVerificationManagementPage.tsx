import { Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteOffBatchRow } from '../../../../common/money/write-off-lists';
import { actionCode, screen } from '../../../../common/routes';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../../components/table';
import { useOperation } from '../../../hooks/useOperation';
import { BatchFilters } from './BatchFilters';
import { ImportCard } from './ImportCard';
import { RowsDrawer } from './RowsDrawer';
import { useBatchColumns } from './useBatchColumns';
import { useErrorsDownload } from './useErrorsDownload';

const SCREEN = 'CollectionSystem/CancelAfterVerificationManagement';

/** Write-off (bank-flow) import: the file to import, then every batch with its result, rows and errors. */
export function CancelAfterVerificationManagementPage() {
  const { t } = useTranslation('writeOff');
  const can = useOperation();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<WriteOffBatchRow | null>(null);
  const pagination = usePagination();
  const list = usePagedList<WriteOffBatchRow>('writeOff/batches', { ...pagination.params, ...filters });
  const errors = useErrorsDownload();
  const columns = useBatchColumns({ onRows: setShown, onErrors: errors.download });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>{t(`menu:${screen(SCREEN).labelKey}`)}</Typography.Title>
      <ImportCard canImport={can(actionCode(SCREEN, 'import'))} onImported={() => { pagination.reset(); list.reload(); }} onRows={setShown} />
      <Card title={t('batches.title')}>
        <BatchFilters onSearch={(values) => { setFilters(values); pagination.reset(); }} />
        {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
          <Table<WriteOffBatchRow> rowKey="id" size="small" loading={list.loading} dataSource={list.records} columns={columns}
            scroll={{ x: 'max-content' }} pagination={pagination.paginationProps(list.total)} locale={{ emptyText: <EmptyState /> }}
            data-testid="batch-table" />
        )}
      </Card>
      <RowsDrawer batch={shown} onClose={() => setShown(null)} />
    </Space>
  );
}
