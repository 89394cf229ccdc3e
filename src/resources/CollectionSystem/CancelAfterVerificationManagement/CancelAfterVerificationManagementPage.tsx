import { Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BATCH_FILTERS, type WriteOffBatchRow } from '../../../../common/money/write-off-lists';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { ImportCard } from './ImportCard';
import { RowsDrawer } from './RowsDrawer';
import { useBatchColumns } from './useBatchColumns';
import { useErrorsDownload } from './useErrorsDownload';

const SCREEN = 'CollectionSystem/CancelAfterVerificationManagement';
/** Shown when the user asks (column chooser), so the default view fits 1280 px. */
const HIDDEN_FIRST: readonly string[] = ['autoWriteOffCount', 'totalAmountCents'];

/**
 * Write-off (bank-flow) import: the file to import, then every batch with its result, rows and errors.
 * CancelAfterVerificationManagementNew (CollectionSystemNew) is the same screen under the stage-based group's codes.
 */
export function CancelAfterVerificationManagementPage({ screenKey = SCREEN }: { screenKey?: string }) {
  const { t } = useTranslation('writeOff');
  const can = useOperation();
  const [shown, setShown] = useState<WriteOffBatchRow | null>(null);
  const list = useListTable<WriteOffBatchRow>({ url: 'writeOff/batches' });
  const errors = useErrorsDownload();
  const columns = useBatchColumns({ onRows: setShown, onErrors: errors.download });
  // The new batch is the newest: show the first page (a page change loads it; on page 1, load it again).
  // The import refetches the list (usePost); the new batch is on page 1.
  const showNewest = () => list.pagination.reset();

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ScreenTitle>{t(`menu:${screen(screenKey).labelKey}`)}</ScreenTitle>
      <ImportCard canImport={can(actionCode(screenKey, 'import'))} onImported={showNewest} onRows={setShown} />
      <Card title={t('batches.title')}>
        <ListFilterBar defs={BATCH_FILTERS} labels="writeOff:fields" values={list.searched} onSearch={list.search} />
        <ListTable<WriteOffBatchRow> rowKey="id" size="small" data-testid="batch-table" list={list} columns={columns} columnsKey={screenKey} defaultHidden={HIDDEN_FIRST}
          rowName={(batch) => batch.batchNo} />
      </Card>
      <RowsDrawer batch={shown} onClose={() => setShown(null)} />
    </Space>
  );
}
