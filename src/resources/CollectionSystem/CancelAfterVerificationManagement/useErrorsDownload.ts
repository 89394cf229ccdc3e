import { useTranslation } from 'react-i18next';
import type { WriteOffBatchRow } from '../../../../common/money/write-off-lists';
import { useBlobDownload } from '../../../components/files/useBlobDownload';

/** Downloads a batch's failed rows, each with its error, as xlsx. */
export function useErrorsDownload() {
  const { t } = useTranslation('writeOff');
  const { download: fetchFile, downloading } = useBlobDownload();
  const download = (batch: WriteOffBatchRow) => fetchFile(`writeOff/errors/${batch.id}`, t('batches.errorsFileName', { batchNo: batch.batchNo }));
  return { download: (batch: WriteOffBatchRow) => void download(batch).catch(() => undefined), downloading };
}
