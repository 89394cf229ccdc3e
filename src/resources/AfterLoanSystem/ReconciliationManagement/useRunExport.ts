import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconciliationRunRow } from '../../../../common/money/reconciliation';
import { api } from '../../../providers/http';
import { toastSuccess } from '../../../providers/toast';
import { saveBlob as download } from '../../../components/files/save-blob';

/** Downloads a run's items as xlsx. */
export function useRunExport() {
  const { t } = useTranslation('reconciliation');
  const [exporting, setExporting] = useState(false);
  const start = async (run: ReconciliationRunRow) => {
    setExporting(true);
    try {
      download(await api.blob(`reconciliation/export/${run.id}`), `reconciliation-${run.channel}-${run.day}.xlsx`);
      toastSuccess(t('export.done'));
    } finally {
      setExporting(false);
    }
  };
  return { start, exporting };
}
