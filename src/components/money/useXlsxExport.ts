import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../providers/envelope';
import { api } from '../../providers/http';
import { toastSuccess } from '../../providers/toast';
import { saveBlob as download } from '../files/save-blob';

/** Export of a list's filtered rows to xlsx: confirm with the count, download the file the server writes. */
export function useXlsxExport(url: string, filter: Record<string, unknown>, total: number, fileName: string) {
  const { t } = useTranslation('repay');
  const { modal } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const start = () => modal.confirm({
    title: t('actions.export'), content: t('export.confirm', { total: total.toLocaleString() }),
    okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: async () => {
      setExporting(true);
      try {
        download(await api.blob(url, { params: filter }), `${fileName}-${new Date().toISOString().slice(0, 10)}.xlsx`);
        toastSuccess(t('export.done'));
      } catch (error) {
        // A refusal (no permission, too many rows) has been shown as a toast; anything else is a fault.
        if (!(error instanceof ApiError)) throw error;
      } finally {
        setExporting(false);
      }
    },
  });
  return { start, exporting };
}
