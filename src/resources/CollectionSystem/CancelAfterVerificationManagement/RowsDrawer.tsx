import { DownloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WriteOffBatchRow } from '../../../../common/money/write-off-lists';
import { BatchRows } from './BatchRows';
import { ImportResultTag } from './ImportTags';
import { useErrorsDownload } from './useErrorsDownload';

/** One batch's rows, each with its error, and its failed rows as xlsx; the list starts afresh for each batch. */
export function RowsDrawer({ batch, onClose }: { batch: WriteOffBatchRow | null; onClose: () => void }) {
  const { t } = useTranslation('writeOff');
  const errors = useErrorsDownload();
  return (
    <Drawer open={batch !== null} onClose={onClose} width="90%" destroyOnHidden data-testid="rows-drawer"
      title={batch && <Space wrap>{t('rows.title', { batchNo: batch.batchNo })}<ImportResultTag result={batch.result} /></Space>}
      extra={batch && batch.failedRows > 0 && (
        <Button icon={<DownloadOutlined />} loading={errors.downloading} onClick={() => errors.download(batch)} data-testid="rows-errors-download">
          {t('batches.downloadErrors')}
        </Button>
      )}>
      {batch && <BatchRows key={batch.id} batch={batch} />}
    </Drawer>
  );
}
