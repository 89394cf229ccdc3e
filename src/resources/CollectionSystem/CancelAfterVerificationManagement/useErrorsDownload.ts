import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteOffBatchRow } from '../../../../common/money/write-off-lists';
import { api } from '../../../providers/http';
import { saveBlob } from './download';

/** Downloads a batch's failed rows, each with its error, as xlsx. */
export function useErrorsDownload() {
  const { t } = useTranslation('writeOff');
  const [downloading, setDownloading] = useState(false);
  const download = async (batch: WriteOffBatchRow) => {
    setDownloading(true);
    try {
      saveBlob(await api.blob(`writeOff/errors/${batch.id}`), t('batches.errorsFileName', { batchNo: batch.batchNo }));
    } finally {
      setDownloading(false);
    }
  };
  return { download: (batch: WriteOffBatchRow) => void download(batch).catch(() => undefined), downloading };
}
