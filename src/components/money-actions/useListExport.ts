/** Export of a filtered money list to xlsx: confirm with the count, refuse over the cap, download the blob. */
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_EXPORT_MAX_ROWS } from '../../../common/money/money-inputs';
import { api } from '../../providers/http';
import { toastSuccess } from '../../providers/toast';
import { saveBlob as download } from '../files/save-blob';

/** `ns` holds export.confirm, export.fileName, export.done and errors.exportTooMany. */
export function useListExport(url: string, ns: string, filter: Record<string, unknown>, total: number) {
  const { t } = useTranslation(ns);
  const { modal } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const start = () => {
    if (total > MONEY_EXPORT_MAX_ROWS) {
      modal.warning({ title: t('actions.export'), content: t('errors.exportTooMany', { cap: MONEY_EXPORT_MAX_ROWS.toLocaleString() }), okText: t('common:actions.close') });
      return;
    }
    modal.confirm({
      title: t('actions.export'), content: t('export.confirm', { total: total.toLocaleString() }),
      okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      onOk: async () => {
        setExporting(true);
        try {
          download(await api.blob(url, { params: filter }), `${t('export.fileName')}-${new Date().toISOString().slice(0, 10)}.xlsx`);
          toastSuccess(t('export.done'));
        } finally {
          setExporting(false);
        }
      },
    });
  };
  return { start, exporting };
}
