import { DownloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Space, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteOffBatchRow, WriteOffRowView } from '../../../../common/money/write-off-lists';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../../components/table';
import { ImportResultTag } from './ImportTags';
import { useErrorsDownload } from './useErrorsDownload';
import { useRowColumns } from './useRowColumns';

/** One batch's rows in file order, or only the failed ones, each with its error; the failed rows as xlsx. */
export function RowsDrawer({ batch, onClose }: { batch: WriteOffBatchRow | null; onClose: () => void }) {
  const { t } = useTranslation('writeOff');
  const [onlyErrors, setOnlyErrors] = useState(false);
  const pagination = usePagination();
  const { reset } = pagination;
  const list = usePagedList<WriteOffRowView>(`writeOff/rows/${batch?.id ?? 0}`, { ...pagination.params, onlyErrors }, batch !== null);
  const columns = useRowColumns();
  const errors = useErrorsDownload();
  useEffect(() => { setOnlyErrors(false); reset(); }, [batch?.id, reset]);

  return (
    <Drawer open={batch !== null} onClose={onClose} width="85%" destroyOnHidden data-testid="rows-drawer"
      title={batch && <Space wrap>{t('rows.title', { batchNo: batch.batchNo })}<ImportResultTag result={batch.result} /></Space>}
      extra={batch && batch.failedRows > 0 && (
        <Button icon={<DownloadOutlined />} loading={errors.downloading} onClick={() => errors.download(batch)} data-testid="rows-errors-download">
          {t('batches.downloadErrors')}
        </Button>
      )}>
      {batch && (
        <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
          <Space>
            <Switch checked={onlyErrors} onChange={(on) => { setOnlyErrors(on); reset(); }} data-testid="rows-only-errors" />
            {t('rows.onlyErrors')}
          </Space>
          <Typography.Text type="secondary">
            {t('rows.summary', { file: batch.fileName, ok: batch.successRows, failed: batch.failedRows, auto: batch.autoWriteOffCount })}
          </Typography.Text>
        </Space>
      )}
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<WriteOffRowView> rowKey="id" size="middle" loading={list.loading} dataSource={list.records} columns={columns}
          scroll={{ x: 'max-content' }} pagination={pagination.paginationProps(list.total)} locale={{ emptyText: <EmptyState /> }}
          data-testid="rows-table" />
      )}
    </Drawer>
  );
}
