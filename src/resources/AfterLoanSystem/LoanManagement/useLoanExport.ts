import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_EXPORT_MAX_ROWS, type PayFilterParams } from '../../../../common/money/pay-manage';
import { api } from '../../../providers/http';
import { toastSuccess } from '../../../providers/toast';
import { saveBlob as download } from '../../../components/files/save-blob';

/** Export of the filtered rows to xlsx: confirm with the count, refuse locally over the cap, download the file. */
export function useLoanExport(filter: PayFilterParams, total: number) {
  const { t } = useTranslation('loan');
  const { modal } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const start = () => {
    if (total > PAY_EXPORT_MAX_ROWS) {
      modal.warning({ title: t('actions.export'), content: t('export.tooMany', { cap: PAY_EXPORT_MAX_ROWS.toLocaleString() }), okText: t('common:actions.close') });
      return;
    }
    modal.confirm({
      title: t('actions.export'), content: t('export.confirm', { total: total.toLocaleString() }),
      okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      onOk: async () => {
        setExporting(true);
        try {
          download(await api.blob('payManage/export', { params: filter }), `${t('export.fileName')}-${new Date().toISOString().slice(0, 10)}.xlsx`);
          toastSuccess(t('export.done'));
        } catch {
          // The http client has shown why the export was refused.
        } finally {
          setExporting(false);
        }
      },
    });
  };
  return { start, exporting };
}
