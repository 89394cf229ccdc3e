import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_MAX_ROWS, type OrderManagementScreen } from '../../../../common/orders/order-management';
import type { OrderFilterParams } from '../../../components/orders';
import { api } from '../../../providers/http';
import { toastSuccess } from '../../../providers/toast';
import { saveBlob as download } from '../../../components/files/save-blob';

/** Export of the filtered rows to xlsx: confirm with the count, refuse locally over the cap, download the blob. */
export function useOrderExport(name: OrderManagementScreen, filter: OrderFilterParams, total: number) {
  const { t } = useTranslation('orderManagement');
  const { modal } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const start = () => {
    if (total > EXPORT_MAX_ROWS) {
      modal.warning({ title: t('actions.export'), content: t('export.tooMany', { cap: EXPORT_MAX_ROWS.toLocaleString() }), okText: t('common:actions.close') });
      return;
    }
    modal.confirm({
      title: t('actions.export'), content: t('export.confirm', { total: total.toLocaleString() }),
      okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      onOk: async () => {
        setExporting(true);
        try {
          const blob = await api.blob(`${name}/export`, { params: filter });
          download(blob, `${t('export.fileName')}-${new Date().toISOString().slice(0, 10)}.xlsx`);
          toastSuccess(t('export.done'));
        } finally {
          setExporting(false);
        }
      },
    });
  };
  return { start, exporting };
}
